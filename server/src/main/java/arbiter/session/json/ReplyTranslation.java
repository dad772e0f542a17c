package arbiter.session.json;

import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import java.util.ArrayList;
import java.util.List;

/** Turns the text reply of a menu to a request into its JSON message. */
final class ReplyTranslation {

  private ReplyTranslation() {}

  static Event of(Request request, List<String> lines) {
    String first = lines.isEmpty() ? "" : lines.get(0);
    ErrorCode code = ReplyCodes.errorOf(first);
    if (code != null) {
      if (code == ErrorCode.BAD_REQUEST && request instanceof Request.Move) {
        code = ErrorCode.ILLEGAL_MOVE; // a line the game could not read as a move
      }
      return new Event.Error(code.wire(), first);
    }
    if (request instanceof Request.Who) {
      return who(lines);
    }
    if (request instanceof Request.Games) {
      return games(lines);
    }
    if (request instanceof Request.Scoreboard scoreboard) {
      return scoreboard(scoreboard.variant(), lines);
    }
    return new Event.Ok(JsonCodec.typeOf(request.getClass()), String.join("\n", lines));
  }

  /** {@code name} or {@code name playing game 7}, one line per user. */
  private static Event who(List<String> lines) {
    List<String> users = new ArrayList<>(lines.size());
    for (String line : lines) {
      users.add(line.split(" ", 2)[0]);
    }
    return new Event.Who(users);
  }

  /** {@code 7 ann bob chess limit 0 turns 12}, one line per game (GameRoom.summary). */
  private static Event games(List<String> lines) {
    List<Event.GameSummary> games = new ArrayList<>(lines.size());
    for (String line : lines) {
      String[] words = line.split(" ");
      games.add(new Event.GameSummary(Long.parseLong(words[0]), words[3], words[1], words[2],
          Integer.parseInt(words[words.length - 1])));
    }
    return new Event.Games(games);
  }

  /** {@code name score wins draws losses}, best first (ScoreLine). */
  private static Event scoreboard(String variant, List<String> lines) {
    List<Event.ScoreRow> rows = new ArrayList<>(lines.size());
    for (String line : lines) {
      String[] words = line.split(" ");
      rows.add(new Event.ScoreRow(words[0], Integer.parseInt(words[1]), Integer.parseInt(words[2]),
          Integer.parseInt(words[3]), Integer.parseInt(words[4])));
    }
    return new Event.Scoreboard(variant, rows);
  }
}
