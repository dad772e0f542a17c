package arbiter.face.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PagesTest {

  @Test
  void theFirstPageHoldsFewerRowsThanTheOthers() {
    assertThat(Pages.split(120, 50, 55)).containsExactly(new Pages.Span(0, 50),
        new Pages.Span(50, 105), new Pages.Span(105, 120));
  }

  @Test
  void anExactFitLeavesNoEmptyPage() {
    assertThat(Pages.split(105, 50, 55)).hasSize(2);
  }

  @Test
  void nothingToPrintIsStillOnePage() {
    assertThat(Pages.split(0, 50, 55)).containsExactly(new Pages.Span(0, 0));
  }

  @Test
  void aPageHoldsAtLeastOneRow() {
    assertThatThrownBy(() -> Pages.split(3, 0, 5)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void threeHundredPlayersTakeSixPagesOfA4AndTheHeaderRepeats() {
    Sheet sheet = Printouts.sheet(PrintKind.STANDINGS, PrintFixtures.swiss(300, 2), 3,
        arbiter.face.words.Words.english(), PlayerCodes.NONE, null);
    int[] capacity = PdfSheets.capacity(sheet, Paper.A4.size().getHeight());
    assertThat(capacity[0]).isLessThanOrEqualTo(capacity[1]).isGreaterThan(40);
    assertThat(Pages.split(300, capacity[0], capacity[1])).hasSize(6);
  }
}
