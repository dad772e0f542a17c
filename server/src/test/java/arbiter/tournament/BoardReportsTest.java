package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.tournament.BoardReports.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules of the players' reports, and their replay from the stored events. */
class BoardReportsTest {

  private static Tournament started() {
    Tournament t = Tournament.create("club", "chess", Format.SWISS, 3, 0, "org");
    t.configure("otb", "on");
    t.boardReports().keyed("00112233445566778899aabbccddeeff");
    for (String player : List.of("ann", "bob", "cat", "dan")) {
      t.join(player);
    }
    t.start();
    t.begin();
    return t;
  }

  private static TournamentRefusal refusal(Runnable change) {
    try {
      change.run();
    } catch (TournamentException e) {
      return e.reason();
    }
    throw new AssertionError("not refused");
  }

  @Test
  void aRetryAddsNothingAndASecondOpinionIsRefused() {
    Tournament t = started();
    Pairing board = t.currentRound().get(0);
    BoardReports reports = t.boardReports();
    int events = t.events().size();
    assertThat(reports.report(board.white(), 1, Result.DRAW, 5)).isEqualTo(Outcome.WAITING);
    assertThat(reports.report(board.white(), 1, Result.DRAW, 6)).isEqualTo(Outcome.WAITING);
    assertThat(t.events()).hasSize(events + 1);
    assertThat(refusal(() -> reports.report(board.white(), 1, Result.WHITE_WIN, 7)))
        .isEqualTo(TournamentRefusal.REPORTED_ALREADY);
    assertThat(reports.report(board.black(), 1, Result.BLACK_WIN, 8)).isEqualTo(Outcome.CONFLICT);
    assertThat(t.currentRound().get(0).isPending()).isTrue(); // the director records agreements
  }

  @Test
  void theHistoryReplaysToTheSameReportsLocksAndCodes() {
    Tournament t = started();
    Pairing board = t.currentRound().get(1);
    t.boardReports().report(board.black(), 1, Result.WHITE_WIN, 5);
    t.boardReports().lock(1, true, "org");
    t.boardReports().live(1, 1, "org");
    Tournament again = Tournament.replay(t.events());
    assertThat(again.boardReports().reports(1, 2))
        .containsExactly(new BoardReports.Report(board.black(), Result.WHITE_WIN, 5));
    assertThat(again.boardReports().locked(1)).isTrue();
    assertThat(again.boardReports().live(1, 1)).isTrue();
    PlayerCodes codes = PlayerCodes.of(again);
    assertThat(codes.code("ann")).isEqualTo(PlayerCodes.of(t).code("ann")).hasSize(6);
    assertThat(List.of("ann", "bob", "cat", "dan").stream().map(codes::code).distinct()).hasSize(4);
    assertThat(codes.player("nobody")).isEmpty();
  }

  @Test
  void aTournamentOnTheServerTakesNoReportAndHasNoCodesYet() {
    Tournament t = Tournament.create("web", "chess", Format.SWISS, 1, 0, "org");
    t.join("ann");
    t.join("bob");
    t.start();
    t.begin();
    assertThat(refusal(() -> t.boardReports().report("ann", 1, Result.DRAW, 1)))
        .isEqualTo(TournamentRefusal.NOT_OTB);
    assertThat(t.boardReports().onServer(1, 1)).isTrue();
    assertThat(PlayerCodes.of(t).code("ann")).isNull();
  }
}
