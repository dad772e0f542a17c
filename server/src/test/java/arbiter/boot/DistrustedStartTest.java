package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.store.TestJdbc;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * Start-up does not trust the database (issue 21): a bad stored move, an unknown variant or a bad
 * tournament row is reported with the game or tournament named and skipped, and the server serves
 * the rest; an empty or damaged database file stops the start with one line and exit status 1,
 * before anything listens.
 */
@Tag("socket")
@Tag("process")
class DistrustedStartTest {

  @TempDir Path data;
  @TempDir Path home;

  @BeforeEach
  void sqliteOnly() {
    String url = System.getenv(TestJdbc.URL_VARIABLE);
    Assumptions.assumeTrue(url == null || url.isBlank(), "SQLite files only");
  }

  @Test
  void badRowsAreReportedAndSkippedAndTheRestIsServed() throws Exception {
    try (ArbiterServer server = TestServer.start(data)) {
      playTwoMoves(server, "ali", "bob"); // game 1
      playTwoMoves(server, "carol", "dave"); // game 2
      playTwoMoves(server, "erin", "fred"); // game 3
      try (LineClient ali = TestServer.login(server, "ali")) {
        ali.send("tournament create spring chess roundrobin");
        ali.awaitLine(line -> line.contains("spring"));
      }
    }
    try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("arbiter.db"));
        Statement sql = db.createStatement()) {
      sql.executeUpdate("UPDATE moves SET notation = 'zz9' WHERE game_id = 1"
          + " AND ply = (SELECT MIN(ply) FROM moves WHERE game_id = 1)");
      sql.executeUpdate("UPDATE games SET variant = 'nosuch' WHERE id = 2");
      sql.executeUpdate("UPDATE tournament_events SET payload = '{\"x\":' WHERE tournament = 'spring'");
    }
    ListAppender<ILoggingEvent> log = new ListAppender<>();
    log.start();
    List<Logger> loggers = List.of((Logger) LoggerFactory.getLogger("arbiter.lobby.StoredGames"),
        (Logger) LoggerFactory.getLogger(arbiter.store.JdbcTournamentArchive.class));
    loggers.forEach(logger -> logger.addAppender(log));
    try (ArbiterServer server = TestServer.start(data);
        LineClient erin = new LineClient(server.port())) {
      erin.send("login erin pw");
      erin.await("login successful");
      erin.awaitLine(line -> line.startsWith("it is player "));
      erin.send("tournament list");
      erin.send("who");
      erin.awaitLine(line -> line.startsWith("erin"));
    } finally {
      loggers.forEach(logger -> logger.detachAppender(log));
    }
    List<String> errors = log.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
    assertThat(errors).anySatisfy(line -> assertThat(line).startsWith("game 1 (ali - bob)"))
        .anySatisfy(line -> assertThat(line).startsWith("game 2: unknown variant nosuch"))
        .anySatisfy(line -> assertThat(line).startsWith("tournament spring:"));
  }

  @Test
  void anEmptyDatabaseFileStopsTheStartWithOneLine() throws Exception {
    Files.createDirectories(data);
    Files.createFile(data.resolve("arbiter.db"));
    Started start = serve();
    assertThat(start.status).isEqualTo(1);
    assertThat(start.stderr.lines().toList()).singleElement().asString()
        .startsWith("arbiter: ").contains("arbiter.db is empty (0 bytes)");
    assertThat(Files.size(data.resolve("arbiter.db"))).isZero();
  }

  @Test
  void aDamagedDatabaseFileStopsTheStartWithOneLine() throws Exception {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali")) {
      ali.send("who");
    }
    Path file = data.resolve("arbiter.db");
    try (RandomAccessFile damaged = new RandomAccessFile(file.toFile(), "rw")) {
      byte[] noise = new byte[(int) damaged.length() - 4096];
      for (int i = 0; i < noise.length; i++) {
        noise[i] = (byte) (i * 31 + 7);
      }
      damaged.seek(4096);
      damaged.write(noise);
    }
    Started start = serve();
    assertThat(start.status).isEqualTo(1);
    assertThat(start.stderr.lines().toList()).singleElement().asString()
        .startsWith("arbiter: ").contains("arbiter.db");
    assertThat(start.stdout).doesNotContain("Arbiter listening");
  }

  private record Started(int status, String stdout, String stderr) {}

  /** Runs {@code arbiter serve} on the data directory as its own process, until it exits. */
  private Started serve() throws Exception {
    Path config = Files.createDirectories(home.resolve("config"));
    Files.writeString(config.resolve("arbiter.properties"),
        "argon2.memory.kib=64\nargon2.iterations=1\n");
    List<String> command = ServerProcess.java();
    command.addAll(List.of("-Darbiter.home=" + home, "arbiter.boot.ServerMain",
        "--port", "0", "--bind", "127.0.0.1", "--data", data.toString()));
    Process process = new ProcessBuilder(command).start();
    process.getOutputStream().close();
    var out = process.getInputStream();
    var err = process.getErrorStream();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("the server started instead of stopping");
    }
    return new Started(process.exitValue(), new String(out.readAllBytes(), StandardCharsets.UTF_8),
        new String(err.readAllBytes(), StandardCharsets.UTF_8));
  }

  private static void playTwoMoves(ArbiterServer server, String white, String black) {
    try (LineClient w = TestServer.login(server, white);
        LineClient b = TestServer.login(server, black)) {
      TestServer.startGame(w, white, b, black, 0, "chess");
      w.send("e2e4");
      b.awaitLine(line -> line.startsWith(white + " played "));
      b.send("e7e5");
      w.awaitLine(line -> line.startsWith(black + " played "));
    }
  }
}
