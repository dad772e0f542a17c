package arbiter.net.load;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * A load player over the text protocol: registers, logs in, challenges (white) or accepts
 * (black), then plays random legal moves as soon as it is its turn, game after game.
 */
final class GameBot extends SimpleChannelInboundHandler<ByteBuf> {

  private final LoadPair pair;
  private final boolean white;
  private final LoadStats stats;
  private final long thinkMicros;
  private ChannelHandlerContext ctx;
  private String opponentPlayed;

  /** @param thinkMicros the mean pause before each move; 0 moves at once */
  GameBot(LoadPair pair, boolean white, LoadStats stats, long thinkMicros) {
    this.pair = pair;
    this.white = white;
    this.stats = stats;
    this.thinkMicros = thinkMicros;
  }

  private String name() {
    return white ? pair.white : pair.black;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    this.ctx = ctx;
    if (white) {
      pair.challenge = () -> challengeSoon(0);
    }
    opponentPlayed = (white ? pair.black : pair.white) + " played ";
    send("register " + name() + " pw");
    ctx.fireChannelActive();
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, ByteBuf bytes) {
    // most lines are board rows ("Rb|Nb|..."): the bot needs none, so they never become strings
    if (bytes.indexOf(bytes.readerIndex(), bytes.writerIndex(), (byte) '|') >= 0) {
      return;
    }
    String line = bytes.toString(StandardCharsets.UTF_8);
    if (line.startsWith(opponentPlayed)) {
      opponentMoved(line.substring(opponentPlayed.length()));
    } else if (line.equals("register successful") || line.equals("a user exists with this username")) {
      send("login " + name() + " pw");
    } else if (line.equals("login successful")) {
      if (pair.ready.incrementAndGet() == 2) {
        pair.challenge.run();
      }
    } else if (line.startsWith(pair.white + " challenges you")) {
      send("accept " + pair.white);
    } else if (line.startsWith("new game started successfully")) {
      if (white) {
        pair.position = pair.variant.start();
        pair.turns = 0;
      }
    } else if (line.startsWith("it is player " + name() + " turn")) {
      move(); // the game's opening announcement: white moves first
    } else if (line.equals("draw") || line.startsWith("player ")) {
      stats.gameEnded();
      if (white) {
        challengeSoon(0);
      }
    } else if (line.equals("user is in a game") || line.equals("user is not online")) {
      challengeSoon(1); // the other side has not quite left its last game
    } else if (line.equals("it is not your turn") || line.equals("illegal move")
        || line.equals("invalid command") || line.equals("already moved")) {
      stats.error(name() + ": " + line);
    }
  }

  private void opponentMoved(String notation) {
    stats.moveReceived(System.nanoTime() - pair.sentNanos);
    if (!notation.equals(pair.lastMove)) {
      stats.error(name() + " saw " + notation + " but " + pair.lastMove + " was sent");
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
    // think for half to one and a half times the mean, so the games do not move in step
    long pause = thinkMicros / 2 + ThreadLocalRandom.current().nextLong(thinkMicros + 1);
    ctx.executor().schedule(this::moveNow, pause, TimeUnit.MICROSECONDS);
  }

  private void moveNow() {
    if (stats.stopping()) {
      return;
    }
    send(pair.playRandomMove());
  }

  private void challengeSoon(int delayMillis) {
    if (stats.stopping()) {
      return;
    }
    ctx.executor().schedule(
        () -> send("new_game " + pair.black + " " + pair.limit + " " + pair.variant.id()),
        delayMillis, TimeUnit.MILLISECONDS);
  }

  private void send(String line) {
    ctx.writeAndFlush(line + "\r\n", ctx.voidPromise());
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    stats.error(name() + ": " + cause);
    ctx.close();
  }
}
