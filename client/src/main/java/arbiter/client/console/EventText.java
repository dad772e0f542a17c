package arbiter.client.console;

import arbiter.client.clock.TimeControlText;
import arbiter.protocol.Event;
import java.util.ArrayList;
import java.util.List;

/** How the console shows a server message (states are drawn by {@link ConsoleSession}). */
final class EventText {

  private EventText() {}

  static List<String> lines(Event event) {
    if (event instanceof Event.Welcome welcome) {
      return List.of("connected to " + welcome.server() + " (protocol " + welcome.version() + ")");
    }
    if (event instanceof Event.Ok ok) {
      return ok.message().isEmpty() ? List.of() : ok.message().lines().toList();
    }
    if (event instanceof Event.Error error) {
      return List.of("! " + error.message() + " [" + error.code() + "]");
    }
    if (event instanceof Event.Challenged c) {
      return List.of(c.from() + " challenges you to " + c.variant()
          + (c.limit() > 0 ? " with limit " + c.limit() : "") + timed(c.time()) + ": accept "
          + c.from() + " or decline " + c.from());
    }
    if (event instanceof Event.Declined declined) {
      return List.of(declined.by() + " declined your challenge");
    }
    if (event instanceof Event.GameStarted g) {
      return List.of("game " + g.game() + " started: " + g.variant() + ", " + g.white() + " (white) vs "
          + g.black() + " (black)" + (g.limit() > 0 ? ", limit " + g.limit() : "")
          + timed(g.time()));
    }
    if (event instanceof Event.Chat chat) {
      return List.of((chat.spectator() ? "(spectator) " : "") + chat.from() + ": " + chat.text());
    }
    if (event instanceof Event.Notice notice) {
      return List.of("* " + notice.text());
    }
    if (event instanceof Event.Who who) {
      return List.of("online: " + String.join(", ", who.users()));
    }
    if (event instanceof Event.Games games) {
      if (games.games().isEmpty()) {
        return List.of("no games running");
      }
      List<String> lines = new ArrayList<>();
      for (Event.GameSummary g : games.games()) {
        lines.add(String.format("#%d %s: %s vs %s, %d turns", g.game(), g.variant(), g.white(), g.black(), g.moves()));
      }
      return lines;
    }
    if (event instanceof Event.Scoreboard board) {
      List<String> lines = new ArrayList<>();
      lines.add(String.format("%-16s %6s %5s %5s %6s", "user", "score", "wins", "draws", "losses"));
      for (Event.ScoreRow row : board.rows()) {
        lines.add(String.format("%-16s %6d %5d %5d %6d", row.user(), row.score(), row.wins(), row.draws(), row.losses()));
      }
      return lines;
    }
    if (event instanceof Event.Tournament t) {
      return t.lines();
    }
    return List.of();
  }

  /** {@code ", time 5+3"} for a timed game, nothing for an untimed one. */
  private static String timed(String control) {
    return TimeControlText.timed(control) ? ", time " + control.strip() : "";
  }
}
