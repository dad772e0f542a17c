package arbiter.event;

import arbiter.rules.Side;

/**
 * Who may see an event. At a game the roles are relative to the command's sender (the mover);
 * a command's own share (the mover's, and everyone's) is returned to its sender, the rest is
 * published.
 */
public sealed interface Audience {

  /** Roles at a game, relative to whoever gave the command. */
  enum At implements Audience {
    /** The sender of the command. */
    MOVER,
    /** The other player (nobody when a spectator sent the command). */
    OPPONENT,
    /** The spectators, but the sender. */
    SPECTATORS,
    /** Everyone at the game but the sender. */
    OTHERS,
    /** Everyone at the game, the sender too. */
    EVERYONE
  }

  /** The player of one side, whoever sent the command. */
  record Player(Side side) implements Audience {}

  /** A named user, wherever they are (the lobby's news). */
  record User(String name) implements Audience {}
}
