package arbiter.local.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class GameJudgeTest {

  private static Verdict judge(String moves) {
    return GameJudge.judge(List.of(moves.split(" ")));
  }

  @Test
  void scholarsMateIsAWhiteWin() {
    assertThat(judge("e4 e5 Bc4 h6 Qh5 a5 Qf7")).isEqualTo(Verdict.WHITE_WIN);
  }

  @Test
  void foolsMateIsABlackWin() {
    assertThat(judge("f3 e5 g4 Qh4#")).isEqualTo(Verdict.BLACK_WIN);
  }

  @Test
  void loydsTenMoveStalemateIsAStalemate() {
    assertThat(
            judge("e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6 Qe6"))
        .isEqualTo(Verdict.STALEMATE);
  }

  @Test
  void anUnfinishedGameIsADraw() {
    assertThat(judge("e4 e5 Nf3 Nc6")).isEqualTo(Verdict.DRAW);
  }

  @Test
  void aMoveAfterMateIsDead() {
    assertThat(judge("f3 e5 g4 Qh4 a3")).isEqualTo(Verdict.DEAD_MOVES);
  }

  @Test
  void anIllegalMoveAfterMateIsStillDead() {
    assertThat(judge("f3 e5 g4 Qh4 Ke5")).isEqualTo(Verdict.DEAD_MOVES);
  }

  @Test
  void aMoveAfterStalemateIsDead() {
    assertThat(
            judge(
                "e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6 Qe6"
                    + " h5"))
        .isEqualTo(Verdict.DEAD_MOVES);
  }

  @Test
  void aKnightMoveTwoKnightsCanMakeIsAPuzzle() {
    assertThat(judge("Nf3 a6 d3 a5 Nd2")).isEqualTo(Verdict.PUZZLE_MOVE);
  }

  @Test
  void aPawnCaptureByDestinationTwoPawnsCanMakeIsAPuzzle() {
    assertThat(judge("e4 d5 c4 a6 d5")).isEqualTo(Verdict.PUZZLE_MOVE);
  }

  @Test
  void aPawnCaptureWrittenByItsDestinationIsPlayed() {
    // d5 takes on d5 (no pawn can step there); then the queen recaptures
    assertThat(judge("e4 d5 d5 Qxd5 Nc3 Qa5")).isEqualTo(Verdict.DRAW);
  }

  @Test
  void aPawnCaptureWrittenWithItsFileOnlyIsPlayed() {
    assertThat(judge("e4 d5 ed5 Qd5")).isEqualTo(Verdict.DRAW);
  }

  @Test
  void aMoveNoPieceCanMakeIsIllegal() {
    assertThat(judge("e4 e5 Ke3")).isEqualTo(Verdict.ILLEGAL_MOVE);
  }

  @Test
  void textThatIsNoMoveIsIllegal() {
    assertThat(judge("e4 hello")).isEqualTo(Verdict.ILLEGAL_MOVE);
  }

  @Test
  void movingIntoCheckIsIllegal() {
    assertThat(judge("e4 e5 Ke2 Qh4 Kf3 Qf4")).isEqualTo(Verdict.DRAW);
    assertThat(judge("e4 f5 Ke2 Kf7 Kf3 Kf6 Kg4 Kg5 Kf5")).isEqualTo(Verdict.ILLEGAL_MOVE);
  }

  @Test
  void theFirstProblemDecides() {
    assertThat(judge("Nf3 a6 d3 a5 Nd2 Ke5")).isEqualTo(Verdict.PUZZLE_MOVE);
    assertThat(judge("e4 Ke5 Nf3 a6 d3 a5 Nd2")).isEqualTo(Verdict.ILLEGAL_MOVE);
  }

  @Test
  void castlingReadsWithZerosOrLetters() {
    assertThat(judge("e4 e5 Nf3 Nf6 Bc4 Bc5 0-0 O-O")).isEqualTo(Verdict.DRAW);
  }

  @Test
  void castlingThroughAnAttackedSquareIsIllegal() {
    assertThat(judge("e4 e5 Nf3 Nf6 Bc4 Bc5 f3 d6 O-O")).isEqualTo(Verdict.ILLEGAL_MOVE);
  }

  @Test
  void aPromotionWithoutAPieceMakesAQueen() {
    // the new piece on c8 then moves like a bishop (Qxb7) and like a rook (Qxb8)
    assertThat(judge("a4 b5 axb5 Bb7 b6 Nc6 bxc7 Rb8 c8 e6 Qxb7 Nf6 Qxb8")).isEqualTo(Verdict.DRAW);
    assertThat(judge("a4 b5 axb5 Bb7 b6 Nc6 bxc7 Rb8 c8=N e6 Qxb7"))
        .isEqualTo(Verdict.ILLEGAL_MOVE);
  }
}
