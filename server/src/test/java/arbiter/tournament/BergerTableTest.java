package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The schedules against the tables printed in FIDE Handbook C.05, Annex 1. */
class BergerTableTest {

  private static String table(int size) {
    List<String> rounds = new ArrayList<>();
    for (int r = 1; r < size; r++) {
      List<String> games = new ArrayList<>();
      for (BergerTable.Game g : BergerTable.round(size, r)) {
        games.add(g.white() + "-" + g.black());
      }
      rounds.add(String.join(" ", games));
    }
    return String.join(" | ", rounds);
  }

  @Test
  void fourPlayers() {
    assertThat(table(4)).isEqualTo("1-4 2-3 | 4-3 1-2 | 2-4 3-1");
  }

  @Test
  void sixPlayers() {
    assertThat(table(6)).isEqualTo(
        "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1");
  }

  @Test
  void eightPlayers() {
    assertThat(table(8)).isEqualTo("1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6"
        + " | 8-6 7-5 1-4 2-3 | 3-8 4-2 5-1 6-7 | 8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1");
  }

  @Test
  void fivePlayersUseTheTableOfSixWithTheSixthAsTheBye() {
    Tournament t = Games.withPlayers(Format.ROUND_ROBIN, 0, "p1", "p2", "p3", "p4", "p5");
    t.start();
    assertThat(t.rounds()).isEqualTo(5);
    List<String> rounds = new ArrayList<>();
    while (!t.isFinished()) {
      rounds.add(Games.describe(t.currentRound()));
      for (Pairing p : t.currentRound()) {
        if (p.isPending()) {
          t.record(t.roundNumber(), p.board(), Result.DRAW);
        }
      }
      t.nextRound();
    }
    assertThat(rounds).containsExactly(
        "p2-p5 p3-p4 p1:bye",
        "p5-p3 p1-p2 p4:bye",
        "p3-p1 p4-p5 p2:bye",
        "p1-p4 p2-p3 p5:bye",
        "p4-p2 p5-p1 p3:bye");
  }

  @Test
  void everyPlayerMeetsEveryOtherOnceWithColoursWithinOne() {
    for (int size = 2; size <= 20; size += 2) {
      int[] balance = new int[size + 1];
      boolean[][] met = new boolean[size + 1][size + 1];
      for (int r = 1; r < size; r++) {
        for (BergerTable.Game g : BergerTable.round(size, r)) {
          assertThat(met[g.white()][g.black()]).as("size %d round %d", size, r).isFalse();
          met[g.white()][g.black()] = true;
          met[g.black()][g.white()] = true;
          balance[g.white()]++;
          balance[g.black()]--;
        }
      }
      for (int p = 1; p <= size; p++) {
        assertThat(balance[p]).as("colour balance of %d in %d", p, size).isBetween(-1, 1);
      }
    }
  }
}
