package arbiter.event;

import arbiter.tournament.BoardReports.Outcome;
import arbiter.tournament.Result;
import java.util.List;

/** The answers to the over-the-board commands of a tournament created with {@code otb}. */
public sealed interface OtbReply {

  /** A player's report was taken (or was there already): where the board now stands. */
  record Reported(int round, int board, Result result, Outcome outcome) implements OtbReply {}

  /** A round was locked against reports, or unlocked. */
  record Locked(int round, boolean locked) implements OtbReply {}

  /** A board is played on the server; {@code game} is its game once the round has begun, else 0. */
  record Live(int round, int board, long game) implements OtbReply {}

  /** The arbiter's table: a round's boards and the arbiter calls not yet taken. */
  record Boards(int round, List<BoardRow> boards, List<Call> calls) implements OtbReply {}

  /**
   * One board at the arbiter's table: its reports from white's side ({@code null} when not made),
   * where it stands, whether the second report is overdue, and whether it is played on the server.
   */
  record BoardRow(int board, String white, String black, Result result, Result whiteReport,
      Result blackReport, Outcome outcome, boolean overdue, boolean live) {}

  /** An open arbiter call: who called, from which board (0: none), and why. */
  record Call(int number, int board, String player, String text) {}

  /** The caller's call was put on every organizer's screen as number {@code number}. */
  record Called(int number, int board) implements OtbReply {}

  /** Each player's code for the phone page, in pairing-number order: {@code player code}. */
  record Codes(List<String> players, List<String> codes) implements OtbReply {}

  /** An organizer took a call. */
  record Taken(int number) implements OtbReply {}

  /** A board's PGN was archived as its game {@code game}. */
  record PgnArchived(int round, int board, long game) implements OtbReply {}
}
