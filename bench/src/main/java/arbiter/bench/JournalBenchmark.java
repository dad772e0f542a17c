package arbiter.bench;

import arbiter.config.Settings;
import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.game.StoredGame;
import arbiter.async.LoopTurns;
import arbiter.boot.NettyTurns;
import arbiter.store.Argon2Hasher;
import arbiter.store.BatchingJournal;
import arbiter.store.Database;
import arbiter.store.JdbcStore;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.util.concurrent.DefaultThreadFactory;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;

/**
 * The journal alone, as the server uses it: SQLite in a fresh data directory ({@code Database},
 * its settings), {@code JdbcStore} and {@code BatchingJournal}; {@code games} started games get
 * moves at {@code rate} a second, each recorded on the room's loop and stored there or handed
 * back to it (below), as in the server. Prints the CPU a move costs each thread
 * ({@code ThreadMXBean}), the commits' count, a commit's time (p50, p99, max, how many took
 * over 1 ms) and the time from a move's record to its hand-back (p50, p99, max).
 *
 * <p>The room is a Netty event loop, as in the server: each move is recorded from a task on it
 * (where a read of the mover's line would be); {@code on.loop} true commits there at the end of
 * the loop's turn ({@code journal.on.loop}), false hands it to the journal's writer and back.
 *
 * <p>{@code java -cp server/target/arbiter-server.jar:bench/target/arbiter-bench.jar
 * arbiter.bench.JournalBenchmark [games 200] [rate 1000] [seconds 15] [warmup 10]
 * [linger.micros 0] [sqlite.wal.limit.mib 4] [on.loop true]}
 */
public final class JournalBenchmark {

  private static final long[] COMMIT_TIMES = new long[1 << 20];

  private JournalBenchmark() {}

