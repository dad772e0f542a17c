package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.ReportFile;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentRefusal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A team entering during a published round's countdown is paired into it (the round re-paired,
 * audited, told to the organizers), and captains change their lineups between rounds: in memory
 * over SQLite, on a fake clock.
 */
class TeamLateEntryAndLineupTest {

  @TempDir Path data;
  private DirectTournaments server;
  private RecordingMember ann;

  @AfterEach
  void close() {
    server.close();
  }

  /** A server with ten accounts online, four teams, and a 2-board team Swiss of {@code rounds}. */
  private void open(TournamentDirector.Rhythm rhythm, int rounds) {
    server = DirectTournaments.open(data, rhythm);
    for (String name : List.of("ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ivy",
        "jon")) {
      server.register(name);
      RecordingMember member = server.login(name);
      if (name.equals("ann")) {
        ann = member;
      }
    }
    team("ann", "knights", "ann", "bob", "ivy");
    team("cat", "rooks", "cat", "dan");
    team("eve", "bishops", "eve", "fay");
    team("gus", "pawns", "gus", "hal");
    server.reply("ann", new TournamentCommand.Create("league", "kingcapture", "teamswiss", rounds,
        0, null, 2, false));
  }

  private void team(String captain, String team, String... players) {
    server.reply(captain, new TournamentCommand.Team("create", team, null, 0));
    for (String player : players) {
      server.reply(captain, new TournamentCommand.Team("add", team, player, 0));
      if (!player.equals(captain)) {
        server.reply(player, new TournamentCommand.Team("join", team, null, 0)); // accepts
      }
    }
  }

  private List<Pairing> round(int round) {
    return ((TournamentReply.PairingsShown) server.reply("ann",
        new TournamentCommand.Pairings("league", round))).boards();
  }

  private TournamentRefusal refusal(String user, TournamentCommand command) {
    List<DomainEvent> answer = server.command(user, command);
    assertThat(answer).singleElement().isInstanceOf(AnswerEvent.TournamentRefused.class);
    return ((AnswerEvent.TournamentRefused) answer.get(0)).reason();
  }

  private Tournament tournament() {
    return Tournament.replay(server.history("league"));
  }

  @Test
  void aTeamEnteringInTheCountdownIsPairedIntoTheRoundAndNoneAfterItsGamesBegan() {
    open(new TournamentDirector.Rhythm(60, 0, false, 2), 2);
    for (String captain : List.of("ann", "cat", "eve")) {
      server.reply(captain, new TournamentCommand.JoinTeam("league",
          captain.equals("ann") ? "knights" : captain.equals("cat") ? "rooks" : "bishops"));
    }
    server.reply("ann", new TournamentCommand.Start("league"));
    assertThat(round(1)).filteredOn(Pairing::isBye).hasSize(2); // three teams: one has a bye
    assertThat(refusal("ann", new TournamentCommand.Lineup("league", "knights",
        List.of("bob", "ann")))).isEqualTo(TournamentRefusal.LINEUP_PAIRED);

    assertThat(server.reply("gus", new TournamentCommand.JoinTeam("league", "pawns")))
        .isEqualTo(new TournamentReply.Joined("league"));
    assertThat(round(1)).hasSize(4).noneMatch(Pairing::isBye)
        .anyMatch(p -> p.involves("gus")).anyMatch(p -> p.involves("hal"));
    assertThat(server.lines("ann", new TournamentCommand.Audit("league")))
        .anyMatch(line -> line.contains("gus#") && line.endsWith(" team enter pawns"))
        .anyMatch(line -> line.endsWith("server re-pair round 1"));
    assertThat(ann.received(TournamentNews.TournamentNotice.class))
        .extracting(TournamentNews.TournamentNotice::action)
        .contains(AuditAction.of(Kind.TEAM_ENTER, "pawns"), AuditAction.of(Kind.REPAIR, 1));
    assertThat(ann.received(TournamentNews.RoundPublished.class)).hasSize(2); // and again re-paired

    server.advanceClock(60_000); // the games begin: the round's seats are fixed
    assertThat(server.command("ann", new TournamentCommand.Repair("league"))).singleElement()
        .isInstanceOfSatisfying(AnswerEvent.TournamentRefused.class,
            refused -> assertThat(refused.reason()).isEqualTo(TournamentRefusal.SEATS_FIXED));
    server.reply("ann", new TournamentCommand.Team("create", "queens", null, 0));
    server.reply("ann", new TournamentCommand.Team("add", "queens", "jon", 0));
    server.reply("jon", new TournamentCommand.Team("join", "queens", null, 0));
    server.reply("ann", new TournamentCommand.Team("add", "queens", "ivy", 0));
    server.reply("ivy", new TournamentCommand.Team("join", "queens", null, 0));
    assertThat(server.reply("ann", new TournamentCommand.JoinTeam("league", "queens")))
        .isEqualTo(new TournamentReply.Joined("league"));
    // entered after the games began: round 1 is not paired again, queens lose it unplayed
    assertThat(round(1)).filteredOn(p -> p.involves("jon")).singleElement()
        .satisfies(p -> assertThat(p.isBye()).isTrue());
    assertThat(server.lines("ann", new TournamentCommand.Audit("league")))
        .filteredOn(line -> line.endsWith(" re-pair round 1")).hasSize(1);
  }

