package arbiter.face.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class HtmlSheetsTest {

  private static Sheet sheet(String name, boolean rtl, Sheet.Qr qr) {
    return new Sheet("Pairings, round 1", "<hall>", List.of(
        new Sheet.Column("Board", 1, true), new Sheet.Column("White", 3, false)),
        List.of(List.of("1", name)), List.of(), 0, false, rtl, qr);
  }

  @Test
  void everyTextIsEscaped() {
    String page = HtmlSheets.render(sheet("<script>alert('x')</script>&", false, null),
        Paper.A4, "en");
    assertThat(page).doesNotContain("<script>", "<hall>")
        .contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;", "&lt;hall&gt;");
  }

  @Test
  void thePaperPicksItsStyleSheetAndTheHeaderRepeats() {
    assertThat(HtmlSheets.render(sheet("ann", false, null), Paper.LETTER, "en"))
        .contains("href=\"/print.css\"", "href=\"/print-letter.css\"", "<thead>",
            "<th class=\"n\">Board</th>", "<td class=\"n\">1</td><td>ann</td>")
        .doesNotContain("style=", "<style");
    assertThat(HtmlSheets.render(sheet("ann", false, null), Paper.A4, "en"))
        .contains("href=\"/print-a4.css\"");
  }

  @Test
  void persianPagesReadRightToLeft() {
    assertThat(HtmlSheets.render(sheet("علی", true, null), Paper.A4, "fa"))
        .contains("<html lang=\"fa\" dir=\"rtl\">", "<td>علی</td>");
  }

  @Test
  void theQrCodeIsInlineSvgWithItsCaption() {
    Sheet.Qr qr = new Sheet.Qr("http://10.0.0.2:8080/?join=hall", "scan me",
        List.of("101", "010", "101"));
    String page = HtmlSheets.render(sheet("ann", false, qr), Paper.A4, "en");
    assertThat(page).contains("<svg class=\"qr\"", "viewBox=\"0 0 11 11\"", "M4 4h1v1h-1z",
        "M5 5h1v1h-1z", "<p class=\"scan\">scan me</p>").doesNotContain("M5 4h1");
  }

  @Test
  void slipsHaveBoxesAndSignatureLines() {
    Sheet slips = new Sheet("Result slips, round 1", "hall", List.of(), List.of(),
        List.of(new Sheet.Tile("7", List.of("White: ann"), List.of("1-0"), List.of("sign"))),
        PairingSheets.SLIPS_PER_PAGE, false, false, null);
    assertThat(HtmlSheets.render(slips, Paper.A4, "en")).contains("<section class=\"slip\">",
        "<div class=\"big\">7</div>", "<span class=\"box\"></span> 1-0",
        "<span class=\"sign\">sign</span>");
  }
}
