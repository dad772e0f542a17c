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
import java.nio.charset.StandardCharsets;
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
