package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.rules.Side;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The standings files a tournament leaves in the export folder. */
class StandingsExportTest extends WithTournaments {

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
