package arbiter.rules.chess;

import arbiter.rules.Notation;
import arbiter.rules.Position;
import arbiter.rules.Variant;

/**
 * Chess on the bitboard engine under one {@link Rules} set: FIDE chess ({@link #CHESS}, notation
 * SAN) or king capture ({@link KingCapture}, notation UCI-like {@code e2e4}).
 */
public final class ChessVariant implements Variant {

  /** Standard chess under FIDE rules. */
  public static final ChessVariant CHESS = new ChessVariant(Rules.FIDE);

  /**
   * Chess whose games end only by checkmate or stalemate, without the FIDE Laws' draws: the rules
   * of seed 003, which the judge follows.
   */
  public static final ChessVariant MATE_OR_STALEMATE = new ChessVariant(Rules.MATE_OR_STALEMATE);

  private final Rules rules;
  private final ChessPosition start;

  ChessVariant(Rules rules) {
    this.rules = rules;
    this.start = fromFen(Fen.START);
  }

  @Override
  public String id() {
    return rules.id();
  }

  /** Turns after which an undecided king-capture game is drawn; 0 for none. */
  public int moveLimit() {
    return rules.moveLimit();
  }

  @Override
  public ChessPosition start() {
    return start;
  }

  @Override
  public ChessPosition fromFen(String fen) {
    return new ChessPosition(this, Fen.parse(fen, rules));
  }

  @Override
  public Notation notation() {
    return rules.kingCapture() ? Uci.INSTANCE : San.INSTANCE;
  }

  /** Coordinate notation ({@code e2e4}, {@code e7e8q}): what UCI engines print in perft. */
  public Notation uci() {
    return Uci.INSTANCE;
  }

  @Override
  public long perft(Position position, int depth) {
    return Perft.count(cast(position).board(), depth);
  }

  static ChessPosition cast(Position position) {
    if (position instanceof ChessPosition chess) {
      return chess;
    }
    throw new IllegalArgumentException("not a chess position: " + position);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ChessVariant variant && variant.rules.equals(rules);
  }

  @Override
  public int hashCode() {
    return rules.hashCode();
  }

  @Override
  public String toString() {
    return rules.moveLimit() == 0 ? rules.id() : rules.id() + " (limit " + rules.moveLimit() + ")";
  }
}
