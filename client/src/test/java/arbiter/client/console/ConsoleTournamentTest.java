package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

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
  void aVersionOneAnswerIsShownAsTheServerWordsIt() {
    assertThat(EventText.lines(new Event.Tournament("join", "cup", List.of("you joined cup"))))
        .containsExactly("you joined cup");
    assertThat(EventText.lines(new Event.RoundBye("cup", 3)))
        .containsExactly("* cup round 3: you have a bye");
  }
}
