package arbiter.bench.load;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A spectator over the text protocol: registers, logs in and watches the game of one load pair,
 * the next one too once a game ends. The first spectator finds the pair's game in {@code games}
 * and shares its id; the others only observe it, so that the load they make is the server's
 * fan-out, not their search. It answers none of the lines the server sends it.
 */
final class SpectatorBot extends SimpleChannelInboundHandler<ByteBuf> {

  private final String name;
  private final boolean finder;
  private final LoadPair watched;
  private final LoadStats stats;
  /** A {@code games} row of the watched pair's game: its id first. */
  private final Pattern row;
  private ChannelHandlerContext ctx;
  /** The game this spectator observes (or asked to), 0 none. */
  private long watching;
  /** Whether the watched game ended (or none was watched yet): the next one is wanted. */
  private boolean seeking = true;

  SpectatorBot(int index, LoadPair watched, LoadStats stats) {
    this.name = "sp" + index;
    this.finder = index == 0;
    this.watched = watched;
    this.stats = stats;
    this.row = Pattern.compile("^(\\d+) " + watched.white + " " + watched.black + " .*");
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    this.ctx = ctx;
    send("register " + name + " pw");
    ctx.fireChannelActive();
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, ByteBuf bytes) {
    if (bytes.indexOf(bytes.readerIndex(), bytes.writerIndex(), (byte) '|') >= 0) {
      return; // a board row
    }
    String line = bytes.toString(StandardCharsets.UTF_8);
    Matcher game = row.matcher(line);
    if (game.matches()) {
      watched.gameId = Long.parseLong(game.group(1));
    } else if (line.equals("register successful")
        || line.equals("a user exists with this username")) {
      send("login " + name + " pw");
    } else if (line.equals("login successful")) {
      poll();
    } else if (line.equals("draw") || line.startsWith("player ")
        || line.equals("no game with this id")) {
      seeking = true; // the watched game ended (perhaps before it could be observed)
    }
  }

  /**
   * Every 50 ms: observes the pair's game once its id is new; the finder lists the games while
   * it looks for one.
   */
  private void poll() {
    if (stats.stopping()) {
      return;
    }
    long id = watched.gameId;
    SpectatorTurns turns = stats.turns();
    if (turns != null && turns.away()) {
      if (watching != 0) {
        send("unobserve");
        watching = 0;
        seeking = true;
      }
    } else if (seeking && id != 0 && id != watching) {
      watching = id;
      seeking = false;
      send("observe " + id);
    } else if (seeking && finder) {
      send("games");
    }
    ctx.executor().schedule(this::poll, 50, TimeUnit.MILLISECONDS);
  }

  private void send(String line) {
    ctx.writeAndFlush(line + "\r\n", ctx.voidPromise());
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    stats.error(name + ": " + cause);
    ctx.close();
  }
}
