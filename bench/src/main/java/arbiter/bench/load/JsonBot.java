package arbiter.bench.load;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import java.nio.charset.StandardCharsets;

/**
 * A load player over the JSON protocol, as the clients speak it: hello (asking for deltas when
 * told to), register, login, challenge (white) or accept (black), then random legal moves as soon
 * as a state or delta says it is its turn, game after game. It reads only the few fields it needs,
 * by position in the line, so that the generator's CPU stays small beside the server's.
 */
final class JsonBot extends LoadBot {

  private final boolean deltas;
  private String color;
  /** The last seq seen of the current game; a delta after a gap asks for the full state. */
  private long seq;
  private boolean inGame;

  JsonBot(LoadPair pair, boolean white, LoadStats stats, long thinkMicros, boolean deltas) {
    super(pair, white, stats, thinkMicros, "\n");
    this.deltas = deltas;
  }

  @Override
  protected void opened() {
    color = white ? "white" : "black";
    send(deltas ? "{\"type\":\"hello\",\"version\":1,\"client\":\"load\",\"features\":[\"delta\"]}"
        : "{\"type\":\"hello\",\"version\":1,\"client\":\"load\"}");
    send("{\"type\":\"register\",\"user\":\"" + name() + "\",\"password\":\"pw\"}");
  }

  @Override
  protected String moveLine(String notation) {
    return "{\"type\":\"move\",\"move\":\"" + notation + "\"}";
  }

  @Override
  protected String challengeLine() {
    return "{\"type\":\"challenge\",\"user\":\"" + pair.black + "\",\"limit\":" + pair.limit
        + ",\"variant\":\"" + pair.variant.id() + "\"}";
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, ByteBuf bytes) {
    int length = bytes.readableBytes() + 2; // the line's end was stripped
    String line = bytes.toString(StandardCharsets.UTF_8);
    if (!line.startsWith("{")) {
      return; // the text banner of a connection that had not spoken JSON within its delay
    }
    String type = field(line, "type");
    if (type == null) {
      stats.error(name() + ": " + line);
      return;
    }
    switch (type) {
      case "state", "delta" -> {
        stats.stateLine(length);
        changed(line, type.equals("delta"));
      }
      case "ok" -> answered(line, length);
      case "error" -> refused(line);
      case "challenged" -> send("{\"type\":\"accept\",\"user\":\"" + pair.white + "\"}");
      case "game_started" -> {
        inGame = true;
        seq = 0;
        if (white) {
          pair.position = pair.variant.start();
          pair.turns = 0;
        }
      }
      default -> { } // welcome, notices, pings (untimed games send none)
    }
  }

  private void answered(String line, int length) {
    String request = field(line, "request");
    if ("move".equals(request)) {
      stats.okLine(length);
    } else if ("register".equals(request)) {
      send("{\"type\":\"login\",\"user\":\"" + name() + "\",\"password\":\"pw\"}");
    } else if ("login".equals(request) && pair.ready.incrementAndGet() == 2) {
      pair.challenge.run();
    }
  }

  private void refused(String line) {
    String code = field(line, "code");
    if ("user_exists".equals(code)) {
      send("{\"type\":\"login\",\"user\":\"" + name() + "\",\"password\":\"pw\"}");
    } else if (white && !inGame && ("not_allowed".equals(code) || "no_such_user".equals(code))) {
      challengeSoon(1); // the other side has not quite left its last game
    } else {
      stats.error(name() + ": " + line);
    }
  }

  /** A state or delta: the game's end, the opponent's move, or the start. */
  private void changed(String line, boolean delta) {
    long number = Long.parseLong(number(line, "seq"));
    if (delta && number != seq + 1) {
      stats.resync();
      send("{\"type\":\"resync\",\"game\":" + number(line, "game") + "}");
      return;
    }
    seq = number;
    String status = field(line, "status");
    if (!"ongoing".equals(status)) {
      inGame = false;
      if (white) {
        stats.gameEnded();
        challengeSoon(0);
      }
      return;
    }
    if (!color.equals(field(line, "sideToMove"))) {
      return; // the answer to our own move
    }
    String last = field(line, "lastMove");
    if (last == null) {
      move(); // the start: white moves first
      return;
    }
    opponentMoved(last);
  }

  /**
   * A top-level string field's value, found by its key (the server's lines carry no escaped
   * quotes in these fields); {@code null} when absent or not a string.
   */
  static String field(String line, String key) {
    String marker = "\"" + key + "\":\"";
    int at = line.indexOf(marker);
    if (at < 0) {
      return null;
    }
    int start = at + marker.length();
    return line.substring(start, line.indexOf('"', start));
  }

  /** A number field's text. */
  static String number(String line, String key) {
    String marker = "\"" + key + "\":";
    int start = line.indexOf(marker) + marker.length();
    int end = start;
    while (end < line.length() && (Character.isDigit(line.charAt(end)) || line.charAt(end) == '-')) {
      end++;
    }
    return line.substring(start, end);
  }
}
