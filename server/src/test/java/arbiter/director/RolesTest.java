package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Actor;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.Refusal;
import arbiter.event.TournamentReply;
import org.junit.jupiter.api.Test;

/** Roles go to accounts, not to names (issue 33, finding 6). */
class RolesTest extends WithTournaments {

  @Test
  void anArbiterMustHaveAnAccountWhenNamed() {
    server.roundRobin("duo", "anna", "bob");

    assertThat(server.command("anna", new TournamentCommand.Arbiter("duo", "carl")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_SUCH_USER));
    server.register("carl");
    assertThat(server.reply("anna", new TournamentCommand.Arbiter("duo", "carl")))
        .isEqualTo(new TournamentReply.ArbiterNamed("duo", "carl"));
  }

  @Test
  void aRemovedAdminsNameIsNoAdminForWhoeverRegistersItNext() {
    server.roundRobin("duo", "anna", "bob");
    server.director().accountRemoved(DirectTournaments.ADMIN).toCompletableFuture().join();

    assertThat(server.command(DirectTournaments.ADMIN, new TournamentCommand.Start("duo")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ORGANIZER, "duo", 0));
  }

  @Test
  void whoeverRegistersARemovedCreatorsNameRunsNothingOfTheirs() {
    server.register("anna");
    server.register("bob");
    server.roundRobin("duo", "anna", "bob");
    server.removeAccount("anna");
    server.register("anna");

    assertThat(server.command("anna", new TournamentCommand.Start("duo")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ORGANIZER, "duo", 0));
    server.restart(); // the binding is stored: a restart does not hand the tournament over
    assertThat(server.command("anna", new TournamentCommand.Start("duo")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ORGANIZER, "duo", 0));
  }

  @Test
  void whoeverRegistersARemovedArbitersNameIsNoArbiter() {
    server.register("anna");
    server.register("carl");
    server.roundRobin("duo", "anna", "bob", "dan");
    server.reply("anna", new TournamentCommand.Arbiter("duo", "carl"));
    server.removeAccount("carl");
    server.register("carl");

    assertThat(server.command("carl", new TournamentCommand.Withdraw("duo", "dan")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ARBITER, "duo", 0));
  }

  @Test
  void theAuditLogTellsTwoAccountsOfOneNameApart() {
    server.register("anna");
    server.register("carl");
    server.roundRobin("duo", "anna", "bob", "dan");
    server.reply("anna", new TournamentCommand.Arbiter("duo", "carl"));
    long first = server.store().id("carl");
    server.reply("carl", new TournamentCommand.Withdraw("duo", "dan"));
    server.removeAccount("carl");
    server.register("carl");
    long second = server.store().id("carl");
    server.reply("anna", new TournamentCommand.Arbiter("duo", "carl"));
    server.reply("carl", new TournamentCommand.Withdraw("duo", "bob"));

    assertThat(second).isNotEqualTo(first);
    TournamentReply.AuditShown audit =
        (TournamentReply.AuditShown) server.reply("anna", new TournamentCommand.Audit("duo"));
    assertThat(audit.entries()).extracting(TournamentReply.AuditEntry::by)
        .containsExactly(Actor.user("anna#" + server.store().id("anna")),
            Actor.user("carl#" + first), Actor.user("anna#" + server.store().id("anna")),
            Actor.user("carl#" + second));
  }

  @Test
  void tournamentsStoredBeforeAccountIdsBindToTheAccountsAtLoad() {
    server.register("anna");
    server.roundRobin("duo", "anna", "bob");
    server.forgetRoles(); // as a store from before V39 has none
    server.restart();

    assertThat(server.reply("anna", new TournamentCommand.Start("duo")))
        .isInstanceOf(TournamentReply.class);
    server.removeAccount("anna");
    server.register("anna");
    assertThat(server.command("anna", new TournamentCommand.Arbiter("duo", "anna")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ORGANIZER, "duo", 0));
  }
}
