package arbiter.tournament;

import arbiter.export.TournamentSheets;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import arbiter.tournament.TournamentEvent.ByeRequested;
import arbiter.tournament.TournamentEvent.Configured;
import arbiter.tournament.TournamentEvent.Created;
import arbiter.tournament.TournamentEvent.Entered;
import arbiter.tournament.TournamentEvent.Joined;
import arbiter.tournament.TournamentEvent.Left;
import arbiter.tournament.TournamentEvent.Paired;
import arbiter.tournament.TournamentEvent.Rated;
import arbiter.tournament.TournamentEvent.Recorded;
import arbiter.tournament.TournamentEvent.RoundEnded;
import arbiter.tournament.TournamentEvent.Started;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * FIDE 2026 tie-breaks (C.07) against a table computed by hand: a three-round Swiss of five players
 * with a forfeit, pairing-allocated byes, a late entry with a half-point bye, a requested
 * half-point bye and a withdrawal. The pairings are given, not paired, so the table does not
 * depend on the pairing rules.
 *
 * <pre>
 *   round 1: a-b 1-0, c-d +/- (d absent), e bye (1); f enters late: bye 1/2
 *   round 2: e-a 0-1, c-f 1/2, b bye (1), d asked for a bye (1/2); then e withdraws
 *   round 3: a-c 1/2, d-b 1-0, f bye (1); e is not paired
 *
 *   points: a 2.5, b 1, c 2, d 1.5, e 1, f 2 (10 in all)
 *   an opponent's score counts trailing voluntarily unplayed rounds as draws (art. 16.3.2):
 *     e withdrew after round 2, so e counts 1 + 0 + 0.5 = 1.5; the others their points
 *   an own unplayed round counts the player's own score, but no more than the forfeiting
 *   opponent's score or a draw in every round (1.5) for a bye (art. 16.4); a cut removes a
 *   voluntarily unplayed round (requested bye, forfeit loss, absence) first (art. 14.6):
 *     a  b 1 + e 1.5 + c 2             = 4.5  cut-1 3.5  median-1 1.5
 *     b  a 2.5 + bye 1 + d 1.5         = 5    cut-1 4    median-1 1.5
 *     c  forfeit 1.5 + f 2 + a 2.5     = 6    cut-1 4.5  median-1 2
 *     d  forfeit* 1.5 + bye* 1.5 + b 1 = 4    cut-1 2.5  median-1 1    cut-2 1
 *     e  bye 1 + a 2.5 + absent* 1     = 4.5  cut-1 3.5  median-1 1
 *     f  bye* 1.5 + c 2 + bye 1.5      = 5    cut-1 3.5  median-1 1.5  (* voluntarily unplayed)
 *   Sonneborn-Berger (that score times the points scored):
 *     a  1 + 1.5 + 2/2 = 3.5;  b 1 (the bye);  c 1.5 + 2/2 + 2.5/2 = 3.75;
 *     d 1.5/2 + 1 = 1.75;  e 1 (the bye);  f 1.5/2 + 2/2 + 1.5 = 3.25
 *   wins (with or without playing): a 2, b 1, c 1, d 1, e 1, f 1; won over the board: a 2, d 1
 *   games with black: a 1, b 2, c 1, f 1; average rating of opponents met over the board:
 *     a (1800 + 1600 + 1900) / 3 = 1767, b (2000 + 1700) / 2 = 1850, c (1500 + 2000) / 2 = 1750,
 *     d 1800, e 2000, f 1900
 * </pre>
 */
class TieBreakTest {

  private static final Map<String, Integer> RATINGS =
      Map.of("a", 2000, "b", 1800, "c", 1900, "d", 1700, "e", 1600);

  static List<TournamentEvent> history() {
    List<TournamentEvent> events = new ArrayList<>();
    events.add(new Created("lan", "chess", Format.SWISS, 3, 0, "org"));
    for (String player : List.of("a", "b", "c", "d", "e")) {
      events.add(new Joined(player));
    }
    events.add(new Rated(RATINGS));
    events.add(new Started(List.of(new Pairing(1, "a", "b", null),
        new Pairing(2, "c", "d", null), new Pairing(3, "e", null, Result.BYE))));
    events.add(new Recorded(1, 1, Result.WHITE_WIN));
    events.add(new Recorded(1, 2, Result.WHITE_WIN_BY_FORFEIT));
    events.add(new Entered("f", 1, 1500));
    events.add(new ByeRequested("d", 2));
    events.add(new RoundEnded(1));
    events.add(new Paired(2, List.of(new Pairing(1, "e", "a", null),
        new Pairing(2, "c", "f", null), new Pairing(3, "b", null, Result.BYE),
        new Pairing(4, "d", null, Result.HALF_BYE))));
    events.add(new Recorded(2, 1, Result.BLACK_WIN));
    events.add(new Recorded(2, 2, Result.DRAW));
    events.add(new Left("e"));
    events.add(new RoundEnded(2));
    events.add(new Paired(3, List.of(new Pairing(1, "a", "c", null),
        new Pairing(2, "d", "b", null), new Pairing(3, "f", null, Result.BYE))));
    events.add(new Recorded(3, 1, Result.DRAW));
    events.add(new Recorded(3, 2, Result.WHITE_WIN));
    events.add(new RoundEnded(3));
    return events;
  }

