package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.Ack;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.game.ClockView;
import arbiter.rules.Side;
import arbiter.session.InMemoryServer.Player;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code pause} and {@code resume} in memory: who may, what everyone at the game is told, what the
 * clocks make of it, and a pause kept across a restart. Events, not words.
 */
class ArbiterHandPauseTest {

  private final InMemoryServer server = new InMemoryServer(Set.of("root"));
  private final Player ali = server.login("ali");
  private final Player bob = server.login("bob");
  private final Player carol = server.login("carol");

  private void casualGame(String time) {
    InMemoryServer.startGame(ali, bob, "chess", time);
    carol.send(new Command.Observe(1));
  }

  private static ClockView clocks(Player player) {
    return player.last(DomainEvent.ClockShown.class).view().clock();
  }

  @Test
  void anAdminPausesTheClocksStandStillAndMovesWaitUntilTheResume() {
    casualGame("1+0");
    server.ticker.advance(10_000); // white thinks 10 s
    Player root = server.login("root");

    assertThat(root.send(new Command.Pause(1, true)))
        .containsExactly(new DomainEvent.GamePaused(1, "root"));
    for (Player player : List.of(ali, bob, carol)) {
      assertThat(player.last(DomainEvent.GamePaused.class))
          .isEqualTo(new DomainEvent.GamePaused(1, "root"));
      assertThat(clocks(player).running()).isNull();
      assertThat(clocks(player).remaining(Side.WHITE)).isEqualTo(50_000L);
    }

    server.ticker.advance(600_000); // ten minutes of a one-minute game: no flag falls
    assertThat(ali.all(DomainEvent.GameEnded.class)).isEmpty();
    assertThat(ali.send(new Command.Move("e2e4")))
        .containsExactly(new DomainEvent.Refused(Refusal.GAME_HELD));

    assertThat(root.send(new Command.Pause(1, false)))
        .containsExactly(new DomainEvent.GameResumed(1, false, "root"));
    assertThat(bob.last(DomainEvent.GameResumed.class))
        .isEqualTo(new DomainEvent.GameResumed(1, false, "root"));
    assertThat(clocks(carol).running()).isEqualTo(Side.WHITE);
    assertThat(clocks(carol).remaining(Side.WHITE)).isEqualTo(50_000L);

    server.ticker.advance(50_000);
    assertThat(ali.all(DomainEvent.GameEnded.class)).isEmpty();
    server.ticker.advance(1);
    assertThat(ali.all(DomainEvent.GameEnded.class)).hasSize(1);
    assertThat(server.store.finishedGames()).hasSize(1);
  }

  @Test
  void aCasualGamePausesWhenTheOpponentAgreesAndResumesLikewise() {
    casualGame("5+0");

    assertThat(ali.send(new Command.Pause(1, true)))
        .containsExactly(new DomainEvent.Done(Ack.PAUSE_ASKED, "bob"));
    assertThat(bob.last(DomainEvent.PauseAsked.class))
        .isEqualTo(new DomainEvent.PauseAsked(1, "ali", false));
    assertThat(carol.last(DomainEvent.PauseAsked.class))
        .isEqualTo(new DomainEvent.PauseAsked(1, "ali", false));
    assertThat(bob.all(DomainEvent.GamePaused.class)).isEmpty();
    // asking again is no agreement: it takes the other player
    assertThat(ali.send(new Command.Pause(1, true)))
        .containsExactly(new DomainEvent.Done(Ack.PAUSE_ASKED, "bob"));

    assertThat(bob.send(new Command.Pause(1, true)))
        .contains(new DomainEvent.GamePaused(1, "bob"));
    assertThat(ali.last(DomainEvent.GamePaused.class))
        .isEqualTo(new DomainEvent.GamePaused(1, "bob"));
    assertThat(clocks(ali).running()).isNull();

    assertThat(bob.send(new Command.Pause(1, false)))
        .containsExactly(new DomainEvent.Done(Ack.RESUME_ASKED, "ali"));
    assertThat(ali.last(DomainEvent.PauseAsked.class))
        .isEqualTo(new DomainEvent.PauseAsked(1, "bob", true));
    assertThat(ali.send(new Command.Pause(1, false)))
        .contains(new DomainEvent.GameResumed(1, false, "ali"));
    assertThat(clocks(bob).running()).isEqualTo(Side.WHITE);
  }

