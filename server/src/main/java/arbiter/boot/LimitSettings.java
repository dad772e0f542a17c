package arbiter.boot;

import arbiter.config.Settings;
import arbiter.session.Limits;
import arbiter.session.RateLimiter;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** The limits against abuse as {@code config/arbiter.properties} sets them, with safe defaults. */
final class LimitSettings {

  private LimitSettings() {}

  /**
   * The pool that hashes passwords: half the cores, and a bounded queue beyond which a register
   * or login is refused as busy rather than queued behind a storm.
   */
  static ExecutorService hashingPool(Settings settings) {
    int threads = settings.integer("hashing.threads",
        Math.max(1, Runtime.getRuntime().availableProcessors() / 2));
    int queue = settings.integer("hashing.queue", 32);
    return new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS,
        new ArrayBlockingQueue<>(Math.max(1, queue)), ArbiterServer.daemonThreads("arbiter-hashing"),
        new ThreadPoolExecutor.AbortPolicy());
  }

  static Limits limits(Settings settings, ExecutorService hashing) {
    return new Limits(
        hashing,
        new RateLimiter(settings.integer("registrations.per.address.hour", 20),
            TimeUnit.HOURS.toMillis(1), System::currentTimeMillis),
        new RateLimiter(settings.integer("chat.lines.per.minute", 60),
            TimeUnit.MINUTES.toMillis(1), System::currentTimeMillis),
        // a player's code stands for a password: a guesser gets a few tries, not a billion
        new RateLimiter(settings.integer("phone.code.guesses", 10),
            TimeUnit.MINUTES.toMillis(10), () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime())),
        settings.integer("challenges.pending.per.user", 10),
        settings.integer("tournaments.per.user", 3),
        settings.integer("swiss.rounds.max", 20));
  }
}
