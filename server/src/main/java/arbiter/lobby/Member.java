package arbiter.lobby;

import arbiter.game.GameRoom;
import arbiter.game.Seat;
import arbiter.rules.Side;

/** A logged-in user's session as the lobby sees it. Every method may be called from any thread. */
public interface Member extends Seat {

  /** A game this user plays has started (or resumes here): switch to the game menu. */
  void enterGame(GameRoom room, Side side);

  /** The same user logged in on another connection: this session ends. */
  void takenOver();
}
