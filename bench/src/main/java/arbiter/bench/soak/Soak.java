package arbiter.bench.soak;

import io.netty.util.ResourceLeakDetector;

/**
 * {@code arbiter soak --minutes N [--games 8] [--baseline]}: a benchmark, not a unit test. Starts a server with
 * the shipped limits on a free loopback port and runs issue 21's attacks beside normal games for N
 * minutes, printing per minute the RSS, the normal players' p99 move latency, errors and stored
 * moves. {@code --baseline} plays the same games without the attacks, for comparison.
 */
public final class Soak {

  private static final int MAX_MINUTES = 24 * 60;
  private static final int MAX_GAMES = 100;

  private Soak() {}

  public static void main(String[] args) throws Exception {
    ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED); // as a served server
    int minutes = 10;
    int games = 8;
    boolean attacks = true;
    for (int i = 0; i < args.length; i++) {
      if (i + 1 < args.length && args[i].equals("--minutes")) {
        minutes = Integer.parseInt(args[++i]);
      } else if (i + 1 < args.length && args[i].equals("--games")) {
        games = Integer.parseInt(args[++i]);
      } else if (args[i].equals("--baseline")) {
        attacks = false;
      } else {
        System.err.println("usage: arbiter soak --minutes N [--games 8] [--baseline]");
        System.exit(2);
      }
    }
    new SoakRun(Math.max(1, Math.min(minutes, MAX_MINUTES)),
        Math.max(1, Math.min(games, MAX_GAMES)), attacks).execute(System.out);
  }
}
