package arbiter.tournament.knockout;

/** Which part of a knockout match a game belongs to; each part has its own time control. */
public enum Stage {
  /** One of the match's games at the tournament's time control. */
  MATCH,
  /** A tie-break game at the faster control, after a tied match. */
  TIEBREAK,
  /** The one deciding game after tied tie-breaks: white has more time, a draw counts for black. */
  ARMAGEDDON
}
