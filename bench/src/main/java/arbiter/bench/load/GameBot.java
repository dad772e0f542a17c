package arbiter.bench.load;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import java.nio.charset.StandardCharsets;

/**
 * A load player over the text protocol: registers, logs in, challenges (white) or accepts
 * (black), then plays random legal moves as soon as it is its turn, game after game.
 */
final class GameBot extends LoadBot {

  private String opponentPlayed;
  /**
   * Whether the lines now coming show the opponent's move (its line, the board after it): from
   * its {@code played} line until this bot moves.
   */
  private boolean showingOpponentMove;

  /** @param thinkMicros the mean pause before each move; 0 moves at once */
  GameBot(LoadPair pair, boolean white, LoadStats stats, long thinkMicros) {
    super(pair, white, stats, thinkMicros, "\r\n");
  }

  @Override
  protected void opened() {
    opponentPlayed = (white ? pair.black : pair.white) + " played ";
    send("register " + name() + " pw");
  }

  @Override
  protected String moveLine(String notation) {
    showingOpponentMove = false;
    return notation;
  }

  @Override
  protected String challengeLine() {
    return "new_game " + pair.black + " " + pair.limit + " " + pair.variant.id();
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, ByteBuf bytes) {
    int length = bytes.readableBytes() + 2; // the line's end was stripped
    // most lines are board rows ("Rb|Nb|..."): the bot needs none, so they never become strings
    if (bytes.indexOf(bytes.readerIndex(), bytes.writerIndex(), (byte) '|') >= 0) {
      stats.textLine(showingOpponentMove, length);
      return;
    }
    String line = bytes.toString(StandardCharsets.UTF_8);
    showingOpponentMove |= line.startsWith(opponentPlayed);
    stats.textLine(showingOpponentMove, length);
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
}
