package arbiter.tournament.knockout;

/** How a knockout match was decided, or that it is not yet. */
public enum Decision {
  /** Not decided: games to play, or a player not known yet. */
  OPEN,
  /** The higher seed had no opponent (the field is not a power of two). */
  BYE,
  /** Won in the match's own games. */
  MATCH,
  /** Won in the tie-break games. */
  TIEBREAK,
  /** Won in the armageddon game. */
  ARMAGEDDON,
  /** The opponent withdrew before the match was decided. */
  WALKOVER
}
