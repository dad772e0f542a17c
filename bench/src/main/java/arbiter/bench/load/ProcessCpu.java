package arbiter.bench.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The CPU time of another process, whole, as the kernel counts it in {@code /proc/PID/stat}
 * (user and kernel time apart, threads that ended included), and split by its threads' names
 * ({@code /proc/PID/task/TID}; a thread that ended in the span is missing from the split only),
 * with how often each kind of thread went to sleep: its voluntary context switches (a loop with
 * nothing to read, a writer waiting for work), each of which another thread or an interrupt
 * pays to wake it.
 */
final class ProcessCpu implements CpuMeter {

  /** Clock ticks a second of {@code /proc}'s times ({@code getconf CLK_TCK}; 100 on Linux). */
  private static final double TICKS = 100;

  private final long pid;
  private long[] start = {0, 0};
  private Map<String, long[]> startThreads = Map.of();
  private long userTicks = -1;
  private long kernelTicks = -1;
  private final Map<String, Long> byKind = new TreeMap<>();
  private Map<String, Long> startSleeps = Map.of();
  private final Map<String, Long> sleepsByKind = new TreeMap<>();

  ProcessCpu(long pid) {
    this.pid = pid;
  }

  /** Whether this machine has {@code /proc} to read. */
  static boolean supported() {
    return Files.isReadable(Path.of("/proc/self/stat"));
  }

  @Override
  public void start() {
    start = times(Path.of("/proc/" + pid + "/stat"));
    startThreads = threads();
    startSleeps = sleeps();
  }

  @Override
  public void stop() {
    long[] end = times(Path.of("/proc/" + pid + "/stat"));
    userTicks = end[0] - start[0];
    kernelTicks = end[1] - start[1];
    for (Map.Entry<String, long[]> thread : threads().entrySet()) {
      long[] before = startThreads.getOrDefault(thread.getKey(), new long[] {0, 0, 0});
      long spent = thread.getValue()[0] + thread.getValue()[1] - before[0] - before[1];
      byKind.merge(kind(thread.getKey()), spent, Long::sum);
    }
    for (Map.Entry<String, Long> thread : sleeps().entrySet()) {
      long slept = thread.getValue() - startSleeps.getOrDefault(thread.getKey(), 0L);
      sleepsByKind.merge(kind(thread.getKey()), slept, Long::sum);
    }
  }

  @Override
  public double microsPer(long events) {
    return userTicks < 0 || events == 0 ? Double.NaN : micros(userTicks + kernelTicks) / events;
  }

  /** The user and kernel CPU microseconds per event apart. */
  double userMicrosPer(long events) {
    return micros(userTicks) / events;
  }

  double kernelMicrosPer(long events) {
    return micros(kernelTicks) / events;
  }

  /** The JIT compilers' CPU microseconds per event: a warm-up's cost that a long run pays off. */
  double jitMicrosPer(long events) {
    long ticks = byKind.entrySet().stream().filter(kind -> kind.getKey().matches("C\\d Compiler.*"))
        .mapToLong(Map.Entry::getValue).sum();
    return micros(ticks) / events;
  }

  @Override
  public String breakdown(long events) {
    StringBuilder text = new StringBuilder(String.format("user %.1f, kernel %.1f; by thread:",
        userMicrosPer(events), kernelMicrosPer(events)));
    byKind.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .filter(kind -> kind.getValue() > 0)
        .forEach(kind -> text.append(' ').append(kind.getKey())
            .append(String.format(" %.1f", micros(kind.getValue()) / events)));
    text.append("; sleeps per event:");
    sleepsByKind.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .filter(kind -> kind.getValue() >= events / 20)
        .forEach(kind -> text.append(' ').append(kind.getKey())
            .append(String.format(" %.2f", (double) kind.getValue() / events)));
    return text.toString();
  }

  /** The resident memory of the process now, in KB ({@code VmRSS}), or -1. */
  long residentKb() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
        if (line.startsWith("VmRSS:")) {
          return Long.parseLong(line.replaceAll("\\D", ""));
        }
      }
    } catch (IOException | RuntimeException e) {
      return -1;
    }
    return -1;
  }

  private static double micros(long ticks) {
    return ticks * 1e6 / TICKS;
  }

  /** A thread's kind: its name without the numbers that tell its like apart. */
  private static String kind(String key) {
    String name = key.substring(key.indexOf(':') + 1);
    String kind = name.replaceAll("[-#\\s]*\\d+[-\\d]*$", "").replaceAll("-$", "");
    return kind.isEmpty() ? name : kind;
  }

  /** Each thread's user and kernel ticks, by "TID:name". */
  private Map<String, long[]> threads() {
    Map<String, long[]> threads = new HashMap<>();
    try (Stream<Path> tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
      for (Path task : tasks.toList()) {
        try {
          String name = Files.readString(task.resolve("comm")).strip();
          threads.put(task.getFileName() + ":" + name, times(task.resolve("stat")));
        } catch (IOException | RuntimeException gone) {
          // the thread ended between the listing and the read
        }
      }
    } catch (IOException e) {
      return threads;
    }
    return threads;
  }

  /** Each thread's voluntary context switches so far, by "TID:name". */
  private Map<String, Long> sleeps() {
    Map<String, Long> sleeps = new HashMap<>();
    try (Stream<Path> tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
      for (Path task : tasks.toList()) {
        try {
          String name = Files.readString(task.resolve("comm")).strip();
          for (String line : Files.readAllLines(task.resolve("status"))) {
            if (line.startsWith("voluntary_ctxt_switches:")) {
              sleeps.put(task.getFileName() + ":" + name,
                  Long.parseLong(line.substring(line.indexOf(':') + 1).strip()));
            }
          }
        } catch (IOException | RuntimeException gone) {
          // the thread ended between the listing and the read
        }
      }
    } catch (IOException e) {
      return sleeps;
    }
    return sleeps;
  }

  /** User and kernel ticks of a {@code stat} file: fields 14 and 15, after the name's ")". */
  private static long[] times(Path stat) {
    try {
      String text = Files.readString(stat);
      String[] fields = text.substring(text.lastIndexOf(')') + 2).split(" ");
      return new long[] {Long.parseLong(fields[11]), Long.parseLong(fields[12])};
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
