package arbiter.rules.pawns;

import static arbiter.rules.pawns.Squares.RANK_1;
import static arbiter.rules.pawns.Squares.RANK_8;

import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * An immutable pawns-only position: one word of squares per side, the side to move, the square a
 * double step has just passed (-1: none) and the FEN's counters.
 */
public final class PawnsPosition implements Position {

  private static final BoardPiece WHITE_PAWN = new BoardPiece('P', Side.WHITE, false);
  private static final BoardPiece BLACK_PAWN = new BoardPiece('P', Side.BLACK, false);

  final long white;
  final long black;
  final Side sideToMove;
  final int enPassant;
  final int halfmoveClock;
  final int fullmoveNumber;

  /** Legal moves, computed on first use; immutable once set, so a racy publication is harmless. */
  private List<Move> legal;

  PawnsPosition(
      long white, long black, Side sideToMove, int enPassant, int halfmoveClock, int fullmoveNumber) {
    this.white = white;
    this.black = black;
    this.sideToMove = sideToMove;
    this.enPassant = enPassant;
    this.halfmoveClock = halfmoveClock;
    this.fullmoveNumber = fullmoveNumber;
  }

  @Override
  public PawnsVariant variant() {
    return PawnsVariant.PAWNS;
  }

  @Override
  public Side sideToMove() {
    return sideToMove;
  }

  /** The side to move's pawns, seen so that they move up ({@link PawnMoves}). */
  long us() {
    return sideToMove == Side.WHITE ? white : Long.reverseBytes(black);
  }

  /** The other side's pawns in the orientation of {@link #us()}. */
  long them() {
    return sideToMove == Side.WHITE ? black : Long.reverseBytes(white);
  }

  /** The en-passant square in the orientation of {@link #us()}, or -1. */
  int upEnPassant() {
    return enPassant < 0 || sideToMove == Side.WHITE ? enPassant : enPassant ^ 56;
  }

  /** The en-passant square after any double step, capturable or not: keys may differ needlessly. */
  @Override
  public int hiddenState() {
    return (enPassant + 1) << 4;
  }

  @Override
  public List<Move> legalMoves() {
    List<Move> moves = legal;
    if (moves == null) {
      moves = isDecided() ? List.of() : generate();
      legal = moves;
    }
    return moves;
  }

  private List<Move> generate() {
    long us = us();
    int[] packed = new int[PawnMoves.MAX_MOVES_PER_PAWN * Long.bitCount(us)];
    int count = PawnMoves.generate(us, them(), upEnPassant(), packed);
    int flip = sideToMove == Side.WHITE ? 0 : 56;
    // back to board squares, then sorted by from- and to-square so lists read in board order
    int[] keyed = new int[count];
    for (int i = 0; i < count; i++) {
      int from = PawnsMove.fromSquare(packed[i]) ^ flip;
      int to = PawnsMove.toSquare(packed[i]) ^ flip;
      keyed[i] = from << 14 | to << 8 | PawnsMove.kind(packed[i]);
    }
    Arrays.sort(keyed);
    Move[] moves = new Move[count];
    for (int i = 0; i < count; i++) {
      int key = keyed[i];
      moves[i] = new PawnsMove(PawnsMove.pack(key >>> 14, (key >>> 8) & 63, key & 3));
    }
    return List.of(moves);
  }

  @Override
  public PawnsPosition play(Move move) {
    if (!(move instanceof PawnsMove pawnsMove) || !legalMoves().contains(pawnsMove)) {
      throw new IllegalArgumentException("not a legal move here: " + move);
    }
    int packed = pawnsMove.packed();
    int from = PawnsMove.fromSquare(packed);
    int to = PawnsMove.toSquare(packed);
    long path = 1L << from | 1L << to;
    long taken = 1L << to;
    if (PawnsMove.kind(packed) == PawnsMove.EN_PASSANT) {
      taken = 1L << (sideToMove == Side.WHITE ? to - 8 : to + 8);
    }
    int passed = PawnsMove.kind(packed) == PawnsMove.DOUBLE_STEP ? (from + to) >>> 1 : -1;
    int fullmove = sideToMove == Side.BLACK ? fullmoveNumber + 1 : fullmoveNumber;
    // every move is a pawn move, so the halfmove clock starts again at 0
    return sideToMove == Side.WHITE
        ? new PawnsPosition(white ^ path, black & ~taken, Side.BLACK, passed, 0, fullmove)
        : new PawnsPosition(white & ~taken, black ^ path, Side.WHITE, passed, 0, fullmove);
  }

  /** Whether a side has won: the game is over whatever the side to move could do. */
  boolean isDecided() {
    return reasonForWin(Side.WHITE) != null || reasonForWin(Side.BLACK) != null;
  }

  /** Why {@code side} has won, or {@code null} if it has not. */
  private Termination reasonForWin(Side side) {
    long own = side == Side.WHITE ? white : black;
    long enemy = side == Side.WHITE ? black : white;
    long lastRank = side == Side.WHITE ? RANK_8 : RANK_1;
    if ((own & lastRank) != 0) {
      return Termination.LAST_RANK;
    }
    return enemy == 0 ? Termination.ALL_PAWNS_CAPTURED : null;
  }

  @Override
  public Outcome outcome() {
    // the side that has just moved first: only a FEN can give both sides a win
    Side moved = sideToMove.opponent();
    Termination reason = reasonForWin(moved);
    if (reason != null) {
      return Outcome.win(moved, reason);
    }
    reason = reasonForWin(sideToMove);
    if (reason != null) {
      return Outcome.win(sideToMove, reason);
    }
    return legalMoves().isEmpty() ? Outcome.draw(Termination.STALEMATE) : Outcome.ONGOING;
  }

  @Override
  public String toFen() {
    return PawnsFen.format(this);
  }

  @Override
  public Optional<BoardPiece> occupant(int row, int column) {
    requireSquare(row, column);
    long square = 1L << (row * 8 + column);
    if ((white & square) != 0) {
      return Optional.of(WHITE_PAWN);
    }
    return (black & square) != 0 ? Optional.of(BLACK_PAWN) : Optional.empty();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PawnsPosition position && position.toFen().equals(toFen());
  }

  @Override
  public int hashCode() {
    return toFen().hashCode();
  }

  @Override
  public String toString() {
    return "pawns " + toFen();
  }
}
