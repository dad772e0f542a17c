package arbiter.face.json;

import arbiter.game.GameView;
import arbiter.protocol.Event;

/** One message a JSON face sends: a protocol event, or a game's change encoded once for all. */
sealed interface Outgoing {

  /** A message encoded for this connection alone. */
  record Message(Event event) implements Outgoing {}

  /**
   * A game as a change left it: a {@code state}, or a {@code delta} to a client that asked for
   * them and was shown the change before; {@code whole} asks for the state in any case.
   */
  record Change(GameView view, boolean whole) implements Outgoing {}

  /** The event a change stands for in the protocol's records (its full state). */
  static Event event(Outgoing outgoing) {
    if (outgoing instanceof Message message) {
      return message.event();
    }
    return new Event.State(GameStateView.of(((Change) outgoing).view()));
  }
}
