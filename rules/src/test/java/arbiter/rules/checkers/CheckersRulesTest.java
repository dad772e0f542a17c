package arbiter.rules.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One position per rule of SPEC 1.5, checked through the legal-move list. */
class CheckersRulesTest {

  private static final CheckersVariant VARIANT = CheckersVariant.CHECKERS;

  private static List<String> moves(String fen) {
    Position position = VARIANT.fromFen(fen);
    return position.legalMoves().stream().map(move -> move.toString()).sorted().toList();
  }

  private static Position play(String fen, String... moves) throws NotationException {
    Position position = VARIANT.fromFen(fen);
    for (String move : moves) {
      position = position.play(VARIANT.notation().parse(position, move));
    }
    return position;
  }

  @Test
  void theStartHasSevenMovesForWhite() {
    assertThat(moves(Fen.START))
        .containsExactly("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4");
  }

  @Test
  void menMoveForwardOnly() {
    assertThat(moves("W:Wd4:Bh8")).containsExactly("d4-c5", "d4-e5");
    assertThat(moves("B:Wa1:Bd4")).containsExactly("d4-c3", "d4-e3");
  }

  @Test
  void aManCapturesBackwards() {
    assertThat(moves("W:Wd4:Bc3,h8")).containsExactly("d4:b2");
    assertThat(moves("B:Wd4,a1:Be3")).containsExactly("e3:c5");
  }

  @Test
  void capturingIsCompulsory() {
    assertThat(moves("W:Wc3,g3,Ka1:Bd4,h8")).containsExactly("c3:e5");
  }

  @Test
  void thePlayerChoosesAmongCapturesWithoutTakingTheMost() {
    // c3:a5 takes one piece, c3:e5:g7 two: both are legal (no majority rule)
    assertThat(moves("W:Wc3:Bb4,d4,f6")).containsExactly("c3:a5", "c3:e5:g7");
  }

  @Test
  void aCaptureGoesOnWhileThePieceCanCapture() {
    assertThat(moves("W:Wa1:Bb2,d4,f6,h8")).containsExactly("a1:c3:e5:g7");
    assertThat(moves("W:Wc1:Bd2,f4,f6")).containsExactly("c1:e3:g5:e7");
  }

  @Test
  void aKingMovesAnyDistanceOverEmptySquares() {
    // f4 cannot be taken: g5 behind it is not empty
    assertThat(moves("W:WKc1:Bf4,g5")).containsExactly("c1-a3", "c1-b2", "c1-d2", "c1-e3");
  }

  @Test
  void aFlyingKingChoosesWhereToLandBeyondThePieceItTakes() {
    assertThat(moves("W:WKa1:Bc3"))
        .containsExactly("a1:d4", "a1:e5", "a1:f6", "a1:g7", "a1:h8");
  }

  @Test
  void aFlyingKingMustLandWhereItCanCaptureAgain() {
    // only from e5 can the king go on to take f4
    assertThat(moves("W:WKa1:Bc3,f4")).containsExactly("a1:e5:g3", "a1:e5:h2");
  }

  @Test
  void aManCrownedDuringACaptureGoesOnAsAKing() throws NotationException {
    assertThat(moves("W:Wb6:Bc7,f6")).containsExactly("b6:d8:g5", "b6:d8:h4");

    Position after = play("W:Wb6:Bc7,f6", "b6:d8:h4");

    assertThat(after.toFen()).isEqualTo("B:WKh4:B");
    assertThat(after.outcome()).isEqualTo(Outcome.win(Side.WHITE, Termination.NO_PIECES));
  }

  @Test
  void aManCrownedWhereItCannotGoOnStopsAsAKing() throws NotationException {
    assertThat(play("W:Wb6:Bc7,h2", "b6:d8").toFen()).isEqualTo("B:WKd8:Bh2");
    assertThat(play("W:Wc7:Bh2", "c7-b8").toFen()).isEqualTo("B:WKb8:Bh2");
    assertThat(play("B:Wa7:Bf2", "f2-e1").toFen()).isEqualTo("W:Wa7:BKe1");
  }

  @Test
  void noPieceIsJumpedTwiceAndTakenPiecesBlockUntilTheMoveEnds() throws NotationException {
    // the king goes round and comes home to a3; b4, taken first, still blocks its way out
    assertThat(moves("W:WKa3:Bb4,d4,d2,b2,f8")).containsExactly("a3:c5:e3:c1:a3");

    Position after = play("W:WKa3:Bb4,d4,d2,b2,f8", "a3:c5:e3:c1:a3");

    assertThat(after.toFen()).isEqualTo("B:WKa3:Bf8");
  }

