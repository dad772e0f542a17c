package arbiter.rules.pawns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.Variants;
import org.junit.jupiter.api.Test;

class PawnsPositionTest {

  private static final PawnsVariant PAWNS = PawnsVariant.PAWNS;

  private static Position play(Position position, String... moves) throws NotationException {
    for (String text : moves) {
      position = position.play(PAWNS.notation().parse(position, text));
    }
    return position;
  }

  private static Position play(String... moves) throws NotationException {
    return play(PAWNS.start(), moves);
  }

  private static String moves(Position position) {
    return String.join(" ", position.legalMoves().stream().map(Move::toString).toList());
  }

  @Test
  void isRegisteredUnderItsId() {
    assertThat(Variants.byId("pawns")).containsSame(PAWNS);
  }

  @Test
  void startsWithEightPawnsASideAndWhiteToMove() {
    Position start = PAWNS.start();
    assertThat(start.toFen()).isEqualTo("8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1");
    assertThat(start.sideToMove()).isEqualTo(Side.WHITE);
    assertThat(start.rows()).isEqualTo(8);
    assertThat(start.columns()).isEqualTo(8);
    assertThat(start.occupant(1, 4)).contains(new BoardPiece('P', Side.WHITE, false));
    assertThat(start.occupant(6, 0)).contains(new BoardPiece('P', Side.BLACK, false));
    assertThat(start.occupant(3, 3)).isEmpty();
    assertThat(start.outcome()).isEqualTo(Outcome.ONGOING);
  }

  @Test
  void listsSingleAndDoubleStepsInBoardOrder() throws NotationException {
    assertThat(moves(PAWNS.start()))
        .startsWith("a2a3 a2a4 b2b3 b2b4")
        .endsWith("h2h3 h2h4");
    assertThat(moves(play("e2e4")))
        .startsWith("a7a5 a7a6 b7b5")
        .endsWith("h7h5 h7h6");
  }

  @Test
  void movesHaveSquaresAsRowAndColumn() throws NotationException {
    Move move = PAWNS.notation().parse(PAWNS.start(), "e2e4");
    assertThat(move.from()).containsExactly(1, 4);
    assertThat(move.to()).containsExactly(3, 4);
  }

  @Test
  void aBlockedPawnHasNoStep() throws NotationException {
    Position position = play("e2e4", "e7e5");
    assertThat(moves(position)).doesNotContain("e4e5");
    assertThat(moves(play(position, "a2a3"))).doesNotContain("e5e4");
  }

  @Test
  void aDoubleStepNeedsBothSquaresFree() throws NotationException {
    Position position = play("e2e4", "d7d5", "e4e5", "d5d4", "a2a3", "d4d3");
    assertThat(moves(position)).doesNotContain("d2d4", "d2d3");
  }

  @Test
  void capturesDiagonallyForward() throws NotationException {
    Position position = play("e2e4", "d7d5");
    assertThat(moves(position)).contains("e4d5");
    Position after = play(position, "e4d5");
    assertThat(after.toFen()).isEqualTo("8/ppp1pppp/8/3P4/8/8/PPPP1PPP/8 b - - 0 2");
  }

  @Test
  void takesEnPassantRightAfterTheDoubleStep() throws NotationException {
    Position position = play("e2e4", "a7a6", "e4e5", "d7d5");
    assertThat(position.toFen()).isEqualTo("8/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/8 w - d6 0 3");
    Move move = PAWNS.notation().parse(position, "e5d6");
    assertThat(move).isInstanceOf(PawnsMove.class);
    assertThat(((PawnsMove) move).isEnPassant()).isTrue();
    assertThat(position.play(move).toFen())
        .isEqualTo("8/1pp1pppp/p2P4/8/8/8/PPPP1PPP/8 b - - 0 3");
  }

  @Test
  void blackTakesEnPassantToo() throws NotationException {
    Position position = play("a2a3", "d7d5", "a3a4", "d5d4", "e2e4");
    assertThat(play(position, "d4e3").toFen())
        .isEqualTo("8/ppp1pppp/8/8/P7/4p3/1PPP1PPP/8 w - - 0 4");
  }

  @Test
  void theRightToTakeEnPassantLastsOneMove() throws NotationException {
    Position position = play("e2e4", "a7a6", "e4e5", "d7d5", "a2a3", "a6a5");
    assertThat(moves(position)).doesNotContain("e5d6");
  }

