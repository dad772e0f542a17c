package arbiter.game;

import arbiter.rules.Side;

/**
 * The accounts the seats of a game's players were handed to (a tournament seat's hand-over), as
 * one value: a hand-over makes a new one, so that whoever asks on any thread finds both sides as
 * they stood before it or after it, never one side's change without the other's.
 *
 * @param white the heir of white's seat, {@code null} when nobody was handed it
 * @param black the heir of black's seat, likewise
 */
record SeatHeirs(String white, String black) {

  static final SeatHeirs NONE = new SeatHeirs(null, null);

  /** These heirs, {@code side}'s seat handed to {@code heir}. */
  SeatHeirs with(Side side, String heir) {
    return side == Side.WHITE ? new SeatHeirs(heir, black) : new SeatHeirs(white, heir);
  }

  /** Who plays {@code side} of {@code match}: its heir, or the seat's name. */
  String sitter(Side side, Match match) {
    String heir = side == Side.WHITE ? white : black;
    return heir != null ? heir : match.name(side);
  }

  /** The side {@code name} plays; black's heir may bear white's name (white's seat handed away). */
  Side sideOf(String name, Match match) {
    boolean isWhite = name.equals(sitter(Side.WHITE, match)) || match.name(Side.WHITE).equals(name);
    return isWhite && !name.equals(black) ? Side.WHITE : Side.BLACK;
  }
}
