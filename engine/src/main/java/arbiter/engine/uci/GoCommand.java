package arbiter.engine.uci;

import java.util.Locale;

/**
 * The UCI {@code go} line: think on the players' clocks, for a fixed time, or for a number of nodes.
 *
 * @param text the line sent
 * @param thinkMillis the longest the engine is expected to think, to which the caller's grace is
 *     added before it counts as hung
 */
public record GoCommand(String text, long thinkMillis) {

  /** Play on the clocks: each side's remaining time and increment, in milliseconds. */
  public static GoCommand clocks(long whiteMillis, long blackMillis, long whiteIncrement, long blackIncrement, boolean whiteToMove) {
    String text =
        String.format(
            Locale.ROOT, "go wtime %d btime %d winc %d binc %d", whiteMillis, blackMillis, whiteIncrement, blackIncrement);
    return new GoCommand(text, whiteToMove ? whiteMillis : blackMillis);
  }

  /** Think exactly {@code millis}. */
  public static GoCommand moveTime(long millis) {
    return new GoCommand("go movetime " + millis, millis);
  }

  /** Search {@code nodes} nodes (quick and the same on any machine: for tests). */
  public static GoCommand nodes(long nodes) {
    return new GoCommand("go nodes " + nodes, 0);
  }
}
