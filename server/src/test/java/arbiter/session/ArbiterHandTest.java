package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import arbiter.event.Actor;
import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
import arbiter.event.TournamentReply;
import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.session.InMemoryServer.Player;
import arbiter.tournament.Standing;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The arbiter's hand in memory: who may pause, resume, give time and adjudicate, what everyone at
 * the game is told, what the clock, the store, a restart, the tournament and its audit log make of
 * it. Events, not words.
 */
class ArbiterHandTest {

  private final InMemoryServer server = new InMemoryServer(Set.of("root"));
  private final Player ali = server.login("ali");
  private final Player bob = server.login("bob");
  private final Player carol = server.login("carol");

  private void casualGame(String time) {
    InMemoryServer.startGame(ali, bob, "chess", time);
    carol.send(new Command.Observe(1));
  }

  private static ClockView clocks(Player player) {
    return player.last(GameNews.ClockShown.class).view().clock();
  }

  @Test
  void anAdminGivesTimeAndBothPlayersAndTheSpectatorsAreTold() {
    casualGame("5+0");
    Player root = server.login("root");

    List<DomainEvent> answer = root.send(new Command.Moretime(1, "bob", 30));

    GameNews.TimeGiven given = new GameNews.TimeGiven(1, "bob", 30, "root");
    assertThat(answer).containsExactly(given);
    for (Player player : List.of(ali, bob, carol)) {
      assertThat(player.last(GameNews.TimeGiven.class)).isEqualTo(given);
      assertThat(clocks(player).remaining(Side.BLACK)).isEqualTo(330_000L);
      assertThat(clocks(player).remaining(Side.WHITE)).isEqualTo(300_000L);
    }
  }

  @Test
  void aGiftToTheRunningClockPutsItsFlagOff() {
    casualGame("0.5+0");
    server.login("root").send(new Command.Moretime(1, "ali", 60));

    server.ticker.advance(90_000);
    assertThat(ali.all(GameNews.GameEnded.class)).isEmpty();
    server.ticker.advance(1);

    assertThat(ali.last(GameNews.GameEnded.class).ending())
        .isEqualTo(new Ending(Side.BLACK, Termination.TIME_FORFEIT));
  }

  @Test
  void theCasualOpponentMayGiveTimeButNotToThemselvesNorASpectator() {
    casualGame("5+0");

    assertThat(ali.send(new Command.Moretime(1, "bob", 15)))
        .contains(new GameNews.TimeGiven(1, "bob", 15, "ali"));
    assertThat(bob.last(GameNews.TimeGiven.class))
        .isEqualTo(new GameNews.TimeGiven(1, "bob", 15, "ali"));
    assertThat(clocks(ali).remaining(Side.BLACK)).isEqualTo(315_000L);

    assertThat(bob.send(new Command.Moretime(1, "bob", 15)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_GAME_ARBITER, "", 1));
    assertThat(carol.send(new Command.Moretime(1, "ali", 15)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_GAME_ARBITER, "", 1));
    assertThat(ali.all(GameNews.TimeGiven.class)).hasSize(1);
  }

  @Test
  void aBadGiftIsRefusedInOneAnswerAndChangesNothing() {
    casualGame("5+0");
    Player root = server.login("root");

    assertThat(root.send(new Command.Moretime(1, "bob", 601)))
        .containsExactly(new AnswerEvent.Refused(Refusal.TIME_GIFT_RANGE, "", 600));
    assertThat(root.send(new Command.Moretime(1, "bob", 0)))
        .containsExactly(new AnswerEvent.Refused(Refusal.TIME_GIFT_RANGE, "", 600));
    assertThat(root.send(new Command.Moretime(1, "carol", 30)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_A_PLAYER, "carol", 1));
    assertThat(root.send(new Command.Moretime(9, "bob", 30)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_SUCH_GAME));
    assertThat(bob.all(GameNews.TimeGiven.class)).isEmpty();
  }

