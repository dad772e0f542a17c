package arbiter.rules.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NotationAndFenTest {

  private static final CheckersVariant VARIANT = CheckersVariant.CHECKERS;

  private static Move parse(String fen, String text) throws NotationException {
    return VARIANT.notation().parse(VARIANT.fromFen(fen), text);
  }

  private static NotationException.Kind refusal(String fen, String text) {
    try {
      parse(fen, text);
    } catch (NotationException e) {
      return e.kind();
    }
    throw new AssertionError("accepted: " + text);
  }

  @Test
  void theVariantIsRegisteredAsCheckers() {
    assertThat(Variants.byId("checkers")).containsSame(VARIANT);
  }

  @Test
  void readsAndWritesSimpleMovesWithADashOrAnEnDash() throws NotationException {
    Position start = VARIANT.start();
    Move dash = VARIANT.notation().parse(start, "c3-d4");

    assertThat(VARIANT.notation().parse(start, "c3\u2013d4")).isEqualTo(dash);
    assertThat(VARIANT.notation().parse(start, " C3-D4 ")).isEqualTo(dash);
    assertThat(VARIANT.notation().format(start, dash)).isEqualTo("c3-d4");
    assertThat(dash.from()).containsExactly(2, 2);
    assertThat(dash.to()).containsExactly(3, 3);
  }

  @Test
  void readsCapturesWithColonsOrPdnCrosses() throws NotationException {
    String fen = "W:Wc1:Bd2,f4,f6";
    Move move = parse(fen, "c1:e3:g5:e7");

    assertThat(parse(fen, "c1xe3xg5xe7")).isEqualTo(move);
    assertThat(move.toString()).isEqualTo("c1:e3:g5:e7");
    assertThat(((CheckersMove) move).capturedCount()).isEqualTo(3);
  }

  @Test
  void readsAKingCaptureByItsLandingSquares() throws NotationException {
    // the seed's examples: a1:h8 takes c3; a1:d4:f6:h4 takes b2, e5 and g5
    assertThat(parse("W:WKa1:Bc3", "a1:h8").toString()).isEqualTo("a1:h8");
    String fen = "W:WKa1:Bb2,e5,g5";
    Move move = parse(fen, "a1:d4:f6:h4");
    assertThat(((CheckersMove) move).capturedCount()).isEqualTo(3);
    // the king could stop on c3 as well before taking e5: the same move
    assertThat(parse(fen, "a1:c3:f6:h4")).isEqualTo(move);
    assertThat(VARIANT.fromFen(fen).legalMoves()).containsExactly(move);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "c3", "c3d4", "c3-d4-e5x", "c3-d4:e5", "c3 d4", "i3-j4", "c3-d9"})
  void refusesTextThatIsNoMove(String text) {
    assertThat(refusal(Fen.START, text)).isEqualTo(NotationException.Kind.MALFORMED);
  }

  @ParameterizedTest
  @ValueSource(strings = {"c3-c4", "d4-e5", "c3-e5", "c3:e5", "b6-a5", "c3-d4-e5", "a1-b2"})
  void refusesMovesThatAreNotLegal(String text) {
    NotationException.Kind kind = refusal(Fen.START, text);
    assertThat(kind).isIn(NotationException.Kind.ILLEGAL, NotationException.Kind.MALFORMED);
  }

  @Test
  void aCaptureMustBeWrittenWhole() {
    String fen = "W:Wc1:Bd2,f4,f6";
    assertThat(refusal(fen, "c1:e3")).isEqualTo(NotationException.Kind.ILLEGAL);
    assertThat(refusal(fen, "c1:e3:g5")).isEqualTo(NotationException.Kind.ILLEGAL);
    assertThat(refusal(fen, "c1-e3")).isEqualTo(NotationException.Kind.ILLEGAL);
    assertThat(refusal(fen, "c1:g5:e7")).isEqualTo(NotationException.Kind.ILLEGAL);
  }

  @Test
  void eitherPathOfTheSameMoveIsAccepted() throws NotationException {
    String fen = "W:Wc3:Bd4,d6,b6,b4,h8";
    assertThat(parse(fen, "c3:e5:c7:a5:c3")).isEqualTo(parse(fen, "c3:a5:c7:e5:c3"));
  }

  @Test
  void aFenReadsBackAsItIsWritten() {
    Position position = VARIANT.fromFen("W:Wa1,c3,Kh2:Bb6,Kd8");

    assertThat(position.toFen()).isEqualTo("W:Wa1,c3,Kh2:Bb6,Kd8");
    assertThat(position.sideToMove()).isEqualTo(Side.WHITE);
    assertThat(VARIANT.fromFen("B:B:W").toFen()).isEqualTo("B:W:B");
    assertThat(VARIANT.start().toFen())
        .isEqualTo("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
    assertThat(VARIANT.fromFen(VARIANT.start().toFen())).isEqualTo(VARIANT.start());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "", "W", "X:Wa1:Bb6", "W:Wa1", "W:Wa2:Bb6", "W:Wa1,a1:Bb6", "W:Wa1:Ba1", "W:Wb8:Bb6",
        "B:Wa1:Bc1", "W:Wa1:Wb6", "W:Wa1,:Bb6", "W:Wz1:Bb6"
      })
  void aMalformedFenIsRefused(String fen) {
    assertThatThrownBy(() -> VARIANT.fromFen(fen)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theBoardViewShowsMenAndKingsOnDarkSquares() {
    Position position = VARIANT.fromFen("W:Wa1,Kh2:Bb6,Kd8");

    assertThat(position.rows()).isEqualTo(8);
    assertThat(position.columns()).isEqualTo(8);
    assertThat(position.occupant(0, 0)).contains(new BoardPiece('M', Side.WHITE, false));
    assertThat(position.occupant(1, 7)).contains(new BoardPiece('K', Side.WHITE, false));
    assertThat(position.occupant(5, 1)).contains(new BoardPiece('M', Side.BLACK, false));
    assertThat(position.occupant(7, 3)).contains(new BoardPiece('K', Side.BLACK, false));
    assertThat(position.occupant(0, 1)).isEmpty();
    assertThat(position.occupant(2, 2)).isEmpty();
    assertThatThrownBy(() -> position.occupant(8, 0)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void playRefusesAMoveOfAnotherPosition() throws NotationException {
    Move elsewhere = parse("W:Wa1:Bh8", "a1-b2");
    assertThatThrownBy(() -> VARIANT.start().play(elsewhere))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
