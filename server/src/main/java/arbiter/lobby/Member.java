package arbiter.lobby;

import arbiter.game.GameRoom;
import arbiter.game.Seat;
import arbiter.rules.Side;
import java.util.concurrent.Executor;

/** A logged-in user's session as the lobby sees it. Every method may be called from any thread. */
public interface Member extends Seat {

  /** A game this user plays has started (or resumes here): switch to the game menu. */
  void enterGame(GameRoom room, Side side);

  /** The same user logged in on another connection: this session ends. */
  void takenOver();

  /**
   * The serial executor this user's connection runs on: a game this user starts runs there too,
   * so their moves and its answers to them need no hand-off between threads.
   */
  Executor executor();

  /** Whether the user is a guest (ICS): no account, never rated. */
  default boolean guest() {
    return false;
  }

  /** Whether the user's client can show and play the variant. */
  default boolean plays(String variant) {
    return true;
  }

  /** Whether the user's client shows ICS seek ads: they are told as ads come and go. */
  default boolean seesSeeks() {
    return false;
  }
}
