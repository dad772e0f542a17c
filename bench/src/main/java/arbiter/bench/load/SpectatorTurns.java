package arbiter.bench.load;

/**
 * Spectators away and back in turns ({@code --spectators-alternate S}): they watch for S seconds,
 * unobserve for S seconds, and so on, and each move's latency counts with its turn. On a machine
 * others share, the two figures of one run see the same load, where two runs a minute apart do
 * not. A second after each switch is left out: spectators take a while to leave or come back.
 */
final class SpectatorTurns {

  /** A move's turn: spectators watching, away, or switching (the move is left out). */
  enum Turn { WATCHING, AWAY, SWITCHING }

  static final long SETTLE_MILLIS = 1000;

  private final long turnMillis;
  private volatile Turn turn = Turn.WATCHING;
  private volatile boolean away;
  private volatile boolean stopped;

  SpectatorTurns(int turnSeconds) {
    this.turnMillis = Math.max(2 * SETTLE_MILLIS, turnSeconds * 1000L);
  }

  Turn turn() {
    return turn;
  }

  /** Whether spectators should unobserve now. */
  boolean away() {
    return away;
  }

  long seconds() {
    return turnMillis / 1000;
  }

  /** Starts the turns on a daemon thread of their own, until {@link #stop()}. */
  void start() {
    Thread thread = new Thread(this::run, "load-spectator-turns");
    thread.setDaemon(true);
    thread.start();
  }

  void stop() {
    stopped = true;
  }

  private void run() {
    try {
      while (!stopped) {
        Thread.sleep(turnMillis - SETTLE_MILLIS);
        switchTo(!away);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void switchTo(boolean goAway) throws InterruptedException {
    turn = Turn.SWITCHING;
    away = goAway;
    Thread.sleep(SETTLE_MILLIS);
    turn = goAway ? Turn.AWAY : Turn.WATCHING;
  }
}
