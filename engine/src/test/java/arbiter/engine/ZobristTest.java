package arbiter.engine;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.chess.ChessVariant;
import arbiter.rules.minishogi.MinishogiVariant;
import org.junit.jupiter.api.Test;

class ZobristTest {

  private static long key(Position position, boolean hands) {
    return Zobrist.key(position, Snapshot.of(position, hands), hands);
  }

  private static Position play(Position position, String... moves) throws NotationException {
    for (String move : moves) {
      position = position.play(position.variant().notation().parse(position, move));
    }
    return position;
  }

  @Test
  void theSamePositionByAnotherOrderHasTheSameKey() throws NotationException {
    Position start = ChessVariant.CHESS.start();

    assertThat(key(play(start, "Nf3", "Nf6", "e4"), false))
        .isEqualTo(key(play(start, "e4", "Nf6", "Nf3"), false));
  }

  @Test
  void theSideToMoveAndTheHandsCount() {
    var white = MinishogiVariant.MINISHOGI.fromFen("4k/5/5/5/K4[P] w - - 0 1");
    var black = MinishogiVariant.MINISHOGI.fromFen("4k/5/5/5/K4[P] b - - 0 1");
    var empty = MinishogiVariant.MINISHOGI.fromFen("4k/5/5/5/K4[] w - - 0 1");

    assertThat(key(white, true)).isNotEqualTo(key(black, true)).isNotEqualTo(key(empty, true));
  }

  @Test
  void castlingRightsAndAnEnPassantCaptureChangeTheKey() {
    var chess = ChessVariant.CHESS;
    var castles = chess.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    var cannot = chess.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    var capture = chess.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    var tooLate = chess.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");

    assertThat(key(castles, false)).isNotEqualTo(key(cannot, false));
    assertThat(key(capture, false)).isNotEqualTo(key(tooLate, false));
  }

  @Test
  void anEnPassantSquareNoPawnCanTakeOnLeavesTheKeyAsItIs() {
    var chess = ChessVariant.CHESS;

    assertThat(key(chess.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"), false))
        .isEqualTo(key(chess.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"), false));
  }
}
