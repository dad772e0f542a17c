package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Actor;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.Refusal;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.tournament.TournamentRefusal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nobody is put into a tournament game they did not agree to: an organizer's entry of a registered
 * user is an invitation they accept or decline, a report file's registered names are invited too,
 * a game nobody came to leaves the ratings alone, and a tournament's clock has a minimum.
 */
class ConsentScenariosTest {

  @TempDir Path data;
  private DirectTournaments server;

  @AfterEach
  void close() {
    server.close();
  }

  private List<String> players(String name) {
    return server.director().view(name).toCompletableFuture().join().players();
  }

  @Test
  void anOrganizersEntryOfARegisteredUserBeforeTheStartIsAnInvitation() {
    server = DirectTournaments.open(data);
    server.register("eve");
    RecordingMember eve = server.login("eve");
    RecordingMember org = server.login("org");
    server.reply("org", new TournamentCommand.Create("cup", "kingcapture", "swiss", 3, 0, null));

    assertThat(server.reply("org", new TournamentCommand.Enter("cup", "eve", false)))
        .isEqualTo(new TournamentReply.Invited("cup", "eve"));
    assertThat(eve.received(TournamentNews.TournamentInvited.class))
        .containsExactly(new TournamentNews.TournamentInvited("cup", "org", false));
    assertThat(players("cup")).doesNotContain("eve");

    assertThat(server.reply("eve", new TournamentCommand.Join("cup")))
        .isEqualTo(new TournamentReply.Joined("cup"));
    assertThat(players("cup")).contains("eve");
    assertThat(org.received(TournamentNews.TournamentNotice.class))
        .contains(new TournamentNews.TournamentNotice("cup", Actor.user("eve"),
            AuditAction.of(Kind.ACCEPT)));

    // a name without an account is a seat the organizer fills at once
    assertThat(server.reply("org", new TournamentCommand.Enter("cup", "guest1", false)))
        .isEqualTo(new TournamentReply.Entered("cup", "guest1", false));
    assertThat(players("cup")).contains("guest1");
  }

  @Test
  void aDeclinedInvitationLeavesTheUserOut() {
    server = DirectTournaments.open(data);
    server.register("eve");
    server.login("eve");
    server.reply("org", new TournamentCommand.Create("cup", "kingcapture", "roundrobin", 0, 0,
        null));
    server.reply("org", new TournamentCommand.Enter("cup", "eve", false));
    assertThat(server.reply("eve", new TournamentCommand.Decline("cup")))
        .isEqualTo(new TournamentReply.Declined("cup"));
    assertThat(server.command("eve", new TournamentCommand.Decline("cup")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_INVITED, "cup", 0));
    assertThat(players("cup")).isEmpty();
    TournamentReply.AuditShown audit =
        (TournamentReply.AuditShown) server.reply("org", new TournamentCommand.Audit("cup"));
    assertThat(audit.entries()).extracting(TournamentReply.AuditEntry::action)
        .containsExactly(AuditAction.of(Kind.INVITE, "eve"), AuditAction.of(Kind.DECLINE));
  }

