package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.Refusal;
import arbiter.tournament.TournamentRefusal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code tournament} commands' answers and typed refusals, on a direct executor. */
class TournamentCommandsTest extends WithTournaments {

  @Test
  void createDescribesTheNewTournament() {
    assertThat(server.lines("anna", new TournamentCommand.Create("cup", "chess", "swiss", 3, 40, null)))
        .containsExactly("tournament cup created: chess swiss rounds 3 limit 40 players 0 open");
  }

  @Test
  void anUnknownTournamentIsRefused() {
    assertThat(server.command("anna", new TournamentCommand.Join("nope")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_SUCH_TOURNAMENT));
  }

  @Test
  void aNameOutsideTheAllowedCharactersOrLengthIsRefused() {
    for (String name : new String[] {"two words", "cup!", "x".repeat(33)}) {
      assertThat(server.command("anna", new TournamentCommand.Create(name, "chess", "swiss", 3, 0, null)))
          .as(name)
          .containsExactly(new AnswerEvent.Refused(Refusal.TOURNAMENT_NAME_FORMAT));
    }
  }

  @Test
  void onlyTheCreatorOrAnAdminMayStart() {
    server.roundRobin("duo", "anna", "bob");

    assertThat(server.command("bob", new TournamentCommand.Start("duo")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ORGANIZER, "duo", 0));
    assertThat(server.lines(DirectTournaments.ADMIN, new TournamentCommand.Start("duo")))
        .containsExactly("tournament duo started");
  }

  @Test
  void theTournamentsOwnRulesRefuseWithTheirReason() {
    server.roundRobin("solo", "anna");

    assertThat(server.command("anna", new TournamentCommand.Start("solo")))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.TOO_FEW_PLAYERS,
            List.of("solo", 1)));
  }

  @Test
  void pairingsBeforeTheStartAreRefused() {
    server.roundRobin("duo", "anna", "bob");

    assertThat(server.command("anna", new TournamentCommand.Pairings("duo", 0)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_STARTED, "duo", 0));
  }
}
