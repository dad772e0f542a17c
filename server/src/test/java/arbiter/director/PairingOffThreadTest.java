package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.rules.Side;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Swiss's next round is paired off the director's thread (issue 33, finding 4): while a pairing
 * runs (here: waits, as a big field's would), other tournaments' commands are answered.
 */
class PairingOffThreadTest {

  @TempDir Path data;
  /** The pairings the worker has been given and not yet run: a pairing that takes its time. */
  private final Queue<Runnable> pairings = new ArrayDeque<>();
  private DirectTournaments server;

  @AfterEach
  void close() {
    server.close();
  }

  @Test
  void aSlowPairingDoesNotHoldAnotherTournamentsCommands() {
    server = DirectTournaments.pairingOn(data, pairings::add);
    RecordingMember ann = server.login("ann");
    for (String player : List.of("bob", "cid", "dan")) {
      server.login(player);
    }
    server.reply("ann", new TournamentCommand.Create("big", "kingcapture", "swiss", 3, 0, null));
    for (String player : List.of("ann", "bob", "cid", "dan")) {
      server.reply(player, new TournamentCommand.Join("big"));
    }
    server.reply("ann", new TournamentCommand.Start("big"));
    server.room(1).forfeit(Side.BLACK);
    server.room(2).forfeit(Side.BLACK);
    assertThat(ann.received(TournamentNews.RoundOver.class))
        .containsExactly(new TournamentNews.RoundOver("big", 1));
    assertThat(pairings).hasSize(1); // round 2 is being paired

    CompletableFuture<List<DomainEvent>> pair = server.send("ann", new TournamentCommand.Pair("big"));
    assertThat(server.reply("eve", new TournamentCommand.Create("other", "kingcapture",
        "roundrobin", 0, 0, null))).isInstanceOf(TournamentReply.Created.class);
    assertThat(server.reply("eve", new TournamentCommand.Join("other")))
        .isEqualTo(new TournamentReply.Joined("other"));
    assertThat(pair).isNotDone();
    assertThat(ann.received(TournamentNews.RoundPublished.class)).hasSize(1);

    pairings.remove().run();
    assertThat(ann.received(TournamentNews.RoundPublished.class)).hasSize(2);
    assertThat(pair.join()).containsExactly(new AnswerEvent.TournamentAnswered("pair", "big",
        new TournamentReply.Paired("big", 2, false)));
  }

  @Test
  void aChangeWhileTheRoundIsPairedPairsItAgain() {
    server = DirectTournaments.pairingOn(data, pairings::add);
    RecordingMember ann = server.login("ann");
    for (String player : List.of("bob", "cid", "dan")) {
      server.login(player);
    }
    server.reply("ann", new TournamentCommand.Create("big", "kingcapture", "swiss", 3, 0, null));
    for (String player : List.of("ann", "bob", "cid", "dan")) {
      server.reply(player, new TournamentCommand.Join("big"));
    }
    server.reply("ann", new TournamentCommand.Start("big"));
    server.room(1).forfeit(Side.BLACK);
    server.room(2).forfeit(Side.BLACK);
    server.reply("dan", new TournamentCommand.Leave("big"));

    pairings.remove().run(); // planned with dan, who has left since
    assertThat(pairings).hasSize(1);
    pairings.remove().run();
    List<TournamentNews.RoundPublished> published = ann.received(TournamentNews.RoundPublished.class);
    assertThat(published).hasSize(2);
    assertThat(published.get(1).boards()).noneMatch(
        board -> "dan".equals(board.white()) || "dan".equals(board.black()));
  }
}
