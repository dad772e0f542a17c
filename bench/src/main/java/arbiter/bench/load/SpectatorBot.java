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
 * the next one too once a game ends ({@code games} lists the running games). It reads every line
 * the server sends it and answers none: the load it makes is the server's fan-out.
 */
final class SpectatorBot extends SimpleChannelInboundHandler<ByteBuf> {

  private final String name;
  private final LoadPair watched;
  private final LoadStats stats;
  /** A {@code games} row of the watched pair's game: its id first. */
  private final Pattern row;
  private ChannelHandlerContext ctx;
  private long watching = -1;
  /** Whether the bot looks for the pair's next game ({@code games} now and then). */
  private boolean seeking;

  SpectatorBot(int index, LoadPair watched, LoadStats stats) {
    this.name = "sp" + index;
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
    if (game.matches() && seeking) {
      long id = Long.parseLong(game.group(1));
      if (id != watching) {
        watching = id;
        send("observe " + id);
      }
    } else if (line.startsWith("observing game ")) {
      seeking = false;
    } else if (line.equals("register successful")
        || line.equals("a user exists with this username")) {
      send("login " + name + " pw");
    } else if (line.equals("login successful") || line.equals("draw")
        || line.startsWith("player ")) {
      seek(); // logged in, or the watched game ended: find the pair's next game
    }
  }

  /** Lists the running games now and then until the watched pair's next game is watched. */
  private void seek() {
    if (!seeking) {
      seeking = true;
      poll();
    }
  }

  private void poll() {
    if (!seeking || stats.stopping()) {
      return;
    }
    send("games");
    ctx.executor().schedule(this::poll, 100, TimeUnit.MILLISECONDS);
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
