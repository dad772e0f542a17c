package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.boot.ArbiterServer;
import arbiter.boot.ServerStartException;
import arbiter.config.Settings;
import arbiter.store.PostgresProcess;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The store on a real PostgreSQL that goes away mid-play and comes back (issue 33): every move
 * confirmed to the players is stored, once, and the game goes on after each outage.
 */
@Tag("socket")
class PostgresOutageTest {

  /** Morphy's Opera game up to the mate: 32 plies with no repetition. */
  private static final List<String> MOVES = List.of("e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5",
      "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3", "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5",
      "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7",
      "Qb8+", "Nxb8");

  @TempDir Path data;
  @TempDir Path pgDir;

  private Settings settings(PostgresProcess pg) {
    return TestServer.settings(data).with("jdbc.url", pg.url());
  }

  @Test
  void movesConfirmedThroughThreeOutagesAreStoredOnce() throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed (.ci/run installs it)");
    try (PostgresProcess pg = PostgresProcess.start(bin, pgDir);
        ArbiterServer server = TestServer.start(settings(pg));
        LineClient white = TestServer.login(server, "white");
        LineClient black = TestServer.login(server, "black")) {
      TestServer.startGame(white, "white", black, "black", 0, "chess");
      int confirmed = 0;
      int refused = 0;
      int outages = 0;
      for (int ply = 0; ply < MOVES.size(); ply++) {
        if (ply == 6 || ply == 14 || ply == 22) {
          pg.stop(); // the pool's connections break; the next move finds no database
          outages++;
          Thread.sleep(1000);
          new Thread(() -> {
            try {
              Thread.sleep(1000); // a second of refused moves, then the database is back
              pg.start();
            } catch (Exception e) {
              throw new IllegalStateException(e);
            }
          }).start();
        }
        LineClient mover = ply % 2 == 0 ? white : black;
        LineClient other = ply % 2 == 0 ? black : white;
        String name = ply % 2 == 0 ? "white" : "black";
        String move = MOVES.get(ply);
        while (true) {
          mover.send(move);
          String answer = mover.awaitLine(line -> line.startsWith("the server could not store")
              || line.equals("turn completed") || line.startsWith("invalid"));
          if (answer.startsWith("the server could not store")) {
            refused++;
            Thread.sleep(100);
            continue; // as a player would: the same move again
          }
          assertThat(answer).isEqualTo("turn completed");
          other.awaitLine(line -> line.startsWith("last move: " + move + " by " + name));
          confirmed++;
          break;
        }
      }
      long stored;
      long distinct;
      try (Connection connection = DriverManager.getConnection(pg.url());
          Statement statement = connection.createStatement();
          ResultSet rs = statement.executeQuery(
              "SELECT count(*), count(DISTINCT ply) FROM moves WHERE game_id = 1")) {
        rs.next();
        stored = rs.getLong(1);
        distinct = rs.getLong(2);
      }
      System.out.printf("PostgreSQL stopped %d times mid-game: %d moves confirmed, %d stored"
          + " (%d distinct plies), %d refused and sent again%n", outages, confirmed, stored,
          distinct, refused);
      assertThat(confirmed).isEqualTo(MOVES.size());
      assertThat(stored).isEqualTo(confirmed).isEqualTo(distinct);
    }
  }

  /**
   * A timed game while PostgreSQL is stopped for longer than the mover's whole clock: the clocks
   * stand still from the refused move on, both players told, and run on as they stood once it is
   * back; nobody loses on time.
   */
  @Test
  void theClocksStandStillWhilePostgresqlIsDown() throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed (.ci/run installs it)");
    try (PostgresProcess pg = PostgresProcess.start(bin, pgDir);
        ArbiterServer server = TestServer.start(settings(pg).with("jdbc.connect.timeout.millis",
            "1000"));
        LineClient white = TestServer.login(server, "white");
        LineClient black = TestServer.login(server, "black")) {
      white.send("new_game black 0 chess 0.1+0"); // six seconds each
      black.awaitLine(line -> line.startsWith("white challenges you"));
      black.send("accept white");
      white.awaitLine(line -> line.startsWith("moves in "));
      pg.stop();
      white.send("e4");
      white.await("the server could not store that, so it did not happen; try again");
      for (LineClient player : List.of(white, black)) {
        player.await("game 1 is paused: the server cannot store moves now; the clocks stand still"
            + " until it can");
        player.awaitLine(line -> line.startsWith("clock: "));
      }
      Thread.sleep(7_000); // longer than white's six seconds
      white.send("e4");
      white.await("the game is waiting and its clocks are stopped");
      pg.start();
      for (LineClient player : List.of(white, black)) {
        player.await("game 1 goes on: the server stores moves again and the clocks run");
      }
      white.send("e4");
      white.await("turn completed");
      black.awaitLine(line -> line.startsWith("last move: e4 by white"));
    }
  }

  @Test
  void aDatabaseThatCannotBeWrittenRefusesTheStartInOneLine() throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed (.ci/run installs it)");
    try (PostgresProcess pg = PostgresProcess.start(bin, pgDir)) {
      try (Connection connection = DriverManager.getConnection(pg.url());
          Statement statement = connection.createStatement()) {
        statement.execute("ALTER DATABASE postgres SET default_transaction_read_only = on");
      }
      assertThatThrownBy(() -> TestServer.start(settings(pg)))
          .isInstanceOf(ServerStartException.class)
          .hasMessageStartingWith("the database cannot be written: ")
          .hasMessageNotContaining("\n");
    }
  }
}
