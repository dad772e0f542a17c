package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A number's word in Russian takes the form its number asks for (1 ход, 2 хода, 5 ходов); before,
 * every count came with the genitive plural (1 ходов, 2 ходов). English and Persian stay as written.
 */
class PluralsTest {

  @Test
  void russianCountsTakeTheirForm() {
    Words ru = Words.of("ru");
    assertThat(ru.get("over.move_limit", 1)).isEqualTo("достигнут лимит в 1 ход");
    assertThat(ru.get("over.move_limit", 2)).isEqualTo("достигнут лимит в 2 хода");
    assertThat(ru.get("over.move_limit", 5)).isEqualTo("достигнут лимит в 5 ходов");
    assertThat(ru.get("over.move_limit", 11)).isEqualTo("достигнут лимит в 11 ходов");
    assertThat(ru.get("over.move_limit", 12)).isEqualTo("достигнут лимит в 12 ходов");
    assertThat(ru.get("over.move_limit", 21)).isEqualTo("достигнут лимит в 21 ход");
    assertThat(ru.get("over.move_limit", 22)).isEqualTo("достигнут лимит в 22 хода");
    assertThat(ru.get("over.move_limit", 40)).isEqualTo("достигнут лимит в 40 ходов");
    assertThat(ru.get("over.move_limit", 111)).isEqualTo("достигнут лимит в 111 ходов");
    assertThat(ru.get("print.berger", 4)).isEqualTo("Таблица Бергера на 4 участника");
    assertThat(ru.get("print.berger", 6)).isEqualTo("Таблица Бергера на 6 участников");
    assertThat(ru.get("games.summary", 3, "ali", "bob", "chess", 1, 12))
        .isEqualTo("3 ali bob chess лимит 1 ход 12");
    assertThat(ru.get("refusal.bots_busy", 2)).startsWith("боты клуба уже играют 2 партии;");
  }

  @Test
  void aCountWrittenAsTextTakesItsFormToo() {
    assertThat(Words.of("ru").get("over.move_limit", "3")).isEqualTo("достигнут лимит в 3 хода");
    assertThat(Words.of("ru").get("over.move_limit", "many")).isEqualTo("достигнут лимит в many ходов");
  }

  @Test
  void englishAndPersianAreAsBefore() {
    assertThat(Words.english().get("over.move_limit", 40))
        .isEqualTo("the move limit of 40 turns was reached");
    assertThat(Words.english().get("games.summary", 1000, "ali", "bob", "chess", 0, 12))
        .isEqualTo("1000 ali bob chess limit 0 turns 12");
    assertThat(Words.of("fa").get("print.berger", 4)).contains("۴").doesNotContain("|");
  }

  @Test
  void aPluralPlaceholderCountsAsItsArgument() {
    assertThat(Words.arguments("{0|ход|хода|ходов}")).isEqualTo(1);
    assertThat(Words.arguments("лимит {4} {4|ход|хода|ходов}")).isEqualTo(5);
  }
}