  @Test
  void aPawnOnTheLastRankWins() throws NotationException {
    Position position =
        play("e2e4", "d7d6", "e4e5", "c7c6", "e5d6", "a7a5", "d6d7", "b7b6", "d7d8");
    assertThat(position.outcome()).isEqualTo(Outcome.win(Side.WHITE, Termination.LAST_RANK));
    assertThat(position.legalMoves()).isEmpty();
  }

  @Test
  void takingTheLastEnemyPawnWins() throws NotationException {
    Position position = PAWNS.fromFen("8/8/8/8/3p4/4P3/8/8 b - - 0 1");
    assertThat(play(position, "d4e3").outcome())
        .isEqualTo(Outcome.win(Side.BLACK, Termination.ALL_PAWNS_CAPTURED));
  }

  @Test
  void aSideWithoutMovesIsStalemated() throws NotationException {
    Position position = PAWNS.fromFen("8/6pp/8/6p1/7P/8/8/8 w - - 0 1");
    Position after = play(position, "h4h5", "h7h6");
    assertThat(after.outcome()).isEqualTo(Outcome.draw(Termination.STALEMATE));
    assertThat(after.legalMoves()).isEmpty();
  }

  @Test
  void aWinComesBeforeAStalemate() {
    // black has no move, but white's pawn has reached the last rank
    Position position = PAWNS.fromFen("P7/8/8/8/8/p7/P7/8 b - - 0 1");
    assertThat(position.outcome()).isEqualTo(Outcome.win(Side.WHITE, Termination.LAST_RANK));
  }

  @Test
  void aFenMayGiveASideMoreThanEightPawns() {
    // 20 white pawns with 31 moves: 16 on rank 2, 11 on rank 5, 4 onto the last rank
    Position crowded = PAWNS.fromFen("8/P1P1P1P1/1p1p1p1p/PPPPPPPP/8/8/PPPPPPPP/8 w - - 0 1");
    assertThat(crowded.legalMoves()).hasSize(31);
    long replies =
        crowded.legalMoves().stream().mapToLong(move -> crowded.play(move).legalMoves().size()).sum();
    assertThat(PAWNS.perft(crowded, 2)).isEqualTo(replies);
  }

  @Test
  void readsAndWritesFen() {
    String fen = "8/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/8 w - d6 0 3";
    assertThat(PAWNS.fromFen(fen).toFen()).isEqualTo(fen);
    assertThat(PAWNS.fromFen("8/8/8/4p3/4P3/8/8/8 b - -").toFen())
        .isEqualTo("8/8/8/4p3/4P3/8/8/8 b - - 0 1");
  }

  @Test
  void dropsAnEnPassantSquareWithoutAPasser() {
    assertThat(PAWNS.fromFen("8/8/8/4p3/4P3/8/8/8 w - d6 0 1").toFen())
        .isEqualTo("8/8/8/4p3/4P3/8/8/8 w - - 0 1");
  }

  @Test
  void refusesMalformedFen() {
    assertThatThrownBy(() -> PAWNS.fromFen("8/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PAWNS.fromFen("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PAWNS.fromFen("8/pppppppp/8/8/8/8/PPPPPPPP/8 x - - 0 1"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PAWNS.fromFen("8/pppppppp/8/8/8/8/PPPPPPPP/P7 w - - 0 1"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PAWNS.fromFen("8/pppppppp/8/8/8/8/PPPPPPPP/8 w KQ - 0 1"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void notationTellsMalformedFromIllegal() {
    Position start = PAWNS.start();
    assertThatThrownBy(() -> PAWNS.notation().parse(start, "a2a3b"))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> assertThat(e.kind()).isEqualTo(NotationException.Kind.MALFORMED));
    assertThatThrownBy(() -> PAWNS.notation().parse(start, "e2e5"))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> assertThat(e.kind()).isEqualTo(NotationException.Kind.ILLEGAL));
    assertThat(PawnsNotation.isWellFormed("h8a1")).isTrue();
    assertThat(PawnsNotation.isWellFormed("s2s3")).isFalse();
    assertThat(PawnsNotation.isWellFormed("d9b2")).isFalse();
  }

  @Test
  void refusesToPlayAMoveOfAnotherPosition() throws NotationException {
    Move move = PAWNS.notation().parse(PAWNS.start(), "e2e4");
    Position after = play("e2e4");
    assertThatThrownBy(() -> after.play(move)).isInstanceOf(IllegalArgumentException.class);
  }
}
