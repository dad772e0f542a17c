package arbiter.net.load;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * A load player over the JSON protocol, as the clients speak it: hello (asking for deltas when
 * told to), register, login, challenge (white) or accept (black), then random legal moves as soon
 * as a state or delta says it is its turn, game after game. It reads only the few fields it needs,
 * by position in the line, so that the generator's CPU stays small beside the server's.
 */
final class JsonBot extends SimpleChannelInboundHandler<ByteBuf> {

  private final LoadPair pair;
  private final boolean white;
  private final LoadStats stats;
  private final long thinkMicros;
  private final boolean deltas;
  private ChannelHandlerContext ctx;
  private String color;
  /** The last seq seen of the current game; a delta after a gap asks for the full state. */
  private long seq;
  private boolean inGame;

  JsonBot(LoadPair pair, boolean white, LoadStats stats, long thinkMicros, boolean deltas) {
    this.pair = pair;
    this.white = white;
    this.stats = stats;
    this.thinkMicros = thinkMicros;
    this.deltas = deltas;
  }

  private String name() {
    return white ? pair.white : pair.black;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    this.ctx = ctx;
    color = white ? "white" : "black";
    if (white) {
      pair.challenge = () -> challengeSoon(0);
    }
    send(deltas ? "{\"type\":\"hello\",\"version\":1,\"client\":\"load\",\"features\":[\"delta\"]}"
        : "{\"type\":\"hello\",\"version\":1,\"client\":\"load\"}");
    send("{\"type\":\"register\",\"user\":\"" + name() + "\",\"password\":\"pw\"}");
    ctx.fireChannelActive();
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
    stats.moveReceived(System.nanoTime() - pair.sentNanos);
    if (!last.equals(pair.lastMove)) {
      stats.error(name() + " saw " + last + " but " + pair.lastMove + " was sent");
    }
    if (!pair.over()) {
      move();
    }
  }

  private void move() {
    if (thinkMicros == 0) {
      moveNow();
      return;
    }
    long pause = thinkMicros / 2 + ThreadLocalRandom.current().nextLong(thinkMicros + 1);
    ctx.executor().schedule(this::moveNow, pause, TimeUnit.MICROSECONDS);
  }

  private void moveNow() {
    if (stats.stopping()) {
      return;
    }
    send("{\"type\":\"move\",\"move\":\"" + pair.playRandomMove() + "\"}");
  }

  private void challengeSoon(int delayMillis) {
    if (stats.stopping()) {
      return;
    }
    ctx.executor().schedule(
        () -> send("{\"type\":\"challenge\",\"user\":\"" + pair.black + "\",\"limit\":" + pair.limit
            + ",\"variant\":\"" + pair.variant.id() + "\"}"),
        delayMillis, TimeUnit.MILLISECONDS);
  }

  private void send(String line) {
    ctx.writeAndFlush(line + "\n", ctx.voidPromise());
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

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    stats.error(name() + ": " + cause);
    ctx.close();
  }
}
