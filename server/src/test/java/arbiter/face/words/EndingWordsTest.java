package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.AnswerEvent;
import arbiter.face.text.TextRenderer;
import arbiter.game.StoredGame;
import arbiter.rules.Termination;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a game ended, in the reader's words: a Russian history line said {@code agreement} and
 * {@code move limit}, and a Russian or Persian page said {@code resignation}, in English.
 */
class EndingWordsTest {

  @Test
  void englishIsTheStoredWordItselfAndOtherLanguagesTheirOwn() {
    for (Termination ending : Termination.values()) {
      assertThat(EndingWords.reason(Words.english(), ending.word())).isEqualTo(ending.word());
      assertThat(EndingWords.reason(Words.of("ru"), ending.word())).as("ru " + ending)
          .isNotEqualTo(ending.word());
      assertThat(EndingWords.reason(Words.of("fa"), ending.word())).as("fa " + ending)
          .isNotEqualTo(ending.word());
    }
    assertThat(EndingWords.reason(Words.of("ru"), "agreement")).isEqualTo("соглашение");
    assertThat(EndingWords.reason(Words.of("ru"), "forfeit")).isEqualTo("forfeit");
  }

  @Test
  void aRussianHistoryLineSaysHowTheGameEndedInRussian() {
    StoredGame game = new StoredGame(7, "chess", "ali", "bob", 0, "draw", "move limit",
        List.of(), 0, 0, null, List.of(), 1_700_000_000_000L, 1_700_000_600_000L, true, false,
        List.of(), null, null);
    TextRenderer russian = new TextRenderer(Words.of("ru"), TextRenderer::board);
    assertThat(new AnswerEvent.HistoryShown("ali", List.of(game)).accept(russian))
        .containsExactly("7 2023-11-14 ali - bob chess без часов 1/2-1/2 лимит ходов рейтинговая");
    TextRenderer english = new TextRenderer(Words.english(), TextRenderer::board);
    assertThat(new AnswerEvent.HistoryShown("ali", List.of(game)).accept(english))
        .containsExactly("7 2023-11-14 ali - bob chess untimed 1/2-1/2 move limit rated");
  }

  /** The page words the state's reason by the same table: every ending's word is in it. */
  @Test
  void thePagesKnowEveryEndingsWord() throws IOException {
    String dom = Files.readString(Path.of("src/main/resources/web/js/dom.js"),
        StandardCharsets.UTF_8);
    for (Termination ending : Termination.values()) {
      assertThat(dom).as(ending.toString())
          .contains("'" + ending.word() + "': '" + EndingWords.key(ending) + "'");
    }
  }

  /** A Persian reader's move list is numbered in Persian digits, as the page's and the history's. */
  @Test
  void aPersianMoveListIsNumberedInPersianDigits() {
    StoredGame game = new StoredGame(7, "chess", "ali", "bob", 0, null, null,
        List.of("e4", "e5", "Nf3"), 0, 0, null, List.of(), 1_700_000_000_000L, 0, true, false,
        List.of(), null, null);
    TextRenderer persian = new TextRenderer(Words.of("fa"), TextRenderer::board);
    assertThat(new AnswerEvent.RecordShown(game).accept(persian)).endsWith("۱. e4 e5", "۲. Nf3")
        .first().asString().contains("۷ ۲۰۲۳-۱۱-۱۴ ali - bob");
    TextRenderer english = new TextRenderer(Words.english(), TextRenderer::board);
    assertThat(new AnswerEvent.RecordShown(game).accept(english)).endsWith("1. e4 e5", "2. Nf3");
  }
}
