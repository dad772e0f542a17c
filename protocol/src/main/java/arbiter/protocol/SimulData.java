package arbiter.protocol;

import java.util.List;

/**
 * A simul as the JSON protocol sends it: its host, variant, time control ({@code null}: untimed),
 * the host's colour ({@code white}, {@code black}, {@code alternate}), its stage ({@code open},
 * {@code running}, {@code over}), its boards and the host's score ({@code +wins =draws -losses}).
 */
public record SimulData(String host, String variant, String time, String colour, String stage,
    List<Board> boards, int wins, int draws, int losses) {

  /**
   * One board: the opponent, its game (0 before the start), the host's side ({@code white} or
   * {@code black}) and result ({@code win}, {@code draw}, {@code loss}; {@code null} while played).
   */
  public record Board(String opponent, long game, String side, String result) {}

  /**
   * One line of a simul's audit log: when (epoch milliseconds), who, what ({@code action}, in
   * English as the text face's log shows it); from version 2 also typed as a tournament's audit
   * row is ({@link TournamentData.AuditRow}): its {@code kind}, {@code args} and {@code message}
   * in the client's language ({@code null}, so absent, in version 1).
   */
  public record AuditRow(long at, String by, String action, String kind, List<Object> args,
      String message) {}
}
