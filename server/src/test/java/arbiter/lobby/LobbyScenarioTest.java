package arbiter.lobby;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.OnlineUser;
import arbiter.session.InMemoryServer.Player;
import arbiter.session.InMemoryServer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lobby through sessions in memory: a watcher is told of logins, logouts and games. */
class LobbyScenarioTest {

  private final InMemoryServer server = new InMemoryServer();

  @Test
  void aWatcherIsShownTheLobbyAtOnceAndAgainWhenItChanges() {
    Player ann = server.login("ann");
    assertThat(ann.send(new Command.WatchLobby(true))).isEmpty();
    assertThat(ann.last(GameNews.LobbyShown.class))
        .isEqualTo(new GameNews.LobbyShown(List.of(new OnlineUser("ann", 0)),
            List.of()));

    Player bob = server.login("bob");
    server.ticker.advance(LobbyWatch.GATHER_MILLIS);
    assertThat(users(ann)).containsExactly("ann", "bob");

    bob.send(new Command.Challenge("ann", 0, "chess", null, false));
    assertThat(ann.last(LobbyNews.Challenged.class).rated()).isFalse();
    ann.send(new Command.Accept("bob"));
    server.ticker.advance(LobbyWatch.GATHER_MILLIS);
    assertThat(ann.last(GameNews.LobbyShown.class).games()).singleElement()
        .satisfies(game -> assertThat(List.of(game.white(), game.variant()))
            .isEqualTo(List.of("bob", "chess")));

    bob.send(new Command.Draw());
    ann.send(new Command.Draw());
    server.ticker.advance(LobbyWatch.GATHER_MILLIS);
    assertThat(ann.last(GameNews.LobbyShown.class).games()).isEmpty();
    bob.drop();
    server.ticker.advance(LobbyWatch.GATHER_MILLIS);
    assertThat(users(ann)).containsExactly("ann");

    ann.send(new Command.WatchLobby(false));
    int shown = ann.all(GameNews.LobbyShown.class).size();
    server.login("carl");
    server.ticker.advance(LobbyWatch.GATHER_MILLIS);
    assertThat(ann.all(GameNews.LobbyShown.class)).hasSize(shown);
  }

  @Test
  void aChallengesAnswerSaysWhetherItsGameWillCountAsTheChallengedIsTold() {
    Player ann = server.login("ann");
    Player zed = server.new Player();
    zed.send(new Command.GuestLogin("zed"));

    // asked rated, but a guest's games never count: both sides are told so (the ICS face's
    // "Issuing:" line said "rated" to ann until session 20)
    assertThat(ann.send(new Command.Challenge("zed", 0, "chess", null, true)))
        .containsExactly(new AnswerEvent.ChallengeSent("zed", false));
    assertThat(zed.last(LobbyNews.Challenged.class).rated()).isFalse();
  }

  @Test
  void aGuestWhoDropsOutOfTheirGameIsStillAGuestThereUntilItEnds() {
    Player ann = server.login("ann");
    Player zed = server.new Player();
    zed.send(new Command.GuestLogin("zed"));
    InMemoryServer.startGame(ann, zed, "chess", null);

    // found by probing: the ICS headers named zed (----), a registered player's mark, once he left
    zed.drop();
    assertThat(server.lobby.isGuest("zed")).isTrue();
    ann.send(new Command.Forfeit());
    assertThat(server.lobby.isGuest("zed")).isFalse();
  }

  @Test
  void aChallengeIsAnsweredAndItsNewsReachesTheChallenged() {
    Player ann = server.login("ann");
    Player bob = server.login("bob");

    assertThat(ann.send(new Command.Challenge("bob", 0, "chess", null, true)))
        .containsExactly(new AnswerEvent.ChallengeSent("bob", true));
    assertThat(bob.last(LobbyNews.Challenged.class).rated()).isTrue();
    assertThat(bob.send(new Command.Decline("ann"))).singleElement()
        .isEqualTo(new AnswerEvent.Done(arbiter.event.Ack.CHALLENGE_DECLINED));
    assertThat(ann.last(LobbyNews.ChallengeDeclined.class).by()).isEqualTo("bob");
  }

  @Test
  void unseekSaysWhetherThereWereAdsToRemove() {
    Player ann = server.login("ann");

    assertThat(ann.send(new Command.Unseek()))
        .containsExactly(new AnswerEvent.Done(arbiter.event.Ack.NO_SEEKS));
    ann.send(new Command.Seek("5+3", false));
    assertThat(ann.send(new Command.Unseek()))
        .containsExactly(new AnswerEvent.Done(arbiter.event.Ack.SEEKS_REMOVED));
  }

  private static List<String> users(Player watcher) {
    return watcher.last(GameNews.LobbyShown.class).users().stream()
        .map(OnlineUser::name).toList();
  }
}
