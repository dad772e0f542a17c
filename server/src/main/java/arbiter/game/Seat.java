package arbiter.game;

import arbiter.event.DomainEvent;

/** Someone at a game: a player or a spectator, as the game room sees them. */
public interface Seat {

  /** Nobody: the seat of a player who has not come (back) since the game started or the server restarted. */
  Seat ABSENT =
      new Seat() {
        @Override
        public String name() {
          return "";
        }

        @Override
        public void receive(DomainEvent event) {}

        @Override
        public void gameEnded(GameRoom room) {}
      };

  /** The user's name. */
  String name();

  /**
   * Tells this person what happened, in order with the answers to their own commands. Called
   * from the room's thread; must not block.
   */
  void receive(DomainEvent event);

  /**
   * Tells a spectator what happened: as {@link #receive}, but the seat may do it later on a
   * thread of its own, so that the room's thread serves the players first however many watch.
   */
  default void receiveAsSpectator(DomainEvent event) {
    receive(event);
  }

  /** The game is over (or this person no longer takes part): back to the main menu. */
  void gameEnded(GameRoom room);

  /**
   * How long a message takes from the server to this person, as measured on their connection (0
   * when it cannot be measured): a move's time is credited that much.
   */
  default long lagMillis() {
    return 0;
  }

  /**
   * When the command now being handled reached the server (the room's ticker's milliseconds, read
   * as its line was read), or -1 when not known: a move is timed by its arrival, not by when the
   * server got round to it.
   */
  default long arrivedAt() {
    return -1;
  }
}
