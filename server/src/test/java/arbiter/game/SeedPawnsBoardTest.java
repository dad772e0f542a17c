package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.pawns.PawnsVariant;
import org.junit.jupiter.api.Test;

class SeedPawnsBoardTest {

  @Test
  void drawsTheStartPositionAsTheSeedDoes() {
    assertThat(BoardText.of("pawns").lines(PawnsVariant.PAWNS.start()))
        .containsExactly(
            "  +---+---+---+---+---+---+---+---+",
            "8 |   |   |   |   |   |   |   |   |",
            "  +---+---+---+---+---+---+---+---+",
            "7 | B | B | B | B | B | B | B | B |",
            "  +---+---+---+---+---+---+---+---+",
            "6 |   |   |   |   |   |   |   |   |",
            "  +---+---+---+---+---+---+---+---+",
            "5 |   |   |   |   |   |   |   |   |",
            "  +---+---+---+---+---+---+---+---+",
            "4 |   |   |   |   |   |   |   |   |",
            "  +---+---+---+---+---+---+---+---+",
            "3 |   |   |   |   |   |   |   |   |",
            "  +---+---+---+---+---+---+---+---+",
            "2 | W | W | W | W | W | W | W | W |",
            "  +---+---+---+---+---+---+---+---+",
            "1 |   |   |   |   |   |   |   |   |",
            "  +---+---+---+---+---+---+---+---+",
            "    a   b   c   d   e   f   g   h");
  }
}
