package arbiter.rules.minishogi;

import arbiter.rules.Notation;
import arbiter.rules.Position;
import arbiter.rules.Variant;

/** 5x5 shogi with drops under the rules of seed 001 (SPEC 1.2); notation {@code K 11 12}. */
public final class MinishogiVariant implements Variant {

  /** The one minishogi rule set. */
  public static final MinishogiVariant MINISHOGI = new MinishogiVariant();

  private final MinishogiPosition start;

  private MinishogiVariant() {
    this.start = fromFen(Fen.START);
  }

  @Override
  public String id() {
    return "minishogi";
  }

  @Override
  public MinishogiPosition start() {
    return start;
  }

  @Override
  public MinishogiPosition fromFen(String fen) {
    Fen.Parsed parsed = Fen.parse(fen);
    return new MinishogiPosition(this, parsed.board(), parsed.whiteHand(), parsed.blackHand());
  }

  @Override
  public Notation notation() {
    return SeedNotation.INSTANCE;
  }

  @Override
  public long perft(Position position, int depth) {
    return Perft.count(cast(position).board(), depth);
  }

  static MinishogiPosition cast(Position position) {
    if (position instanceof MinishogiPosition shogi) {
      return shogi;
    }
    throw new IllegalArgumentException("not a minishogi position: " + position);
  }

  @Override
  public String toString() {
    return id();
  }
}
