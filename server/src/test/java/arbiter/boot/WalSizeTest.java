package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.store.TestJdbc;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SQLite's write-ahead log stays bounded while a game is played fast, not only after a clean
 * shutdown: before the fix, knights moved back and forth grew it by hundreds of megabytes.
 */
@Tag("socket")
class WalSizeTest {

  private static final int MOVES = 3000;
  private static final long BOUND = 8L << 20;
  private static final String[] WHITE = {"b1c3", "c3b1"};
  private static final String[] BLACK = {"b8c6", "c6b8"};

  @TempDir Path data;

  @Test
  void theWriteAheadLogStaysBoundedDuringPlay() throws InterruptedException, IOException {
    String url = System.getenv(TestJdbc.URL_VARIABLE);
    Assumptions.assumeTrue(url == null || url.isBlank(), "no WAL file outside SQLite");
    Path wal = data.resolve("arbiter.db-wal");
    long largest = 0;
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, "kingcapture");

      for (int move = 0; move < MOVES; move++) {
        boolean white = move % 2 == 0;
        String text = (white ? WHITE : BLACK)[move / 2 % 2];
        (white ? ali : bob).send(text);
        // the opponent sees a move only once it is stored: each one is a commit
        (white ? bob : ali).await((white ? "ali" : "bob") + " played " + text);
        largest = Math.max(largest, size(wal));
      }

      System.out.printf("largest log: %.1f MiB%n", largest / (double) (1 << 20));
      assertThat(largest).as("largest WAL during play").isPositive().isLessThan(BOUND);
    }
  }

  private static long size(Path file) throws IOException {
    try {
      return Files.size(file);
    } catch (NoSuchFileException e) {
      return 0;
    }
  }
}