  @Test
  void whoMayNotGetsOneLineAndNothingChanges() {
    casualGame("5+0");
    Player root = server.login("root");

    assertThat(carol.send(new Command.Pause(1, true)))
        .containsExactly(new DomainEvent.Refused(Refusal.PAUSE_NOT_ALLOWED, "", 1));
    assertThat(root.send(new Command.Pause(1, false)))
        .containsExactly(new DomainEvent.Refused(Refusal.NOT_PAUSED, "", 1));
    root.send(new Command.Pause(1, true));
    assertThat(root.send(new Command.Pause(1, true)))
        .containsExactly(new DomainEvent.Refused(Refusal.ALREADY_PAUSED, "", 1));
    assertThat(carol.send(new Command.Pause(1, false)))
        .containsExactly(new DomainEvent.Refused(Refusal.PAUSE_NOT_ALLOWED, "", 1));
    assertThat(root.send(new Command.Pause(9, true)))
        .containsExactly(new DomainEvent.Refused(Refusal.NO_SUCH_GAME));
    assertThat(ali.all(DomainEvent.GamePaused.class)).hasSize(1);
    assertThat(ali.all(DomainEvent.GameResumed.class)).isEmpty();
  }

  @Test
  void anUntimedGameHasNoClocksToPause() {
    casualGame(null);

    assertThat(server.login("root").send(new Command.Pause(1, true)))
        .containsExactly(new DomainEvent.Refused(Refusal.UNTIMED));
  }

  @Test
  void aRestartDuringAPauseKeepsThePauseWhoeverComesBack() {
    casualGame("1+0");
    server.ticker.advance(10_000);
    server.login("root").send(new Command.Pause(1, true));
    assertThat(server.store.runningGames()).singleElement()
        .satisfies(game -> assertThat(game.paused()).isTrue());

    InMemoryServer next = server.restarted(30_000, 120_000);
    Player white = next.login("ali");
    Player black = next.login("bob");
    assertThat(white.last(DomainEvent.GamePaused.class))
        .isEqualTo(new DomainEvent.GamePaused(1, null));
    next.ticker.advance(600_000); // the players are back and the grace is long over: still paused
    assertThat(white.all(DomainEvent.GameResumed.class)).isEmpty();
    assertThat(white.send(new Command.Move("e2e4")))
        .containsExactly(new DomainEvent.Refused(Refusal.GAME_HELD));

    // the restarted server has no admins: its players resume it by agreement
    white.send(new Command.Pause(1, false));
    assertThat(black.send(new Command.Pause(1, false)))
        .contains(new DomainEvent.GameResumed(1, false, "bob"));
    assertThat(next.store.runningGames().get(0).paused()).isFalse();
    assertThat(white.send(new Command.Move("e2e4"))).noneMatch(DomainEvent.Refused.class::isInstance);
  }

  @Test
  void aTournamentsPlayersMayNotPauseItsOrganizerMayAndTheAuditLogSaysSo() {
    Player dana = server.login("dana");
    dana.send(tournament(new TournamentCommand.Create("club", "chess", "roundrobin", 0, 0,
        "5+0")));
    ali.send(tournament(new TournamentCommand.Join("club")));
    bob.send(tournament(new TournamentCommand.Join("club")));
    dana.send(tournament(new TournamentCommand.Start("club")));
    server.ticker.advance(1);
    long game = server.lobby.games().get(0).id();

    assertThat(ali.send(new Command.Pause(game, true)))
        .containsExactly(new DomainEvent.Refused(Refusal.PAUSE_NOT_ALLOWED, "", game));
    assertThat(dana.send(new Command.Pause(game, true)))
        .containsExactly(new DomainEvent.GamePaused(game, "dana"));
    assertThat(dana.send(new Command.Pause(game, false)))
        .containsExactly(new DomainEvent.GameResumed(game, false, "dana"));
    assertThat(server.tournaments.audit("club"))
        .extracting(line -> line.by() + ": " + line.action())
        .contains("dana: pause " + game, "dana: resume " + game);
  }

  private static Command tournament(TournamentCommand command) {
    return new Command.Tournament(command);
  }
}
