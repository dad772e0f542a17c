package arbiter.rules.minishogi;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.BoardPiece;
import arbiter.rules.NotationException;
import arbiter.rules.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A move of P, L, B or S that starts or ends in the mover's zone promotes; nothing else does. */
class PromotionTest {

  private static final MinishogiVariant VARIANT = MinishogiVariant.MINISHOGI;

  private static MinishogiPosition play(String fen, String move) throws NotationException {
    MinishogiPosition position = VARIANT.fromFen(fen);
    return position.play(SeedNotation.INSTANCE.parse(position, move));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource({
    // white's zone is rows 4-5
    "'5/5/P4/K4/4k[] w - - 0 1', P 13 14, 3, 0, true",
    "'5/5/5/L4/K3k[] w - - 0 1', L 12 15, 4, 0, true",
    "'5/5/5/B4/K3k[] w - - 0 1', B 12 34, 3, 2, true",
    "'5/S4/5/5/K3k[] w - - 0 1', S 14 23, 2, 1, true",
    "'5/5/5/S4/K3k[] w - - 0 1', S 12 23, 2, 1, false",
    // black's zone is rows 1-2
    "'K3k/5/p4/5/5[] b - - 0 1', p 13 12, 1, 0, true",
    "'K3k/5/2s2/5/5[] b - - 0 1', s 33 22, 1, 1, true",
    "'K3k/3b1/5/5/5[] b - - 0 1', b 44 22, 1, 1, true",
    "'K3k/5/5/5/G4[] b - - 0 1', k 55 54, 3, 4, false"
  })
  void aBoardMoveIntoTheZonePromotes(
      String fen, String move, int row, int column, boolean promoted) throws NotationException {
    BoardPiece piece = play(fen, move).occupant(row, column).orElseThrow();
    assertThat(piece.promoted()).isEqualTo(promoted);
    assertThat(piece.kind()).isEqualTo(Character.toUpperCase(move.charAt(0)));
  }

  @Test
  void aMoveOutOfTheZonePromotesToo() throws NotationException {
    // a silver that stands in white's zone and steps back down to row 3
    MinishogiPosition after = play("5/S4/5/5/K3k[] w - - 0 1", "S 14 23");
    assertThat(after.occupant(2, 1)).contains(new BoardPiece('S', Side.WHITE, true));
    // a dropped pawn on row 4 is not promoted until it moves
    MinishogiPosition dropped = play("5/5/5/5/K3k[P] w - - 0 1", "P 00 34");
    assertThat(dropped.occupant(3, 2)).contains(new BoardPiece('P', Side.WHITE, false));
    MinishogiPosition moved = play("k4/2P2/5/5/K4[] w - - 0 1", "P 34 35");
    assertThat(moved.occupant(4, 2)).contains(new BoardPiece('P', Side.WHITE, true));
  }

  @Test
  void kingsAndGoldsNeverPromote() throws NotationException {
    MinishogiPosition after = play("5/G4/5/5/K3k[] w - - 0 1", "G 14 15");
    assertThat(after.occupant(4, 0)).contains(new BoardPiece('G', Side.WHITE, false));
    assertThat(after.toFen()).startsWith("G4/5/5/5/K3k[] b");
  }

  @Test
  void aPromotedPieceIsCapturedIntoTheHandUnpromotedAndInTheCapturersColour()
      throws NotationException {
    MinishogiPosition after = play("4k/5/5/+p4/K4[Sb] w - - 0 1", "K 11 12");
    assertThat(after.hand(Side.WHITE))
        .containsExactly(new BoardPiece('S', Side.WHITE, false), new BoardPiece('P', Side.WHITE,
            false));
    assertThat(after.handLetters(Side.WHITE)).isEqualTo("SP");
    assertThat(after.toFen()).isEqualTo("4k/5/5/K4/5[SPb] b - - 0 2");
  }

  @Test
  void aDropTakesTheEarliestCapturedPieceOfItsKind() throws NotationException {
    MinishogiPosition after = play("4k/5/5/5/K4[PSPG] w - - 0 1", "P 00 33");
    assertThat(after.handLetters(Side.WHITE)).isEqualTo("SPG");
    assertThat(after.occupant(2, 2)).contains(new BoardPiece('P', Side.WHITE, false));
  }
}
