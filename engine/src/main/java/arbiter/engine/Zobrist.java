package arbiter.engine;

import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.SplittableRandom;

/**
 * Zobrist keys of positions, computed from a {@link Snapshot}: one random word per (square, code),
 * per (side, kind, count in hand) and for the side to move. The rules' positions keep no hash of
 * their own, and their moves are opaque, so the key is built whole at each node rather than
 * updated move by move; {@link Position#hiddenState()} (castling and en-passant rights, which the
 * board alone does not show) has words of its own.
 */
final class Zobrist {

  private static final int SQUARES = 64;
  private static final int CODES = 64;
  private static final int HAND_COUNT = 20;
  private static final long[] PIECES = new long[SQUARES * CODES];
  private static final long[] HANDS = new long[32 * HAND_COUNT];
  private static final long BLACK_TO_MOVE;
  private static final long[] HIDDEN = new long[1024];

  static {
    SplittableRandom random = new SplittableRandom(0x5EED_2026L);
    for (int i = 0; i < PIECES.length; i++) {
      PIECES[i] = random.nextLong();
    }
    for (int i = 0; i < HANDS.length; i++) {
      HANDS[i] = random.nextLong();
    }
    BLACK_TO_MOVE = random.nextLong();
    for (int i = 1; i < HIDDEN.length; i++) {
      HIDDEN[i] = random.nextLong();
    }
  }

  private Zobrist() {}

  /** The key of {@code position}, whose board {@code snapshot} shows. */
  static long key(Position position, Snapshot snapshot, boolean withHands) {
    long key = snapshot.sideToMove() == Side.BLACK ? BLACK_TO_MOVE : 0;
    for (int square = 0; square < snapshot.size(); square++) {
      int code = snapshot.at(square);
      if (code != 0) {
        key ^= PIECES[square * CODES + code];
      }
    }
    if (withHands) {
      for (Side side : Side.values()) {
        for (int kind = 1; kind < 16; kind++) {
          int count = Math.min(snapshot.inHand(side, kind), HAND_COUNT - 1);
          if (count > 0) {
            key ^= HANDS[(side.ordinal() * 16 + kind) * HAND_COUNT + count];
          }
        }
      }
    }
    return key ^ HIDDEN[position.hiddenState() & (HIDDEN.length - 1)];
  }
}
