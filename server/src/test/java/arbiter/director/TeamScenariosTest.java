package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.face.text.TournamentText;
import arbiter.face.words.Words;
import arbiter.rules.Side;
import arbiter.tournament.TeamStandings;
import arbiter.tournament.TournamentRefusal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Teams and a team competition through the director over a real SQLite store: typed replies and
 * refusals, every board of a round started at once, team standings, a restart mid-competition.
 */
class TeamScenariosTest {

  @TempDir Path data;
  private DirectTournaments server;

  @BeforeEach
  void open() {
    server = DirectTournaments.open(data);
    for (String name : List.of("ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal")) {
      server.register(name);
      server.login(name);
    }
  }

  @AfterEach
  void close() {
    server.close();
  }

  private TournamentRefusal refusal(String user, TournamentCommand command) {
    List<DomainEvent> answer = server.command(user, command);
    assertThat(answer).singleElement().isInstanceOf(AnswerEvent.TournamentRefused.class);
    return ((AnswerEvent.TournamentRefused) answer.get(0)).reason();
  }

  private void team(String captain, String team, String... players) {
    server.reply(captain, new TournamentCommand.Team("create", team, null, 0));
    for (String player : players) {
      server.reply(captain, new TournamentCommand.Team("add", team, player, 0));
      if (!player.equals(captain)) {
        server.reply(player, new TournamentCommand.Team("join", team, null, 0));
      }
    }
  }

  @Test
  void aCaptainKeepsTheBoardOrderAndOnlyTheCaptain() {
    team("ann", "knights", "ann", "bob", "cat");
    assertThat(server.reply("ann", new TournamentCommand.Team("add", "knights", "cat", 1)))
        .isEqualTo(new TournamentReply.TeamShown("knights", "ann", List.of("cat", "ann", "bob"),
            List.of()));
    assertThat(server.reply("ann", new TournamentCommand.Team("remove", "knights", "ann", 0)))
        .isEqualTo(new TournamentReply.TeamShown("knights", "ann", List.of("cat", "bob"),
            List.of()));
    assertThat(refusal("bob", new TournamentCommand.Team("add", "knights", "dan", 0)))
        .isEqualTo(TournamentRefusal.NOT_CAPTAIN);
    assertThat(refusal("ann", new TournamentCommand.Team("add", "knights", "nobody", 0)))
        .isEqualTo(TournamentRefusal.TEAM_NO_USER);
    assertThat(refusal("ann", new TournamentCommand.Team("add", "knights", "dan", 9)))
        .isEqualTo(TournamentRefusal.TEAM_BOARD);
    assertThat(refusal("bob", new TournamentCommand.Team("create", "Knights", null, 0)))
        .isEqualTo(TournamentRefusal.TEAM_EXISTS);
    assertThat(refusal("bob", new TournamentCommand.Team("show", "rooks", null, 0)))
        .isEqualTo(TournamentRefusal.NO_SUCH_TEAM);
    server.restart();
    assertThat(server.reply("hal", new TournamentCommand.Team("show", "knights", null, 0)))
        .isEqualTo(new TournamentReply.TeamShown("knights", "ann", List.of("cat", "bob"),
            List.of()));
  }

  @Test
  void aUserTheCaptainAddsPlaysOnlyOnceTheyAccept() {
    team("ann", "knights", "ann");
    RecordingMember bob = server.login("bob");
    assertThat(server.reply("ann", new TournamentCommand.Team("add", "knights", "bob", 0)))
        .isEqualTo(new TournamentReply.TeamShown("knights", "ann", List.of("ann"),
            List.of("bob")));
    assertThat(bob.received(TournamentNews.TeamInvited.class))
        .containsExactly(new TournamentNews.TeamInvited("knights", "ann"));
    server.reply("ann", new TournamentCommand.Team("add", "knights", "cat", 0));
    // the boards are the players': an invitation is on none yet
    assertThat(refusal("ann", new TournamentCommand.Team("add", "knights", "ann", 2)))
        .isEqualTo(TournamentRefusal.TEAM_BOARD);
    assertThat(refusal("dan", new TournamentCommand.Team("join", "knights", null, 0)))
        .isEqualTo(TournamentRefusal.TEAM_NOT_INVITED);

    server.reply("ann", new TournamentCommand.Create("league", "kingcapture", "teamroundrobin",
        0, 0, null, 2, false));
    assertThat(refusal("ann", new TournamentCommand.JoinTeam("league", "knights")))
        .isEqualTo(TournamentRefusal.TEAM_SHORT); // bob and cat have not said yes

    server.restart(); // the invitations are kept
    assertThat(server.reply("cat", new TournamentCommand.Team("decline", "knights", null, 0)))
        .isEqualTo(new TournamentReply.TeamShown("knights", "ann", List.of("ann"),
            List.of("bob")));
    assertThat(server.reply("bob", new TournamentCommand.Team("join", "knights", null, 0)))
        .isEqualTo(new TournamentReply.TeamShown("knights", "ann", List.of("ann", "bob"),
            List.of()));
    assertThat(refusal("cat", new TournamentCommand.Team("join", "knights", null, 0)))
        .isEqualTo(TournamentRefusal.TEAM_NOT_INVITED);
    server.reply("ann", new TournamentCommand.JoinTeam("league", "knights"));
  }