  @Test
  void aGiftIsStoredAndARestartKeepsItUntilThePlayerMovesAgain() {
    casualGame("5+0");
    ali.send(new Command.Move("e2e4"));
    Player root = server.login("root");
    root.send(new Command.Moretime(1, "ali", 30)); // after ali's move: on top of its stored time
    root.send(new Command.Moretime(1, "bob", 20)); // bob has not moved: on top of his first time

    InMemoryServer next = server.restarted(60_000, 0);
    next.ticker.advance(0);
    ClockView resumed = next.login("ali").last(GameNews.GameShown.class).view().clock();
    assertThat(resumed.remaining(Side.WHITE)).isEqualTo(330_000L);
    assertThat(resumed.remaining(Side.BLACK)).isEqualTo(320_000L);
  }

  @Test
  void anUntimedGameHasNoClockToGiveTo() {
    casualGame(null);

    assertThat(server.login("root").send(new Command.Moretime(1, "bob", 30)))
        .containsExactly(new AnswerEvent.Refused(Refusal.UNTIMED));
  }

  @Test
  void anAdminAdjudicatesAndEveryoneIsToldAndTheEndIsStored() {
    casualGame("5+0");
    Player root = server.login("root");

    List<DomainEvent> answer = root.send(new Command.Adjudicate(1, "0-1", "ali left the hall"));

    Ending adjudicated = new Ending(Side.BLACK, Termination.ADJUDICATION);
    assertThat(answer).singleElement().isInstanceOfSatisfying(GameNews.GameEnded.class,
        ended -> assertThat(ended.ending()).isEqualTo(adjudicated));
    for (Player player : List.of(ali, bob, carol)) {
      assertThat(player.last(GameNews.GameEnded.class).ending()).isEqualTo(adjudicated);
    }
    assertThat(server.store.finishedGames()).singleElement()
        .satisfies(game -> assertThat(List.of(game.result(), game.reason()))
            .isEqualTo(List.of("black", "adjudicated")));
    assertThat(server.lobby.room(1)).isNull();
  }

  @Test
  void aDrawIsAdjudicatedToo() {
    casualGame(null);

    server.login("root").send(new Command.Adjudicate(1, "1/2-1/2", null));

    assertThat(bob.last(GameNews.GameEnded.class).ending())
        .isEqualTo(new Ending(null, Termination.ADJUDICATION));
  }

  @Test
  void playersAndStrangersMayNotAdjudicateACasualGameNorAnyoneGiveABadResult() {
    casualGame("5+0");

    assertThat(ali.send(new Command.Adjudicate(1, "1-0", null)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_GAME_ARBITER, "", 1));
    assertThat(carol.send(new Command.Adjudicate(1, "1-0", null)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_GAME_ARBITER, "", 1));
    assertThat(server.login("root").send(new Command.Adjudicate(1, "2-0", null)))
        .containsExactly(new AnswerEvent.Refused(Refusal.ADJUDICATION_RESULT));
    assertThat(server.lobby.room(1)).isNotNull();
    assertThat(bob.all(GameNews.GameEnded.class)).isEmpty();
  }

