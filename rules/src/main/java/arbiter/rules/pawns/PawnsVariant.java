package arbiter.rules.pawns;

import arbiter.rules.Notation;
import arbiter.rules.Position;
import arbiter.rules.Variant;

/** Pawns-only chess (SPEC 1.1): white moves first; no promotion; first to the last rank wins. */
public final class PawnsVariant implements Variant {

  /** The one pawns-only rule set. */
  public static final PawnsVariant PAWNS = new PawnsVariant();

  private final PawnsPosition start = PawnsFen.parse(PawnsFen.START);

  private PawnsVariant() {}

  @Override
  public String id() {
    return "pawns";
  }

  @Override
  public PawnsPosition start() {
    return start;
  }

  @Override
  public PawnsPosition fromFen(String fen) {
    return PawnsFen.parse(fen);
  }

  @Override
  public Notation notation() {
    return PawnsNotation.INSTANCE;
  }

  @Override
  public long perft(Position position, int depth) {
    if (!(position instanceof PawnsPosition pawns)) {
      throw new IllegalArgumentException("not a pawns position: " + position);
    }
    if (depth <= 0) {
      return 1;
    }
    if (pawns.isDecided()) {
      return 0;
    }
    return PawnsPerft.count(pawns.us(), pawns.them(), pawns.upEnPassant(), depth);
  }

  @Override
  public String toString() {
    return id();
  }
}
