package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.face.words.Words;
import arbiter.tournament.knockout.Bracket;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.knockout.KnockoutRules;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An untimed knockout's head line: its tie-breaks and armageddon are untimed in the reader's
 * words; a Russian or Persian organizer read "контроль none", "با زمان none".
 */
class BracketTextTest {

  private static List<String> head(String language) {
    Bracket bracket = Bracket.of(List.of("ann", "bob"), Set.of(), List.of(),
        KnockoutRules.of(1, null, key -> null));
    return BracketText.lines(Words.of(language), "cup", bracket);
  }

  @Test
  void anUntimedKnockoutIsUntimedInTheReadersWords() {
    assertThat(head("ru").get(0)).contains("контроль без часов; затем армагеддон, контроль без часов")
        .doesNotContain("none");
    assertThat(head("fa").get(0)).contains("بی‌ساعت").doesNotContain("none");
    assertThat(head("en").get(0)).contains("tie-break games: 2, at none; then an armageddon at none");
  }

  /**
   * A tied match whose game is over waits for its tie-break, paired with the next round: it is
   * no longer "playing game 1" while the other boards of the round finish.
   */
  @Test
  void aMatchBetweenItsGamesIsNotPlaying() {
    List<List<Pairing>> played = List.of(List.of(new Pairing(1, "ann", "dan", Result.DRAW),
        new Pairing(2, "bob", "cat", null)));
    Bracket bracket = Bracket.of(List.of("ann", "bob", "cat", "dan"), Set.of(), played,
        KnockoutRules.of(1, null, key -> null));
    List<String> lines = BracketText.lines(Words.english(), "cup", bracket);
    assertThat(lines).contains(
        "  1. (1) ann v (4) dan: game 1 over, ½-½; the next game comes with the next round",
        "  2. (2) bob v (3) cat: playing game 1, 0-0");
  }
}
