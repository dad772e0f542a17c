package arbiter.client.archive;

import arbiter.client.clock.TimeControlText;
import arbiter.client.words.ClientWords;
import arbiter.protocol.Event;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * A history row in words, seen from the player whose history it is: both clients' tables show the
 * same columns with the same texts, in the client's language ({@link ClientWords#current()}).
 */
public final class HistoryText {

  /** The column names, in order, in the client's language. */
  public static List<String> columns() {
    return List.of(w("client.h_game"), w("client.h_date"), w("client.h_opponent"),
        w("client.h_colour"), w("client.h_variant"), w("client.h_time"), w("client.h_result"),
        w("client.h_rated"));
  }

  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

  private HistoryText() {}

  /** The row's cells in {@link #columns()} order, for {@code user}, dates in {@code zone}. */
  public static List<String> cells(Event.HistoryRow row, String user, ZoneId zone) {
    return List.of("#" + row.game(), date(row.ended(), zone), opponent(row, user),
        colour(row, user), row.variant(), time(row.time()), result(row, user),
        row.rated() ? w("client.h_yes") : w("client.h_no"));
  }

  /** When the game ended, to the minute; {@code running} while it runs. */
  public static String date(long ended, ZoneId zone) {
    return ended <= 0 ? w("client.h_running") : DATE.format(Instant.ofEpochMilli(ended).atZone(zone));
  }

  /** The other player. */
  public static String opponent(Event.HistoryRow row, String user) {
    return row.black().equals(user) ? row.white() : row.black();
  }

  /** The colour {@code user} played. */
  public static String colour(Event.HistoryRow row, String user) {
    return row.black().equals(user) ? w("swing.black") : w("swing.white");
  }

  /** The time control, or {@code untimed}. */
  public static String time(String control) {
    return TimeControlText.timed(control) ? control.strip() : w("swing.t_untimed");
  }

  /** {@code won (checkmate)}, {@code lost (time forfeit)}, {@code draw (agreement)}, or running. */
  public static String result(Event.HistoryRow row, String user) {
    if (row.result() == null || row.result().isEmpty()) {
      return w("client.h_running");
    }
    boolean black = row.black().equals(user);
    String outcome = row.result().equals("draw") ? w("client.h_draw")
        : row.result().equals(black ? "black" : "white") ? w("client.h_won") : w("client.h_lost");
    boolean reason = row.reason() != null && !row.reason().isBlank();
    return reason ? outcome + " (" + reason(row.reason()) + ")" : outcome;
  }

  /** How a game ended, by its wire word; a word this client does not know as the server wrote it. */
  public static String reason(String word) {
    String key = switch (word) {
      case "checkmate" -> "client.hr_checkmate";
      case "king captured" -> "client.hr_king_captured";
      case "stalemate" -> "client.hr_stalemate";
      case "no legal move" -> "client.hr_no_legal_move";
      case "no pieces" -> "client.hr_no_pieces";
      case "last rank" -> "client.hr_last_rank";
      case "all pawns captured" -> "client.hr_all_pawns_captured";
      case "15 king moves" -> "client.hr_fifteen_king_moves";
      case "threefold repetition" -> "client.hr_threefold_repetition";
      case "fifty moves" -> "client.hr_fifty_moves";
      case "fivefold repetition" -> "client.hr_fivefold_repetition";
      case "seventy-five moves" -> "client.hr_seventy_five_moves";
      case "dead position" -> "client.hr_dead_position";
      case "move limit" -> "client.hr_move_limit";
      case "agreement" -> "client.hr_agreement";
      case "resignation" -> "client.hr_resignation";
      case "abandoned" -> "client.hr_abandoned";
      case "absent" -> "client.hr_absent";
      case "both absent" -> "client.hr_both_absent";
      case "no first move" -> "client.hr_no_first_move";
      case "time forfeit" -> "client.hr_time_forfeit";
      case "adjudicated" -> "client.hr_adjudicated";
      default -> null;
    };
    return key == null ? word : w(key);
  }

  /** {@code 1612 ±45} for a rating and its deviation. */
  public static String rating(Event.RatingRow row) {
    return row.rating() + " \u00b1" + row.deviation();
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }
}
