package arbiter.bench.print;

import arbiter.director.TournamentView;
import arbiter.director.TournamentViews;
import arbiter.face.print.HtmlSheets;
import arbiter.face.print.Paper;
import arbiter.face.print.PdfSheets;
import arbiter.face.print.PlayerCodes;
import arbiter.face.print.PrintKind;
import arbiter.face.print.Printouts;
import arbiter.face.print.Sheet;
import arbiter.face.web.JoinCode;
import arbiter.face.words.Words;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How long each printout of a 300-player Swiss takes to lay out, as a PDF and as a page: a few
 * warm-up runs, then the median and worst of the timed ones, in milliseconds, one line a kind.
 * {@code ./arbiter printbench [players] [runs]}; a figure for the note, nothing asserted.
 */
public final class PrintBench {

  private PrintBench() {}

  public static void main(String[] args) {
    int players = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    TournamentView swiss = swiss(players);
    TournamentView roundRobin = roundRobin(Math.min(players, 20));
    Words w = Words.english();
    String url = "http://192.168.1.20:8080/?join=hall";
    Sheet.Qr qr = new Sheet.Qr(url, Printouts.qrCaption(w, url, false), JoinCode.rows(url));
    System.out.printf(Locale.ROOT, "%d players, round 3, A4; %d timed runs after 3 warm-ups%n",
        players, runs);
    System.out.printf(Locale.ROOT, "%-13s %8s %8s %7s %9s %9s%n", "printout", "pdf p50", "pdf max",
        "pages", "KiB", "html p50");
    for (PrintKind kind : PrintKind.values()) {
      TournamentView view = kind == PrintKind.BERGER ? roundRobin : swiss;
      Sheet sheet = Printouts.sheet(kind, view, kind.perRound() ? 3 : view.round(), w,
          PlayerCodes.NONE, qr);
      long[] pdf = new long[runs];
      long[] html = new long[runs];
      byte[] bytes = null;
      for (int i = -3; i < runs; i++) {
        long start = System.nanoTime();
        bytes = PdfSheets.render(Printouts.sheet(kind, view, kind.perRound() ? 3 : view.round(),
            w, PlayerCodes.NONE, qr), Paper.A4, w);
        long middle = System.nanoTime();
        HtmlSheets.render(sheet, Paper.A4, "en");
        long end = System.nanoTime();
        if (i >= 0) {
          pdf[i] = middle - start;
          html[i] = end - middle;
        }
      }
      Arrays.sort(pdf);
      Arrays.sort(html);
      System.out.printf(Locale.ROOT, "%-13s %8.1f %8.1f %7d %9d %9.2f%n", kind.file(),
          pdf[runs / 2] / 1e6, pdf[runs - 1] / 1e6, pages(bytes), bytes.length / 1024,
          html[runs / 2] / 1e6);
    }
  }

  /** The document's page count, read back by PDFBox. */
  private static int pages(byte[] pdf) {
    try (PDDocument document = Loader.loadPDF(pdf)) {
      return document.getNumberOfPages();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static TournamentView swiss(int count) {
    Tournament tournament = Tournament.create("hall", "chess", Format.SWISS, 7, 40, "org");
    Map<String, Integer> ratings = new HashMap<>();
    for (int i = 1; i <= count; i++) {
      String player = String.format(Locale.ROOT, "player_%03d", i);
      tournament.join(player);
      ratings.put(player, 2500 - i);
    }
    tournament.rate(ratings);
    tournament.start();
    for (int round = 1; round <= 2; round++) {
      for (Pairing p : tournament.pairings(round)) {
        if (!p.isBye()) {
          tournament.record(round, p.board(), p.board() % 3 == 0 ? Result.DRAW : Result.WHITE_WIN);
        }
      }
      tournament.nextRound();
    }
    return TournamentViews.of(tournament, Map.of(), 0, -1);
  }

  private static TournamentView roundRobin(int count) {
    Tournament tournament = Tournament.create("rr", "chess", Format.ROUND_ROBIN, 0, 40, "org");
    for (int i = 1; i <= count; i++) {
      tournament.join("rr_" + i);
    }
    tournament.start();
    return TournamentViews.of(tournament, Map.of(), 0, -1);
  }
}
