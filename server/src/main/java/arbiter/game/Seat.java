package arbiter.game;

import arbiter.protocol.Event;
import java.util.List;

/** Someone at a game: a player or a spectator, as the game room sees them. */
public interface Seat {

  /** Nobody: the seat of a player who has not come back since the server restarted. */
  Seat ABSENT =
      new Seat() {
        @Override
        public String name() {
          return "";
        }

        @Override
        public void show(List<String> lines) {}

        @Override
        public void gameEnded(GameRoom room) {}
      };

  /** The user's name. */
  String name();

  /** Shows lines to this person. Called from the room's thread; must not block. */
  void show(List<String> lines);

  /** The game is over (or this person no longer takes part): back to the main menu. */
  void gameEnded(GameRoom room);

  /**
   * Whether this person reads messages ({@link #send}) rather than text: such a seat gets a {@code
   * state} after every change instead of the text boards and move lines.
   */
  default boolean structured() {
    return false;
  }

  /** Sends a message to a {@link #structured()} seat. Must not block. */
  default void send(Event event) {}
}
