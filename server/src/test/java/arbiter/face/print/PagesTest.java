package arbiter.face.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
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
    List<List<String>> rows = new ArrayList<>();
    for (int i = 1; i <= 300; i++) {
      rows.add(List.of(Integer.toString(i), "p" + i));
    }
    Sheet.Qr qr = new Sheet.Qr("http://10.0.0.2:8080/?join=hall", "scan", List.of("1"));
    Sheet sheet = new Sheet("Standings", "hall", List.of(new Sheet.Column("Rank", 1, true),
        new Sheet.Column("Player", 3, false)), rows, List.of(), 0, false, false, qr);
    int[] capacity = PdfSheets.capacity(sheet, Paper.A4.size().getHeight());
    assertThat(capacity[0]).isLessThan(capacity[1]).isGreaterThan(40);
    assertThat(Pages.split(300, capacity[0], capacity[1])).hasSize(6);
    assertThat(PdfSheets.capacity(sheet, Paper.LETTER.size().getHeight())[1])
        .isLessThan(capacity[1]);
  }
}