  @Test
  void badEntriesAreRefusedWithTheReason() {
    assertThat(refusal("ann", new TournamentCommand.Create("league", "kingcapture",
        "teamswiss", 3, 0, null, 0, false))).isEqualTo(TournamentRefusal.BOARDS_MISSING);
    server.reply("ann", new TournamentCommand.Create("league", "kingcapture", "teamroundrobin",
        0, 0, null, 2, false));
    team("ann", "knights", "ann", "bob");
    team("cat", "rooks", "cat", "bob");
    team("dan", "solo", "dan");
    assertThat(refusal("bob", new TournamentCommand.JoinTeam("league", "knights")))
        .isEqualTo(TournamentRefusal.NOT_CAPTAIN);
    assertThat(refusal("dan", new TournamentCommand.JoinTeam("league", "solo")))
        .isEqualTo(TournamentRefusal.TEAM_SHORT);
    assertThat(refusal("eve", new TournamentCommand.Join("league")))
        .isEqualTo(TournamentRefusal.TEAM_NEEDED);
    server.reply("ann", new TournamentCommand.JoinTeam("league", "knights"));
    assertThat(refusal("cat", new TournamentCommand.JoinTeam("league", "rooks")))
        .isEqualTo(TournamentRefusal.PLAYER_IN_TWO_TEAMS);
    assertThat(refusal("ann", new TournamentCommand.Start("league")))
        .isEqualTo(TournamentRefusal.TEAMS_TOO_FEW);
  }

  @Test
  void aTeamRoundRobinStartsEachMatchsBoardsTogetherAndSurvivesARestart() {
    server.reply("ann", new TournamentCommand.Create("league", "kingcapture", "teamroundrobin",
        0, 0, null, 2, false));
    team("ann", "knights", "ann", "bob");
    team("cat", "rooks", "cat", "dan");
    team("eve", "bishops", "eve", "fay");
    team("gus", "pawns", "gus", "hal");
    for (String captain : List.of("ann", "cat", "eve", "gus")) {
      assertThat(server.reply(captain, new TournamentCommand.JoinTeam("league",
          captain.equals("ann") ? "knights" : captain.equals("cat") ? "rooks"
              : captain.equals("eve") ? "bishops" : "pawns")))
          .isEqualTo(new TournamentReply.Joined("league"));
    }
    server.reply("ann", new TournamentCommand.Start("league"));
    Map<Long, Integer> games = server.director().games("league").toCompletableFuture().join();
    assertThat(games).hasSize(4).allSatisfy((id, round) -> assertThat(round).isEqualTo(1));

    for (long id : games.keySet()) {
      server.room(id).forfeit(Side.BLACK);
    }
    server.restart(); // round 2 was paired and started before; it goes on after the restart
    Map<Long, Integer> now = server.director().games("league").toCompletableFuture().join();
    assertThat(now.values().stream().filter(r -> r == 2)).hasSize(4);
    for (int round = 2; round <= 3; round++) {
      int r = round;
      for (long id : server.director().games("league").toCompletableFuture().join().entrySet()
          .stream().filter(e -> e.getValue() == r).map(Map.Entry::getKey).toList()) {
        server.room(id).forfeit(Side.WHITE);
      }
    }
    TournamentReply.TeamStandingsShown standings = (TournamentReply.TeamStandingsShown)
        server.reply("hal", new TournamentCommand.Standings("league", false));
    assertThat(standings.teams()).hasSize(4);
    // every match was 1-1 (white wins board 1 or 2, one for each team): all drawn
    assertThat(standings.teams()).allSatisfy(row -> {
      assertThat(row.matchPoints()).isEqualTo(3);
      assertThat(row.drawn()).isEqualTo(3);
    });
    assertThat(server.lines("hal", new TournamentCommand.Standings("league", false)).get(0))
        .startsWith("league: teams by match points");
    assertThat(server.director().view("league").toCompletableFuture().join().phase())
        .isEqualTo("finished");
  }

