package arbiter.rules.checkers;

import arbiter.rules.Notation;
import arbiter.rules.Position;
import arbiter.rules.Variant;

/**
 * Russian draughts (SPEC 1.5) on a 32-square bitboard engine. {@link #CHECKERS}, the variant the
 * server plays, adds the Russian draw rules that can be decided from the moves alone: threefold
 * repetition and 15 moves by each side with kings only (no man moved, nothing taken).
 */
public final class CheckersVariant implements Variant {

  /** Russian draughts with the draw rules: what the server plays. */
  public static final CheckersVariant CHECKERS = new CheckersVariant(true);

  /** The rules of seed 004, which has no draw rules: what the replay program follows. */
  public static final CheckersVariant WITHOUT_DRAWS = new CheckersVariant(false);

  private final boolean drawRules;
  private final CheckersPosition start;

  private CheckersVariant(boolean drawRules) {
    this.drawRules = drawRules;
    this.start = fromFen(Fen.START);
  }

  @Override
  public String id() {
    return "checkers";
  }

  /** Whether repetition and the 15 king moves draw the game. */
  public boolean drawRules() {
    return drawRules;
  }

  @Override
  public CheckersPosition start() {
    return start;
  }

  @Override
  public CheckersPosition fromFen(String fen) {
    return new CheckersPosition(this, Fen.parse(fen), null);
  }

  @Override
  public Notation notation() {
    return CheckersNotation.INSTANCE;
  }

  @Override
  public long perft(Position position, int depth) {
    return Perft.count(cast(position), depth);
  }

  static CheckersPosition cast(Position position) {
    if (position instanceof CheckersPosition checkers) {
      return checkers;
    }
    throw new IllegalArgumentException("not a draughts position: " + position);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof CheckersVariant variant && variant.drawRules == drawRules;
  }

  @Override
  public int hashCode() {
    return Boolean.hashCode(drawRules);
  }

  @Override
  public String toString() {
    return drawRules ? "checkers" : "checkers (no draw rules)";
  }
}
