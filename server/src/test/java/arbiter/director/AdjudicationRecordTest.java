package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.export.GameExport;
import arbiter.game.Ending;
import arbiter.game.StoredGame;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Who adjudicated a running game, over a real store: kept with the game (not only in the audit
 * log), named with the reason in its export, and kept beside a later correction.
 */
class AdjudicationRecordTest {

  @TempDir Path data;
  private DirectTournaments server;

  @BeforeEach
  void aRoundRobinGameIsRunning() {
    server = DirectTournaments.open(data);
    server.register("ann");
    server.register("bob");
    server.login("ann");
    server.login("bob");
    server.roundRobin("cup", "ann", "bob");
    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Start("cup"));
  }

  @AfterEach
  void close() {
    server.close();
  }

  @Test
  void theArbiterAndTheReasonAreKeptAndExported() {
    adjudicate(Side.BLACK, "ann left the hall");

    StoredGame game = server.store().game(1);
    assertThat(game.reason()).isEqualTo("adjudicated");
    assertThat(game.adjudication()).isEqualTo(
        new StoredGame.Adjudication(DirectTournaments.ADMIN, "ann left the hall"));
    String pgn = GameExport.of(game).text().replace('\n', ' ');
    assertThat(pgn).contains("[Termination \"adjudication\"]", "[Annotator \"root\"]",
        "{Adjudicated 0-1 by the arbiter root (ann left the hall)} 0-1");
  }

  @Test
  void aCorrectionAfterAnAdjudicationKeepsBothArbiters() {
    adjudicate(Side.WHITE, null);
    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Correct("cup", 1, 1, "1/2"));

    StoredGame game = server.store().game(1);
    assertThat(game.adjudication()).isEqualTo(
        new StoredGame.Adjudication(DirectTournaments.ADMIN, null));
    assertThat(game.correction()).isNotNull();
    assertThat(GameExport.of(game).text().replace('\n', ' ')).contains(
        "{Adjudicated 1-0 by the arbiter root; Result corrected by the arbiter root; it was"
            + " 1-0 (adjudicated)} 1/2-1/2");
  }

  private void adjudicate(Side winner, String note) {
    server.room(1).adjudicate(new Ending(winner, Termination.ADJUDICATION),
        new RecordingMember(DirectTournaments.ADMIN), note).toCompletableFuture().join();
  }
}
