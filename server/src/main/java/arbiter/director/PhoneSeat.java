package arbiter.director;

import arbiter.tournament.BoardReports;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Tournament;

/**
 * What a player's phone shows of their tournament: the round, their board in it, its result and
 * their own report, and whether they may still check in or report.
 *
 * @param phase {@code open}, {@code running} or {@code finished}
 * @param begun whether the round's games began (reports are taken from then)
 * @param board the player's board in the round, 0 for none (a bye, or not paired)
 * @param white the board's white player ({@code null} without a board); black likewise
 * @param result the board's result as labelled ({@code 1-0}), {@code null} while pending
 * @param report the player's own report, {@code null} when none
 * @param disputed whether both players reported and the reports differ: the arbiter decides (the
 *     phone said it waited for the opponent)
 * @param locked whether the round takes no more reports
 * @param checkin whether the tournament asks for check-in; {@code checkedIn} whether they did
 */
public record PhoneSeat(String tournament, String player, String phase, int round,
    boolean begun, int board, String white, String black, String result, String report,
    boolean disputed, boolean locked, boolean otb, boolean checkin, boolean checkedIn) {

  /** The seat of {@code player} in the tournament as it stands (on the director's thread). */
  static PhoneSeat of(Tournament tournament, String player) {
    int round = tournament.roundNumber();
    BoardReports reports = tournament.boardReports();
    Pairing board = round == 0 ? null : tournament.pairings(round).stream()
        .filter(p -> p.involves(player) && !p.isBye()).findFirst().orElse(null);
    String report = board == null ? null : reports.reports(round, board.board()).stream()
        .filter(r -> r.player().equals(player)).map(r -> r.result().label()).findFirst()
        .orElse(null);
    String phase = switch (tournament.phase()) {
      case REGISTRATION -> "open";
      case RUNNING -> "running";
      case FINISHED -> "finished";
    };
    return new PhoneSeat(tournament.name(), player, phase, round,
        tournament.phase() == Phase.RUNNING && tournament.roundBegun(),
        board == null ? 0 : board.board(), board == null ? null : board.white(),
        board == null ? null : board.black(),
        board == null || board.result() == null ? null : board.result().label(), report,
        board != null && reports.outcome(round, board.board()) == BoardReports.Outcome.CONFLICT,
        reports.locked(round), reports.on(), tournament.options().on("checkin"),
        tournament.hasCheckedIn(player));
  }
}
