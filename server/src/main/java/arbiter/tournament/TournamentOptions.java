package arbiter.tournament;

import java.util.ArrayList;
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
 *   <li>{@code absences}: forfeit losses after which a player is withdrawn (0: never);
 *   <li>{@code acceleration}: {@code baku} (FIDE C.04.5.1, {@link Acceleration}) or {@code none};
 *   <li>{@code pab}: what the pairing-allocated bye is worth, {@code 1}, {@code 0.5} or {@code 0};
 *   <li>{@code forbidden}: pairs that may never meet, {@code a,b} joined by {@code ;}; set by
 *       {@code tournament forbid} (key {@code forbid}, value {@code a,b}) one pair at a time;
 *   <li>{@code checkin}: {@code on}: the players confirm their presence before round 1, and the
 *       start withdraws those who did not for round 1 ({@link Attendance});
 *   <li>{@code fide}: {@code on}: FIDE mode (C.04.A): a late entrant takes the pairing number
 *       their rating earns until round 4 is paired, then numbers are frozen; a full-point bye
 *       given by hand is warned of first; leaving the mode is written in the report file.
 *   <li>{@code tiebreak-games}, {@code tiebreak-time}, {@code armageddon-time}, {@code
 *       armageddon-bonus}: a knockout's tie-breaks, before its start ({@link
 *       arbiter.tournament.knockout.KnockoutRules}).
 * </ul>
 * {@code break} is no option of its own: {@code break SECONDS} sets {@code pairing auto},
 * {@code delay 0} and {@code countdown SECONDS}, {@code break manual} sets {@code pairing manual}.
 */
public final class TournamentOptions {

  /** The option names, in the order {@code tournament set} lists them. */
  public static final List<String> KEYS =
      List.of("tiebreaks", "pairing", "delay", "countdown", "absences", "acceleration", "pab",
          "forbidden", "checkin", "fide", "tiebreak-games", "tiebreak-time", "armageddon-time",
          "armageddon-bonus");
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
      case "acceleration":
        if (value.equals("baku") || value.equals("none")) {
          return value;
        }
        throw new TournamentException(TournamentRefusal.ACCELERATION_OPTION);
      case "pab":
        if (value.equals("1") || value.equals("0.5") || value.equals("0")) {
          return value;
        }
        throw new TournamentException(TournamentRefusal.PAB_OPTION);
      case "checkin", "fide":
        if (value.equals("on") || value.equals("off")) {
          return value;
        }
        throw new TournamentException(TournamentRefusal.ON_OFF_OPTION, key);
      case "forbidden":
        for (String pair : value.isEmpty() ? new String[0] : value.split(";")) {
          String[] two = pair.split(",", -1);
          if (two.length != 2 || two[0].isEmpty() || two[0].equals(two[1])) {
            throw new TournamentException(TournamentRefusal.FORBID_PAIR);
          }
        }
        return value;
      case "tiebreak-games", "tiebreak-time", "armageddon-time", "armageddon-bonus":
        return arbiter.tournament.knockout.KnockoutRules.check(key, value);
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

  /** Whether an {@code on|off} option ({@code checkin}, {@code fide}) is on. */
  public boolean on(String key) {
    return "on".equals(values.get(key));
  }

  /** Whether the Swiss pairing is accelerated by the Baku method. */
  public boolean baku() {
    return "baku".equals(values.get("acceleration"));
  }

  /** What the pairing-allocated bye is worth in half points: the one set, or {@code format}'s. */
  public int byeHalfPoints(Format format) {
    String value = values.get("pab");
    return value == null || format != Format.SWISS ? format.byeHalfPoints()
        : (int) Math.round(Double.parseDouble(value) * 2);
  }

  /** The forbidden pairs, each as two names. */
  public List<List<String>> forbidden() {
    return pairs(values.get("forbidden"));
  }

  /** The pairs of a {@code forbidden} value ({@code a,b;c,d}), each as two names. */
  static List<List<String>> pairs(String value) {
    List<List<String>> pairs = new ArrayList<>();
    for (String pair : value == null || value.isEmpty() ? new String[0] : value.split(";")) {
      pairs.add(List.of(pair.split(",")));
    }
    return pairs;
  }

  /** Every option set, as {@code key=value}. */
  public Map<String, String> asMap() {
    return Map.copyOf(values);
  }
}
