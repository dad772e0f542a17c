package arbiter.face.print;

import arbiter.director.TournamentView;
import arbiter.face.words.Words;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The print face's entry: which printout a request may have, the {@link Sheet} of it in the
 * reader's words, and that sheet as a PDF ({@link PdfSheets}) or a print-styled page
 * ({@link HtmlSheets}).
 */
public final class Printouts {

  private Printouts() {}

  /**
   * The round a printout shows: the one asked for, else the tournament's current round.
   */
  public static int round(TournamentView view, OptionalInt asked) {
    return asked.orElse(view.round());
  }

  /**
   * Why {@code kind} cannot be printed for {@code round}, as one line in the reader's words;
   * empty when it can.
   */
  public static Optional<String> refusal(PrintKind kind, TournamentView view, int round, Words w) {
    if (kind == PrintKind.BERGER && !view.format().equals("roundrobin")) {
      return Optional.of(w.get("print.not_round_robin", view.name()));
    }
    if (kind.perRound() && (round < 1 || round > view.roundsPaired().size())) {
      return Optional.of(w.get("print.no_round", view.name(), round));
    }
    return Optional.empty();
  }

  /**
   * The sheet of {@code kind}; {@code qr} goes on the pairing lists. {@link #refusal} must have
   * said yes.
   */
  public static Sheet sheet(PrintKind kind, TournamentView view, int round, Words w,
      PlayerCodes codes, Sheet.Qr qr) {
    PairingSheets pairings = new PairingSheets(view, round, w, codes);
    ResultSheets results = new ResultSheets(view, w, codes);
    return switch (kind) {
      case PAIRINGS -> pairings.byBoard(qr);
      case ALPHABETICAL -> pairings.byName(qr);
      case SLIPS -> pairings.slips();
      case CARDS -> pairings.cards();
      case STANDINGS -> results.standings();
      case CROSSTABLE -> results.crosstable();
      case PLAYERS -> results.players();
      case BERGER -> results.berger();
    };
  }

  /**
   * The caption beside a pairing list's QR code: over the board it leads to the phone page that
   * reports results; a tournament played on the server reports its own, and the code leads to its
   * page.
   */
  public static String qrCaption(Words w, String url, boolean otb) {
    return otb ? w.get("print.scan", url) : w.get("print.follow", url);
  }

  /** The line under a sheet's title: the tournament, its variant, format and round. */
  static String about(TournamentView view, Words w) {
    String format = switch (view.format()) {
      case "swiss" -> "page.swiss";
      case "knockout" -> "page.knockout";
      case "arena" -> "page.arena";
      case "teamswiss" -> "page.team_swiss";
      case "teamroundrobin" -> "page.team_round_robin";
      default -> "page.round_robin";
    };
    // a knockout plays rounds until its final is decided: its rounds() are a match's games
    return view.name() + " · " + (view.format().equals("knockout")
        ? w.get("sheet.about_knockout", view.variant(), w.get(format), view.round())
        : w.get("sheet.about", view.variant(), w.get(format), view.round(), view.rounds()));
  }

  /** Points from half points, one decimal, in the language's digits: {@code 2.5}. */
  static String points(Words w, int halves) {
    return w.digits(String.format(Locale.ROOT, "%.1f", halves / 2.0));
  }

  static boolean rightToLeft(Words w) {
    return w.get("page.dir").equals("rtl");
  }
}
