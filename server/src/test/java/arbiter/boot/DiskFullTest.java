package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.store.TestJdbc;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The data directory on a real 2 MB filesystem that fills up during play (issue 21's critical
 * finding): a move that cannot be stored is refused to its mover, never shown to the opponent, the
 * server goes on answering, and once space returns the same move is stored; no move is missing.
 * Needs root for the tmpfs mount; skipped without it.
 */
@Tag("socket")
@Tag("process")
class DiskFullTest {

  private static final String NOT_STORED =
      "the server could not store that, so it did not happen; try again";
  private static final String[] WHITE = {"b1c3", "c3b1"};
  private static final String[] BLACK = {"b8c6", "c6b8"};
  private static final int MAX_MOVES = 6000;

  @TempDir Path mountPoint;
  private boolean mounted;

  @BeforeEach
  void mount() throws Exception {
    String url = System.getenv(TestJdbc.URL_VARIABLE);
    Assumptions.assumeTrue(url == null || url.isBlank(), "SQLite only");
    mounted = run("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", mountPoint.toString());
    Assumptions.assumeTrue(mounted, "cannot mount a tmpfs here (not root?)");
  }

  @AfterEach
  void unmount() throws Exception {
    if (mounted) {
      run("umount", "-l", mountPoint.toString());
    }
  }

  @Test
  void aMoveThatCannotBeStoredIsRefusedAndPlayResumesWhenSpaceReturns() throws Exception {
    Path data = mountPoint.resolve("data");
    Path filler = mountPoint.resolve("filler");
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob");
        LineClient carol = TestServer.login(server, "carol")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, "kingcapture");
      fill(filler);

      List<String> played = new ArrayList<>();
      String refused = null;
      for (int move = 0; move < MAX_MOVES && refused == null; move++) {
        boolean white = move % 2 == 0;
        String text = (white ? WHITE : BLACK)[move / 2 % 2];
        LineClient mover = white ? ali : bob;
        mover.send(text);
        String answer = mover.awaitLine(line -> line.equals("turn completed")
            || line.equals(NOT_STORED));
        if (answer.equals(NOT_STORED)) {
          refused = text;
        } else {
          (white ? bob : ali).await((white ? "ali" : "bob") + " played " + text);
          played.add(text);
        }
      }
      assertThat(refused).as("a move refused once the disk was full").isNotNull();
      boolean whiteRefused = played.size() % 2 == 0;
      LineClient mover = whiteRefused ? ali : bob;
      LineClient opponent = whiteRefused ? bob : ali;

      // the server still answers others while the disk is full
      carol.send("who");
      carol.awaitLine(line -> line.startsWith("ali") || line.startsWith("bob"));

      Files.delete(filler);
      mover.send(refused);
      mover.await("turn completed");
      // the opponent's next move line is this one: the refused try was never shown
      assertThat(opponent.awaitLine(line -> line.contains(" played ")))
          .isEqualTo((whiteRefused ? "ali" : "bob") + " played " + refused);
      played.add(refused);

      List<String> stored = server.store().runningGames().get(0).moves();
      assertThat(stored).hasSize(played.size());
    }
  }

  /** Writes until the filesystem is full. */
  private static void fill(Path filler) {
    byte[] block = new byte[4096];
    try (OutputStream out = Files.newOutputStream(filler)) {
      while (true) {
        out.write(block);
      }
    } catch (IOException e) {
      // no space left: what we wanted
    }
  }

  private static boolean run(String... command) throws Exception {
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getInputStream().readAllBytes();
    return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0;
  }
}
