package arbiter.bench.load;

import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A player against a house bot over the text protocol, beside the measured games: registers,
 * challenges the bot ({@code new_game BOT 0 VARIANT TIME}), answers each of the bot's moves with
 * a random legal move after a pause, and challenges again when a game ends. Its moves are counted
 * apart: the measured latencies are the human pairs' alone.
 */
final class BotGameClient extends SimpleChannelInboundHandler<ByteBuf> {

  /** What every bot game client counts: the bot's moves, and how the bots' games ended. */
  static final class Counts {
    final AtomicLong botMoves = new AtomicLong();
    final AtomicLong games = new AtomicLong();
    final AtomicLong botFlagged = new AtomicLong();
    volatile boolean stopping;
  }

  private final String name;
  private final String bot;
  private final Variant variant;
  private final String time;
  private final long thinkMillis;
  private final Counts counts;
  private ChannelHandlerContext ctx;
  private Position position;

  BotGameClient(int index, String bot, Variant variant, String time, long thinkMillis,
      Counts counts) {
    this.name = "bg" + index;
    this.bot = bot;
    this.variant = variant;
    this.time = time;
    this.thinkMillis = thinkMillis;
    this.counts = counts;
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
    if (line.equals("register successful") || line.equals("a user exists with this username")) {
      send("login " + name + " pw");
    } else if (line.equals("login successful")) {
      challenge();
    } else if (line.startsWith("new game started successfully")) {
      position = variant.start();
    } else if (line.startsWith("it is player " + name + " turn")) {
      reply();
    } else if (line.startsWith(bot + " played ")) {
      counts.botMoves.incrementAndGet();
      try {
        position = position.play(variant.notation().parse(position,
            line.substring(bot.length() + " played ".length())));
      } catch (NotationException | RuntimeException e) {
        return; // a board drawn on one line is not a move: nothing to answer
      }
      if (!position.outcome().isOver()) {
        reply();
      }
    } else if (line.equals("draw") || line.startsWith("player ")) {
      if (line.startsWith("player " + bot + " ran out of time")) {
        counts.botFlagged.incrementAndGet();
      }
      counts.games.incrementAndGet();
      ctx.executor().schedule(this::challenge, 100, TimeUnit.MILLISECONDS);
    }
  }

  private void challenge() {
    if (!counts.stopping) {
      send("new_game " + bot + " 0 " + variant.id() + " " + time);
    }
  }

  /** A random legal move after half to one and a half times the mean pause. */
  private void reply() {
    long pause = thinkMillis / 2 + ThreadLocalRandom.current().nextLong(thinkMillis + 1);
    ctx.executor().schedule(() -> {
      if (counts.stopping || position == null || position.outcome().isOver()) {
        return;
      }
      List<Move> moves = position.legalMoves();
      Move move = moves.get(ThreadLocalRandom.current().nextInt(moves.size()));
      String text = variant.notation().format(position, move);
      position = position.play(move);
      send(text);
    }, pause, TimeUnit.MILLISECONDS);
  }

  private void send(String line) {
    ctx.writeAndFlush(line + "\r\n", ctx.voidPromise());
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    ctx.close();
  }
}
