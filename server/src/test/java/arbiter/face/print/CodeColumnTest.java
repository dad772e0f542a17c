package arbiter.face.print;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.director.TournamentView;
import arbiter.face.words.Words;
import java.io.IOException;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/**
 * A player's code prints whole on the organizer's lists, however wide its letters (found by
 * probing: eve's code RXNG2N printed as "RXNG…" in the black column of an A4 pairing list, which
 * no phone could be logged into with).
 */
class CodeColumnTest {

  /** The widest code the alphabet makes: W is its widest letter in DejaVu Sans. */
  private static final String WIDEST = "WWWWWW";

  @Test
  void theWidestCodePrintsWholeOnEveryListAndPaper() throws IOException {
    TournamentView hall = PrintFixtures.swiss(9, 2);
    PlayerCodes codes = (tournament, player) -> Optional.of(WIDEST);
    for (Paper paper : Paper.values()) {
      for (PrintKind kind : new PrintKind[] {PrintKind.PAIRINGS, PrintKind.ALPHABETICAL}) {
        for (String language : new String[] {"en", "ru", "fa"}) {
          Words w = Words.of(language);
          byte[] pdf = PdfSheets.render(Printouts.sheet(kind, hall, 3, w, codes, null), paper, w);
          try (PDDocument document = Loader.loadPDF(pdf)) {
            String text = new PDFTextStripper().getText(document);
            // nine players, each shown once with their code
            assertThat(text.split(WIDEST, -1).length - 1).as(kind + " " + paper + " " + language)
                .isEqualTo(9);
          }
        }
      }
    }
  }
}
