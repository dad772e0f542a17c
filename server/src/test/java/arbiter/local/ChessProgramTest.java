package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.store.CheapHasher;
import arbiter.store.Database;
import arbiter.store.JdbcStore;
import arbiter.store.MemoryStore;
import arbiter.config.Settings;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChessProgramTest {

  @Test
  void seedSampleSessionIsReproducedByteForByte() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    ChessProgram.run(resource("seed002-sample.in"), out, new MemoryStore(CheapHasher.create()));

    assertThat(out.toByteArray()).isEqualTo(resource("seed002-sample.out").readAllBytes());
  }

  @Test
  void seedSampleSessionIsTheSameWithAccountsInSqlite(@TempDir Path data) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    try (Database database = Database.open(Settings.empty(), data)) {
      ChessProgram.run(
          resource("seed002-sample.in"),
          out,
          new JdbcStore(database.dataSource(), CheapHasher.create()));
    }

    assertThat(out.toByteArray()).isEqualTo(resource("seed002-sample.out").readAllBytes());
  }

  @Test
  void accountsAndScoresInTheDataDirectoryOutliveTheProgram(@TempDir Path data)
      throws IOException {
    run(data, "register ali abbasi\nregister abbas alipoor\nlogin ali abbasi\n"
        + "new_game abbas 0\nforfeit\nlogout\nexit\n");

    String second = run(data, "login abbas alipoor\nscoreboard\nlogout\nexit\n");

    assertThat(second).isEqualTo("login successful\nabbas 2 1 0 0\nali -1 0 0 1\nlogout successful\nprogram ended\n");
  }

  @Test
  void endOfInputEndsTheProgramQuietly() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    ChessProgram.run(input("help\n"), out, new MemoryStore(CheapHasher.create()));

    assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("register [username]").endsWith("exit\n");
  }

  /**
   * A data directory that cannot be used (a file, a damaged database) was a stack trace, and an
   * empty {@code --data} put the database in the working directory (found by probe-local).
   */
  @Test
  void aDataDirectoryThatCannotBeUsedIsOneLineNotAStackTrace(@TempDir Path dir)
      throws IOException {
    Path file = Files.writeString(dir.resolve("a-file"), "x");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertThat(start(err, "--data", file.toString())).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("arbiter: cannot lock the data directory " + file + "\n");

    Path damaged = Files.createDirectory(dir.resolve("damaged"));
    Files.writeString(damaged.resolve("arbiter.db"), "not a database");
    err.reset();
    assertThat(start(err, "--data", damaged.toString())).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("arbiter: ")
        .contains("cannot be opened as a database").doesNotContain("\tat ").endsWith("\n")
        .hasLineCount(1);

    err.reset();
    assertThat(start(err, "--data", "")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("usage: arbiter chess [--data DIR]\n");
  }

  private static int start(ByteArrayOutputStream err, String... args) throws IOException {
    return ChessProgram.start(args, Settings.empty(), input("exit\n"),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private static String run(Path data, String text) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (Database database = Database.open(Settings.empty(), data)) {
      ChessProgram.run(input(text), out, new JdbcStore(database.dataSource(), CheapHasher.create()));
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private static InputStream input(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }

  private static InputStream resource(String name) {
    return ChessProgramTest.class.getResourceAsStream(name);
  }
}
