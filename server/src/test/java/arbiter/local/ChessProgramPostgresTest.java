package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.config.Settings;
import arbiter.store.CheapHasher;
import arbiter.store.Database;
import arbiter.store.JdbcStore;
import arbiter.store.PostgresProcess;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The seed 002 program with its accounts on a real PostgreSQL (issue 33, finding 11). */
@Tag("socket")
class ChessProgramPostgresTest {

  @Test
  void aNameLongerThan64CharactersIsRegisteredAsInSqlite(@TempDir Path data, @TempDir Path pgDir)
      throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed (.ci/run installs it)");
    String name = "a".repeat(70);
    String input = "register " + name + " pw\nlogin " + name + " pw\nlist_users\nexit\n";
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    try (PostgresProcess pg = PostgresProcess.start(bin, pgDir);
        Database database = Database.open(Settings.empty().with("jdbc.url", pg.url()), data)) {
      ChessProgram.run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out,
          new JdbcStore(database.dataSource(), CheapHasher.create()));
    }

    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("register successful", "login successful", name)
        .doesNotContain("Exception");
  }
}
