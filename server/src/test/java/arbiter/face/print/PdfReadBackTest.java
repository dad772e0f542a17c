package arbiter.face.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.director.TournamentView;
import arbiter.export.TournamentSheets;
import arbiter.face.web.JoinCode;
import arbiter.face.words.Words;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PDFs read back by Poppler ({@code pdftotext}, {@code pdfinfo}, {@code pdftoppm}) and the
 * QR code by {@code zbarimg}, as a reader would: skipped, with a message, when they are missing
 * (Debian's {@code poppler-utils} and {@code zbar-tools}; {@code .ci/run} installs them).
 */
@Tag("process")
class PdfReadBackTest {

  private static final String URL = "http://192.168.1.20:8080/?join=hall";
  private static TournamentView hall;

  @TempDir Path dir;

  @BeforeAll
  static void tournament() {
    hall = PrintFixtures.roundRobin(300, 2);
  }

  private static boolean installed(String program) {
    for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(folder, program))) {
        return true;
      }
    }
    return false;
  }

  private static void need(String... programs) {
    for (String program : programs) {
      assumeTrue(installed(program), program + " is not installed (Debian poppler-utils, "
          + "zbar-tools): the PDF read-back is skipped");
    }
  }

  private Path pdf(PrintKind kind, Paper paper, Words w) throws IOException {
    Sheet.Qr qr = new Sheet.Qr(URL, Printouts.qrCaption(w, URL, true), JoinCode.rows(URL));
    Path file = dir.resolve(kind.file() + "-" + paper.code() + "-" + w.language() + ".pdf");
    Files.write(file, PdfSheets.render(Printouts.sheet(kind, hall, 3, w, PlayerCodes.NONE, qr),
        paper, w));
    return file;
  }

  private static String run(String... command) throws IOException, InterruptedException {
    // zbarimg talks of D-Bus on standard error: only the answer is read
    Process process = new ProcessBuilder(command)
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    byte[] out = process.getInputStream().readAllBytes();
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(String.join(" ", command)).isZero();
    return new String(out, StandardCharsets.UTF_8);
  }

  /** What a reader finds: the presentation forms as letters, no direction marks or joiners. */
  private static String readable(String text) {
    StringBuilder kept = new StringBuilder();
    Normalizer.normalize(text, Normalizer.Form.NFKC).codePoints()
        .filter(c -> Character.getType(c) != Character.FORMAT).forEach(kept::appendCodePoint);
    return kept.toString();
  }

  private static String text(Path pdf, int page) throws Exception {
    return readable(run("pdftotext", "-layout", "-f", Integer.toString(page), "-l",
        Integer.toString(page), pdf.toString(), "-"));
  }

  @Test
  void thePairingsReadBackWithBoardNumbersAndNamesInEveryScript() throws Exception {
    need("pdftotext");
    Path pdf = pdf(PrintKind.PAIRINGS, Paper.A4, Words.english());
    StringBuilder all = new StringBuilder();
    for (int page = 1; page <= 3; page++) {
      all.append(text(pdf, page));
    }
    String text = all.toString();
    assertThat(text).contains("Pairings, round 3", "Enter your result on your phone: " + URL);
    for (var board : hall.roundsPaired().get(2).subList(0, 60)) {
      assertThat(text).containsPattern("(?m)^\\s*" + board.board() + "\\s+"
          + java.util.regex.Pattern.quote(readable(board.white())) + "\\s");
    }
    assertThat(text).contains(PrintFixtures.LATIN, PrintFixtures.CYRILLIC,
        readable(PrintFixtures.PERSIAN));
  }

  @Test
  void theHeaderRowRepeatsOnEveryPage() throws Exception {
    need("pdftotext");
    Path pdf = pdf(PrintKind.STANDINGS, Paper.A4, Words.english());
    for (int page = 2; page <= 6; page++) {
      assertThat(text(pdf, page)).contains("Standings after round 2", "Rank", "Player",
          TournamentSheets.header(Words.english(), hall.standings().shown().get(0)),
          "Page " + page + " of 6");
    }
  }

  @Test
  void threeHundredPlayersPaginateOnA4AndLetter() throws Exception {
    need("pdfinfo");
    Map<PrintKind, Integer> a4 = Map.of(PrintKind.PAIRINGS, 3, PrintKind.ALPHABETICAL, 6,
        PrintKind.STANDINGS, 6, PrintKind.CROSSTABLE, 6, PrintKind.PLAYERS, 6,
        PrintKind.SLIPS, 30, PrintKind.CARDS, 75);
    List<String> failures = new ArrayList<>();
    for (var expected : a4.entrySet()) {
      String info = run("pdfinfo", pdf(expected.getKey(), Paper.A4, Words.english()).toString());
      if (!info.matches("(?s).*Pages:\\s+" + expected.getValue() + "\n.*")
          || !info.contains("595.276 x 841.89 pts (A4)")) {
        failures.add(expected.getKey() + ": " + info);
      }
    }
    assertThat(failures).isEmpty();
    assertThat(run("pdfinfo", pdf(PrintKind.ALPHABETICAL, Paper.LETTER, Words.english())
        .toString())).contains("612 x 792 pts (letter)").containsPattern("Pages:\\s+6\n");
  }

  @Test
  void persianAndRussianWordsReadBackInTheirScripts() throws Exception {
    need("pdftotext");
    // each word reads in its own order; on a page of mostly Latin names Poppler lays the words
    // of a Persian line out left to right
    assertThat(text(pdf(PrintKind.PAIRINGS, Paper.A4, Words.of("fa")), 1))
        .contains(readable("جفت‌ها"), "دور", "۳", readable(PrintFixtures.PERSIAN));
    assertThat(text(pdf(PrintKind.STANDINGS, Paper.A4, Words.of("ru")), 1))
        .contains("Таблица после тура 2", "Рейтинг");
    assertThat(text(pdf(PrintKind.PLAYERS, Paper.A4, Words.of("ru")), 1))
        .contains("Участники", PrintFixtures.CYRILLIC);
  }

  @Test
  void theQrCodeReadsBackAsTheTournamentsAddress() throws Exception {
    need("pdftoppm", "zbarimg");
    Path pdf = pdf(PrintKind.ALPHABETICAL, Paper.A4, Words.english());
    run("pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile", pdf.toString(),
        dir.resolve("page").toString());
    assertThat(run("zbarimg", "--raw", "-q", dir.resolve("page.png").toString()).strip())
        .isEqualTo(URL);
  }
}
