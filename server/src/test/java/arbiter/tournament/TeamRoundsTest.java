package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Team round robins and team Swisses: pairing, board colours, match points, refusals. */
class TeamRoundsTest {

  /** Teams t1..tN of {@code boards} players each, t1's players t1a, t1b... */
  static Tournament withTeams(Format format, int rounds, int teams, int boards) {
    Tournament t = Tournament.create("league", "chess", format, rounds, 0, "org", null, boards);
    for (int i = 1; i <= teams; i++) {
      List<String> lineup = new ArrayList<>();
      for (int b = 0; b < boards; b++) {
        lineup.add("t" + i + (char) ('a' + b));
      }
      join(t, "t" + i, "t" + i + "a", lineup);
    }
    return t;
  }

  /** Enters a team as a captain's command does. */
  static TournamentEvent join(Tournament t, String team, String captain, List<String> lineup) {
    return t.apply(new TournamentEvent.TeamJoined(team, captain, lineup));
  }

  /** Plays the current round: each board's result by {@code result}. */
  static void play(Tournament t, Function<Pairing, Result> result) {
    for (Pairing p : t.currentRound()) {
      if (p.isPending()) {
        t.record(t.roundNumber(), p.board(), result.apply(p));
      }
    }
  }

  private static String teamOf(String player) {
    return player.substring(0, player.length() - 1);
  }

  @Test
  void aTeamRoundRobinMeetsEveryTeamOnceWithColoursAlternatingDownTheBoards() {
    Tournament t = withTeams(Format.TEAM_ROUND_ROBIN, 0, 4, 4);
    assertThat(t.rounds()).isEqualTo(3);
    t.start();
    Set<String> met = new HashSet<>();
    while (!t.isFinished()) {
      List<Pairing> boards = t.currentRound();
      assertThat(boards).hasSize(8);
      for (int m = 0; m < 2; m++) {
        List<Pairing> match = boards.subList(m * 4, m * 4 + 4);
        String home = teamOf(match.get(0).white());
        String away = teamOf(match.get(0).black());
        assertThat(met.add(home + away) && met.add(away + home)).isTrue();
        for (int b = 0; b < 4; b++) {
          Pairing p = match.get(b);
          char board = (char) ('a' + b);
          // board 1 and 3: the home team has white; 2 and 4: the away team
          assertThat(p.white()).isEqualTo((b % 2 == 0 ? home : away) + board);
          assertThat(p.black()).isEqualTo((b % 2 == 0 ? away : home) + board);
        }
      }
      play(t, p -> Result.DRAW);
      t.nextRound();
    }
    assertThat(met).hasSize(12);
    assertThat(TeamStandings.of(t)).allSatisfy(row -> {
      assertThat(row.matchPoints()).isEqualTo(3);
      assertThat(row.gameHalfPoints()).isEqualTo(12);
    });
  }

  @Test
  void aTeamSwissPairsByMatchPointsAndNeverTwice() {
    Tournament t = withTeams(Format.TEAM_SWISS, 4, 8, 2);
    t.start();
    Set<String> met = new HashSet<>();
    while (!t.isFinished()) {
      Map<String, Integer> before = new java.util.HashMap<>();
      TeamStandings.of(t).forEach(row -> before.put(row.team(), row.matchPoints()));
      int sameScore = 0;
      for (int m = 0; m < 4; m++) {
        Pairing first = t.currentRound().get(m * 2);
        String a = teamOf(first.white());
        String b = teamOf(first.black());
        assertThat(met.add(a + "-" + b) && met.add(b + "-" + a)).as("rematch").isTrue();
        sameScore += before.get(a).equals(before.get(b)) ? 1 : 0;
      }
      assertThat(sameScore).as("matches within a score group").isGreaterThanOrEqualTo(2);
      // the lower-numbered team wins every match 2-0 (white wins board 1, black board 2 loses)
      play(t, p -> Integer.parseInt(teamOf(p.white()).substring(1))
          < Integer.parseInt(teamOf(p.black()).substring(1))
          ? Result.WHITE_WIN : Result.BLACK_WIN);
      t.nextRound();
    }
    List<TeamStandings.Row> rows = TeamStandings.of(t);
    assertThat(rows.get(0).team()).isEqualTo("t1");
    assertThat(rows.get(0).matchPoints()).isEqualTo(8);
    assertThat(rows.get(0).gameHalfPoints()).isEqualTo(16);
    assertThat(rows.get(0).won()).isEqualTo(4);
    assertThat(rows.get(rows.size() - 1).matchPoints()).isZero();
  }

  @Test
  void aTeamsColourAlternatesFromRoundToRound() {
    Tournament t = withTeams(Format.TEAM_SWISS, 3, 4, 2);
    t.start();
    String white1 = teamOf(t.currentRound().get(0).white());
    play(t, p -> Result.DRAW);
    t.nextRound();
    // every team had one colour on board 1 in round 1 and gets the other in round 2
    Set<String> homeRound1 = new HashSet<>();
    Set<String> homeRound2 = new HashSet<>();
    for (int r = 1; r <= 2; r++) {
      List<Pairing> boards = t.pairings(r);
      for (int m = 0; m < 2; m++) {
        (r == 1 ? homeRound1 : homeRound2).add(teamOf(boards.get(m * 2).white()));
      }
    }
    assertThat(homeRound1).contains(white1);
    assertThat(homeRound2).doesNotContainAnyElementsOf(homeRound1);
  }

