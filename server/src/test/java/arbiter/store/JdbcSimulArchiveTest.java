package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.config.Settings;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.simul.Simul;
import arbiter.simul.SimulArchive.AuditLine;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A simul's audit log in a real SQLite file: typed rows, and rows stored as text before V59. */
class JdbcSimulArchiveTest {

  @TempDir Path data;

  @Test
  void anAuditActionComesBackTypedAndARowStoredAsTextReadsAsLegacy() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      typedAndLegacy(database);
    }
  }

  @Test
  @Tag("process")
  void theSameOnPostgresql(@TempDir Path pgDir) throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed");
    try (PostgresProcess pg = PostgresProcess.start(bin, pgDir);
        Database database = Database.open(Settings.empty().with("jdbc.url", pg.url()), data)) {
      typedAndLegacy(database);
    }
  }

  private static void typedAndLegacy(Database database) {
    JdbcSimulArchive archive = new JdbcSimulArchive(database.dataSource());
    long simul = archive.create("ann", "chess", "5+3", Simul.HostColour.WHITE, 1);
    // a row written before the log was typed (V59): only the command text
    JdbcStore.update(database.dataSource(), "INSERT INTO simul_audit (simul_id, at, by_user,"
        + " action) VALUES (" + simul + ", 1, 'ann#1', 'create chess 5+3 white')");
    AuditAction start = AuditAction.of(Kind.SIMUL_START, 12);
    archive.audit(simul, new AuditLine(2, "ann#1", start));

    assertThat(archive.audit(simul)).containsExactly(
        new AuditLine(1, "ann#1", AuditAction.legacy("create chess 5+3 white")),
        new AuditLine(2, "ann#1", start));
    assertThat(archive.audit(simul).get(1).action().args()).containsExactly(12L);
  }
}
