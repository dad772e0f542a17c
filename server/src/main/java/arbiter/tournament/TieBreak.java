package arbiter.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tie-breaks of the FIDE regulations (C.07, 2023) that a tournament may list, by their FIDE
 * codes. Values are kept in exact units: Buchholz and direct encounter in half points,
 * Sonneborn-Berger in quarter points, counts as counts, the average rating as a whole rating.
 */
public enum TieBreak {
  /** Buchholz: the sum of the opponents' scores. */
  BH("BH", "Buch", "buchholz", 6),
  /** Buchholz without the lowest contribution. */
  BH_C1("BH-C1", "Buch-1", "buchholz_cut1", 6),
  /** Buchholz without the two lowest contributions. */
  BH_C2("BH-C2", "Buch-2", "buchholz_cut2", 6),
  /** Median Buchholz: without the highest and the lowest contribution. */
  BH_M1("BH-M1", "Med-1", "buchholz_median1", 6),
  /** Sonneborn-Berger: each opponent's score times the points scored against them. */
  SB("SB", "SB", "sb", 6),
  /** Direct encounter: points among the tied players, when every one met every other. */
  DE("DE", "DE", "direct_encounter", 4),
  /** Rounds won, with or without playing (forfeit wins and full-point byes count). */
  WIN("WIN", "Wins", "wins", 4),
  /** Games won over the board. */
  WON("WON", "Won", "won", 4),
  /** Games played over the board with black. */
  BPG("BPG", "Black", "black_games", 5),
  /** Average rating of the opponents met over the board, rounded. */
  ARO("ARO", "ARO", "aro", 5);

  /** The order used when a tournament names none: the order of the standings before options. */
  public static final List<TieBreak> DEFAULT = List.of(SB, BH, BH_C1, WIN, DE);

  private final String code;
  private final String header;
  private final String csvName;
  private final int width;

  TieBreak(String code, String header, String csvName, int width) {
    this.code = code;
    this.header = header;
    this.csvName = csvName;
    this.width = width;
  }

  /** The FIDE code: {@code BH-C1}, {@code SB}, ... */
  public String code() {
    return code;
  }

  public String header() {
    return header;
  }

  public String csvName() {
    return csvName;
  }

  public int width() {
    return width;
  }

  /** Whether it shows as a column: direct encounter only orders the tied players. */
  boolean shown() {
    return this != DE;
  }

  /** A value as printed: points with one decimal, Sonneborn-Berger with two, counts as they are. */
  public String format(int value) {
    return switch (this) {
      case BH, BH_C1, BH_C2, BH_M1, DE -> String.format(Locale.ROOT, "%.1f", value / 2.0);
      case SB -> String.format(Locale.ROOT, "%.2f", value / 4.0);
      default -> Integer.toString(value);
    };
  }

  /**
   * A list of codes separated by commas ({@code BH-C1,BH,SB,DE}), each at most once; throws
   * {@link TournamentException} for an unknown code.
   */
  public static List<TieBreak> parseList(String text) {
    List<TieBreak> order = new ArrayList<>();
    for (String word : text.split(",", -1)) {
      TieBreak found = null;
      for (TieBreak tieBreak : values()) {
        if (tieBreak.code.equalsIgnoreCase(word.strip())) {
          found = tieBreak;
        }
      }
      if (found == null || order.contains(found)) {
        throw new TournamentException(TournamentRefusal.TIEBREAKS, codes(List.of(values())),
            word.strip());
      }
      order.add(found);
    }
    return List.copyOf(order);
  }

  /** The codes joined by commas. */
  public static String codes(List<TieBreak> order) {
    List<String> codes = new ArrayList<>();
    order.forEach(t -> codes.add(t.code));
    return String.join(",", codes);
  }
}
