package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.boot.ArbiterServer;
import arbiter.boot.ServerStartException;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A server that cannot start says why and leaves nothing behind: no lock, no open store. */
@Tag("socket")
class ServerStartTest {

  @TempDir Path first;
  @TempDir Path second;

  @Test
  void aSecondServerOnTheSameDataDirectoryIsRefused() throws InterruptedException {
    try (ArbiterServer running = TestServer.start(first)) {
      assertThatThrownBy(() -> TestServer.start(first))
          .isInstanceOf(ServerStartException.class)
          .hasMessageContaining("is in use by another Arbiter program");
      try (LineClient ann = TestServer.login(running, "ann")) { // the first server goes on
        ann.send("who");
        assertThat(ann.next()).isEqualTo("ann");
      }
    }
    try (ArbiterServer again = TestServer.start(first)) { // the lock went with the first
      assertThat(again.port()).isPositive();
    }
  }

  /** A data directory that is a file was logged as an unexpected error with its stack trace. */
  @Test
  void aDataDirectoryThatIsAFileIsRefusedInOneLine() throws Exception {
    Path file = java.nio.file.Files.writeString(second.resolve("a-file"), "x");
    assertThatThrownBy(() -> TestServer.start(TestServer.settings(second).with("data", file)))
        .isInstanceOf(ServerStartException.class)
        .hasMessage("cannot lock the data directory " + file);
  }

  @Test
  void aTakenPortIsRefusedAndTheFailedStartLeavesItsDirectoryFree() throws InterruptedException {
    try (ArbiterServer running = TestServer.start(first)) {
      assertThatThrownBy(() -> TestServer.start(TestServer.settings(second).with("port", running.port())))
          .isInstanceOf(ServerStartException.class)
          .hasMessageContaining("cannot listen on 127.0.0.1:" + running.port())
          .hasMessageContaining("another program uses that port");
    }
    try (ArbiterServer later = TestServer.start(second)) {
      assertThat(later.port()).isPositive();
    }
  }
}
