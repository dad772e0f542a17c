package arbiter.rules.minishogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import arbiter.rules.NotationException;
import arbiter.rules.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SeedNotationTest {

  private static final MinishogiVariant VARIANT = MinishogiVariant.MINISHOGI;
  private static final SeedNotation NOTATION = SeedNotation.INSTANCE;

  @Test
  void readsAndWritesBoardMovesAndDrops() throws NotationException {
    Position start = VARIANT.start();
    MinishogiMove move = NOTATION.parse(start, "l 15 12");
    assertThat(move.from()).containsExactly(4, 0);
    assertThat(move.to()).containsExactly(1, 0);
    assertThat(move.promotes()).isTrue();
    assertThat(NOTATION.format(start, move)).isEqualTo("l 15 12");

    Position withHand = VARIANT.fromFen("4k/5/5/5/K4[P] w - - 0 1");
    MinishogiMove drop = NOTATION.parse(withHand, "P 00 33");
    assertThat(drop.isDrop()).isTrue();
    assertThat(drop.from()).isNull();
    assertThat(drop.kind()).isEqualTo('P');
    assertThat(drop.toString()).isEqualTo("P 00 33");
  }

  @Test
  void aPromotedPieceKeepsItsLetter() throws NotationException {
    Position position = VARIANT.fromFen("4k/5/1+s3/5/K4[] b - - 0 1");
    assertThat(NOTATION.parse(position, "s 23 21").toString()).isEqualTo("s 23 21");
  }

  @Test
  void toleratesSurroundingAndRepeatedBlanks() throws NotationException {
    assertThat(NOTATION.parse(VARIANT.start(), "  p  54 53 ").toString()).isEqualTo("p 54 53");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "0", "p", "p 54", "p 54 53 52", "p5453", "x 54 53", "p 5 53",
      "p 544 53", "p a4 53", "p-54-53", "pp 54 53"})
  void malformedLinesAreMalformed(String text) {
    assertThat(kind(text)).isEqualTo(NotationException.Kind.MALFORMED);
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "P 12 13", // white's piece on black's turn
    "s 54 53", // a pawn stands there, not a silver
    "p 53 52", // nothing stands on 53
    "p 54 52", // too far
    "b 25 16", // off the board
    "p 64 63", // off the board
    "p 50 53", // no row 0
    "g 45 55", // onto its own king
    "b 25 36", // a bishop does not go back
    "l 15 11", // a lance does not jump
    "p 00 33", // nothing in hand
    "k 00 33", // a king is never dropped
    "k 55 00" // no such square
  })
  void wellFormedLinesThatNameNoLegalMoveAreIllegal(String text) {
    assertThat(kind(text)).isEqualTo(NotationException.Kind.ILLEGAL);
  }

  private static NotationException.Kind kind(String text) {
    return catchThrowableOfType(
            NotationException.class, () -> NOTATION.parse(VARIANT.start(), text))
        .kind();
  }
}
