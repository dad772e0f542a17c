package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.session.InMemoryServer.Player;
import arbiter.session.InMemoryServer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Games played through sessions and the lobby in memory: reconnects and claims, spectators'
 * chat, clocks on the test's time, draws and the archive. Events, not words.
 */
class GameScenarioTest {

  @Test
  void aPlayerWhoComesBackWithinTheGraceResumesOnTheNewConnection() {
    InMemoryServer server = new InMemoryServer(3_600_000);
    Player ali = server.login("ali");
    Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, null, null);
    ali.send(new Command.Move("e2e4"));
    assertThat(bob.last(GameNews.OpponentMoved.class).move().notation()).isEqualTo("e2e4");

    bob.drop();

    assertThat(ali.last(GameNews.PlayerLeft.class))
        .isEqualTo(new GameNews.PlayerLeft("bob", 3600));
    assertThat(ali.send(new Command.Claim()))
        .containsExactly(new AnswerEvent.Refused(Refusal.CLAIM_TOO_EARLY, "", 3600));
    Player back = server.login("bob");
    assertThat(back.answer()).containsExactly(new AnswerEvent.Done(Ack.LOGGED_IN));
    GameNews.GameShown resumed = back.last(GameNews.GameShown.class);
    assertThat(resumed.arrival()).isEqualTo(Arrival.RESUMED);
    assertThat(resumed.side()).isEqualTo(Side.BLACK);
    assertThat(ali.last(GameNews.PlayerReturned.class))
        .isEqualTo(new GameNews.PlayerReturned("bob", false));
    assertThat(ali.send(new Command.Claim()))
        .containsExactly(new AnswerEvent.Refused(Refusal.OPPONENT_CONNECTED));
    assertThat(back.send(new Command.Move("e7e5"))).singleElement()
        .isInstanceOf(GameNews.YouMoved.class);
    assertThat(ali.last(GameNews.OpponentMoved.class).move().notation()).isEqualTo("e7e5");
  }

  @Test
  void afterTheGraceTheOpponentClaimsTheWinScoredAsAForfeit() {
    InMemoryServer server = new InMemoryServer(0);
    Player ali = server.login("ali");
    Player carol = server.login("carol");
    Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, null, null);
    carol.send(new Command.Observe(1));
    assertThat(carol.last(GameNews.GameShown.class).arrival())
        .isEqualTo(Arrival.OBSERVING);
    bob.drop();

    List<DomainEvent> claimed = ali.send(new Command.Claim());

    Ending abandoned = new Ending(Side.WHITE, Termination.ABANDONED);
    assertThat(claimed).singleElement().isInstanceOfSatisfying(GameNews.GameEnded.class,
        ended -> assertThat(List.of(ended.ending(), ended.endedBy(), ended.byYou()))
            .isEqualTo(List.of(abandoned, Side.WHITE, true)));
    GameNews.GameEnded seen = carol.last(GameNews.GameEnded.class);
    assertThat(List.of(seen.ending(), seen.byYou())).isEqualTo(List.of(abandoned, false));
    assertThat(server.store.scoreboard(null)).extracting(row -> row.name() + " " + row.score())
        .containsExactly("ali 2", "carol 0", "bob -1");
    assertThat(server.store.finishedGames()).singleElement()
        .satisfies(game -> assertThat(List.of(game.id(), game.result(), game.reason(), game.moves()))
            .isEqualTo(List.of(1L, "white", "abandoned", List.of())));
  }

  @Test
  void spectatorsChatAmongThemselvesAndReadThePlayers() {
    InMemoryServer server = new InMemoryServer();
    Player ali = server.login("ali");
    Player bob = server.login("bob");
    Player carol = server.login("carol");
    Player dave = server.login("dave");
    InMemoryServer.startGame(ali, bob, null, null);
    carol.send(new Command.Observe(1));
    dave.send(new Command.Observe(1));

    assertThat(carol.send(new Command.Say("ali should play e4"))).isEmpty();
    assertThat(ali.send(new Command.Say("hello"))).isEmpty();

    GameNews.ChatSaid coach = new GameNews.ChatSaid(1, "carol", "ali should play e4", true);
    GameNews.ChatSaid hello = new GameNews.ChatSaid(1, "ali", "hello", false);
    assertThat(dave.all(GameNews.ChatSaid.class)).containsExactly(coach, hello);
    assertThat(carol.all(GameNews.ChatSaid.class)).containsExactly(hello);
    assertThat(bob.all(GameNews.ChatSaid.class)).containsExactly(hello); // never the coaching
    assertThat(ali.all(GameNews.ChatSaid.class)).isEmpty();
  }

  @Test
  void aFlagFallsWhileNobodySendsAnythingAndBothAreTold() {
    InMemoryServer server = new InMemoryServer();
    Player ali = server.login("ali");
    Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, "chess", "0.5+0");

    server.ticker.advance(30_000);
    assertThat(bob.all(GameNews.GameEnded.class)).isEmpty();
    server.ticker.advance(1);

    for (Player player : List.of(ali, bob)) {
      GameNews.GameEnded ended = player.last(GameNews.GameEnded.class);
      assertThat(ended.ending()).isEqualTo(new Ending(Side.BLACK, Termination.TIME_FORFEIT));
      assertThat(ended.endedBy()).isEqualTo(Side.WHITE);
    }
    assertThat(server.store.finishedGames()).singleElement()
        .satisfies(game -> assertThat(game.reason()).isEqualTo("time forfeit"));
  }

  @Test
  void theIncrementIsAddedAfterTheMoveAndEveryMoveShowsBothClocks() {
    InMemoryServer server = new InMemoryServer();
    Player ali = server.login("ali");
    Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, "chess", "5+3");
    server.ticker.advance(2_000);

    ali.send(new Command.Move("e4"));

    ClockView after = bob.last(GameNews.OpponentMoved.class).view().clock();
    assertThat(List.of(after.remaining(Side.WHITE), after.remaining(Side.BLACK)))
        .isEqualTo(List.of(301_000L, 300_000L));
    server.ticker.advance(65_000);
    ClockView shown = ((GameNews.ClockShown) bob.send(new Command.ShowTime()).get(0))
        .view().clock();
    assertThat(List.of(shown.remaining(Side.WHITE), shown.remaining(Side.BLACK)))
        .isEqualTo(List.of(301_000L, 235_000L));
  }

  @Test
  void aDrawOfferIsNewsAndItsAcceptanceEndsTheGameAndIsArchived() {
    InMemoryServer server = new InMemoryServer();
    Player ann = server.login("ann");
    Player bob = server.login("bob");
    InMemoryServer.startGame(bob, ann, "chess", null);

    assertThat(bob.send(new Command.Draw()))
        .containsExactly(new AnswerEvent.Done(Ack.DRAW_OFFERED));
    assertThat(ann.last(GameNews.DrawOffered.class).player()).isEqualTo("bob");
    GameNews.GameEnded ended = (GameNews.GameEnded) ann.send(new Command.Draw()).get(0);

    assertThat(ended.ending()).isEqualTo(new Ending(null, Termination.AGREEMENT));
    assertThat(bob.last(GameNews.GameEnded.class).byYou()).isFalse();
    AnswerEvent.HistoryShown history =
        (AnswerEvent.HistoryShown) ann.send(new Command.History(null, 10)).get(0);
    assertThat(history.games()).singleElement()
        .satisfies(game -> assertThat(game.reason()).isEqualTo("agreement"));
  }
}
