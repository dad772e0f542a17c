package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A nine-player, four-round Swiss with fixed results, checked by hand. */
class SwissTest {

  /** Results by round, boards 1-4 (board 5 is the bye). */
  private static final String[][] RESULTS = {
      {"1-0", "0-1", "=", "1-0"},
      {"=", "1-0", "0-1", "1-0"},
      {"0-1", "1-0", "1-0", "="},
      {"1-0", "=", "0-1", "1-0"}};

  static Tournament playedToTheEnd() {
    Tournament t = Games.withPlayers(
        Format.SWISS, 4, "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9");
    t.start();
    for (String[] round : RESULTS) {
      for (int board = 1; board <= round.length; board++) {
        t.record(t.roundNumber(), board, Games.result(round[board - 1]));
      }
      t.nextRound();
    }
    return t;
  }

  /*
   * Pairings by the FIDE Dutch rules (scores before the round in brackets), each round checked
   * against bbpPairings with the same TRF:
   *
   * Round 1: all on 0; odd count: the bye to p9. S1 = p1-p4 against S2 = p5-p8, the top player
   *   white (XXC white1), then alternately: p1-p5 p6-p2 p3-p7 p8-p4.
   * Round 2: 1: p1 p2 p8 p9; 0.5: p3 p7; 0: p4 p5 p6. p9-p1 p2-p8 (both preferences granted). p3
   *   and p7 drew with each other and float down to p4 p5 p6, one of whom gets the bye. p7 wants
   *   white and only p6 wants black: p7-p6; p3 (wants black) takes the highest of the rest, p4,
   *   and the bye goes to p5 (the old pairer gave it to the lowest, p6, and paired p7-p5 against
   *   both their preferences).
   * Rounds 3 and 4 as bbpPairings: p3-p2 p1-p7 p5-p9 p8-p6 p4:bye, then p2-p1 p5-p8 p9-p3 p7-p4
   *   p6:bye.
   */
  @Test
  void pairingsFollowTheDutchRules() {
    Tournament t = playedToTheEnd();
    assertThat(Games.describe(t.pairings(1))).isEqualTo("p1-p5 p6-p2 p3-p7 p8-p4 p9:bye");
    assertThat(Games.describe(t.pairings(2))).isEqualTo("p9-p1 p2-p8 p4-p3 p7-p6 p5:bye");
    assertThat(Games.describe(t.pairings(3))).isEqualTo("p3-p2 p1-p7 p5-p9 p8-p6 p4:bye");
    assertThat(Games.describe(t.pairings(4))).isEqualTo("p2-p1 p5-p8 p9-p3 p7-p4 p6:bye");
    assertThat(t.isFinished()).isTrue();
  }

  @Test
  void noRematchesAtMostOneByeAndColoursWithinTwo() {
    Tournament t = playedToTheEnd();
    Set<String> met = new HashSet<>();
    Map<String, Integer> byes = new HashMap<>();
    Map<String, Integer> colourDifference = new HashMap<>();
    for (int r = 1; r <= t.rounds(); r++) {
      for (Pairing p : t.pairings(r)) {
        if (p.isBye()) {
          byes.merge(p.white(), 1, Integer::sum);
          continue;
        }
        assertThat(met.add(p.white() + "/" + p.black())).as("round %d: %s", r, p).isTrue();
        assertThat(met.add(p.black() + "/" + p.white())).isTrue();
        colourDifference.merge(p.white(), 1, Integer::sum);
        colourDifference.merge(p.black(), -1, Integer::sum);
      }
    }
    assertThat(byes.values()).containsOnly(1);
    assertThat(byes).hasSize(4);
    assertThat(colourDifference.values()).allSatisfy(d -> assertThat(d).isBetween(-2, 2));
  }

