package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Actor;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.Refusal;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.rules.Side;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.TournamentSummary;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The director's scenarios in memory, on a fake clock: each command's typed reply or refusal and
 * the typed news the players get; no sentence is asserted, and no test waits for time to pass.
 */
class TournamentScenariosTest {

  @TempDir Path data;
  private DirectTournaments server;

  private DirectTournaments open(TournamentDirector.Rhythm rhythm) {
    server = DirectTournaments.open(data, rhythm);
    return server;
  }

  @AfterEach
  void close() {
    server.close();
  }

  @Test
  void createJoinAndListAreTyped() {
    open(TournamentDirector.Rhythm.IMMEDIATE);
    assertThat(server.reply("ann", new TournamentCommand.Create("cup", "kingcapture",
        "roundrobin", 0, 0, "5+3"))).isEqualTo(new TournamentReply.Created(new TournamentSummary(
            "cup", "kingcapture", Format.ROUND_ROBIN, 1, 0, "5+3", 0, Phase.REGISTRATION, 0)));
    assertThat(server.reply("ann", new TournamentCommand.Join("cup")))
        .isEqualTo(new TournamentReply.Joined("cup"));
    assertThat(server.reply("bob", new TournamentCommand.Join("cup")))
        .isEqualTo(new TournamentReply.Joined("cup"));
    TournamentReply.Listed listed =
        (TournamentReply.Listed) server.reply("cid", new TournamentCommand.ListAll());
    assertThat(listed.tournaments()).extracting(TournamentSummary::name, TournamentSummary::players)
        .containsExactly(org.assertj.core.api.Assertions.tuple("cup", 2));
  }

  @Test
  void refusalsAreReasonsWithTheirArguments() {
    open(TournamentDirector.Rhythm.IMMEDIATE);
    server.roundRobin("cup", "ann", "bob");
    assertThat(server.command("ann", new TournamentCommand.Join("cup")))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.ALREADY_JOINED,
            List.of("ann", "cup")));
    assertThat(server.command("ann", new TournamentCommand.Join("nope")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_SUCH_TOURNAMENT));
    assertThat(server.command("bob", new TournamentCommand.Start("cup")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ORGANIZER, "cup", 0));
    assertThat(server.command("bob", new TournamentCommand.Withdraw("cup", "ann")))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_ARBITER, "cup", 0));
    assertThat(server.command("ann", new TournamentCommand.Pairings("cup", 0)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NOT_STARTED, "cup", 0));
  }

  @Test
  void aCountdownStartsTheGamesWhenTheClockSaysSo() {
    open(new TournamentDirector.Rhythm(60, 0, false, 2));
    RecordingMember ann = server.login("ann");
    server.roundRobin("cup", "ann", "bob");

    assertThat(server.reply("ann", new TournamentCommand.Start("cup")))
        .isEqualTo(new TournamentReply.Started("cup"));
    assertThat(ann.received(TournamentNews.RoundPublished.class)).containsExactly(
        new TournamentNews.RoundPublished("cup", 1, List.of(new Pairing(1, "ann", "bob", null)), 60));
    server.advanceClock(59_999);
    assertThat(ann.received(TournamentNews.RoundGame.class)).isEmpty();

    server.advanceClock(1);
    assertThat(ann.received(TournamentNews.RoundGame.class))
        .containsExactly(new TournamentNews.RoundGame("cup", 1, 1, Side.WHITE, "bob", 1));
  }

  @Test
  void aPairingDelayWaitsOnTheClockAndTheLastRoundEndsTheTournament() {
    open(new TournamentDirector.Rhythm(0, 30, false, 2));
    RecordingMember ann = server.login("ann");
    server.login("bob");
    server.login("cid");
    server.roundRobin("trio", "ann", "bob", "cid");
    server.reply("ann", new TournamentCommand.Start("trio"));
    assertThat(ann.received(TournamentNews.RoundBye.class))
        .containsExactly(new TournamentNews.RoundBye("trio", 1));

    server.room(1).forfeit(Side.BLACK); // bob - cid: bob wins
    assertThat(ann.received(TournamentNews.RoundOver.class))
        .containsExactly(new TournamentNews.RoundOver("trio", 1));
    server.advanceClock(29_999);
    assertThat(ann.received(TournamentNews.RoundGame.class)).isEmpty();
    server.advanceClock(1);
    assertThat(ann.received(TournamentNews.RoundGame.class)).hasSize(1);

    server.room(2).forfeit(Side.BLACK);
    server.advanceClock(30_000);
    server.room(3).forfeit(Side.BLACK);
    List<TournamentNews.TournamentOver> over = ann.received(TournamentNews.TournamentOver.class);
    assertThat(over).hasSize(1);
    assertThat(over.get(0).standings().rows()).hasSize(3);
  }

  @Test
  void organizersWithdrawCorrectAndGrantByesAsTypedReplies() {
    open(TournamentDirector.Rhythm.IMMEDIATE);
    server.login("ann");
    server.login("bob");
    server.login("cid");
    server.login("dan");
    server.reply("ann", new TournamentCommand.Create("open", "kingcapture", "swiss", 3, 0, null));
    for (String player : List.of("ann", "bob", "cid", "dan")) {
      server.reply(player, new TournamentCommand.Join("open"));
    }
    server.reply("ann", new TournamentCommand.Start("open"));
    assertThat(server.reply("cid", new TournamentCommand.Bye("open", 3, null)))
        .isEqualTo(new TournamentReply.ByeGranted("open", "cid", 3));

    server.room(1).forfeit(Side.BLACK);
    server.room(2).forfeit(Side.BLACK);
    TournamentReply.Corrected corrected = (TournamentReply.Corrected) server.reply("ann",
        new TournamentCommand.Correct("open", 1, 1, "0-1"));
    assertThat(corrected.round()).isEqualTo(1);
    assertThat(corrected.to()).isEqualTo(Result.BLACK_WIN);

    assertThat(server.reply("ann", new TournamentCommand.Withdraw("open", "dan")))
        .isEqualTo(new TournamentReply.Withdrawn("open", "dan"));
    TournamentReply.AuditShown audit =
        (TournamentReply.AuditShown) server.reply("ann", new TournamentCommand.Audit("open"));
    assertThat(audit.entries()).extracting(TournamentReply.AuditEntry::by)
        .contains(Actor.user("ann"));
    assertThat(audit.entries().get(0).at()).isPositive();
  }

  @Test
  void absencesWithdrawAPlayerAndTellEveryone() {
    open(new TournamentDirector.Rhythm(0, 0, false, 1));
    RecordingMember ann = server.login("ann");
    server.roundRobin("duo", "ann", "bob", "cid", "dan");
    server.reply("ann", new TournamentCommand.Start("duo"));

    server.advanceClock(DirectTournaments.ABSENT_MILLIS);
    server.director().sweepAbsentPlayers();

    assertThat(ann.received(TournamentNews.AbsentWithdrawn.class))
        .extracting(TournamentNews.AbsentWithdrawn::player).contains("bob");
  }
}
