package arbiter.game;

import java.util.List;

/** Someone at a game: a player or a spectator, as the game room sees them. */
public interface Seat {

  /** The user's name. */
  String name();

  /** Shows lines to this person. Called from the room's thread; must not block. */
  void show(List<String> lines);

  /** The game is over (or this person no longer takes part): back to the main menu. */
  void gameEnded(GameRoom room);
}
