package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.event.TournamentReply;
import org.junit.jupiter.api.Test;

/** Roles go to accounts, not to names (issue 33, finding 6, in part). */
class RolesTest extends WithTournaments {

  @Test
  void anArbiterMustHaveAnAccountWhenNamed() {
    server.roundRobin("duo", "anna", "bob");

    assertThat(server.command("anna", new TournamentCommand.Arbiter("duo", "carl")))
        .containsExactly(new DomainEvent.Refused(Refusal.NO_SUCH_USER));
    server.register("carl");
    assertThat(server.reply("anna", new TournamentCommand.Arbiter("duo", "carl")))
        .isEqualTo(new TournamentReply.ArbiterNamed("duo", "carl"));
  }

  @Test
  void aRemovedAdminsNameIsNoAdminForWhoeverRegistersItNext() {
    server.roundRobin("duo", "anna", "bob");
    server.director().accountRemoved(DirectTournaments.ADMIN).toCompletableFuture().join();

    assertThat(server.command(DirectTournaments.ADMIN, new TournamentCommand.Start("duo")))
        .containsExactly(new DomainEvent.Refused(Refusal.NOT_ORGANIZER, "duo", 0));
  }
}
