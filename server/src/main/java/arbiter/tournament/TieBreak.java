package arbiter.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tie-breaks of the FIDE regulations (C.07, as in force from 1 March 2026) that a tournament
 * may list, by their codes as TRF-2026 spells them. Values are kept in exact units: Buchholz and
 * direct encounter in half points, Sonneborn-Berger in quarter points, counts as counts, ratings
 * and pairing numbers as whole numbers.
 */
public enum TieBreak {
  /** Buchholz: the sum of the opponents' scores. */
  BH("BH", "buchholz", 6),
  /** Buchholz without the lowest contribution. */
  BH_C1("BH-C1", "buchholz_cut1", 6),
  /** Buchholz without the two lowest contributions. */
  BH_C2("BH-C2", "buchholz_cut2", 6),
  /** Median Buchholz: without the highest and the lowest contribution. */
  BH_M1("BH-M1", "buchholz_median1", 6),
  /** Median Buchholz 2: without the two highest and the two lowest contributions. */
  BH_M2("BH-M2", "buchholz_median2", 6),
  /** Sonneborn-Berger: each opponent's score times the points scored against them. */
  SB("SB", "sb", 6),
  /** Sonneborn-Berger without the lowest contribution. */
  SB_C1("SB-C1", "sb_cut1", 6),
  /** Direct encounter: points among the tied players, games played over the board. */
  DE("DE", "direct_encounter", 4),
  /** Rounds won, with or without playing (forfeit wins and full-point byes count). */
  WIN("WIN", "wins", 4),
  /** Games won over the board. */
  WON("WON", "won", 4),
  /** Games played over the board with black. */
  BPG("BPG", "black_games", 5),
  /** Games won over the board with black. */
  BWG("BWG", "black_wins", 4),
  /** Rounds one elected to play: games over the board and full points scored without one. */
  REP("REP", "rounds_elected", 4),
  /** Average rating of the opponents met over the board, rounded. */
  ARO("ARO", "aro", 5),
  /** The player's own rating. */
  RTNG("RTNG", "rating", 5),
  /** The tournament pairing number: the lower ranks higher. */
  TPN("TPN", "pairing_number", 4);

  /**
   * The order used when a Swiss names none, after FIDE's recommendation for individual Swiss
   * tournaments: Buchholz cut 1, Buchholz, direct encounter, wins; then lots (C.07 art. 4.2).
   */
  public static final List<TieBreak> DEFAULT = List.of(BH_C1, BH, DE, WIN);
  /** The order used when a round robin names none: direct encounter, wins, Sonneborn-Berger. */
  public static final List<TieBreak> ROUND_ROBIN_DEFAULT = List.of(DE, WIN, SB);

  private final String code;
  private final String csvName;
  private final int width;

  TieBreak(String code, String csvName, int width) {
    this.code = code;
    this.csvName = csvName;
    this.width = width;
  }

  /** The FIDE code: {@code BH-C1}, {@code SB}, ... */
  public String code() {
    return code;
  }

  /** The name of its CSV column, and of its header's words ({@code sheet.tiebreak_<name>}). */
  public String csvName() {
    return csvName;
  }

  public int width() {
    return width;
  }

  /** FIDE's recommended order for {@code format}. */
  public static List<TieBreak> defaults(Format format) {
    return format == Format.ROUND_ROBIN ? ROUND_ROBIN_DEFAULT : DEFAULT;
  }

  /** Whether a lower value ranks higher (the pairing number). */
  boolean ascending() {
    return this == TPN;
  }

  /** Whether it shows as a column: direct encounter only orders the tied players. */
  boolean shown() {
    return this != DE;
  }

  /** A value as printed: points with one decimal, Sonneborn-Berger with two, counts as they are. */
  public String format(int value) {
    return switch (this) {
      case BH, BH_C1, BH_C2, BH_M1, BH_M2, DE ->
          String.format(Locale.ROOT, "%.1f", value / 2.0);
      case SB, SB_C1 -> String.format(Locale.ROOT, "%.2f", value / 4.0);
      default -> Integer.toString(value);
    };
  }

  /**
   * A list of codes separated by commas ({@code BH-C1,BH,SB,DE}), each at most once ({@code GE},
   * the name before 2026, reads as {@code REP}); throws
   * {@link TournamentException} for an unknown code.
   */
  public static List<TieBreak> parseList(String text) {
    List<TieBreak> order = new ArrayList<>();
    for (String word : text.split(",", -1)) {
      TieBreak found = null;
      for (TieBreak tieBreak : values()) {
        if (tieBreak.code.equalsIgnoreCase(word.strip())
            || (tieBreak == REP && word.strip().equalsIgnoreCase("GE"))) {
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
