package arbiter.engine.analysis;

/**
 * How bad a move was, by how much it lowered the mover's winning chances (on lichess's scale from
 * -1 to 1): 0.1 an inaccuracy, 0.2 a mistake, 0.3 a blunder, lichess's thresholds. Near equality
 * these are about half a pawn, a pawn and two pawns; a player already far ahead or behind loses
 * little by a pawn, as lichess judges it.
 */
public enum Judgement {
  GOOD,
  INACCURACY,
  MISTAKE,
  BLUNDER;

  /** The judgement of a move that lowered the mover's winning chances by {@code drop}. */
  public static Judgement ofDrop(double drop) {
    if (drop >= 0.3) {
      return BLUNDER;
    }
    if (drop >= 0.2) {
      return MISTAKE;
    }
    return drop >= 0.1 ? INACCURACY : GOOD;
  }
}
