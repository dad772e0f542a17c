package arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import arbiter.rules.checkers.CheckersVariant;
import arbiter.rules.chess.ChessVariant;
import arbiter.rules.chess.KingCapture;
import arbiter.rules.minishogi.MinishogiVariant;
import arbiter.rules.pawns.PawnsVariant;
import org.junit.jupiter.api.Test;

/** Each variant's notation says why an illegal move is illegal; the legal moves do not change. */
class IllegalMoveTest {

  private static IllegalMove why(Variant variant, Position position, String move) {
    NotationException refused = catchThrowableOfType(NotationException.class,
        () -> variant.notation().parse(position, move));
    assertThat(refused).as(move).isNotNull();
    assertThat(refused.kind()).isEqualTo(NotationException.Kind.ILLEGAL);
    return refused.reason();
  }

  private static IllegalMove why(Variant variant, String move) {
    return why(variant, variant.start(), move);
  }

  @Test
  void chessSaysWhichRuleTheMoveBreaks() {
    ChessVariant chess = ChessVariant.CHESS;
    assertThat(why(chess, "e3e4")).isEqualTo(IllegalMove.NO_PIECE);
    assertThat(why(chess, "e7e5")).isEqualTo(IllegalMove.NOT_YOUR_PIECE);
    assertThat(why(chess, "e2e5")).isEqualTo(IllegalMove.CANNOT_MOVE_SO);
    assertThat(why(chess, "d1d2")).isEqualTo(IllegalMove.OWN_PIECE_THERE);
    assertThat(why(chess, "Nc4")).isEqualTo(IllegalMove.NO_PIECE_CAN);
    assertThat(why(chess, "Qd2")).isEqualTo(IllegalMove.OWN_PIECE_THERE);
    assertThat(why(chess, "O-O")).isEqualTo(IllegalMove.CANNOT_CASTLE);
    // the bishop on b4 pins the knight on c3 to the king
    Position pinned = chess.fromFen("4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1");
    assertThat(why(chess, pinned, "Nd5")).isEqualTo(IllegalMove.KING_IN_CHECK);
    assertThat(why(chess, pinned, "c3d5")).isEqualTo(IllegalMove.KING_IN_CHECK);
    Position checked = chess.fromFen("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1");
    assertThat(why(chess, checked, "Ra2")).isEqualTo(IllegalMove.KING_IN_CHECK);
    Position mated = chess.fromFen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    assertThat(why(chess, mated, "Kh7")).isEqualTo(IllegalMove.GAME_OVER);
  }

  @Test
  void kingCaptureHasNoCheck() throws NotationException {
    Position open = KingCapture.VARIANT.fromFen("4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1");
    assertThat(KingCapture.VARIANT.notation().parse(open, "c3d5").toString()).isEqualTo("c3d5");
    assertThat(why(KingCapture.VARIANT, "e2e5")).isEqualTo(IllegalMove.CANNOT_MOVE_SO);
  }

  @Test
  void pawnsSayWhy() {
    assertThat(why(PawnsVariant.PAWNS, "e3e4")).isEqualTo(IllegalMove.NO_PIECE);
    assertThat(why(PawnsVariant.PAWNS, "e7e6")).isEqualTo(IllegalMove.NOT_YOUR_PIECE);
    assertThat(why(PawnsVariant.PAWNS, "e2e5")).isEqualTo(IllegalMove.CANNOT_MOVE_SO);
  }

  @Test
  void checkersCapturesAreCompulsoryAndGoOn() throws NotationException {
    CheckersVariant checkers = CheckersVariant.CHECKERS;
    Position position = checkers.start();
    for (String move : new String[] {"c3-d4", "f6-e5"}) {
      position = position.play(checkers.notation().parse(position, move));
    }
    assertThat(why(checkers, position, "g3-h4")).isEqualTo(IllegalMove.CAPTURE_COMPULSORY);
    assertThat(why(checkers, position, "e5-f4")).isEqualTo(IllegalMove.NOT_YOUR_PIECE);
    Position twice = checkers.fromFen("W:Wc3:Bd4,f6");
    assertThat(why(checkers, twice, "c3:e5")).isEqualTo(IllegalMove.CAPTURE_NOT_FINISHED);
  }

  @Test
  void minishogiDropsAndLettersSayWhy() throws NotationException {
    MinishogiVariant shogi = MinishogiVariant.MINISHOGI;
    assertThat(why(shogi, "p 00 33")).isEqualTo(IllegalMove.NOT_IN_HAND);
    assertThat(why(shogi, "s 54 53")).isEqualTo(IllegalMove.WRONG_PIECE);
    assertThat(why(shogi, "P 12 13")).isEqualTo(IllegalMove.NOT_YOUR_PIECE);
    assertThat(why(shogi, "p 54 52")).isEqualTo(IllegalMove.CANNOT_MOVE_SO);
    Position position = shogi.start();
    for (String move : new String[] {"l 15 12", "K 11 12"}) {
      position = position.play(shogi.notation().parse(position, move));
    }
    // black moves; white's king took the lance on 12, so white holds an L; black holds a P
    assertThat(why(shogi, position, "p 00 55")).isEqualTo(IllegalMove.DROP_SQUARE_TAKEN);
  }
}
