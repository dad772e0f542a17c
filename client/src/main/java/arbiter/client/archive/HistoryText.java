package arbiter.client.archive;

import arbiter.client.clock.TimeControlText;
import arbiter.protocol.Event;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * A history row in words, seen from the player whose history it is: both clients' tables show the
 * same columns with the same texts.
 */
public final class HistoryText {

  /** The column names, in order. */
  public static final List<String> COLUMNS =
      List.of("game", "date", "opponent", "colour", "variant", "time", "result", "rated");

  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

  private HistoryText() {}

  /** The row's cells in {@link #COLUMNS} order, for {@code user}, dates in {@code zone}. */
  public static List<String> cells(Event.HistoryRow row, String user, ZoneId zone) {
    return List.of("#" + row.game(), date(row.ended(), zone), opponent(row, user),
        colour(row, user), row.variant(), time(row.time()), result(row, user),
        row.rated() ? "yes" : "no");
  }

  /** When the game ended, to the minute; {@code running} while it runs. */
  public static String date(long ended, ZoneId zone) {
    return ended <= 0 ? "running" : DATE.format(Instant.ofEpochMilli(ended).atZone(zone));
  }

  /** The other player. */
  public static String opponent(Event.HistoryRow row, String user) {
    return row.black().equals(user) ? row.white() : row.black();
  }

  /** The colour {@code user} played. */
  public static String colour(Event.HistoryRow row, String user) {
    return row.black().equals(user) ? "black" : "white";
  }

  /** The time control, or {@code untimed}. */
  public static String time(String control) {
    return TimeControlText.timed(control) ? control.strip() : "untimed";
  }

  /** {@code won (checkmate)}, {@code lost (time forfeit)}, {@code draw (agreement)}, or running. */
  public static String result(Event.HistoryRow row, String user) {
    if (row.result() == null || row.result().isEmpty()) {
      return "running";
    }
    String outcome = row.result().equals("draw") ? "draw"
        : row.result().equals(colour(row, user)) ? "won" : "lost";
    boolean reason = row.reason() != null && !row.reason().isBlank();
    return reason ? outcome + " (" + row.reason() + ")" : outcome;
  }

  /** {@code 1612 ±45} for a rating and its deviation. */
  public static String rating(Event.RatingRow row) {
    return row.rating() + " \u00b1" + row.deviation();
  }
}
