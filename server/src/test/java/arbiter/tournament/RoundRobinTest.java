package arbiter.tournament;

import arbiter.export.TournamentSheets;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import arbiter.rules.Side;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A six-player round robin played to the end, checked against a hand-computed table. */
class RoundRobinTest {

  /*
   * Join order (pairing numbers): 1 anna, 2 chen, 3 boris, 4 dmitri, 5 eve, 6 farid.
   * Results, whatever the colours (row scores against column):
   *
   *           anna boris chen dmitri eve farid | points
   *   anna     .    1    1/2   1      0    1   |  3.5
   *   boris    0    .     1   1/2     1   1/2  |  3
   *   chen    1/2   0     .    1      1   1/2  |  3
   *   dmitri   0   1/2    0    .      1    1   |  2.5
   *   eve      1    0     0    0      .    1   |  2
   *   farid    0   1/2   1/2   0      0    .   |  1        total 15 = 15 games
   *
   * Sonneborn-Berger = scores of beaten opponents + half the scores of drawn ones:
   *   anna   boris 3 + dmitri 2.5 + farid 1 + chen 3/2          = 8.00
   *   boris  chen 3 + eve 2 + dmitri 2.5/2 + farid 1/2          = 6.75
   *   chen   dmitri 2.5 + eve 2 + anna 3.5/2 + farid 1/2        = 6.75
   *   dmitri eve 2 + farid 1 + boris 3/2                        = 4.50
   *   eve    anna 3.5 + farid 1                                 = 4.50
   *   farid  boris 3/2 + chen 3/2                               = 3.00
   * Buchholz = all opponents = 15 - own score; cut-1 drops the weakest opponent:
   *   anna 11.5 / 10.5 (farid 1), boris 12 / 11 (farid), chen 12 / 11 (farid),
   *   dmitri 12.5 / 11.5 (farid), eve 13 / 12 (farid), farid 14 / 12 (eve 2).
   * Wins: anna 3, boris 2, chen 2, dmitri 2, eve 2, farid 0.
   * boris and chen tie on points, SB, Buchholz, cut-1 and wins; boris beat chen, so the direct
   * encounter ranks boris (pairing number 3) above chen (number 2), against join order.
   */
  private static final Map<String, String> WINNERS = Map.ofEntries(
      Map.entry("anna-boris", "anna"), Map.entry("anna-chen", "="),
      Map.entry("anna-dmitri", "anna"), Map.entry("anna-eve", "eve"),
      Map.entry("anna-farid", "anna"), Map.entry("boris-chen", "boris"),
      Map.entry("boris-dmitri", "="), Map.entry("boris-eve", "boris"),
      Map.entry("boris-farid", "="), Map.entry("chen-dmitri", "chen"),
      Map.entry("chen-eve", "chen"), Map.entry("chen-farid", "="),
      Map.entry("dmitri-eve", "dmitri"), Map.entry("dmitri-farid", "dmitri"),
      Map.entry("eve-farid", "eve"));

  static Tournament playedToTheEnd() {
    Tournament t = Games.withPlayers(
        Format.ROUND_ROBIN, 0, "anna", "chen", "boris", "dmitri", "eve", "farid");
    t.start();
    while (!t.isFinished()) {
      for (Pairing p : t.currentRound()) {
        t.record(t.roundNumber(), p.board(), resultOf(p));
      }
      t.nextRound();
    }
    return t;
  }

  private static Result resultOf(Pairing p) {
    String first = p.white().compareTo(p.black()) < 0 ? p.white() : p.black();
    String second = first.equals(p.white()) ? p.black() : p.white();
    String winner = WINNERS.get(first + "-" + second);
    if (winner.equals("=")) {
      return Result.DRAW;
    }
    return Result.winFor(winner.equals(p.white()) ? Side.WHITE : Side.BLACK);
  }

  @Test
  void pairsByTheBergerTableOfSix() {
    Tournament t = playedToTheEnd();
    assertThat(t.rounds()).isEqualTo(5);
    // 1 anna 2 chen 3 boris 4 dmitri 5 eve 6 farid in 1-6 2-5 3-4 | 6-4 5-3 1-2 | ...
    assertThat(Games.describe(t.pairings(1))).isEqualTo("anna-farid chen-eve boris-dmitri");
    assertThat(Games.describe(t.pairings(2))).isEqualTo("farid-dmitri eve-boris anna-chen");
    assertThat(Games.describe(t.pairings(5))).isEqualTo("boris-farid dmitri-chen eve-anna");
  }

  @Test
  void coloursAreBalanced() {
    Tournament t = playedToTheEnd();
    Map<String, Integer> balance = new HashMap<>();
    for (int r = 1; r <= t.rounds(); r++) {
      for (Pairing p : t.pairings(r)) {
        balance.merge(p.white(), 1, Integer::sum);
        balance.merge(p.black(), -1, Integer::sum);
      }
    }
    assertThat(balance.values()).allSatisfy(b -> assertThat(b).isBetween(-1, 1));
  }

  @Test
  void standingsMatchTheHandComputedTable() {
    Tournament t = playedToTheEnd();
    assertThat(t.isFinished()).isTrue();
    List<Standing> rows = t.standings().rows();
    assertThat(rows).extracting(Standing::rank, Standing::player, Standing::points,
            Standing::sonnebornBerger, Standing::buchholz, Standing::buchholzCut1, Standing::wins)
        .containsExactly(
            tuple(1, "anna", 3.5, 8.0, 11.5, 10.5, 3),
            tuple(2, "boris", 3.0, 6.75, 12.0, 11.0, 2),
            tuple(3, "chen", 3.0, 6.75, 12.0, 11.0, 2),
            tuple(4, "dmitri", 2.5, 4.5, 12.5, 11.5, 2),
            tuple(5, "eve", 2.0, 4.5, 13.0, 12.0, 2),
            tuple(6, "farid", 1.0, 3.0, 14.0, 12.0, 0));
  }

  @Test
  void standingsAsText() {
    assertThat(TournamentSheets.standings(playedToTheEnd().standings())).isEqualTo(""
        + "Rank  Player  Points  Wins      SB\n"
        + "   1  anna       3.5     3    8.00\n"
        + "   2  boris      3.0     2    6.75\n"
        + "   3  chen       3.0     2    6.75\n"
        + "   4  dmitri     2.5     2    4.50\n"
        + "   5  eve        2.0     2    4.50\n"
        + "   6  farid      1.0     0    3.00\n");
  }

  @Test
  void aRoundCannotCloseBeforeItsGamesEnd() {
    Tournament t = Games.withPlayers(Format.ROUND_ROBIN, 0, "a", "b", "c", "d");
    t.start();
    t.record(1, 2, Result.DRAW);
    assertThat(t.roundComplete()).isFalse();
    org.assertj.core.api.Assertions.assertThatThrownBy(t::nextRound)
        .isInstanceOf(TournamentException.class)
        .hasMessage("ROUND_INCOMPLETE[1, [1]]");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> t.record(1, 2, Result.WHITE_WIN))
        .hasMessage("HAS_RESULT[2, 1, DRAW]");
  }
}
