package arbiter.bot;

import arbiter.engine.ClockState;
import arbiter.game.GameView;
import arbiter.rules.Move;
import arbiter.rules.Position;
import java.util.List;

/** How a bot finds its moves in one game: the built-in engine, or an external engine's process. */
interface Thinker {

  /**
   * The bot's move at its turn, on a bots' thread (never an event loop); it may block until an
   * external engine answers.
   *
   * @throws BotFailure when the engine cannot give a legal move: the bot loses the game
   */
  Move move(Turn turn) throws BotFailure;

  /** The game is over: anything the thinker holds (a process) is let go, without waiting. */
  default void close() {}

  /**
   * One turn of the bot.
   *
   * @param view the game as the room showed it when the bot's turn began
   * @param before the game's earlier positions, oldest first (for repetitions)
   * @param clock the bot's own clock, less the time its turn waited for a thread
   * @param opponentMillis the opponent's clock; unused in an untimed game
   */
  record Turn(GameView view, List<Position> before, ClockState clock, long opponentMillis) {}

  /** An engine that failed to move; its message is the one line the log gets. */
  final class BotFailure extends Exception {
    BotFailure(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
