package arbiter.face.print;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.director.TournamentView;
import arbiter.director.TournamentViews;
import arbiter.face.words.Words;
import arbiter.tournament.Format;
import arbiter.tournament.Tournament;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/**
 * A user name of 32 letters, the longest there is, prints whole on the lists the hall reads
 * (found by probe-local: names that differ only at their end were all cut to the same
 * "konstantin_konstantinopo…", so nobody found their board or their rank).
 */
class LongNamesTest {

  private static List<String> names() {
    List<String> names = new ArrayList<>();
    for (int i = 1; i <= 6; i++) {
      names.add(String.format("konstantin_konstantinopolski_%03d", i)); // 32 characters
    }
    return names;
  }

  private static TournamentView swiss() {
    Tournament tournament = Tournament.create("hall", "chess", Format.SWISS, 5, 40, "org");
    names().forEach(tournament::join);
    tournament.start();
    return TournamentViews.of(tournament, Map.of(), 0, -1);
  }

  @Test
  void aNameOfThirtyTwoLettersPrintsWholeOnEveryList() throws IOException {
    TournamentView hall = swiss();
    PlayerCodes codes = (tournament, player) -> Optional.of("WWWWWW");
    for (Paper paper : Paper.values()) {
      for (PrintKind kind : new PrintKind[] {PrintKind.PAIRINGS, PrintKind.ALPHABETICAL,
          PrintKind.STANDINGS, PrintKind.CROSSTABLE, PrintKind.PLAYERS, PrintKind.SLIPS,
          PrintKind.CARDS}) {
        Words w = Words.english();
        byte[] pdf = PdfSheets.render(Printouts.sheet(kind, hall, 1, w, codes, null), paper, w);
        try (PDDocument document = Loader.loadPDF(pdf)) {
          String text = new PDFTextStripper().getText(document);
          for (String name : names()) {
            assertThat(text).as(kind + " " + paper).contains(name);
          }
        }
      }
    }
  }
}