  private static Tournament withTieBreaks(String order) {
    List<TournamentEvent> events = history();
    events.add(events.size() - 1, new Configured("tiebreaks", order));
    return Tournament.replay(events);
  }

  @Test
  void theDefaultOrderMatchesTheHandComputedTable() {
    Tournament t = Tournament.replay(history());
    assertThat(t.isFinished()).isTrue();
    assertThat(t.pairings(1)).last().isEqualTo(new Pairing(4, "f", null, Result.HALF_BYE));
    // FIDE's Swiss order, Buchholz cut 1 first: c and f tie on 2 points, cut-1 4.5 beats 3.5;
    // b and e on 1: cut-1 4 beats 3.5
    assertThat(t.standings().rows()).extracting(Standing::player, Standing::points,
            Standing::sonnebornBerger, Standing::buchholz, Standing::buchholzCut1, Standing::wins)
        .containsExactly(
            tuple("a", 2.5, 3.5, 4.5, 3.5, 2),
            tuple("c", 2.0, 3.75, 6.0, 4.5, 1),
            tuple("f", 2.0, 3.25, 5.0, 3.5, 1),
            tuple("d", 1.5, 1.75, 4.0, 2.5, 1),
            tuple("b", 1.0, 1.0, 5.0, 4.0, 1),
            tuple("e", 1.0, 1.0, 4.5, 3.5, 1));
  }

  @Test
  void everyTieBreakHasItsHandComputedValue() {
    Tournament t = withTieBreaks("BH-M1,BH-C2,WON,BPG,ARO");
    Map<String, List<Integer>> expected = Map.of(
        // median-1 and cut-2 in half points, then counts and ratings
        "a", List.of(3, 4, 2, 1, 1767),
        "b", List.of(3, 5, 0, 2, 1850),
        "c", List.of(4, 5, 0, 1, 1750),
        "d", List.of(2, 2, 1, 0, 1800),
        "e", List.of(2, 5, 0, 0, 2000),
        "f", List.of(3, 4, 0, 1, 1900));
    for (Standing s : t.standings().rows()) {
      assertThat(List.of(s.value(TieBreak.BH_M1), s.value(TieBreak.BH_C2),
              s.value(TieBreak.WON), s.value(TieBreak.BPG), s.value(TieBreak.ARO)))
          .as(s.player()).isEqualTo(expected.get(s.player()));
    }
    assertThat(TournamentSheets.standings(t.standings()).lines().findFirst().orElseThrow())
        .isEqualTo("Rank  Player  Points   Med-1  Buch-2   Won  Black    ARO");
  }

  @Test
  void anOrganizersOrderRanksTheTiedPlayers() {
    // average rating of opponents: f (1900) above c (1750); e (2000) above b (1850)
    assertThat(withTieBreaks("ARO").standings().rows()).extracting(Standing::player)
        .containsExactly("a", "f", "c", "d", "e", "b");
    // direct encounter: c and f drew each other, so it leaves them to Sonneborn-Berger; b and e
    // never met; games with black then puts b (2) above e (0)
    assertThat(withTieBreaks("DE,SB,BPG").standings().rows()).extracting(Standing::player)
        .containsExactly("a", "c", "f", "d", "b", "e");
    assertThat(TournamentSheets.standingsCsv(withTieBreaks("BH-C1").standings()))
        .startsWith("rank,player,points,buchholz_cut1\r\n1,a,2.5,3.5\r\n2,c,2.0,4.5\r\n");
  }

  @Test
  void aCorrectionRecomputesTheStandings() {
    Tournament t = Tournament.replay(history());
    // round 3 board 1 a-c was a draw; the arbiter finds c won: c 2.5 passes a 2
    t.correct(3, 1, Result.BLACK_WIN, "arb", 42);
    assertThat(t.standings().rows()).extracting(Standing::player, Standing::points)
        .startsWith(tuple("c", 2.5), tuple("f", 2.0));
    assertThat(TournamentSheets.standings(Tournament.replay(t.events()).standings()))
        .isEqualTo(TournamentSheets.standings(t.standings()));
    assertThat(t.events()).last().isEqualTo(
        new TournamentEvent.Corrected(3, 1, Result.DRAW, Result.BLACK_WIN, "arb", 42));
  }

  @Test
  void badInputIsRefusedAndChangesNothing() {
    Tournament t = Tournament.replay(history());
    int before = t.events().size();
    assertThatThrownBy(() -> t.correct(4, 1, Result.DRAW, "arb", 1))
        .isInstanceOf(TournamentException.class).hasMessage("NO_ROUND[lan, 4, 3]");
    assertThatThrownBy(() -> t.correct(1, 3, Result.DRAW, "arb", 1))
        .hasMessage("BYE_BOARD[3, 1]");
    assertThatThrownBy(() -> t.correct(1, 1, Result.WHITE_WIN, "arb", 1))
        .hasMessage("HAS_RESULT[1, 1, WHITE_WIN]");
    assertThatThrownBy(() -> t.configure("tiebreaks", "BH,XYZ"))
        .hasMessageStartingWith("TIEBREAKS[");
    assertThat(t.events()).hasSize(before);
  }
}
