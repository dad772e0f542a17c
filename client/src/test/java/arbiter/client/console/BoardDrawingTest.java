package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class BoardDrawingTest {

  /** A small state: a 2x3 board with a white king at a1 and a promoted black pawn at c2. */
  static GameState state(String variant, List<String> whiteHand, List<String> blackHand) {
    GameState.Piece[] bottom = {new GameState.Piece("K", "white", false), null, null};
    GameState.Piece[] top = {null, null, new GameState.Piece("P", "black", true)};
    List<List<GameState.Piece>> cells = new ArrayList<>();
    cells.add(Arrays.asList(bottom));
    cells.add(Arrays.asList(top));
    return new GameState(1, 1, variant, "ann", "bob", new GameState.Board(2, 3, cells),
        new GameState.Hands(whiteHand, blackHand), "white", List.of(), null, List.of(), 0, -1,
        "ongoing", null, "");
  }

  @Test
  void asciiDrawsLettersTopRowFirstWithFiles() {
    assertThat(BoardDrawing.ascii().lines(state("chess", List.of(), List.of()), false))
        .containsExactly(" 2     . +p ", " 1  K     . ", "    a  b  c ");
  }

  @Test
  void flippedTurnsTheBoardAndHandsAreShownForDropVariants() {
    assertThat(BoardDrawing.ascii().lines(state("minishogi", List.of("S"), List.of("P", "B")), true))
        .containsExactly("  white hand: S", " 1  .     K ", " 2 +p  .    ", "    3  2  1 ",
            "  black hand: p b");
  }

  @Test
  void unicodeUsesChessAndDraughtsGlyphsWithColourEscapes() {
    BoardDrawing drawing = new BoardDrawing(true, true);
    String bottom = drawing.lines(state("chess", List.of(), List.of()), false).get(1);
    assertThat(bottom).contains("\u265a").contains("\u001b[");
    assertThat(new BoardDrawing(true, false).symbol(new GameState.Piece("M", "white", false), "checkers"))
        .isEqualTo("\u26c0");
    assertThat(new BoardDrawing(true, false).symbol(new GameState.Piece("K", "white", false), "chess"))
        .isEqualTo("\u2654");
  }
}
