package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KingCaptureTest {

  private static final ChessVariant KC = KingCapture.VARIANT;

  @Test
  void isRegisteredUnderItsId() {
    assertThat(Variants.byId("kingcapture")).containsSame(KC);
  }

  @Test
  void capturingTheKingEndsTheGameWithAWin() throws NotationException {
    Position position = KC.fromFen("4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1");
    Position after = position.play(KC.notation().parse(position, "e1e8"));
    assertThat(after.outcome()).isEqualTo(Outcome.win(Side.WHITE, Termination.KING_CAPTURED));
    assertThat(after.legalMoves()).isEmpty();
  }

  @Test
  void aKingMayStepOntoAnAttackedSquare() {
    ChessPosition position = KC.fromFen("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    assertThat(uci(position.movesFrom(0, 4))).contains("e1e2", "e1f2", "e1d2", "e1d1", "e1f1");
  }

  @Test
  void aPinnedPieceMayMove() {
    ChessPosition position = KC.fromFen("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    assertThat(uci(position.movesFrom(1, 4))).contains("e2d3", "e2a6");
  }

  @Test
  void aPlayerInCheckMayIgnoreIt() {
    ChessPosition position = KC.fromFen("4k3/4r3/8/8/8/8/8/P3K3 w - - 0 1");
    assertThat(position.inCheck()).isTrue();
    assertThat(uci(position.movesFrom(0, 0))).containsExactly("a1a2");
    assertThat(position.outcome()).isEqualTo(Outcome.ONGOING);
  }

  @Test
  void thereIsNoCastling() {
    ChessPosition position = KC.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertThat(uci(position.movesFrom(0, 4))).doesNotContain("e1g1", "e1c1");
    assertThat(position.toFen()).isEqualTo("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
  }

  @Test
  void thereIsNoEnPassant() throws NotationException {
    ChessPosition position = KC.fromFen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    Position after = position.play(KC.notation().parse(position, "d7d5"));
    assertThat(uci(((ChessPosition) after).movesFrom(4, 4))).containsExactly("e5e6");
    // nor a passed square in the FEN, which would not read back
    assertThat(after.toFen()).isEqualTo("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2");
  }

  @Test
  void aPawnOnTheLastRankStaysAPawnAndCannotMove() throws NotationException {
    ChessPosition position = KC.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assertThat(uci(position.movesFrom(6, 0))).containsExactly("a7a8");
    ChessPosition after = position.play(KC.notation().parse(position, "a7a8"));
    assertThat(after.pieceAt(7, 0)).map(Piece::code).contains("Pw");
    ChessPosition later = after.play(KC.notation().parse(after, "e8e7"));
    assertThat(later.movesFrom(7, 0)).isEmpty();
  }

  @Test
  void theMoveLimitDrawsAnUndecidedGame() throws NotationException {
    ChessVariant limited = KingCapture.withLimit(2);
    Position position = limited.start();
    position = position.play(limited.notation().parse(position, "e2e4"));
    assertThat(position.outcome()).isEqualTo(Outcome.ONGOING);
    position = position.play(limited.notation().parse(position, "e7e5"));
    assertThat(position.outcome()).isEqualTo(Outcome.draw(Termination.MOVE_LIMIT));
    assertThat(position.legalMoves()).isEmpty();
  }

  @Test
  void aKingCapturedOnTheLastTurnOfTheLimitStillWins() throws NotationException {
    ChessVariant limited = KingCapture.withLimit(1);
    Position position = limited.fromFen("4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1");
    position = position.play(limited.notation().parse(position, "e1e8"));
    assertThat(position.outcome()).isEqualTo(Outcome.win(Side.WHITE, Termination.KING_CAPTURED));
  }

  @Test
  void withoutALimitTheGameGoesOn() {
    assertThat(KingCapture.withLimit(0)).isSameAs(KingCapture.VARIANT);
    assertThat(KingCapture.VARIANT.moveLimit()).isZero();
  }

  @Test
  void namesPiecesTheSeedWay() {
    ChessPosition start = KC.start();
    assertThat(start.pieceAt(0, 4)).map(Piece::code).contains("Kw");
    assertThat(start.pieceAt(7, 3)).map(Piece::code).contains("Qb");
    assertThat(start.pieceAt(6, 0)).map(Piece::code).contains("Pb");
    assertThat(start.pieceAt(3, 3)).isEmpty();
  }

  @Test
  void listsTheDestinationsOfOnePiece() {
    assertThat(uci(KC.start().movesFrom(1, 3))).containsExactlyInAnyOrder("d2d3", "d2d4");
    assertThat(uci(KC.start().movesFrom(0, 1))).containsExactlyInAnyOrder("b1a3", "b1c3");
    assertThat(KC.start().movesFrom(0, 0)).isEmpty();
  }

  @Test
  void refusesAMoveThatIsNotThere() {
    assertThatThrownBy(() -> KC.notation().parse(KC.start(), "e2e5"))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> assertThat(e.kind()).isEqualTo(NotationException.Kind.ILLEGAL));
    assertThatThrownBy(() -> KC.notation().parse(KC.start(), "select 2,4"))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> assertThat(e.kind()).isEqualTo(NotationException.Kind.MALFORMED));
  }

  @Test
  void writesMovesInCoordinateNotation() throws NotationException {
    Move move = KC.notation().parse(KC.start(), "g1f3");
    assertThat(KC.notation().format(KC.start(), move)).isEqualTo("g1f3");
  }

  @ParameterizedTest(name = "{0} depth {1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1; 4",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1; 3",
        "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1; 4",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w - - 1 8; 3",
        "3k4/1P6/8/8/8/8/6p1/3K4 w - - 0 1; 5",
      })
  void perftMatchesAPlainReferenceImplementation(String fen, int depth) {
    long expected = new NaiveKingCapture(fen).perft(depth);
    assertThat(KC.perft(KC.fromFen(fen), depth)).isEqualTo(expected);
  }

  @Test
  void perftStopsAtTheMoveLimit() {
    assertThat(KingCapture.withLimit(2).perft(KingCapture.withLimit(2).start(), 3)).isZero();
  }

  private static List<String> uci(List<ChessMove> moves) {
    return moves.stream().map(ChessMove::toString).toList();
  }
}
