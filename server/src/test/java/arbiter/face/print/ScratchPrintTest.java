package arbiter.face.print;

import arbiter.face.words.Words;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScratchPrintTest {
  @Test
  void scratch() throws Exception {
    var view = PrintFixtures.swiss(300, 2);
    Words w = Words.english();
    String url = "http://192.168.1.20:8080/?join=hall";
    Sheet.Qr qr = new Sheet.Qr(url, Printouts.qrCaption(w, url), List.of("1010", "0101", "1010", "0101"));
    for (PrintKind kind : PrintKind.values()) {
      if (kind == PrintKind.BERGER) continue;
      long t0 = System.nanoTime();
      Sheet sheet = Printouts.sheet(kind, view, 3, w, PlayerCodes.NONE, qr);
      byte[] pdf = PdfSheets.render(sheet, Paper.A4, w);
      System.out.println(kind + " " + (System.nanoTime() - t0) / 1_000_000 + " ms " + pdf.length);
      Files.write(Path.of("/tmp/print28-" + kind.file() + ".pdf"), pdf);
      Files.writeString(Path.of("/tmp/print28-" + kind.file() + ".html"), HtmlSheets.render(sheet, Paper.A4, "en"));
    }
    var rr = PrintFixtures.roundRobin(11);
    Files.write(Path.of("/tmp/print28-berger.pdf"), PdfSheets.render(Printouts.sheet(PrintKind.BERGER, rr, 1, Words.of("fa"), PlayerCodes.NONE, null), Paper.LETTER, Words.of("fa")));
  }
}
