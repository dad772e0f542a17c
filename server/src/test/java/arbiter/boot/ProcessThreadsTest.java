package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When a {@code SIGSTOP} has taken hold of a process: every thread of it stopped. */
class ProcessThreadsTest {

  @TempDir Path tasks;

  @Test
  void theStateIsTheFieldAfterTheThreadsNameWhateverTheNameHolds() {
    assertThat(ProcessThreads.state("4242 (java) S 1 4242 4242 0 -1")).isEqualTo('S');
    assertThat(ProcessThreads.state("4243 (C1 CompilerThre) T 1 4242")).isEqualTo('T');
    assertThat(ProcessThreads.state("4244 (odd) R (name) t 1 4242")).isEqualTo('t');
    assertThatThrownBy(() -> ProcessThreads.state("4245 (cut")).isInstanceOf(
        IllegalArgumentException.class);
  }

  @Test
  void aProcessIsStoppedOnlyWhenEachOfItsThreadsIs() throws Exception {
    thread("1", "1 (java) T 0");
    thread("2", "2 (arbiter-loop-1) Z 1");
    assertThat(ProcessThreads.allStopped(tasks)).isTrue();
    // the thread woken to take SIGSTOP has not run yet: the others go on meanwhile
    thread("3", "3 (arbiter-loop-2) R 1");
    assertThat(ProcessThreads.allStopped(tasks)).isFalse();
    assertThatThrownBy(() -> ProcessThreads.allStopped(tasks.resolve("gone")))
        .hasMessageContaining("/proc");
  }

  @Test
  @Tag("process")
  void aStopReturnsWithEveryThreadOfABusyProcessStopped() throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "Linux's /proc");
    List<String> command = new ArrayList<>(ServerProcess.java());
    command.add(Spinner.class.getName());
    Process spinner = new ProcessBuilder(command).inheritIO().start();
    try {
      for (int round = 0; round < 5; round++) {
        ProcessThreads.stop(spinner.pid(), Duration.ofSeconds(20));
        assertThat(ProcessThreads.allStopped(spinner.pid())).isTrue();
        ProcessThreads.signal(spinner.pid(), "-CONT");
      }
    } finally {
      spinner.destroyForcibly();
      spinner.waitFor();
    }
  }

  private void thread(String id, String stat) throws Exception {
    Files.writeString(Files.createDirectories(tasks.resolve(id)).resolve("stat"), stat + "\n");
  }

  /** A child JVM whose threads keep running, as a serving core's loops do. */
  static final class Spinner {

    static volatile long spins;

    public static void main(String[] args) throws InterruptedException {
      for (int i = 0; i < 4; i++) {
        Thread thread = new Thread(() -> {
          while (true) {
            spins++;
          }
        });
        thread.setDaemon(true);
        thread.start();
      }
      Thread.sleep(60_000); // killed by the test long before
    }
  }
}
