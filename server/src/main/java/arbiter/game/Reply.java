package arbiter.game;

import java.util.List;

/**
 * What one game command produced.
 *
 * @param toActor lines for whoever sent the command
 * @param toOthers lines for the opponent and the spectators
 * @param committed the move whose turn the command completed (to be stored), or {@code null}
 * @param ending how the game ended by this command, or {@code null} if it goes on
 */
record Reply(List<String> toActor, List<String> toOthers, PlayedMove committed, Ending ending) {

  static Reply of(String... toActor) {
    return new Reply(List.of(toActor), List.of(), null, null);
  }

  static Reply of(List<String> toActor) {
    return new Reply(toActor, List.of(), null, null);
  }
}
