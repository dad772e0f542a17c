package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Termination;
import org.junit.jupiter.api.Test;

/** The FIDE Laws' draws: dead positions, repetitions and the move counts (5.2.2, 9.2, 9.3, 9.6). */
class DrawLawsTest {

  private static Position play(Position position, String... sans) throws NotationException {
    for (String san : sans) {
      position = position.play(position.variant().notation().parse(position, san));
    }
    return position;
  }

  private static Position chess(String fen) {
    return ChessVariant.CHESS.fromFen(fen);
  }

  @Test
  void takingTheLastPieceLeavesADeadPosition() throws NotationException {
    Position after = play(chess("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"), "Kxd2");
    assertThat(after.outcome()).isEqualTo(Outcome.draw(Termination.DEAD_POSITION));
    assertThat(after.legalMoves()).isEmpty();
  }

  @Test
  void aLoneMinorPieceOrBishopsOfOneColourCannotMate() throws NotationException {
    assertThat(chess("4k3/8/8/8/8/8/8/3BK3 w - - 0 1").outcome().termination())
        .isEqualTo(Termination.DEAD_POSITION);
    assertThat(chess("4k3/8/8/8/8/8/8/3NK3 b - - 0 1").outcome().termination())
        .isEqualTo(Termination.DEAD_POSITION);
    assertThat(chess("2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1").outcome().termination())
        .as("bishops on squares of one colour").isEqualTo(Termination.DEAD_POSITION);
  }

  @Test
  void materialThatCanMateInSomeLineIsNotDead() throws NotationException {
    assertThat(chess("3nk3/8/8/8/8/8/8/3NK3 w - - 0 1").outcome().isOver()).isFalse();
    assertThat(chess("3bk3/8/8/8/8/8/8/3BK3 w - - 0 1").outcome().isOver())
        .as("bishops on squares of both colours").isFalse();
    assertThat(chess("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").outcome().isOver()).isFalse();
  }

  @Test
  void thirdOccurrenceMayBeClaimedAndTheFifthDrawsByItself() throws NotationException {
    Position position = ChessVariant.CHESS.start();
    String[] cycle = {"Nf3", "Nf6", "Ng1", "Ng8"};
    position = play(position, cycle);
    assertThat(position.drawClaims()).isEmpty();
    position = play(position, cycle);
    assertThat(position.drawClaims()).containsExactly(Termination.THREEFOLD_REPETITION);
    assertThat(position.outcome().isOver()).isFalse();
    position = play(position, cycle);
    assertThat(position.outcome().isOver()).isFalse();
    position = play(position, cycle);
    assertThat(position.outcome()).isEqualTo(Outcome.draw(Termination.FIVEFOLD_REPETITION));
    assertThat(position.drawClaims()).isEmpty();
  }

  @Test
  void lostCastlingRightsMakeADifferentPosition() throws NotationException {
    Position position = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    // the kings step out and back: the placement repeats, the castling rights do not
    String[] walk = {"Kf1", "Kf8", "Ke1", "Ke8"};
    position = play(position, walk);
    position = play(position, walk);
    assertThat(position.drawClaims()).as("the second time without castling rights").isEmpty();
    position = play(position, walk);
    assertThat(position.drawClaims()).containsExactly(Termination.THREEFOLD_REPETITION);
    Position fresh = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    fresh = play(fresh, "Kf1", "Kf8", "Ke1", "Ke8");
    assertThat(fresh.drawClaims()).as("the start had castling rights").isEmpty();
  }

  @Test
  void aDoublePawnStepWithoutAnEnPassantCaptureRepeatsThePlacement() throws NotationException {
    // after e4 the en-passant square is set but no black pawn can take: that position counts
    Position position = chess("4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1");
    position = play(position, "e4", "Kd7", "Nf3", "Ke8", "Ng1");
    assertThat(position.drawClaims()).isEmpty();
    position = play(position, "Kd7", "Nf3", "Ke8", "Ng1");
    assertThat(position.drawClaims()).containsExactly(Termination.THREEFOLD_REPETITION);
  }

  @Test
  void fiftyMovesMayBeClaimedAndSeventyFiveDrawByThemselves() throws NotationException {
    Position before = chess("4k3/8/8/8/8/8/R7/4K3 w - - 99 80");
    assertThat(before.drawClaims()).isEmpty();
    Position fifty = play(before, "Rb2");
    assertThat(fifty.drawClaims()).containsExactly(Termination.FIFTY_MOVES);
    Position seventyFive = play(chess("4k3/8/8/8/8/8/R7/4K3 w - - 149 100"), "Rb2");
    assertThat(seventyFive.outcome()).isEqualTo(Outcome.draw(Termination.SEVENTY_FIVE_MOVES));
  }

  @Test
  void aMateOnTheSeventyFifthMoveStands() throws NotationException {
    Position mated = play(chess("6k1/8/6K1/8/8/8/8/R7 w - - 149 100"), "Ra8#");
    assertThat(mated.outcome().termination()).isEqualTo(Termination.CHECKMATE);
  }

  @Test
  void seedThreeChessEndsOnlyByMateOrStalemate() throws NotationException {
    Position bare = ChessVariant.MATE_OR_STALEMATE.fromFen("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
    Position after = play(bare, "Kxd2");
    assertThat(after.outcome().isOver()).isFalse();
    assertThat(after.drawClaims()).isEmpty();
  }

  @Test
  void kingCaptureKeepsPlayingBareKings() throws NotationException {
    Position position = KingCapture.VARIANT.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assertThat(position.outcome().isOver()).isFalse();
  }

  @Test
  void anEnPassantCaptureThatCanBeMadeMakesADifferentPosition() throws NotationException {
    // after e4 black's d4 pawn may take en passant: that position never comes back
    Position position = chess("4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1");
    position = play(position, "e4", "Kd7", "Nf3", "Ke8", "Ng1", "Kd7", "Nf3", "Ke8", "Ng1");
    assertThat(position.drawClaims()).isEmpty();
  }
}
