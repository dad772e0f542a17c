package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.config.Settings;
import arbiter.director.TournamentArchive;
import arbiter.event.Actor;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentEvent;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tournament histories and board links in a real SQLite file. */
class JdbcTournamentArchiveTest {

  @TempDir Path data;

  @Test
  void historiesComeBackInOrderAndALinkedIdIsNeverHandedOutAgain() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcTournamentArchive archive = new JdbcTournamentArchive(database.dataSource());
      List<TournamentEvent> history = List.of(
          new TournamentEvent.Created("cup", "chess", Format.SWISS, 3, 40, "ann"),
          new TournamentEvent.Joined("ann"),
          new TournamentEvent.Started(List.of(new Pairing(1, "ann", "bob", null),
              new Pairing(2, "cid", "dan", Result.WHITE_WIN_BY_FORFEIT),
              new Pairing(3, "eve", null, Result.BYE))),
          new TournamentEvent.Recorded(1, 1, Result.DRAW),
          new TournamentEvent.RoundClosed(1, List.of(new Pairing(1, "dan", "ann", null))),
          new TournamentEvent.RoundClosed(2));
      for (int seq = 0; seq < history.size(); seq++) {
        archive.append("cup", seq, history.get(seq));
      }
      archive.link(new TournamentArchive.BoardGame(7, "cup", 1, 2));

      assertThat(archive.histories()).isEqualTo(Map.of("cup", history));
      assertThat(archive.boardGames())
          .containsExactly(Map.entry(7L, new TournamentArchive.BoardGame(7, "cup", 1, 2)));
      assertThat(archive.ending(7)).isNull();
      // the crash came between the link and the game's first row
      assertThat(new JdbcStore(database.dataSource(), CheapHasher.create()).lastGameId()).isEqualTo(7);
    }
  }

  @Test
  void eventsStoredBeforePairingsWereKeptComeBackWithoutThem() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore.update(database.dataSource(),
          "INSERT INTO tournament_events (tournament, seq, kind, payload) VALUES"
              + " ('old', 0, 'Started', '{}'), ('old', 1, 'RoundClosed', '{\"round\":1}')");

      assertThat(new JdbcTournamentArchive(database.dataSource()).histories().get("old"))
          .containsExactly(new TournamentEvent.Started(), new TournamentEvent.RoundClosed(1));
    }
  }

  @Test
  void aReseatingStoredWithItsCommandTextComesBackWithoutIt() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      // before issue 25 a re-seating kept the command as typed; the audit log has it typed now
      JdbcStore.update(database.dataSource(),
          "INSERT INTO tournament_events (tournament, seq, kind, payload) VALUES ('old', 0,"
              + " 'Reseated', '{\"round\":1,\"boards\":[],\"by\":\"org\",\"at\":5,"
              + "\"what\":\"swap ann bob\"}')");

      assertThat(new JdbcTournamentArchive(database.dataSource()).histories().get("old"))
          .containsExactly(new TournamentEvent.Reseated(1, List.of(), "org", 5));
    }
  }

  @Test
  void anAuditActionComesBackTypedAndARowStoredAsTextReadsAsLegacy() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      // a row written before actions were typed (V52): only the command text
      String old = "swap ann bob in round 2";
      JdbcStore.update(database.dataSource(), "INSERT INTO tournament_audit"
          + " (tournament, at, by_user, action) VALUES ('cup', 1, 'org#1', '" + old + "')");
      JdbcTournamentArchive archive = new JdbcTournamentArchive(database.dataSource());
      AuditAction swap = AuditAction.of(Kind.SWAP, "ann", "bob", 3);
      AuditAction called = AuditAction.of(Kind.CALL_TEXT, 4, 2, "the clock: \"broken\", [1]");
      archive.audit("cup", new TournamentArchive.AuditLine(2, Actor.user("org#1"), swap));
      archive.audit("cup", new TournamentArchive.AuditLine(3, Actor.user("bob"), called));

      assertThat(archive.audit("cup")).containsExactly(
          new TournamentArchive.AuditLine(1, Actor.user("org#1"), AuditAction.legacy(old)),
          new TournamentArchive.AuditLine(2, Actor.user("org#1"), swap),
          new TournamentArchive.AuditLine(3, Actor.user("bob"), called));
      assertThat(swap.args()).containsExactly("ann", "bob", 3L); // a number stays a number
    }
  }

  @Test
  void theDirectorComesBackAsItselfAndAUserNamedServerAsAUser() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcTournamentArchive archive = new JdbcTournamentArchive(database.dataSource());
      AuditAction repair = AuditAction.of(Kind.REPAIR, 1);
      archive.audit("cup", new TournamentArchive.AuditLine(1, Actor.DIRECTOR, repair));
      archive.audit("cup", new TournamentArchive.AuditLine(2, Actor.user("server"), repair));

      assertThat(archive.audit("cup")).extracting(TournamentArchive.AuditLine::by)
          .containsExactly(Actor.DIRECTOR, Actor.user("server"));
    }
  }

  @Test
  void aDirectorsRowStoredAsServerBeforeV60ReadsAsTheDirector() throws SQLException {
    // SQLite at V59, as a server before this one left it (PostgreSQL's V60 is the same UPDATE)
    String url = "jdbc:sqlite:" + data.resolve("arbiter.db").toAbsolutePath();
    Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration/sqlite")
        .target("59").load().migrate();
    try (Connection old = DriverManager.getConnection(url);
        Statement insert = old.createStatement()) {
      insert.execute("INSERT INTO tournament_audit (tournament, at, by_user, action, kind, args)"
          + " VALUES ('cup', 1, 'server', '', 'repair', '[1]'),"
          + " ('cup', 2, 'server#7', '', 'leave', '[]')");
    }
    try (Database database = Database.open(Settings.empty(), data)) { // migrates to the last
      assertThat(new JdbcTournamentArchive(database.dataSource()).audit("cup"))
          .extracting(TournamentArchive.AuditLine::by)
          .containsExactly(Actor.DIRECTOR, Actor.user("server#7"));
    }
  }
}
