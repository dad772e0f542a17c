package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import org.junit.jupiter.api.Test;

class BoardViewTest {

  private final Position start = ChessVariant.CHESS.start();

  @Test
  void theBoardIsEightByEight() {
    assertThat(start.rows()).isEqualTo(8);
    assertThat(start.columns()).isEqualTo(8);
  }

  @Test
  void rowZeroIsWhitesBackRank() {
    assertThat(start.occupant(0, 4)).contains(new BoardPiece('K', Side.WHITE, false));
    assertThat(start.occupant(7, 3)).contains(new BoardPiece('Q', Side.BLACK, false));
    assertThat(start.occupant(1, 0)).contains(new BoardPiece('P', Side.WHITE, false));
  }

  @Test
  void emptySquaresHoldNothingAndHandsAreEmpty() {
    assertThat(start.occupant(3, 3)).isEmpty();
    assertThat(start.hand(Side.WHITE)).isEmpty();
  }
}