  @Test
  void aTournamentsOrganizerAdjudicatesItsGameTheRoundCountsItAndTheAuditLogSaysSo() {
    Player dana = server.login("dana");
    dana.send(tournament(new TournamentCommand.Create("club", "chess", "roundrobin", 0, 0,
        "5+0")));
    ali.send(tournament(new TournamentCommand.Join("club")));
    bob.send(tournament(new TournamentCommand.Join("club")));
    dana.send(tournament(new TournamentCommand.Start("club")));
    server.ticker.advance(1);
    long game = server.lobby.games().get(0).id();

    // a stranger may not touch a tournament's game, not even as the opponent
    assertThat(ali.send(new Command.Moretime(game, "bob", 15)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_GAME_ARBITER, "", game));
    assertThat(dana.send(new Command.Moretime(game, "bob", 15)))
        .containsExactly(new GameNews.TimeGiven(game, "bob", 15, "dana"));
    dana.send(new Command.Adjudicate(game, "1-0", "bob's phone rang"));

    assertThat(bob.last(GameNews.GameEnded.class).ending())
        .isEqualTo(new Ending(Side.WHITE, Termination.ADJUDICATION));
    String white = server.store.finishedGames().get(0).white();
    assertThat(server.tournaments.audit("club"))
        .extracting(line -> ((Actor.User) line.by()).name().replaceFirst("#\\d+$", ""),
            line -> line.action())
        .contains(tuple("dana", AuditAction.of(Kind.MORETIME, game, "bob", 15)),
            tuple("dana", AuditAction.of(Kind.ADJUDICATE_WHY, game, "1-0", "bob's phone rang")));
    DomainEvent standings = dana.send(tournament(new TournamentCommand.Standings("club", false)))
        .get(0);
    TournamentReply.StandingsShown shown = (TournamentReply.StandingsShown)
        ((AnswerEvent.TournamentAnswered) standings).reply();
    assertThat(shown.table().rows()).extracting(Standing::player, Standing::halfPoints)
        .first().isEqualTo(org.assertj.core.groups.Tuple.tuple(white, 2));
  }

  @Test
  void anAdminPausesTheClocksStandStillAndMovesWaitUntilTheResume() {
    casualGame("1+0");
    server.ticker.advance(10_000); // white thinks 10 s
    Player root = server.login("root");

    assertThat(root.send(new Command.Pause(1, true)))
        .containsExactly(new GameNews.GamePaused(1, "root"));
    for (Player player : List.of(ali, bob, carol)) {
      assertThat(player.last(GameNews.GamePaused.class))
          .isEqualTo(new GameNews.GamePaused(1, "root"));
      assertThat(clocks(player).running()).isNull();
      assertThat(clocks(player).remaining(Side.WHITE)).isEqualTo(50_000L);
    }

    server.ticker.advance(600_000); // ten minutes of a one-minute game: no flag falls
    assertThat(ali.all(GameNews.GameEnded.class)).isEmpty();
    assertThat(ali.send(new Command.Move("e2e4")))
        .containsExactly(new AnswerEvent.Refused(Refusal.GAME_HELD));

    assertThat(root.send(new Command.Pause(1, false)))
        .containsExactly(new GameNews.GameResumed(1, false, "root"));
    assertThat(bob.last(GameNews.GameResumed.class))
        .isEqualTo(new GameNews.GameResumed(1, false, "root"));
    assertThat(clocks(carol).running()).isEqualTo(Side.WHITE);
    assertThat(clocks(carol).remaining(Side.WHITE)).isEqualTo(50_000L);

    server.ticker.advance(50_000);
    assertThat(ali.all(GameNews.GameEnded.class)).isEmpty();
    server.ticker.advance(1);
    assertThat(ali.all(GameNews.GameEnded.class)).hasSize(1);
    assertThat(server.store.finishedGames()).hasSize(1);
  }

  @Test
  void aCasualGamePausesWhenTheOpponentAgreesAndResumesLikewise() {
    casualGame("5+0");

    assertThat(ali.send(new Command.Pause(1, true)))
        .containsExactly(new AnswerEvent.Done(Ack.PAUSE_ASKED, "bob"));
    assertThat(bob.last(GameNews.PauseAsked.class))
        .isEqualTo(new GameNews.PauseAsked(1, "ali", false));
    assertThat(carol.last(GameNews.PauseAsked.class)).as("a spectator is told, not asked")
        .isEqualTo(new GameNews.PauseAsked(1, "ali", false, true));
    assertThat(bob.all(GameNews.GamePaused.class)).isEmpty();
    // asking again is no agreement: it takes the other player
    assertThat(ali.send(new Command.Pause(1, true)))
        .containsExactly(new AnswerEvent.Done(Ack.PAUSE_ASKED, "bob"));

    assertThat(bob.send(new Command.Pause(1, true)))
        .contains(new GameNews.GamePaused(1, "bob"));
    assertThat(ali.last(GameNews.GamePaused.class))
        .isEqualTo(new GameNews.GamePaused(1, "bob"));
    assertThat(clocks(ali).running()).isNull();

    assertThat(bob.send(new Command.Pause(1, false)))
        .containsExactly(new AnswerEvent.Done(Ack.RESUME_ASKED, "ali"));
    assertThat(ali.last(GameNews.PauseAsked.class))
        .isEqualTo(new GameNews.PauseAsked(1, "bob", true));
    assertThat(ali.send(new Command.Pause(1, false)))
        .contains(new GameNews.GameResumed(1, false, "ali"));
    assertThat(clocks(bob).running()).isEqualTo(Side.WHITE);
  }

