package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.blockhound.BlockingCalls;
import arbiter.blockhound.NoBlockingCalls;
import arbiter.boot.ArbiterServer;
import arbiter.store.Argon2Hasher;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * BlockHound watches the server's event loops: a sleep, JDBC or password hashing there is
 * recorded, and {@link NoBlockingCalls} fails the test that made it. Each test here takes its
 * own finding back, so that only someone else's would fail it.
 */
@Tag("socket")
class EventLoopBlockingTest {

  @TempDir static Path data;
  private static ArbiterServer server;

  @BeforeAll
  static void start() throws InterruptedException {
    server = TestServer.start(data);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void aSleepOnAnEventLoopIsFound() throws Exception {
    assertBlocks(() -> {
      Thread.sleep(1);
      return null;
    }, "java.lang.Thread.sleep");
  }

  @Test
  void jdbcOnAnEventLoopIsFound() throws Exception {
    assertBlocks(
        () -> server.store().lastGameId(), "com.zaxxer.hikari.HikariDataSource.getConnection");
  }

  @Test
  void passwordHashingOnAnEventLoopIsFound() throws Exception {
    Argon2Hasher hasher = new Argon2Hasher(64, 1, 1);
    assertBlocks(() -> hasher.hash("pw"), "arbiter.store.Argon2Hasher.hash");
  }

  @Test
  void otherThreadsMayBlock() throws Exception {
    CompletableFuture.runAsync(() -> server.store().lastGameId()).get(10, TimeUnit.SECONDS);
    Thread.sleep(1); // JUnit's own thread
    assertThat(BlockingCalls.drain()).isEmpty();
  }

  @Test
  void aBlockingCallFailsTheTestDuringWhichItWasMade() throws Exception {
    server.eventLoops().next().submit(() -> {
      Thread.sleep(1);
      return null;
    }).get(10, TimeUnit.SECONDS);
    // what the extension does after every test
    assertThatThrownBy(() -> new NoBlockingCalls().afterEach(null))
        .isInstanceOf(AssertionError.class)
        .hasMessageStartingWith("an event loop blocked (BlockHound):\n  java.lang.Thread.sleep on "
            + "arbiter-loop-")
        .hasMessageContaining(EventLoopBlockingTest.class.getName());
    assertThat(BlockingCalls.drain()).isEmpty();
  }

  private static void assertBlocks(Callable<?> task, String method) throws Exception {
    server.eventLoops().next().submit(task).get(10, TimeUnit.SECONDS);
    // the first, at least: the call goes on, and may block again inside (hashing reads entropy)
    assertThat(BlockingCalls.drain()).first().satisfies(call -> {
      assertThat(call.method()).isEqualTo(method);
      assertThat(call.thread()).startsWith("arbiter-loop-");
      assertThat(call.describe()).contains(EventLoopBlockingTest.class.getName());
    });
  }
}
