package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A square of the screen reader's grid in each language's order: Persian names the piece before
 * its colour (رخ سیاه, "rook of black"), and Russian cannot put the plural side before a piece
 * (белые пешка); both read "a8, black rook" word for word from English before.
 */
class SquareWordsTest {

  private static String square(String language, String side, String piece) {
    Words w = Words.of(language);
    return w.get("page.square_piece", "a8", w.get("side." + side), w.get("speech." + piece));
  }

  @Test
  void eachLanguageNamesTheSquaresPieceInItsOwnOrder() {
    assertThat(square("en", "black", "rook")).isEqualTo("a8, black rook");
    assertThat(square("fa", "black", "rook")).isEqualTo("a8، رخ سیاه");
    assertThat(square("ru", "white", "pawn")).isEqualTo("a8, пешка, белые");
  }
}
