package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A storm of logins at the server's real Argon2 cost (issue 21: others' scoreboard waited up to
 * 17 s, because hashing shared one pool with every database call): hashing has its own bounded
 * pool, so the database calls of others stay quick, and logins beyond the pool's queue are refused
 * with a line rather than queued.
 */
@Tag("socket")
class HashingStormTest {

  private static final int STORM = 64;

  @TempDir Path data;

  @Test
  void aHashingStormDoesNotHoldUpOthersDatabaseCalls() throws Exception {
    var settings = TestServer.settings(data)
        .with("argon2.memory.kib", 19456)
        .with("argon2.iterations", 2)
        .with("hashing.threads", 1)
        .with("hashing.queue", 8);
    try (ArbiterServer server = TestServer.start(settings);
        LineClient carol = TestServer.login(server, "carol")) {
      List<String> answers = new ArrayList<>();
      List<LineClient> storm = new ArrayList<>();
      CountDownLatch done = new CountDownLatch(STORM);
      long until = System.nanoTime() + 3_000_000_000L;
      for (int i = 0; i < STORM; i++) {
        LineClient client = new LineClient(server.port(), "127.0.0." + (2 + i % 8));
        storm.add(client);
        int id = i;
        Thread guesser = new Thread(() -> {
          try {
            for (int guess = 0; System.nanoTime() < until; guess++) {
              client.send("login storm" + id + "x" + guess + " wrong");
              String answer = client.awaitLine(line -> line.equals("incorrect password")
                  || line.equals("the server is busy; try again in a moment"));
              synchronized (answers) {
                answers.add(answer);
              }
            }
          } finally {
            done.countDown();
          }
        });
        guesser.setDaemon(true);
        guesser.start();
      }
      long slowest = 0;
      while (System.nanoTime() < until) {
        long start = System.nanoTime();
        carol.send("scoreboard");
        carol.awaitLine(line -> line.startsWith("carol "));
        slowest = Math.max(slowest, System.nanoTime() - start);
      }
      done.await();
      storm.forEach(LineClient::close);

      assertThat(slowest / 1_000_000).as("slowest scoreboard during the storm, ms")
          .isLessThan(2000); // on a loaded 2-core machine; it was 17 s
      assertThat(answers).contains("the server is busy; try again in a moment");
    }
  }
}
