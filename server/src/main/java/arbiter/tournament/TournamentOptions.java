package arbiter.tournament;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The options an organizer sets on one tournament with {@code tournament set}. An option never
 * set is {@code null} here: the server's setting (or the built-in default) applies.
 *
 * <ul>
 *   <li>{@code tiebreaks}: the tie-break order, FIDE codes ({@link TieBreak});
 *   <li>{@code pairing}: {@code auto} (the next round is paired {@code delay} seconds after the
 *       last one ends) or {@code manual} (an organizer types {@code tournament pair NAME});
 *   <li>{@code delay}, {@code countdown}: seconds; the countdown runs between the publication
 *       of a round's pairings and the start of its games;
 *   <li>{@code absences}: forfeit losses after which a player is withdrawn (0: never).
 * </ul>
 */
public final class TournamentOptions {

  /** The option names, in the order {@code tournament set} lists them. */
  public static final List<String> KEYS =
      List.of("tiebreaks", "pairing", "delay", "countdown", "absences");
  private static final Pattern SECONDS = Pattern.compile("\\d{1,6}");

  private final Map<String, String> values = new LinkedHashMap<>();

  /** Checks a value for {@code key}; returns it in its stored form or throws with the reason. */
  static String check(String key, String value) {
    switch (key) {
      case "tiebreaks":
        return TieBreak.codes(TieBreak.parseList(value));
      case "pairing":
        if (value.equals("auto") || value.equals("manual")) {
          return value;
        }
        throw new TournamentException(TournamentRefusal.PAIRING_OPTION);
      case "delay", "countdown", "absences":
        if (SECONDS.matcher(value).matches()) {
          return Integer.toString(Integer.parseInt(value));
        }
        throw new TournamentException(TournamentRefusal.NUMBER_OPTION, key);
      default:
        throw new TournamentException(TournamentRefusal.NO_OPTION, key, KEYS);
    }
  }

  void set(String key, String value) {
    values.put(key, value);
  }

  /** The value set for {@code key}, or {@code null}. */
  public String get(String key) {
    return values.get(key);
  }

  /** A whole-number option, or {@code fallback} when not set. */
  public int number(String key, int fallback) {
    String value = values.get(key);
    return value == null ? fallback : Integer.parseInt(value);
  }

  /** Whether rounds are paired by an organizer's command; {@code fallback} when not set. */
  public boolean manualPairing(boolean fallback) {
    String value = values.get("pairing");
    return value == null ? fallback : value.equals("manual");
  }

  /** The tie-break order: the one set, or {@link TieBreak#DEFAULT}. */
  public List<TieBreak> tieBreaks() {
    return tieBreaks(Format.SWISS);
  }

  /** The tie-break order: the one set, or FIDE's recommended order for {@code format}. */
  public List<TieBreak> tieBreaks(Format format) {
    String value = values.get("tiebreaks");
    return value == null ? TieBreak.defaults(format) : TieBreak.parseList(value);
  }

  /** Every option set, as {@code key=value}. */
  public Map<String, String> asMap() {
    return Map.copyOf(values);
  }
}
