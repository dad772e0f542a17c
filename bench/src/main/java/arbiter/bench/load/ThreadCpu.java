package arbiter.bench.load;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The CPU time (user and kernel) of some of this process's threads, chosen by name: the server's
 * own cost, apart from the load generator, GC and JIT threads that share the process.
 */
final class ThreadCpu implements CpuMeter {

  /** The threads of an Arbiter server: its event loops, journal, clock, pools and checkpointer. */
  static final Predicate<String> SERVER = name -> name.startsWith("arbiter-")
      || name.startsWith("journal-") || name.startsWith("sqlite-") || name.startsWith("tournament");

  /** The threads of the floor servers. */
  static final Predicate<String> FLOOR = name -> name.startsWith("floor-");

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final Predicate<String> chosen;
  private Map<Long, Long> start = Map.of();
  private long nanos = -1;
  /** The span's CPU nanoseconds per kind of thread (its name without the trailing number). */
  private final Map<String, Long> byKind = new java.util.TreeMap<>();
  private final Map<Long, String> names = new HashMap<>();

  ThreadCpu(Predicate<String> chosen) {
    this.chosen = chosen;
  }

  /** Whether this JVM can tell a thread's CPU time. */
  static boolean supported() {
    return THREADS.isThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
  }

  @Override
  public void start() {
    start = sample();
  }

  @Override
  public void stop() {
    Map<Long, Long> end = sample();
    long total = 0;
    for (Map.Entry<Long, Long> thread : end.entrySet()) {
      // a thread born in the span started at 0; one that died in it is lost (pools keep theirs)
      long spent = thread.getValue() - start.getOrDefault(thread.getKey(), 0L);
      total += spent;
      byKind.merge(names.get(thread.getKey()).replaceAll("(-\\d+)+$", ""), spent, Long::sum);
    }
    nanos = total;
  }

  /** Each kind of thread's CPU microseconds per event in the span, largest first. */
  @Override
  public String breakdown(long events) {
    StringBuilder text = new StringBuilder();
    byKind.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .forEach(kind -> text.append(text.length() == 0 ? "" : ", ").append(kind.getKey())
            .append(String.format(" %.1f", events == 0 ? Double.NaN : kind.getValue() / 1000.0 / events)));
    return text.toString();
  }

  /** CPU microseconds per event in the span, or NaN when unknown. */
  @Override
  public double microsPer(long events) {
    return nanos < 0 || events == 0 ? Double.NaN : nanos / 1000.0 / events;
  }

  private Map<Long, Long> sample() {
    Map<Long, Long> cpu = new HashMap<>();
    if (!supported()) {
      return cpu;
    }
    for (ThreadInfo info : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
      if (info != null && chosen.test(info.getThreadName())) {
        long time = THREADS.getThreadCpuTime(info.getThreadId());
        if (time >= 0) {
          cpu.put(info.getThreadId(), time);
          names.put(info.getThreadId(), info.getThreadName());
        }
      }
    }
    return cpu;
  }
}