  @Test
  void aTakenPieceBlocksTheKingUntilTheMoveEnds() {
    // were b4 lifted at once, the king back on a3 could fly over b4 and c5 d6 to take e7 as well
    List<String> moves = moves("W:WKa3:Bb4,d4,d2,b2,e7");

    assertThat(moves).containsExactly("a3:c1:e3:c5:f8", "a3:c1:g5:d8", "a3:c5:e3:c1:a3", "a3:c5:f8");
    assertThat(VARIANT.fromFen("W:WKa3:Bb4,d4,d2,b2,e7").legalMoves())
        .allSatisfy(move -> assertThat(((CheckersMove) move).capturedCount()).isLessThan(5));
  }

  @Test
  void twoPathsTakingTheSamePiecesToTheSameSquareAreOneMove() throws NotationException {
    String fen = "W:Wc3:Bd4,d6,b6,b4,h8";
    assertThat(VARIANT.fromFen(fen).legalMoves()).hasSize(1);

    Position one = play(fen, "c3:e5:c7:a5:c3");
    Position other = play(fen, "c3:a5:c7:e5:c3");

    assertThat(one.toFen()).isEqualTo("B:Wc3:Bh8").isEqualTo(other.toFen());
  }

  @Test
  void aSideWithoutPiecesLoses() throws NotationException {
    Position after = play("W:Wc3:Bd4", "c3:e5");

    assertThat(after.legalMoves()).isEmpty();
    assertThat(after.outcome()).isEqualTo(Outcome.win(Side.WHITE, Termination.NO_PIECES));
  }

  @Test
  void aSideWithoutALegalMoveLoses() {
    Position blocked = VARIANT.fromFen("B:Wb2,c1:Ba3");

    assertThat(blocked.legalMoves()).isEmpty();
    assertThat(blocked.outcome()).isEqualTo(Outcome.win(Side.WHITE, Termination.NO_LEGAL_MOVE));
  }

  @Test
  void theSameKingPositionThreeTimesIsADraw() throws NotationException {
    String[] shuffle = {"a1-b2", "h2-g1", "b2-a1", "g1-h2"};
    Position position = VARIANT.fromFen("W:WKa1:BKh2");
    for (int round = 1; round <= 2; round++) {
      for (String move : shuffle) {
        assertThat(position.outcome()).isEqualTo(Outcome.ONGOING);
        position = position.play(VARIANT.notation().parse(position, move));
      }
    }

    assertThat(position.outcome()).isEqualTo(Outcome.draw(Termination.THREEFOLD_REPETITION));
    assertThat(position.legalMoves()).isEmpty();
    assertThat(VARIANT.perft(position, 1)).isZero();
  }

  @Test
  void theReplayRulesHaveNoDraws() throws NotationException {
    CheckersVariant seed = CheckersVariant.WITHOUT_DRAWS;
    Position position = seed.fromFen("W:WKa1:BKh2");
    for (int i = 0; i < 10; i++) {
      for (String move : new String[] {"a1-b2", "h2-g1", "b2-a1", "g1-h2"}) {
        position = position.play(seed.notation().parse(position, move));
      }
    }
    assertThat(position.outcome()).isEqualTo(Outcome.ONGOING);
  }

  @Test
  void fifteenKingMovesBySideWithoutAManMovedOrAPieceTakenIsADraw() throws NotationException {
    Board board = Fen.parse("W:WKa1,c3:BKh8,f6");
    board.kingPlies = 29;
    Position position = new CheckersPosition(VARIANT, board, null);

    Position kingMoved = position.play(VARIANT.notation().parse(position, "a1-b2"));
    Position manMoved = position.play(VARIANT.notation().parse(position, "c3-d4"));

    assertThat(kingMoved.outcome()).isEqualTo(Outcome.draw(Termination.FIFTEEN_KING_MOVES));
    assertThat(manMoved.outcome()).isEqualTo(Outcome.ONGOING);
    assertThat(VARIANT.perft(position, 2)).isEqualTo(CheckersPerftTest.slowPerft(position, 2));
  }

  @Test
  void aManMoveResetsTheKingMoveCount() throws NotationException {
    Position position = play("W:WKa1,c3:BKh8,f6", "a1-b2", "h8-g7", "c3-d4");
    assertThat(((CheckersPosition) position).board().kingPlies).isZero();
  }
}