  @Test
  void whoMayNotGetsOneLineAndNothingChanges() {
    casualGame("5+0");
    Player root = server.login("root");

    assertThat(carol.send(new Command.Pause(1, true)))
        .containsExactly(new AnswerEvent.Refused(Refusal.PAUSE_NOT_ALLOWED, "", 1));
    assertThat(root.send(new Command.Pause(1, false)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_PAUSED, "", 1));
    root.send(new Command.Pause(1, true));
    assertThat(root.send(new Command.Pause(1, true)))
        .containsExactly(new AnswerEvent.Refused(Refusal.ALREADY_PAUSED, "", 1));
    assertThat(carol.send(new Command.Pause(1, false)))
        .containsExactly(new AnswerEvent.Refused(Refusal.PAUSE_NOT_ALLOWED, "", 1));
    assertThat(root.send(new Command.Pause(9, true)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_SUCH_GAME));
    assertThat(ali.all(GameNews.GamePaused.class)).hasSize(1);
    assertThat(ali.all(GameNews.GameResumed.class)).isEmpty();
  }

  @Test
  void anUntimedGameHasNoClocksToPause() {
    casualGame(null);

    assertThat(server.login("root").send(new Command.Pause(1, true)))
        .containsExactly(new AnswerEvent.Refused(Refusal.UNTIMED));
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
    assertThat(white.last(GameNews.GamePaused.class))
        .isEqualTo(new GameNews.GamePaused(1, null));
    next.ticker.advance(600_000); // the players are back and the grace is long over: still paused
    assertThat(white.all(GameNews.GameResumed.class)).isEmpty();
    assertThat(white.send(new Command.Move("e2e4")))
        .containsExactly(new AnswerEvent.Refused(Refusal.GAME_HELD));

    // the restarted server has no admins: its players resume it by agreement
    white.send(new Command.Pause(1, false));
    assertThat(black.send(new Command.Pause(1, false)))
        .contains(new GameNews.GameResumed(1, false, "bob"));
    assertThat(next.store.runningGames().get(0).paused()).isFalse();
    assertThat(white.send(new Command.Move("e2e4"))).noneMatch(AnswerEvent.Refused.class::isInstance);
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
        .containsExactly(new AnswerEvent.Refused(Refusal.PAUSE_NOT_ALLOWED, "", game));
    assertThat(dana.send(new Command.Pause(game, true)))
        .containsExactly(new GameNews.GamePaused(game, "dana"));
    assertThat(dana.send(new Command.Pause(game, false)))
        .containsExactly(new GameNews.GameResumed(game, false, "dana"));
    assertThat(server.tournaments.audit("club"))
        .extracting(line -> ((Actor.User) line.by()).name().replaceFirst("#\\d+$", ""),
            line -> line.action())
        .contains(tuple("dana", AuditAction.of(Kind.GAME_PAUSE, game)),
            tuple("dana", AuditAction.of(Kind.GAME_RESUME, game)));
  }

  private static Command tournament(TournamentCommand command) {
    return new Command.Tournament(command);
  }
}
