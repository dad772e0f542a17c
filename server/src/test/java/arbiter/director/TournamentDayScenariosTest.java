package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.TournamentReply;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tournament day over a real store: invitations kept across a restart, check-in before round 1,
 * the break between rounds and re-pairing a published round, FIDE mode, players from a CSV file.
 */
class TournamentDayScenariosTest {

  @TempDir Path data;
  private DirectTournaments server;

  @AfterEach
  void close() {
    server.close();
  }

  private List<String> players(String name) {
    return server.director().view(name).toCompletableFuture().join().players();
  }

  @Test
  void anInvitationSurvivesARestart() {
    server = DirectTournaments.open(data);
    server.register("eve");
    server.reply("org", new TournamentCommand.Create("cup", "kingcapture", "swiss", 3, 0, null));
    assertThat(server.reply("org", new TournamentCommand.Enter("cup", "eve", true)))
        .isEqualTo(new TournamentReply.Invited("cup", "eve"));

    server.restart();

    assertThat(server.reply("eve", new TournamentCommand.Join("cup")))
        .isEqualTo(new TournamentReply.Joined("cup"));
    assertThat(players("cup")).contains("eve");
    server.restart(); // accepted: gone from the store too
    assertThat(server.command("eve", new TournamentCommand.Decline("cup")).toString())
        .contains("NOT_INVITED");
  }
}
