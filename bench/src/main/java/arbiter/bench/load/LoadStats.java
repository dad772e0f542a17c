package arbiter.bench.load;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/** What the load players saw: moves and their latency, finished games, errors. */
final class LoadStats {

  final Latencies latencies = new Latencies();
  /** The moves of the games the spectators watch, alone. */
  final Latencies watchedLatencies = new Latencies();
  /** With spectators in turns ({@link SpectatorTurns}): the moves while they were away. */
  final Latencies awayLatencies = new Latencies();
  final Latencies awayWatchedLatencies = new Latencies();
  private volatile SpectatorTurns turns;
  private final Window window;
  private final AtomicLong movesMeasured = new AtomicLong();
  private final AtomicLong movesTotal = new AtomicLong();
  private final AtomicLong games = new AtomicLong();
  private final AtomicLong errors = new AtomicLong();
  private final ConcurrentLinkedQueue<String> firstErrors = new ConcurrentLinkedQueue<>();
  private final AtomicLong stateLines = new AtomicLong();
  private final AtomicLong stateBytes = new AtomicLong();
  private final AtomicLong okLines = new AtomicLong();
  private final AtomicLong okBytes = new AtomicLong();
  private final AtomicLong resyncs = new AtomicLong();
  private final AtomicLong moverBytes = new AtomicLong();
  private final AtomicLong opponentBytes = new AtomicLong();
  private volatile boolean stopping;

  LoadStats(Window window) {
    this.window = window;
  }

  void moveReceived(long latencyNanos, boolean watched) {
    movesTotal.incrementAndGet();
    if (window.measuring()) {
      movesMeasured.incrementAndGet();
      SpectatorTurns.Turn turn = turns == null ? SpectatorTurns.Turn.WATCHING : turns.turn();
      if (turn == SpectatorTurns.Turn.SWITCHING) {
        return;
      }
      boolean away = turn == SpectatorTurns.Turn.AWAY;
      (away ? awayLatencies : latencies).record(latencyNanos);
      if (watched) {
        (away ? awayWatchedLatencies : watchedLatencies).record(latencyNanos);
      }
    }
  }

  /** Spectators away and back in turns: moves count with their turn from now on. */
  void alternate(SpectatorTurns turns) {
    this.turns = turns;
  }

  /** The turns of the spectators, or {@code null} when they watch throughout. */
  SpectatorTurns turns() {
    return turns;
  }

  /** A state or delta line of {@code bytes} (line end included) reached a player. */
  void stateLine(int bytes) {
    if (window.measuring()) {
      stateLines.incrementAndGet();
      stateBytes.addAndGet(bytes);
    }
  }

  /** The {@code ok} of a move reached its mover. */
  void okLine(int bytes) {
    if (window.measuring()) {
      okLines.incrementAndGet();
      okBytes.addAndGet(bytes);
    }
  }

  /**
   * A text line of {@code bytes} (line end included) reached a player: one that shows the
   * opponent's move, or any other (the mover's answer, mostly).
   */
  void textLine(boolean opponentMove, int bytes) {
    if (window.measuring()) {
      (opponentMove ? opponentBytes : moverBytes).addAndGet(bytes);
    }
  }

  /**
   * What a move sends, in bytes a measured move: to its mover, then to the opponent. JSON: an
   * {@code ok} and a state, then the state; text: what the lines were.
   */
  int[] bytesPerMove(boolean json) {
    long moves = Math.max(1, movesMeasured.get());
    return json ? new int[] {meanOkBytes() + meanStateBytes(), meanStateBytes()}
        : new int[] {(int) (moverBytes.get() / moves), (int) (opponentBytes.get() / moves)};
  }

  /** A player missed a delta and asked for the full state. */
  void resync() {
    resyncs.incrementAndGet();
  }

  long resyncs() {
    return resyncs.get();
  }

  /** The mean size of a state or delta line, in bytes; 0 when none came. */
  int meanStateBytes() {
    return stateLines.get() == 0 ? 0 : (int) (stateBytes.get() / stateLines.get());
  }

  /** The mean size of a move's {@code ok}, in bytes; 0 when none came. */
  int meanOkBytes() {
    return okLines.get() == 0 ? 0 : (int) (okBytes.get() / okLines.get());
  }

  void gameEnded() {
    games.incrementAndGet();
  }

  void error(String what) {
    if (errors.incrementAndGet() <= 5) {
      firstErrors.add(what);
    }
  }

  void stop() {
    stopping = true;
  }

  boolean stopping() {
    return stopping || window.over();
  }

  long movesMeasured() {
    return movesMeasured.get();
  }

  long movesTotal() {
    return movesTotal.get();
  }

  long games() {
    return games.get();
  }

  long errors() {
    return errors.get();
  }

  Iterable<String> firstErrors() {
    return firstErrors;
  }
}
