package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.words.TournamentTable;
import arbiter.protocol.GameState;
import arbiter.protocol.TournamentData;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The last move's squares and the checked king, the move list's pairs, tournament tables. */
class BoardMarksTest {

  @Test
  void theLastMoveIsFoundInThePreviousStatesLegalMovesOrReadFromItsNotation() {
    GameState before = States.chess("chess");
    GameState after = new GameState(before.game(), 2, "chess", "ann", "bob", before.board(),
        before.hands(), "black", List.of(), "Nf3", List.of("Nf3"), 0, -1, "ongoing", null, "");
    GameState withMove = new GameState(before.game(), 1, "chess", "ann", "bob", before.board(),
        before.hands(), "white", List.of(States.move("Nf3", 0, 6, 2, 5)), null, List.of(), 0, -1,
        "ongoing", null, "");
    assertThat(LastMove.squares(withMove, after)).containsExactly(new int[] {0, 6}, new int[] {2, 5});
    assertThat(LastMove.squares(null, after)).containsExactly(new int[] {2, 5}); // SAN: the target
    assertThat(LastMove.fromNotation("kingcapture", "e2e4", "white"))
        .containsExactly(new int[] {1, 4}, new int[] {3, 4});
    assertThat(LastMove.fromNotation("checkers", "e3:c5:e7", "white"))
        .containsExactly(new int[] {2, 4}, new int[] {6, 4});
    assertThat(LastMove.fromNotation("minishogi", "p 54 53", "black"))
        .containsExactly(new int[] {3, 4}, new int[] {2, 4});
    assertThat(LastMove.fromNotation("minishogi", "P 00 33", "white"))
        .containsExactly(new int[] {2, 2});
    assertThat(LastMove.fromNotation("chess", "O-O-O", "black"))
        .containsExactly(new int[] {7, 4}, new int[] {7, 2});
  }

  @Test
  void aCheckMarksTheKingOfTheSideToMove() {
    GameState start = States.chess("chess");
    GameState check = new GameState(start.game(), 8, "chess", "ann", "bob", start.board(),
        start.hands(), "black", List.of(), "Bb5+", List.of("e4", "d6", "Bb5+"), 0, -1, "ongoing",
        null, "");
    assertThat(LastMove.kingInCheck(check)).containsExactly(7, 4);
    GameState quiet = new GameState(start.game(), 8, "chess", "ann", "bob", start.board(),
        start.hands(), "black", List.of(), "Bb5", List.of("e4", "d6", "Bb5"), 0, -1, "ongoing",
        null, "");
    assertThat(LastMove.kingInCheck(quiet)).isNull();
  }

  @Test
  void movesArePairedAndNumbered() {
    assertThat(MovePairs.rows(List.of("e4", "e5", "Nf3"))).containsExactly("1. e4 e5", "2. Nf3");
    assertThat(MovePairs.rows(List.of())).isEmpty();
  }

  @Test
  void standingsAndPairingsBecomeTables() {
    TournamentTable standings = TournamentTable.standings("cup", List.of(
        new TournamentData.StandingRow(1, "ann", 1, 1.0,
            Map.of("SB", 0.0, "BH", 0.0, "WIN", 1.0)),
        new TournamentData.StandingRow(2, "bob", 2, 0.0,
            Map.of("SB", 0.25, "BH", 1.0, "WIN", 0.0))), List.of("SB", "BH", "WIN"));
    assertThat(standings.columns()).containsExactly("Rank", "Player", "Points", "SB", "BH", "WIN");
    assertThat(standings.rows()).containsExactly(List.of("1", "ann", "1.0", "0.0", "0.0", "1"),
        List.of("2", "bob", "0.0", "0.25", "1.0", "0"));
    TournamentTable pairings = TournamentTable.pairings("cup round 2", List.of(
        new TournamentData.Board(1, "ann", "bob", "1-0"),
        new TournamentData.Board(2, "carol", "dave", null),
        new TournamentData.Board(3, "eve", null, "bye")));
    assertThat(pairings.title()).isEqualTo("Pairings of cup round 2");
    assertThat(pairings.rows()).containsExactly(List.of("1", "ann", "bob", "1-0"),
        List.of("2", "carol", "dave", "playing"), List.of("3", "eve", "(bye)", "bye"));
  }
}