  @Test
  void anOrganizerWithdrawsATeamAndItsBoardsAreForfeited() {
    server.reply("ann", new TournamentCommand.Create("league", "kingcapture", "teamswiss",
        2, 0, null, 2, false));
    team("ann", "knights", "ann", "bob");
    team("cat", "rooks", "cat", "dan");
    team("eve", "bishops", "eve", "fay");
    server.reply("ann", new TournamentCommand.JoinTeam("league", "knights"));
    server.reply("cat", new TournamentCommand.JoinTeam("league", "rooks"));
    server.reply("eve", new TournamentCommand.JoinTeam("league", "bishops"));
    server.reply("ann", new TournamentCommand.Start("league"));
    assertThat(server.command("cat", new TournamentCommand.Withdraw("league", "bishops")))
        .containsExactly(new AnswerEvent.Refused(arbiter.event.Refusal.NOT_ARBITER, "league", 0));
    assertThat(server.reply("ann", new TournamentCommand.Withdraw("league", "bishops")))
        .isEqualTo(new TournamentReply.Withdrawn("league", "bishops"));
    for (long id : server.director().games("league").toCompletableFuture().join().keySet()) {
      if (server.lobby().room(id) != null) {
        server.room(id).forfeit(Side.BLACK);
      }
    }
    List<TeamStandings.Row> rows = rows(server.reply("ann",
        new TournamentCommand.Standings("league", false)));
    TeamStandings.Row bishops = rows.stream().filter(r -> r.team().equals("bishops"))
        .findFirst().orElseThrow();
    assertThat(bishops.withdrawn()).isTrue();
    assertThat(server.reply("ann", new TournamentCommand.Pairings("league", 0)))
        .isInstanceOfSatisfying(TournamentReply.PairingsShown.class, shown -> {
          if (shown.round() == 2) {
            assertThat(shown.boards()).noneMatch(p -> p.involves("eve") && !p.isBye());
          }
        });
  }

  /**
   * The notice that a team competition is over gives the teams' table before the players' (found
   * by probing: the players read only their own table, which does not say which team won).
   */
  @Test
  void theFinalNoticeOfATeamCompetitionGivesTheTeamsFirst() {
    server.reply("ann", new TournamentCommand.Create("duel", "kingcapture", "teamroundrobin",
        0, 0, null, 1, false));
    team("ann", "knights", "ann");
    team("cat", "rooks", "cat");
    RecordingMember ann = server.login("ann");
    server.reply("ann", new TournamentCommand.JoinTeam("duel", "knights"));
    server.reply("cat", new TournamentCommand.JoinTeam("duel", "rooks"));
    server.reply("ann", new TournamentCommand.Start("duel"));
    for (long id : server.director().games("duel").toCompletableFuture().join().keySet()) {
      server.room(id).forfeit(Side.BLACK);
    }
    TournamentNews.TournamentOver over = ann.received(TournamentNews.TournamentOver.class)
        .get(0);
    assertThat(over.teams()).hasSize(2);
    assertThat(over.teams().get(0).matchPoints()).isEqualTo(2);
    List<String> lines = TournamentText.over(Words.english(), over);
    assertThat(lines.get(0)).isEqualTo("tournament duel is over; final standings:");
    assertThat(lines.get(1)).isEqualTo("duel: teams by match points, game points, direct "
        + "encounter, team Sonneborn-Berger");
    assertThat(lines.get(2)).startsWith("1. " + over.teams().get(0).team() + "  MP 2");
  }

  private static List<TeamStandings.Row> rows(TournamentReply reply) {
    return ((TournamentReply.TeamStandingsShown) reply).teams();
  }
}
