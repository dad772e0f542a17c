package arbiter.simul;

import arbiter.event.AuditAction;
import java.util.List;
import java.util.Map;

/**
 * Where simuls are kept so that a restart finds them (the store implements it; every call may
 * block). The games themselves are stored as any game; this keeps who plays which board.
 */
public interface SimulArchive {

  /** A simul as stored: its settings, stage and boards (game 0 before the start). */
  record Stored(long id, String host, String variant, String time, Simul.HostColour colour,
      Simul.Stage stage, Map<String, Long> boards) {}

  /** An organizer's action on a simul: when, who, what (typed, as a tournament's). */
  record AuditLine(long at, String by, AuditAction action) {}

  /** Stores a new open simul; its id. */
  long create(String host, String variant, String time, Simul.HostColour colour, long at);

  /** Adds an opponent at the end of the boards. */
  void join(long simul, String player);

  /** Takes an opponent off. */
  void leave(long simul, String player);

  /** The simul runs: each board's game (opponents not named are dropped). */
  void started(long simul, Map<String, Long> games);

  /** The simul is over, or was cancelled before its start. */
  void ended(long simul, Simul.Stage stage);

  /** Appends an action to the simul's audit log. */
  void audit(long simul, AuditLine line);

  /** The simul's audit log, oldest first. */
  List<AuditLine> audit(long simul);

  /** The open and running simuls, oldest first, their boards in joining order. */
  List<Stored> unfinished();

  /** The host of the simul whose board {@code game} is, or {@code null}: the PGN's Event. */
  String hostOf(long game);

  /** The games of the host's latest simul that began, in board order; empty when none did. */
  List<Long> latestGames(String host);
}