  @Test
  void anOddTeamSwissGivesTheByeTeamAWonMatch() {
    Tournament t = withTeams(Format.TEAM_SWISS, 2, 5, 2);
    t.start();
    List<Pairing> round = t.currentRound();
    assertThat(round).hasSize(6); // two matches of two boards, the bye team's two boards
    assertThat(round.subList(4, 6)).allMatch(Pairing::isBye);
    String byeTeam = teamOf(round.get(4).white());
    play(t, p -> Result.DRAW);
    TeamStandings.Row bye = TeamStandings.of(t).stream()
        .filter(row -> row.team().equals(byeTeam)).findFirst().orElseThrow();
    assertThat(bye.matchPoints()).isEqualTo(2);
    assertThat(bye.gameHalfPoints()).isEqualTo(4);
    assertThat(bye.rank()).isEqualTo(1);
  }

  @Test
  void directEncounterRanksTeamsTiedOnMatchAndGamePoints() {
    Tournament t = withTeams(Format.TEAM_ROUND_ROBIN, 0, 3, 2);
    t.start();
    // round by round: t3 beats the team it meets 2-0 once; t1 beats t2 1.5-0.5
    while (!t.isFinished()) {
      play(t, p -> {
        String w = teamOf(p.white());
        String b = teamOf(p.black());
        if (Set.of(w, b).equals(Set.of("t1", "t2"))) {
          return p.white().endsWith("a") ? (w.equals("t1") ? Result.WHITE_WIN : Result.BLACK_WIN)
              : Result.DRAW;
        }
        return Result.DRAW;
      });
      t.nextRound();
    }
    List<TeamStandings.Row> rows = TeamStandings.of(t);
    assertThat(rows).extracting(TeamStandings.Row::team).containsExactly("t1", "t3", "t2");
    assertThat(rows.get(0).matchPoints()).isEqualTo(3);
  }

  @Test
  void badEntriesAreRefusedWithTheReason() {
    assertThatThrownBy(() -> Tournament.create("x", "chess", Format.TEAM_SWISS, 3, 0, "o", null, 0))
        .extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.BOARDS_MISSING);
    Tournament t = Tournament.create("x", "chess", Format.TEAM_SWISS, 3, 0, "o", null, 2);
    assertThatThrownBy(() -> join(t, "small", "ann", List.of("ann")))
        .extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.TEAM_SHORT);
    join(t, "first", "ann", List.of("ann", "bob"));
    assertThatThrownBy(() -> join(t, "second", "cat", List.of("cat", "bob")))
        .extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.PLAYER_IN_TWO_TEAMS);
    assertThatThrownBy(() -> join(t, "first", "ann", List.of("dan", "eve")))
        .extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.TEAM_ALREADY_IN);
    assertThatThrownBy(t::start).extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.TEAMS_TOO_FEW);
    Tournament players = Tournament.create("p", "chess", Format.SWISS, 3, 0, "o", null);
    assertThatThrownBy(() -> join(players, "first", "ann", List.of("ann", "bob")))
        .extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.TEAM_FORMAT_ONLY);
  }

  @Test
  void aLateTeamLosesTheRoundsItMissedAndIsPairedFromTheNext() {
    Tournament t = withTeams(Format.TEAM_SWISS, 3, 4, 2);
    t.start();
    join(t, "late", "la", List.of("la", "lb"));
    play(t, p -> Result.DRAW);
    TeamStandings.Row late = TeamStandings.of(t).stream()
        .filter(row -> row.team().equals("late")).findFirst().orElseThrow();
    assertThat(late.matchPoints()).isZero();
    assertThat(late.rank()).isEqualTo(5);
    t.nextRound();
    assertThat(t.currentRound()).anyMatch(p -> p.involves("la"));
  }

  @Test
  void aWithdrawnTeamForfeitsItsBoardsAndIsPairedNoMore() {
    Tournament t = withTeams(Format.TEAM_SWISS, 3, 4, 2);
    t.start();
    String gone = teamOf(t.currentRound().get(0).white());
    t.apply(new TournamentEvent.TeamLeft(gone));
    assertThat(t.currentRound().subList(0, 2)).noneMatch(Pairing::isPending);
    play(t, p -> Result.DRAW);
    t.nextRound();
    assertThat(t.currentRound()).noneMatch(p -> teamOf(p.white()).equals(gone)
        && !p.isBye());
  }

  @Test
  void replayingTheEventsRebuildsTheSameTeamCompetition() {
    Tournament t = withTeams(Format.TEAM_SWISS, 3, 6, 3);
    t.start();
    play(t, p -> Result.WHITE_WIN);
    t.nextRound();
    Tournament again = Tournament.replay(t.events());
    assertThat(TeamField.of(again)).isEqualTo(TeamField.of(t));
    assertThat(again.currentRound()).isEqualTo(t.currentRound());
    assertThat(TeamStandings.of(again)).isEqualTo(TeamStandings.of(t));
  }

  @Test
  void theReportFileHasOneTeamRecordATeamWithItsPlayersStartingRanks() {
    Tournament t = withTeams(Format.TEAM_ROUND_ROBIN, 0, 2, 3);
    t.start();
    List<String> lines = List.of(ReportFile.export(t).split("\r?\n"));
    List<String> teams = lines.stream().filter(line -> line.startsWith("013 ")).toList();
    assertThat(teams).hasSize(2);
    // TRF-16: the team's name in columns 5-36, the starting ranks in 37-40, 42-45, 47-50
    assertThat(teams.get(1).substring(4, 36).strip()).isEqualTo("t2");
    assertThat(List.of(teams.get(1).substring(36, 40), teams.get(1).substring(41, 45),
        teams.get(1).substring(46, 50))).containsExactly("   4", "   5", "   6");
    assertThat(lines).anyMatch(line -> line.startsWith("092 Team: Round-Robin"));
  }
}
