package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.GameNews;
import arbiter.event.TournamentNews;
import arbiter.game.Ending;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import org.junit.jupiter.api.Test;

/** Round games started, ended, entered and swept, with rooms and director on direct executors. */
class RoundRunnerTest extends WithTournaments {

  @Test
  void theStartPairsRoundOneAndTellsEachPlayerTheirGame() {
    RecordingMember anna = server.login("anna");
    RecordingMember bob = server.login("bob");
    server.roundRobin("duo", "anna", "bob");

    assertThat(server.lines("anna", new TournamentCommand.Start("duo")))
        .containsExactly("tournament duo started");

    assertThat(anna.received(TournamentNews.RoundGame.class))
        .containsExactly(new TournamentNews.RoundGame("duo", 1, 1, Side.WHITE, "bob", 1));
    assertThat(bob.received(TournamentNews.RoundGame.class))
        .containsExactly(new TournamentNews.RoundGame("duo", 1, 1, Side.BLACK, "anna", 1));
    assertThat(server.room(1).player(Side.WHITE)).isEqualTo("anna");
  }

  @Test
  void aForfeitedGameIsEnteredAndTheNextRoundStarts() {
    RecordingMember anna = server.login("anna");
    server.login("bob");
    server.login("chen");
    server.roundRobin("trio", "anna", "bob", "chen");
    server.lines("anna", new TournamentCommand.Start("trio"));
    // Berger table of 4 with a dummy: round 1 is bob - chen, and anna has the bye
    assertThat(anna.received(TournamentNews.RoundBye.class))
        .containsExactly(new TournamentNews.RoundBye("trio", 1));

    server.room(1).forfeit(Side.BLACK);

    assertThat(server.pairings("trio", 1)).containsExactly("trio round 1", "1. bob - chen 1-0",
        "2. anna bye");
    assertThat(anna.received(TournamentNews.RoundOver.class))
        .containsExactly(new TournamentNews.RoundOver("trio", 1));
    assertThat(anna.received(TournamentNews.RoundGame.class))
        .containsExactly(new TournamentNews.RoundGame("trio", 2, 1, Side.WHITE, "bob", 2));
  }

  @Test
  void aPlayerWhoLeftIsNotToldOfTheByeTheirEmptySeatHas() {
    server.login("anna");
    RecordingMember bob = server.login("bob");
    server.login("chen");
    server.roundRobin("trio", "anna", "bob", "chen");
    server.lines("anna", new TournamentCommand.Start("trio"));
    // found by probing: bob, gone in round 1, was told "you have a bye" for his bye of round 3
    server.lines("bob", new TournamentCommand.Leave("trio"));

    assertThat(server.pairings("trio", 3)).contains("trio round 3");
    assertThat(bob.received(TournamentNews.RoundBye.class)).isEmpty();
  }

  @Test
  void leavingDuringARoundForfeitsTheRunningGame() {
    server.login("anna");
    RecordingMember bob = server.login("bob");
    server.roundRobin("duo", "anna", "bob");
    server.lines("anna", new TournamentCommand.Start("duo"));

    assertThat(server.lines("anna", new TournamentCommand.Leave("duo")))
        .containsExactly("you left duo");

    assertThat(server.lobby().room(1)).isNull();
    assertThat(bob.received(GameNews.GameEnded.class))
        .extracting(GameNews.GameEnded::ending)
        .containsExactly(new Ending(Side.BLACK, Termination.FORFEIT));
    assertThat(server.pairings("duo", 1)).containsExactly("duo round 1", "1. anna - bob -/+");
  }

  @Test
  void theSweepForfeitsAPlayerWhoDidNotCome() {
    RecordingMember anna = server.login("anna");
    server.roundRobin("duo", "anna", "bob");
    server.lines("anna", new TournamentCommand.Start("duo"));

    server.advanceClock(DirectTournaments.ABSENT_MILLIS);
    server.director().sweepAbsentPlayers();

    assertThat(anna.received(GameNews.GameEnded.class))
        .extracting(GameNews.GameEnded::ending)
        .containsExactly(new Ending(Side.WHITE, Termination.ABSENT));
    assertThat(server.pairings("duo", 1)).containsExactly("duo round 1", "1. anna - bob +/-");
    assertThat(anna.received(TournamentNews.TournamentOver.class)).hasSize(1);
  }

  @Test
  void theSweepLeavesAGameWhoseAbsentPlayerStillHasTime() {
    server.login("anna");
    server.roundRobin("duo", "anna", "bob");
    server.lines("anna", new TournamentCommand.Start("duo"));

    server.advanceClock(DirectTournaments.ABSENT_MILLIS - 1);
    server.director().sweepAbsentPlayers();

    assertThat(server.room(1).isOver()).isFalse();
    assertThat(server.pairings("duo", 1)).containsExactly("duo round 1", "1. anna - bob");
  }
}
