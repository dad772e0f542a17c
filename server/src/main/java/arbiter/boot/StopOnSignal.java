package arbiter.boot;

import org.slf4j.Logger;

/**
 * The server's shutdown hook (SIGTERM, Ctrl-C), registered before it starts: a standby waiting
 * for the lease, or a core that took over and waits for its ports (held by a frozen core) while
 * it serves the edges, is stopped cleanly too, and so is an edge linking up to Redis. A stop
 * while starting interrupts the start, which closes what it opened (a core lets its lease go, its
 * journal is written; an edge closes its link and ports), and waits for it.
 */
final class StopOnSignal {

  /** How long a stop waits for a start to close what it opened. */
  private static final long START_WAIT_MILLIS = 20_000;

  private final Thread starting;
  private final Logger log;
  /** What the stop logs: {@code Arbiter stopped} or {@code Arbiter edge stopped}. */
  private final String stopped;
  /** What it adds: whether every accepted move is stored (an edge stores none). */
  private final String after;
  private AutoCloseable server;
  private boolean stopping;
  /** The start failed and the process exits by itself: nothing is left to stop. */
  private boolean exiting;

  private StopOnSignal(Thread starting, Logger log, String stopped, String after) {
    this.starting = starting;
    this.log = log;
    this.stopped = stopped;
    this.after = after;
  }

  /** Registers the hook for a server (single or core) that the calling thread starts next. */
  static StopOnSignal register(Logger log) {
    return register(log, "Arbiter stopped", "; every accepted move is stored");
  }

  /** Registers the hook for an edge that the calling thread starts next. */
  static StopOnSignal registerEdge(Logger log) {
    return register(log, "Arbiter edge stopped", "");
  }

  private static StopOnSignal register(Logger log, String stopped, String after) {
    StopOnSignal stop = new StopOnSignal(Thread.currentThread(), log, stopped, after);
    Runtime.getRuntime().addShutdownHook(new Thread(stop::stop, "arbiter-shutdown"));
    return stop;
  }

  /**
   * The server started: the hook closes it from now on. False when a stop came meanwhile: the
   * caller closes it.
   */
  synchronized boolean started(AutoCloseable started) {
    if (stopping) {
      return false;
    }
    server = started;
    return true;
  }

  /** Whether a stop came (then a failed start is the stop's doing, not the operator's to fix). */
  synchronized boolean stopping() {
    return stopping;
  }

  /** Exits with {@code status} after a failed start, unless a stop is ending the process. */
  void exit(int status) {
    synchronized (this) {
      if (stopping) {
        return;
      }
      exiting = true;
    }
    System.exit(status); // runs the hook, which must not wait for this thread
  }

  private void stop() {
    AutoCloseable running;
    synchronized (this) {
      if (exiting) {
        return;
      }
      stopping = true;
      running = server;
    }
    if (running == null) {
      starting.interrupt();
      try {
        starting.join(START_WAIT_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      log.info("{} while starting{}", stopped, after);
      return;
    }
    try {
      running.close();
    } catch (Exception e) {
      log.error("{}, failing to close", stopped, e);
      return;
    }
    log.info("{}{}", stopped, after);
  }
}
