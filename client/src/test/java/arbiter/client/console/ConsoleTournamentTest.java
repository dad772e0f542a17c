package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.words.ClientWords;
import arbiter.protocol.Event;
import arbiter.protocol.TournamentData;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The console shows a tournament's tables from the answer's fields, never from its lines. */
class ConsoleTournamentTest {

  @Test
  void standingsAndPairingsAreTablesOfTheFields() {
    Event.Tournament standings = new Event.Tournament("standings", "cup", List.of("ignored"),
        TournamentData.of("standings").withStandings(List.of(new TournamentData.StandingRow(1,
            "ann", 1, 1.5, Map.of("SB", 0.75))), List.of("SB"), false));
    assertThat(EventText.lines(standings)).containsExactly(
        "Standings of cup (SB: Sonneborn-Berger, BH: Buchholz, C1: cut 1):",
        "Rank  Player  Points  SB",
        "1     ann     1.5     0.75");
    Event.RoundPairings round = new Event.RoundPairings("cup", 2, List.of("ignored"), 0,
        List.of(new TournamentData.Board(1, "ann", "bob", null),
            new TournamentData.Board(2, "cid", null, "bye")));
    assertThat(EventText.lines(round)).containsExactly("Pairings of cup round 2:",
        "Board  White  Black  Result", "1      ann    bob    playing", "2      cid    (bye)  bye");
  }

  @Test
  void standingsOfAHalfPlayedRoundEndWithItsNote() {
    Event.Tournament standings = new Event.Tournament("standings", "cup", List.of("ignored"),
        TournamentData.of("standings").withStandings(List.of(new TournamentData.StandingRow(1,
            "ann", 1, 1.0, Map.of("WIN", 0.0))), List.of("WIN"), false).withRoundInPlay(3));
    assertThat(EventText.lines(standings)).containsExactly(
        "Standings of cup (SB: Sonneborn-Berger, BH: Buchholz, C1: cut 1):",
        "Rank  Player  Points  WIN",
        "1     ann     1.0     0",
        "Round 3 in play: its results so far are in the points, not yet in the tie-breaks.");
    assertThat(ClientWords.of("fa").get("client.n_round_in_play", 3)).startsWith("دور ۳ ");
  }

  @Test
  void teamStandingsAreATableOfTeamsThenThePlayers() {
    Event.Tournament standings = new Event.Tournament("standings", "league", List.of("ignored"),
        TournamentData.of("team_standings").withTeams(List.of(new TournamentData.TeamRow(1,
            "knights", 2, 1.5, 0, 0.0, 1, 1, 0, 0, false)))
            .withStandings(List.of(new TournamentData.StandingRow(1, "ann", 1, 1.0, Map.of())),
                List.of(), false));
    assertThat(EventText.lines(standings)).containsExactly(
        "Teams of league (MP: match points, GP: game points, DE: direct encounter, TSB: team"
            + " Sonneborn-Berger):",
        "Rank  Team     MP  GP   DE  TSB  +  =  -",
        "1     knights  2   1.5  0   0.0  1  0  0",
        "Standings of league (SB: Sonneborn-Berger, BH: Buchholz, C1: cut 1):",
        "Rank  Player  Points",
        "1     ann     1.0");
  }

  @Test
  void aTeamIsATableOfItsBoardsThenItsInvitations() {
    Event.Tournament team = new Event.Tournament("team_add", "knights", List.of("ignored"),
        TournamentData.of("team").withTeam(
            new TournamentData.TeamInfo("knights", "ann", List.of("bob", "ann"),
                List.of("cat"))));
    assertThat(EventText.lines(team)).containsExactly("Team knights, captain ann:",
        "Board    Player", "1        bob", "2        ann", "invited  cat");
  }

  @Test
  void aVersionOneAnswerIsShownAsTheServerWordsIt() {
    assertThat(EventText.lines(new Event.Tournament("join", "cup", List.of("you joined cup"))))
        .containsExactly("you joined cup");
    assertThat(EventText.lines(new Event.RoundBye("cup", 3)))
        .containsExactly("* cup round 3: you have a bye");
  }
}
