package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A seat handed to an account: everything the tournament knew of the seat is the account's, under
 * its name, and the history replays to the same state.
 */
class SeatHandoverTest {

  @Test
  void theSeatsScoreGamesRatingByesAndForbiddenPairsAreTheAccounts() {
    Tournament t = Games.withPlayers(Format.SWISS, 3, "a", "b", "c", "seat");
    t.rate(Map.of("seat", 1900));
    t.configure("forbid", "a,seat");
    t.start();
    int board = t.currentPairing("seat").orElseThrow().board();
    Pairing seated = t.currentRound().get(board - 1);
    t.record(1, board, seated.white().equals("seat") ? Result.WHITE_WIN : Result.BLACK_WIN);
    t.requestBye("seat", 3);

    t.handOver("seat", "zoe");

    assertThat(t.players()).contains("zoe").doesNotContain("seat");
    assertThat(t.pairings(1).get(board - 1).involves("zoe")).isTrue();
    assertThat(t.ratings()).containsEntry("zoe", 1900).doesNotContainKey("seat");
    assertThat(t.byeRequests(3)).containsExactly("zoe");
    assertThat(t.options().forbidden()).containsExactly(List.of("a", "zoe"));
    assertThat(t.standings().rows()).filteredOn(row -> row.player().equals("zoe"))
        .singleElement().extracting(Standing::points).isEqualTo(1.0);
    Tournament replayed = Tournament.replay(t.events());
    assertThat(replayed.players()).isEqualTo(t.players());
    assertThat(replayed.pairings(1)).isEqualTo(t.pairings(1));
    assertThat(ReportFile.export(replayed)).isEqualTo(ReportFile.export(t));
  }

  @Test
  void onlyAPlayerMayBeHandedOverAndOnlyToSomeoneNotInYet() {
    Tournament t = Games.withPlayers(Format.SWISS, 3, "a", "b", "seat");
    assertThatThrownBy(() -> t.handOver("nobody", "zoe")).isInstanceOfSatisfying(
        TournamentException.class,
        e -> assertThat(e.reason()).isEqualTo(TournamentRefusal.NOT_A_SEAT));
    assertThatThrownBy(() -> t.handOver("seat", "a")).isInstanceOfSatisfying(
        TournamentException.class,
        e -> assertThat(e.reason()).isEqualTo(TournamentRefusal.ALREADY_IN));
  }
}