  public static void main(String[] args) throws Exception {
    int games = arg(args, 0, 200);
    int rate = arg(args, 1, 1000);
    int seconds = arg(args, 2, 15);
    int warmup = arg(args, 3, 10);
    long linger = args.length > 4 ? Long.parseLong(args[4]) : BatchingJournal.LINGER_MICROS;
    Settings settings = args.length > 5
        ? Settings.empty().with("sqlite.wal.limit.mib", args[5]) : Settings.empty();
    boolean onLoop = args.length <= 6 || Boolean.parseBoolean(args[6]);
    Path dir = Files.createTempDirectory("journal-bench");
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    EventLoopGroup loops = new MultiThreadIoEventLoopGroup(1,
        new DefaultThreadFactory("bench-room"), NioIoHandler.newFactory());
    EventLoop room = loops.next();
    long[] latencies = new long[rate * (seconds + warmup + 2)];
    AtomicLong done = new AtomicLong();
    AtomicLong commits = new AtomicLong();
    try (Database database = Database.open(settings, dir);
        BatchingJournal journal = new BatchingJournal(counted(
            new JdbcStore(database, Argon2Hasher.of(Settings.empty())), commits),
            linger, onLoop ? new NettyTurns() : LoopTurns.NONE)) {
      for (int game = 1; game <= games; game++) {
        journal.record(new GameEvent.Started(game, "chess", "w" + game, "b" + game, 0, "5+0",
            false, System.currentTimeMillis())).toCompletableFuture().join();
      }
      int[] plies = new int[games + 1];
      long period = 1_000_000_000L / rate;
      long start = System.nanoTime();
      long measureFrom = start + TimeUnit.SECONDS.toNanos(warmup);
      long end = measureFrom + TimeUnit.SECONDS.toNanos(seconds);
      Map<String, Long> cpuBefore = null;
      long gcBefore = 0;
      long commitsBefore = 0;
      int index = 0;
      int measuredFrom = -1;
      long next = start;
      while (true) {
        long now = System.nanoTime();
        if (now >= end) {
          break;
        }
        if (cpuBefore == null && now >= measureFrom) {
          cpuBefore = cpu(threads);
          gcBefore = gcMillis();
          commitsBefore = commits.get();
          measuredFrom = index;
        }
        if (now < next) {
          LockSupport.parkNanos(next - now);
          continue;
        }
        next += period;
        int game = 1 + index % games;
        int slot = index++;
        long queued = System.nanoTime();
        GameEvent.Moved moved = new GameEvent.Moved(game, ++plies[game], "Nf3", 300_000, 0);
        // recorded on the room's loop, and stored there or handed back to it, as in the server
        room.execute(() -> journal.record(moved, room).whenComplete((ok, error) -> {
          latencies[slot] = System.nanoTime() - queued;
          done.incrementAndGet();
        }));
      }
      int measured = index - measuredFrom;
      while (done.get() < index) {
        Thread.sleep(5);
      }
      Map<String, Long> cpuAfter = cpu(threads);
      long gc = gcMillis() - gcBefore;
      long batches = commits.get() - commitsBefore;
      System.out.printf("%d games, %d moves/s asked, linger %d us, on the loop %b; %d moves"
          + " measured in %d s, %d commits (%.2f moves a commit)%n", games, rate, linger, onLoop,
          measured, seconds, batches, (double) measured / batches);
      long total = 0;
      for (Map.Entry<String, Long> thread : cpuAfter.entrySet()) {
        long spent = thread.getValue() - cpuBefore.getOrDefault(thread.getKey(), 0L);
        if (spent > 0 && !thread.getKey().startsWith("C1") && !thread.getKey().startsWith("C2")) {
          System.out.printf("  %-20s %7.1f us a move, %7.1f us a commit%n", thread.getKey(),
              spent / 1e3 / measured, spent / 1e3 / batches);
          if (!thread.getKey().equals("main")) {
            total += spent;
          }
        }
      }
      System.out.printf("  store threads and room (not the pacer): %.1f us a move; GC %d ms%n",
          total / 1e3 / measured, gc);
      long[] writes = Arrays.copyOfRange(COMMIT_TIMES, (int) commitsBefore,
          (int) Math.min(commits.get(), COMMIT_TIMES.length));
      Arrays.sort(writes);
      long slow = Arrays.stream(writes).filter(took -> took > 1_000_000).count();
      System.out.printf("  a commit's time: p50 %.3f ms, p99 %.3f ms, max %.2f ms; %d over 1 ms%n",
          writes[writes.length / 2] / 1e6, writes[(int) (writes.length * 0.99)] / 1e6,
          writes[writes.length - 1] / 1e6, slow);
      long[] window = Arrays.copyOfRange(latencies, measuredFrom, index);
      Arrays.sort(window);
      System.out.printf("  record -> handed back: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n",
          window[window.length / 2] / 1e6, window[(int) (window.length * 0.99)] / 1e6,
          window[window.length - 1] / 1e6);
    } finally {
      loops.shutdownGracefully(0, 0, TimeUnit.SECONDS);
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
      }
    }
  }

  /** The archive, its writers' writes counted (each is a commit). */
  private static GameArchive counted(JdbcStore store, AtomicLong commits) {
    return new GameArchive() {
      @Override
      public Writer writer() {
        Writer writer = store.writer();
        return new Writer() {
          @Override
          public void write(List<GameEvent> events) {
            long start = System.nanoTime();
            writer.write(events);
            took(commits, System.nanoTime() - start);
          }

          @Override
          public boolean tryWrite(List<GameEvent> events) {
            long start = System.nanoTime();
            if (!writer.tryWrite(events)) {
              return false;
            }
            took(commits, System.nanoTime() - start);
            return true;
          }

          @Override
          public void close() {
            writer.close();
          }
        };
      }

      @Override
      public void write(List<GameEvent> events) {
        commits.incrementAndGet();
        store.write(events);
      }

      @Override
      public long lastGameId() {
        return store.lastGameId();
      }

      @Override
      public List<StoredGame> finishedGames() {
        return store.finishedGames();
      }

      @Override
      public List<StoredGame> runningGames() {
        return store.runningGames();
      }

      @Override
      public List<StoredGame> history(String user, int limit) {
        return store.history(user, limit);
      }

      @Override
      public StoredGame game(long id) {
        return store.game(id);
      }
    };
  }

  private static void took(AtomicLong commits, long nanos) {
    int index = (int) commits.getAndIncrement();
    if (index < COMMIT_TIMES.length) {
      COMMIT_TIMES[index] = nanos;
    }
  }

  private static int arg(String[] args, int index, int otherwise) {
    return args.length > index ? Integer.parseInt(args[index]) : otherwise;
  }

  /** Each live thread's CPU nanoseconds, by name. */
  private static Map<String, Long> cpu(ThreadMXBean threads) {
    Map<String, Long> byName = new HashMap<>();
    for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
      if (info != null) {
        byName.merge(info.getThreadName(), threads.getThreadCpuTime(info.getThreadId()),
            Long::sum);
      }
    }
    return byName;
  }

  private static long gcMillis() {
    return ManagementFactory.getGarbageCollectorMXBeans().stream()
        .mapToLong(bean -> Math.max(0, bean.getCollectionTime())).sum();
  }
}
