package arbiter.rules.minishogi;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.Position;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each piece's moves from the middle of an empty board, in the seed's square names. */
class PieceMovesTest {

  private static final MinishogiVariant VARIANT = MinishogiVariant.MINISHOGI;

  /** A piece on 33 with the white king on 12 and the black king on 52, off every line from 33. */
  private static Position alone(String piece, String side) {
    if (piece.equals("K")) {
      return VARIANT.fromFen("5/5/2K2/5/4k[] w - - 0 1");
    }
    return VARIANT.fromFen("5/5/2" + piece + "2/K3k/5[] " + side + " - - 0 1");
  }

  private static List<String> targetsFrom33(Position position) {
    return ((MinishogiPosition) position)
        .movesFrom(2, 2).stream().map(move -> move.toString().substring(5)).toList();
  }

  @ParameterizedTest(name = "white {0}")
  @CsvSource({
    "P, 34",
    "L, 34 35",
    "B, 24 15 44 55",
    "S, 34 24 44 22 42",
    "G, 34 24 44 23 43 32",
    "K, 34 44 43 42 32 22 23 24",
    "+P, 34 24 44 23 43 32",
    "+L, 34 35 32 31 23 13 43 53",
    "+B, 24 15 44 55 22 11 42 51 34 32 23 43",
    "+S, 34 35 44 55 43 53 42 51 32 31 22 11 23 13 24 15"
  })
  void whiteMovesUp(String piece, String targets) {
    assertThat(targetsFrom33(alone(piece, "w")))
        .containsExactlyInAnyOrder(targets.split(" "));
  }

  @ParameterizedTest(name = "black {0}")
  @CsvSource({
    "p, 32",
    "l, 32 31",
    "b, 22 11 42 51",
    "s, 32 22 42 24 44",
    "g, 32 22 42 23 43 34",
    "+l, 34 35 32 31 23 13 43 53",
    "+s, 34 35 44 55 43 53 42 51 32 31 22 11 23 13 24 15"
  })
  void blackMovesDown(String piece, String targets) {
    assertThat(targetsFrom33(alone(piece, "b")))
        .containsExactlyInAnyOrder(targets.split(" "));
  }

  @Test
  void theMoveNamesTheLetterInTheMoversCaseAndTheSquaresColumnFirst() {
    assertThat(alone("G", "w").legalMoves().stream().map(Move::toString))
        .contains("G 33 34", "K 12 11");
    assertThat(alone("g", "b").legalMoves().stream().map(Move::toString))
        .contains("g 33 32", "k 52 51");
  }

  @Test
  void nothingJumpsAndAnEnemyPieceStopsTheRayItIsTakenOn() {
    // white +S on 33 with its own pawn on 34 and a black pawn on 23
    Position position = VARIANT.fromFen("5/2P2/1p+S2/K3k/5[] w - - 0 1");
    assertThat(targetsFrom33(position))
        .containsExactlyInAnyOrder("44", "55", "43", "53", "42", "51", "32", "31", "22", "11",
            "23", "24", "15");
    // a lance stops on the first piece: its own pawn, or an enemy piece it takes
    assertThat(targetsFrom33(VARIANT.fromFen("5/2p2/2L2/K3k/5[] w - - 0 1")))
        .containsExactly("34");
    assertThat(targetsFrom33(VARIANT.fromFen("5/5/2l2/K1P1k/5[] b - - 0 1")))
        .containsExactly("32");
  }

  @Test
  void aPieceInHandDropsOnEveryEmptySquare() {
    MinishogiPosition position = VARIANT.fromFen("5/5/5/K3k/5[Gp] w - - 0 1");
    assertThat(position.drops('G')).hasSize(23).noneMatch(MinishogiMove::promotes);
    assertThat(position.drops('P')).isEmpty();
    assertThat(position.legalMoves()).hasSize(5 + 23);
  }
}
