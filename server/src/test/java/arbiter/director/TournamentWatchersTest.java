package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The projector is pushed the tournament when it changes: nothing polls, nothing repeats. */
class TournamentWatchersTest {

  @TempDir Path data;
  private DirectTournaments server;

  @AfterEach
  void close() {
    server.close();
  }

  @Test
  void aWatcherSeesTheStartTheCountdownAndEachResultOnce() {
    server = DirectTournaments.open(data, new TournamentDirector.Rhythm(30, 0, false, 2));
    server.roundRobin("cup", "ann", "bob", "cat");
    List<TournamentView> seen = new ArrayList<>();
    Consumer<TournamentView> watcher = seen::add;
    assertThat(server.director().watch("cup", watcher).toCompletableFuture().join()).isTrue();
    assertThat(seen).singleElement().satisfies(view -> assertThat(view.phase()).isEqualTo("open"));

    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Standings("cup", false));
    assertThat(seen).hasSize(1); // a question changes nothing: nothing is pushed

    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Start("cup"));
    TournamentView published = seen.get(seen.size() - 1);
    assertThat(published.round()).isEqualTo(1);
    assertThat(published.startsInSeconds()).isEqualTo(30);
    assertThat(published.breakSeconds()).isEqualTo(-1);
    assertThat(published.roundsPaired().get(0)).anyMatch(Pairing::isBye);

    server.advanceClock(30_000);
    int before = seen.size();
    server.director().sweepAbsentPlayers().toCompletableFuture().join();
    long game = server.director().games("cup").toCompletableFuture().join().keySet().iterator()
        .next();
    server.room(game).forfeit(Side.BLACK);
    assertThat(seen.size()).isGreaterThan(before);
    assertThat(seen.get(seen.size() - 1).roundsPaired().get(0))
        .anyMatch(board -> board.result() == Result.WHITE_WIN);

    server.director().unwatch("cup", watcher);
    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Withdraw("cup", "cat"));
    int after = seen.size();
    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Reinstate("cup", "cat"));
    assertThat(seen).hasSize(after);
  }

  @Test
  void theBreakBeforeTheNextPairingIsCountedDown() {
    server = DirectTournaments.open(data, new TournamentDirector.Rhythm(0, 45, false, 2));
    server.roundRobin("cup", "ann", "bob", "cat");
    List<TournamentView> seen = new ArrayList<>();
    server.director().watch("cup", seen::add).toCompletableFuture().join();
    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Start("cup"));
    long game = server.director().games("cup").toCompletableFuture().join().keySet().iterator()
        .next();
    server.room(game).forfeit(Side.BLACK);
    assertThat(seen.get(seen.size() - 1).breakSeconds()).isEqualTo(45); // told as the round ends

    server.advanceClock(15_000);
    assertThat(server.director().view("cup").toCompletableFuture().join().breakSeconds())
        .isEqualTo(30);
    server.advanceClock(30_000);
    TournamentView paired = server.director().view("cup").toCompletableFuture().join();
    assertThat(paired.round()).isEqualTo(2);
    assertThat(paired.breakSeconds()).isEqualTo(-1);
  }

  @Test
  void noTournamentNoWatch() {
    server = DirectTournaments.open(data);
    assertThat(server.director().watch("none", view -> { }).toCompletableFuture().join())
        .isFalse();
  }
}