  @Test
  void aCaptainSetsTheNextRoundsBoardOrderFromTheTeamsPlayersAndColoursStillAlternate() {
    open(TournamentDirector.Rhythm.IMMEDIATE, 3);
    for (String captain : List.of("ann", "cat", "eve", "gus")) {
      server.reply(captain, new TournamentCommand.JoinTeam("league", switch (captain) {
        case "ann" -> "knights";
        case "cat" -> "rooks";
        case "eve" -> "bishops";
        default -> "pawns";
      }));
    }
    server.reply("ann", new TournamentCommand.Start("league"));
    assertThat(round(1)).anyMatch(p -> p.involves("bob")).noneMatch(p -> p.involves("ivy"));

    assertThat(server.command("bob", new TournamentCommand.Lineup("league", "knights",
        List.of("ivy", "ann")))).containsExactly(
            new AnswerEvent.Refused(Refusal.NOT_ARBITER, "league", 0));
    assertThat(refusal("ann", new TournamentCommand.Lineup("league", "knights",
        List.of("ivy", "hal")))).isEqualTo(TournamentRefusal.TEAM_NOT_MEMBER);
    assertThat(refusal("ann", new TournamentCommand.Lineup("league", "knights",
        List.of("ivy", "ivy")))).isEqualTo(TournamentRefusal.LINEUP_SIZE);
    assertThat(refusal("ann", new TournamentCommand.Lineup("league", "knights",
        List.of("ivy", "ann", "bob")))).isEqualTo(TournamentRefusal.LINEUP_SIZE);
    assertThat(server.reply("ann", new TournamentCommand.Lineup("league", "knights",
        List.of("ivy", "ann")))).isEqualTo(
            new TournamentReply.TeamShown("knights", "ann", List.of("ivy", "ann"), List.of()));
    assertThat(server.lines("ann", new TournamentCommand.Audit("league")))
        .anyMatch(line -> line.endsWith(" lineup knights ivy ann"));

    for (long id : server.director().games("league").toCompletableFuture().join().keySet()) {
      server.room(id).forfeit(Side.BLACK);
    }
    List<Pairing> second = round(2);
    assertThat(second).noneMatch(p -> p.involves("bob"));
    Pairing ivy = second.stream().filter(p -> p.involves("ivy")).findFirst().orElseThrow();
    Pairing annBoard = second.stream().filter(p -> p.involves("ann")).findFirst().orElseThrow();
    assertThat(annBoard.board()).isEqualTo(ivy.board() + 1); // board 1 then board 2 of the match
    assertThat(ivy.sideOf("ivy")).isNotEqualTo(annBoard.sideOf("ann")); // colours alternate

    server.restart(); // the lineup is an event of the history: it replays
    String trf = ReportFile.export(tournament());
    int ivyRank = tournament().players().indexOf("ivy") + 1;
    int annRank = tournament().players().indexOf("ann") + 1;
    int bobRank = tournament().players().indexOf("bob") + 1;
    assertThat(trf.lines().filter(line -> line.startsWith("013 knights")))
        .containsExactly(String.format("013 %-32s%4d %4d %4d", "knights", ivyRank, annRank,
            bobRank));
  }
}
