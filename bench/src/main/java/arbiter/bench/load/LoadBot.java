package arbiter.bench.load;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * What every load player does whatever protocol it speaks: think, play a random legal move, check
 * the opponent's move against what was sent, and challenge again after a game. A subclass says
 * how a move and a challenge are written and reads the server's lines.
 */
abstract class LoadBot extends SimpleChannelInboundHandler<ByteBuf> {

  protected final LoadPair pair;
  protected final boolean white;
  protected final LoadStats stats;
  private final long thinkMicros;
  private final String lineEnd;
  private ChannelHandlerContext ctx;

  /**
   * @param thinkMicros the mean pause before each move; 0 moves at once
   * @param lineEnd how the protocol ends the lines the bot sends
   */
  LoadBot(LoadPair pair, boolean white, LoadStats stats, long thinkMicros, String lineEnd) {
    this.pair = pair;
    this.white = white;
    this.stats = stats;
    this.thinkMicros = thinkMicros;
    this.lineEnd = lineEnd;
  }

  /** The line that plays the move written in the variant's notation. */
  protected abstract String moveLine(String notation);

  /** The line by which white challenges black to the pair's game. */
  protected abstract String challengeLine();

  /** The connection is open: the bot's first lines (register, or hello first). */
  protected abstract void opened();

  protected final String name() {
    return white ? pair.white : pair.black;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    this.ctx = ctx;
    if (white) {
      pair.challenge = () -> challengeSoon(0);
    }
    opened();
    ctx.fireChannelActive();
  }

  /** The opponent's move arrived: timed, checked against what was sent, then answered. */
  protected final void opponentMoved(String notation) {
    stats.moveReceived(System.nanoTime() - pair.sentNanos, pair.watched);
    if (!notation.equals(pair.lastMove)) {
      stats.error(name() + " saw " + notation + " but " + pair.lastMove + " was sent");
    }
    if (!pair.over()) {
      move();
    }
  }

  protected final void move() {
    if (thinkMicros == 0) {
      moveNow();
      return;
    }
    // think for half to one and a half times the mean, so the games do not move in step
    long pause = thinkMicros / 2 + ThreadLocalRandom.current().nextLong(thinkMicros + 1);
    ctx.executor().schedule(this::moveNow, pause, TimeUnit.MICROSECONDS);
  }

  private void moveNow() {
    if (stats.stopping()) {
      return;
    }
    send(moveLine(pair.playRandomMove()));
  }

  protected final void challengeSoon(int delayMillis) {
    if (stats.stopping()) {
      return;
    }
    ctx.executor().schedule(() -> send(challengeLine()), delayMillis, TimeUnit.MILLISECONDS);
  }

  protected final void send(String line) {
    ctx.writeAndFlush(line + lineEnd, ctx.voidPromise());
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    stats.error(name() + ": " + cause);
    ctx.close();
  }
}
