package arbiter.blockhound;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import reactor.blockhound.BlockHound;
import reactor.blockhound.BlockingMethod;
import reactor.blockhound.BlockingOperationError;
import reactor.blockhound.integration.BlockHoundIntegration;

/**
 * BlockHound's setup for the server tests, loaded as a service when BlockHound installs. Which
 * threads must not block comes with Netty's own integration: its event-loop threads (Netty's
 * {@code FastThreadLocalThread}s, in Arbiter named {@code arbiter-accept-*} and
 * {@code arbiter-loop-*}). This adds JDBC and password hashing to the blocking calls. Every
 * blocking call found there is kept here, and {@link NoBlockingCalls} fails the test during which
 * it was made, naming the call, the loop and Arbiter's frames that made it.
 */
public final class BlockingCalls implements BlockHoundIntegration {

  /** Lock-free: the callback runs inside the blocking check, where a lock could park again. */
  private static final Queue<Found> FOUND = new ConcurrentLinkedQueue<>();
  /** How many of Arbiter's frames a finding's one-line description shows. */
  private static final int CALLERS = 4;

  /** A blocking call, the thread it blocked and where it was made. */
  public record Found(BlockingOperationError error, String thread) {

    /** The blocking method, such as {@code java.lang.Thread.sleep}. */
    public String method() {
      BlockingMethod method = error.getMethod();
      return method.getClassName().replace('/', '.') + "." + method.getName();
    }

    /** One line: what blocked which loop, and the innermost frames of Arbiter's code there. */
    public String describe() {
      return method() + " on " + thread + " from " + callers();
    }

    private String callers() {
      List<String> callers = new ArrayList<>();
      for (StackTraceElement frame : error.getStackTrace()) {
        String name = frame.getClassName();
        if (name.startsWith("arbiter.") && !name.startsWith("arbiter.blockhound.")) {
          callers.add(frame.toString());
          if (callers.size() == CALLERS) {
            break;
          }
        }
      }
      return callers.isEmpty()
          ? "outside Arbiter (see the stack trace)"
          : String.join(" < ", callers);
    }
  }

  @Override
  public void applyTo(BlockHound.Builder builder) {
    // BlockHound knows the JDK's blocking methods (sleep, park, wait, file and socket I/O), but
    // not SQLite's JNI calls nor Argon2, which only burns CPU: name their entry points here. All
    // JDBC takes a connection from the pool first; all password hashing goes through Argon2Hasher
    builder
        .markAsBlocking(
            "com.zaxxer.hikari.HikariDataSource", "getConnection", "()Ljava/sql/Connection;")
        .markAsBlocking(
            "arbiter.store.Argon2Hasher", "hash", "(Ljava/lang/String;)Ljava/lang/String;")
        .markAsBlocking(
            "arbiter.store.Argon2Hasher", "verify", "(Ljava/lang/String;Ljava/lang/String;)Z")
        // Handing a task to another thread is how a loop keeps off blocking work: the blocking
        // pool (a ThreadPoolExecutor; none of Arbiter's runs a rejected task in the caller), the
        // tournament director's thread and CompletableFuture's delayer (both scheduled executors,
        // whose queue is unbounded). These only wait for the queue's lock, which the other side
        // holds for a constant-time step; under contention BlockHound sees that as a park or a
        // spin (a stress run, 50,000 hand-offs from each of two loops, showed both kinds).
        .allowBlockingCallsInside("java.util.concurrent.ThreadPoolExecutor", "execute")
        .allowBlockingCallsInside(
            "java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue", "offer")
        // Netty's allocator takes a magazine's lock for a moment when it frees one; Netty's own
        // BlockHound integration allows this from 4.2.19 on, and the build is on 4.2.18 (pom)
        .allowBlockingCallsInside("io.netty.buffer.AdaptivePoolingAllocator$Magazine", "free")
        .blockingMethodCallback(BlockingCalls::found);
  }

  /**
   * Records the call and lets it go on. BlockHound's default, throwing into the loop, can break
   * the JDK's own state: thrown out of a lock's park, it left a LinkedBlockingQueue's signal
   * unsent and the journal writer asleep for good, and the suite hung instead of failing.
   */
  private static void found(BlockingMethod method) {
    Found found = new Found(new BlockingOperationError(method), Thread.currentThread().getName());
    FOUND.add(found);
    // the whole stack in the test's output file; the failure itself says it in one line
    System.err.println("BlockHound: blocking call " + found.describe());
    found.error().printStackTrace();
  }

  /** The blocking calls found since the last call, which are forgotten. */
  public static List<Found> drain() {
    List<Found> found = new ArrayList<>();
    for (Found next; (next = FOUND.poll()) != null; ) {
      found.add(next);
    }
    return found;
  }
}
