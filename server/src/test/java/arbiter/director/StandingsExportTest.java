package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.rules.Side;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The standings files a tournament leaves in the export folder. */
class StandingsExportTest {

  @TempDir Path data;
  private DirectTournaments server;

  @BeforeEach
  void open() {
    server = DirectTournaments.open(data);
  }

  @AfterEach
  void close() {
    server.close();
  }

  @Test
  void aFinishedTournamentLeavesItsFinalStandingsAsTextAndCsv() throws IOException {
    server.login("anna");
    server.login("bob");
    server.roundRobin("duo", "anna", "bob");
    server.lines("anna", new TournamentCommand.Start("duo"));

    server.room(1).forfeit(Side.BLACK);

    assertThat(Files.readAllLines(server.exportDir().resolve("duo-standings.txt")))
        .isEqualTo(server.lines("anna", new TournamentCommand.Standings("duo", false)));
    assertThat(Files.readAllLines(server.exportDir().resolve("duo-standings.csv")))
        .isEqualTo(server.lines("anna", new TournamentCommand.Standings("duo", true)));
  }
}
