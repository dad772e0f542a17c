package arbiter.tournament.arena;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.tournament.Pairing;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ArenaPairerTest {

  @Test
  void neighboursInTheRankingMeetAndAnOddPlayerWaits() {
    assertThat(ArenaPairer.pair(List.of("a", "b", "c", "d", "e"), Map.of(), Map.of(), 7))
        .containsExactly(new Pairing(7, "a", "b", null), new Pairing(8, "c", "d", null));
  }

  @Test
  void theOpponentJustPlayedIsSkippedWhileAnotherIsFree() {
    Map<String, String> last = Map.of("a", "b", "b", "a");
    assertThat(ArenaPairer.pair(List.of("a", "b", "c", "d"), last, Map.of(), 1))
        .containsExactly(new Pairing(1, "a", "c", null), new Pairing(2, "b", "d", null));
  }

  @Test
  void aRematchIsPlayedWhenNobodyElseIsFree() {
    Map<String, String> last = Map.of("a", "b", "b", "a");
    assertThat(ArenaPairer.pair(List.of("a", "b"), last, Map.of(), 1))
        .containsExactly(new Pairing(1, "a", "b", null));
  }

  @Test
  void whiteGoesToWhoeverHadFewerWhites() {
    assertThat(ArenaPairer.pair(List.of("a", "b"), Map.of(), Map.of("a", 1, "b", -1), 1))
        .containsExactly(new Pairing(1, "b", "a", null));
  }

  @Test
  void everyFreePlayerOfAnEvenFieldIsPairedOnceWithoutImmediateRematches() {
    List<String> ranked = new ArrayList<>();
    Map<String, String> last = new HashMap<>();
    for (int i = 0; i < 300; i++) {
      ranked.add("p" + i);
    }
    for (int i = 0; i < 300; i += 2) {
      last.put("p" + i, "p" + (i + 1));
      last.put("p" + (i + 1), "p" + i);
    }
    List<Pairing> boards = ArenaPairer.pair(ranked, last, Map.of(), 1);
    assertThat(boards).hasSize(150);
    assertThat(boards.stream().flatMap(p -> java.util.stream.Stream.of(p.white(), p.black())))
        .doesNotHaveDuplicates().hasSize(300);
    assertThat(boards).noneMatch(p -> p.black().equals(last.get(p.white())));
  }
}
