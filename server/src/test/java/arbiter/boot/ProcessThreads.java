package arbiter.boot;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Whether every thread of a process has stopped, read from Linux's {@code /proc}: {@code kill
 * -STOP} returns once the signal is queued, and the process stops only when one of its threads,
 * woken to take the signal, is next scheduled and stops the others. Until then the others run
 * on: on a busy machine a move sent right after {@code kill} returned was read, stored and
 * answered by the "frozen" core (StandbyCoreTest, closing note of session 15).
 */
final class ProcessThreads {

  private ProcessThreads() {}

  /** Sends {@code signal} ({@code -STOP}, {@code -TERM}...) to process {@code pid}. */
  static void signal(long pid, String signal) throws IOException, InterruptedException {
    Process kill = new ProcessBuilder("kill", signal, Long.toString(pid)).inheritIO().start();
    if (kill.waitFor() != 0) {
      throw new IllegalStateException("kill " + signal + " failed");
    }
  }

  /** SIGSTOP to process {@code pid}, returning once every thread of it has stopped. */
  static void stop(long pid, Duration limit) throws IOException, InterruptedException {
    signal(pid, "-STOP");
    await("SIGSTOP taking hold").atMost(limit).pollInterval(Duration.ofMillis(1))
        .until(() -> allStopped(pid));
  }

  /** Whether each thread of process {@code pid} is stopped (or gone). */
  static boolean allStopped(long pid) {
    return allStopped(Path.of("/proc", Long.toString(pid), "task"));
  }

  /** As above, for a {@code /proc/PID/task} directory. */
  static boolean allStopped(Path tasks) {
    if (!Files.isDirectory(tasks)) {
      throw new IllegalStateException(tasks + " is missing: telling a stopped process needs"
          + " Linux's /proc");
    }
    try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
      for (Path thread : threads) {
        if (!stopped(thread.resolve("stat"))) {
          return false;
        }
      }
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean stopped(Path stat) throws IOException {
    String line;
    try {
      line = Files.readString(stat);
    } catch (NoSuchFileException ended) {
      return true; // the thread ended between the listing and the read
    }
    char state = state(line);
    // T: stopped by a signal; t: by a tracer; Z, X: ended, not yet gone from the listing
    return state == 'T' || state == 't' || state == 'Z' || state == 'X';
  }

  /**
   * The state letter of a {@code stat} line: the field after the thread's name, which is in
   * parentheses and may itself hold spaces and parentheses, so it is found after the last ')'.
   */
  static char state(String statLine) {
    int nameEnd = statLine.lastIndexOf(')');
    if (nameEnd < 0 || nameEnd + 2 >= statLine.length()) {
      throw new IllegalArgumentException("not a stat line: " + statLine);
    }
    return statLine.charAt(nameEnd + 2);
  }
}