  @Test
  void aLateInvitationIsPlayedOnlyOnceAccepted() {
    server = DirectTournaments.open(data, new TournamentDirector.Rhythm(0, 0, true, 2));
    server.register("eve");
    RecordingMember eve = server.login("eve");
    for (String player : List.of("ann", "bob", "cid", "dan")) {
      server.login(player);
    }
    server.reply("ann", new TournamentCommand.Create("open", "kingcapture", "swiss", 3, 0, null));
    for (String player : List.of("ann", "bob", "cid", "dan")) {
      server.reply(player, new TournamentCommand.Join("open"));
    }
    server.reply("ann", new TournamentCommand.Start("open"));
    assertThat(server.reply("ann", new TournamentCommand.Enter("open", "eve", true)))
        .isEqualTo(new TournamentReply.Invited("open", "eve"));
    assertThat(server.command("bob", new TournamentCommand.Enter("open", "eve", true)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ARBITER, "open", 0));
    assertThat(server.command("ann", new TournamentCommand.Enter("open", "bob", false)))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.ALREADY_IN,
            List.of("bob", "open")));
    assertThat(players("open")).doesNotContain("eve");

    assertThat(server.reply("eve", new TournamentCommand.Join("open")))
        .isEqualTo(new TournamentReply.Joined("open"));
    assertThat(players("open")).contains("eve");
    server.room(1).forfeit(arbiter.rules.Side.BLACK);
    server.room(2).forfeit(arbiter.rules.Side.BLACK);
    server.reply("ann", new TournamentCommand.Pair("open"));
    assertThat(eve.received(TournamentNews.RoundPublished.class)).hasSize(1);
  }

  @Test
  void aPlayersOwnLeaveAndByeAreAuditedAndToldToTheOrganizers() {
    server = DirectTournaments.open(data);
    RecordingMember org = server.login("org");
    server.reply("org", new TournamentCommand.Create("open", "kingcapture", "swiss", 3, 0, null));
    for (String player : List.of("ann", "bob", "cid")) {
      server.reply(player, new TournamentCommand.Join("open"));
    }
    server.reply("ann", new TournamentCommand.Bye("open", 2, null));
    server.reply("bob", new TournamentCommand.Leave("open"));
    assertThat(org.received(TournamentNews.TournamentNotice.class)).contains(
        new TournamentNews.TournamentNotice("open", Actor.user("ann"),
            AuditAction.of(Kind.BYE, "ann", 2)),
        new TournamentNews.TournamentNotice("open", Actor.user("bob"), AuditAction.of(Kind.LEAVE)));
    TournamentReply.AuditShown audit =
        (TournamentReply.AuditShown) server.reply("org", new TournamentCommand.Audit("open"));
    assertThat(audit.entries()).extracting(TournamentReply.AuditEntry::action)
        .contains(AuditAction.of(Kind.BYE, "ann", 2), AuditAction.of(Kind.LEAVE));
  }

  @Test
  void aGameNobodyCameToLeavesTheRatingsAlone() {
    server = DirectTournaments.open(data);
    server.register("ann");
    server.register("bob");
    server.roundRobin("cup", "ann", "bob");
    server.reply("ann", new TournamentCommand.Start("cup"));
    server.advanceClock(DirectTournaments.ABSENT_MILLIS + 1);
    server.director().sweepAbsentPlayers().toCompletableFuture().join();
    assertThat(server.ratings("kingcapture")).isEmpty();
  }

  @Test
  void aTournamentClockGivesAtLeastAMinuteForFortyMoves() {
    server = DirectTournaments.open(data);
    assertThat(server.command("ann",
        new TournamentCommand.Create("fast", "kingcapture", "swiss", 3, 0, "0.5+0")))
        .containsExactly(new AnswerEvent.Refused(Refusal.TOURNAMENT_TIME_MINIMUM, "", 60));
    assertThat(server.reply("ann",
        new TournamentCommand.Create("bullet", "kingcapture", "swiss", 3, 0, "1+0")))
        .isInstanceOf(TournamentReply.Created.class);
    assertThat(server.reply("ann",
        new TournamentCommand.Create("slowinc", "kingcapture", "swiss", 3, 0, "0.5+1")))
        .isInstanceOf(TournamentReply.Created.class);
  }

  @Test
  void aReportFilesRegisteredPlayersAreInvitedNotSeated() {
    server = DirectTournaments.open(data);
    server.register("ann");
    RecordingMember ann = server.login("ann");
    String trf = String.join("\n",
        "012 Club Open",
        "142 2",
        "001    1      ann                                                                1.0    1     2 w 1",
        "001    2      bob                                                                0.0    3     1 b 0",
        "001    3      cid                                                                1.0    2  0000 - U",
        "");
    server.reply("org", new TournamentCommand.Import("club", "kingcapture", 0, null, trf));
    assertThat(ann.received(TournamentNews.TournamentInvited.class))
        .containsExactly(new TournamentNews.TournamentInvited("club", "org", false));
    assertThat(ann.received(TournamentNews.RoundGame.class)).isEmpty();
    assertThat(server.reply("ann", new TournamentCommand.Join("club")))
        .isEqualTo(new TournamentReply.Joined("club"));
  }
}