  /*
   * Crosstable (opponent, colour, score; a bye scores 1):
   *   p1: p5 W 1, p9 B 1/2, p7 W 1, p2 B 0   = 2.5
   *   p2: p6 B 1, p8 W 1, p3 B 1, p1 W 1     = 4
   *   p3: p7 W 1/2, p4 B 1, p2 W 0, p9 B 1   = 2.5
   *   p4: p8 B 0, p3 W 0, bye 1, p7 B 0      = 1
   *   p5: p1 B 0, bye 1, p9 W 1, p8 W 1/2    = 2.5
   *   p6: p2 W 0, p7 B 0, p8 B 1/2, bye 1    = 1.5
   *   p7: p3 B 1/2, p6 W 1, p1 B 0, p4 W 1   = 2.5
   *   p8: p4 W 1, p2 B 0, p6 W 1/2, p5 B 1/2 = 2
   *   p9: bye 1, p1 W 1/2, p5 B 0, p3 W 0    = 1.5      total 20 = 16 games + 4 byes
   * A bye counts as a game against a dummy with the player's own score.
   *   player  Buchholz                      cut-1   SB (beaten + half of drawn)           wins
   *   p2      1.5+2+2.5+2.5 = 8.5           7.0     all four                    = 8.50     4
   *   p1      2.5+1.5+2.5+4 = 10.5          9.0     p5 2.5 + p7 2.5 + p9 1.5/2  = 5.75     2
   *   p5      2.5+2.5+1.5+2 = 8.5           7.0     bye 2.5 + p9 1.5 + p8 2/2   = 5.00     2
   *   p3      2.5+1+4+1.5   = 9.0           8.0     p4 1 + p9 1.5 + p7 2.5/2    = 3.75     2
   *   p7      2.5+1.5+2.5+1 = 7.5           6.5     p6 1.5 + p4 1 + p3 2.5/2    = 3.75     2
   *   p8      1+4+1.5+2.5   = 9.0           8.0     p4 1 + p6 1.5/2 + p5 2.5/2  = 3.00     1
   *   p9      1.5+2.5+2.5+2.5 = 9.0         7.5     bye 1.5 + p1 2.5/2          = 2.75     1
   *   p6      4+2.5+2+1.5   = 10.0          8.5     bye 1.5 + p8 2/2            = 2.50     1
   *   p4      2+2.5+1+2.5   = 8.0           7.0     bye 1                       = 1.00     1
   * Wins are FIDE's WIN: rounds won with or without playing, so a bye counts.
   * p3 and p7 tie on points and Sonneborn-Berger; Buchholz puts p3 first.
   */
  @Test
  void standingsMatchTheHandComputedTable() {
    List<Standing> rows = playedToTheEnd().standings().rows();
    assertThat(rows).extracting(Standing::player, Standing::points, Standing::sonnebornBerger,
            Standing::buchholz, Standing::buchholzCut1, Standing::wins)
        .containsExactly(
            tuple("p2", 4.0, 8.5, 8.5, 7.0, 4),
            tuple("p1", 2.5, 5.75, 10.5, 9.0, 2),
            tuple("p3", 2.5, 3.75, 9.0, 8.0, 2),
            tuple("p5", 2.5, 4.5, 8.0, 6.5, 2),
            tuple("p7", 2.5, 3.75, 7.5, 6.5, 2),
            tuple("p8", 2.0, 3.0, 9.0, 8.0, 1),
            tuple("p6", 1.5, 2.5, 10.0, 8.5, 1),
            tuple("p9", 1.5, 2.75, 9.0, 7.5, 1),
            tuple("p4", 1.0, 1.0, 8.0, 7.0, 1));
    assertThat(rows).extracting(Standing::rank).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
  }

  @Test
  void roundOneSplitsTheFieldInHalvesWithAlternatingColours() {
    Tournament t = Games.withPlayers(
        Format.SWISS, 3, "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10");
    t.start();
    assertThat(Games.describe(t.currentRound())).isEqualTo("p1-p6 p7-p2 p3-p8 p9-p4 p5-p10");
  }

  @Test
  void aSwissNeedsMorePlayersThanRounds() {
    Tournament t = Games.withPlayers(Format.SWISS, 4, "a", "b", "c", "d");
    org.assertj.core.api.Assertions.assertThatThrownBy(t::start)
        .isInstanceOf(TournamentException.class)
        .hasMessage("SWISS_TOO_FEW_PLAYERS[4, lan, 4]");
  }

  @Test
  void threePlayersEachGetOneByeAtMost() {
    Tournament t = Games.withPlayers(Format.SWISS, 2, "a", "b", "c");
    t.start();
    List<String> byes = new ArrayList<>();
    while (!t.isFinished()) {
      for (Pairing p : t.currentRound()) {
        if (p.isBye()) {
          byes.add(p.white());
        } else {
          t.record(t.roundNumber(), p.board(), Result.WHITE_WIN);
        }
      }
      t.nextRound();
    }
    assertThat(byes).doesNotHaveDuplicates().hasSize(2);
  }
}
