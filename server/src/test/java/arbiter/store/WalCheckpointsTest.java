package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.config.Settings;
import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SQLite's checkpointer passes as often as the journal's commits grow the log, and the journal's writes give way to it
 * while it resets the log, so that commits back to back cannot outgrow the log's limit.
 */
class WalCheckpointsTest {

  private static final long MIB = 1 << 20;
  private static final int GAMES = 60;

  @TempDir Path data;

  @Test
  void aPassIsDueOnceTheCommitsCountedHaveGrownTheLogToItsLimit() {
    double frame = 4096 + 24;
    // a move a commit, one frame each: 4 MiB in 1,018 commits
    assertThat(WalCheckpoints.commitsFor(4 * MIB, frame)).isEqualTo(1018);
    assertThat(WalCheckpoints.commitsFor(0, frame)).isEqualTo(1); // past it: the next commit
    // what a pass counted is taken until a larger measure is a little forgotten
    assertThat(WalCheckpoints.framesPerCommit(300, 100, 1)).isEqualTo(3);
    assertThat(WalCheckpoints.framesPerCommit(100, 100, 4)).isEqualTo(3);
    assertThat(WalCheckpoints.framesPerCommit(0, 100, 1)).isEqualTo(1); // one frame at least
    assertThat(WalCheckpoints.framesPerCommit(500, 0, 2)).isEqualTo(2); // no commit counted
  }

  // a race against real time on a real file (the looks' thread must be scheduled): not for the
  // unit stage, whose parallel forks starved that thread to 14 MB (session 16)
  @Tag("slow")
  @Test
  void theLogStaysNearItsLimitUnderCommitsBackToBack() throws IOException {
    Settings settings = TestJdbc.store(Settings.empty(), data); // a limit of 4 MiB
    Assumptions.assumeTrue(
        settings.string("jdbc.url", null) == null, "no log file outside SQLite");
    Path log = data.resolve("arbiter.db-wal");
    long largest = 0;
    try (Database database = Database.open(settings, data);
        GameArchive.Writer writer = new JdbcStore(database, CheapHasher.create()).writer()) {
      for (int game = 1; game <= GAMES; game++) {
        writer.write(
            List.of(new GameEvent.Started(game, "chess", "ali", "bob", 0, null, false, 1)));
      }
      // one commit a move, as fast as one thread commits (100-180 MB of log a second): the old
      // checkpointer (a pass every 200 ms) let the log grow to 18-28 MB; this one kept it to
      // 5.5-7.5 MB at load 9, 8.6 and 9.7 MB in 2 of 14 runs at load 26 (the looks' thread
      // waits for a core there), 14.2 MB once in the unit stage's parallel forks: the bound
      // leaves room for a loaded machine, not for the old one
      for (int ply = 1; ply <= 100; ply++) {
        for (int game = 1; game <= GAMES; game++) {
          writer.write(List.of(new GameEvent.Moved(game, ply, ply % 2 == 1 ? "g1f3" : "f3g1")));
          largest = Math.max(largest, size(log));
        }
      }
    }
    System.out.printf("largest log: %.1f MiB%n", largest / (double) (1 << 20));
    assertThat(largest).as("largest log").isPositive().isLessThan(16 * MIB);
  }

  private static long size(Path file) throws IOException {
    try {
      return Files.size(file);
    } catch (NoSuchFileException e) {
      return 0;
    }
  }
}
