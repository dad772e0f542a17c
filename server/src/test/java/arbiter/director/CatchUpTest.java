package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.rules.Side;
import org.junit.jupiter.api.Test;

/**
 * A restarted server enters the results of round games that ended, and were stored, while the
 * director no longer heard of them.
 */
class CatchUpTest extends WithTournaments {

  @Test
  void aStoredDoubleAbsenceIsEnteredAsADoubleForfeit() {
    server.roundRobin("duo", "anna", "bob");
    server.lines("anna", new TournamentCommand.Start("duo")); // neither player is online
    server.stopHearingGameEnds();
    server.advanceClock(DirectTournaments.ABSENT_MILLIS);
    server.room(1).forfeitAbsent(DirectTournaments.ABSENT_MILLIS);
    assertThat(server.pairings("duo", 1)).containsExactly("duo round 1", "1. anna - bob");

    server.restart();

    assertThat(server.pairings("duo", 1)).containsExactly("duo round 1", "1. anna - bob -/-");
  }

  @Test
  void aStoredDrawIsEnteredAsADraw() {
    server.login("anna");
    server.login("bob");
    server.roundRobin("duo", "anna", "bob");
    server.lines("anna", new TournamentCommand.Start("duo"));
    server.stopHearingGameEnds();
    server.room(1).act(Side.WHITE, new arbiter.command.Command.Draw());
    server.room(1).act(Side.BLACK, new arbiter.command.Command.Draw());

    server.restart();

    assertThat(server.pairings("duo", 1)).containsExactly("duo round 1", "1. anna - bob 1/2-1/2");
  }

  @Test
  void aResultThatCompletesTheRoundStartsTheNextRound() {
    for (String player : new String[] {"anna", "bob", "chen", "dan"}) {
      server.login(player);
    }
    server.roundRobin("quad", "anna", "bob", "chen", "dan");
    server.lines("anna", new TournamentCommand.Start("quad"));
    // round 1: anna - dan in game 1, bob - chen in game 2; game 2 is entered before the stop
    server.room(2).forfeit(Side.BLACK);
    server.stopHearingGameEnds();
    server.room(1).forfeit(Side.BLACK);

    server.restart();

    assertThat(server.pairings("quad", 1))
        .containsExactly("quad round 1", "1. anna - dan 1-0", "2. bob - chen 1-0");
    assertThat(server.pairings("quad", 0)).first().isEqualTo("quad round 2");
    assertThat(server.lobby().games()).hasSize(2);
  }
}
