package arbiter.rules.chess;

import arbiter.rules.BoardPiece;
import arbiter.rules.IllegalMove;
import arbiter.rules.Move;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.Set;

/**
 * An immutable chess or king-capture position. It owns a private engine {@link Board} that is never
 * changed after construction; {@link #play} copies it and makes the move on the copy.
 */
public final class ChessPosition implements Position {

  /** Repetitions after which the game is drawn without a claim (FIDE Laws 9.6.1). */
  private static final int FIVEFOLD = 5;
  /** Half-moves without a capture or a pawn move after which a draw may be claimed (9.3). */
  private static final int FIFTY_MOVES = 100;
  /** Half-moves without a capture or a pawn move after which the game is drawn (9.6.2). */
  private static final int SEVENTY_FIVE_MOVES = 150;
  /**
   * The draw the FIDE Laws impose without a claim, or {@code null}, by the index {@code
   * dead * 4 + seventyFive * 2 + fivefold}: the first law that holds, in that order.
   */
  private static final Outcome[] LAW_DRAWS = lawDraws();

  /**
   * Each thread's room to generate moves in before they are copied out at their number: a new one
   * per position (a kilobyte to clear) cost more than generating the moves in it.
   */
  private static final ThreadLocal<int[]> GENERATED =
      ThreadLocal.withInitial(() -> new int[MoveGenerator.MAX_MOVES]);

  private final ChessVariant variant;
  private final Board board;
  /**
   * The positions since the last capture or pawn move, this one last ({@link RepetitionLine}):
   * only those can repeat this one. {@code null} for this one alone: after such a move, for a
   * position read from a FEN, and where no draw law counts repetitions.
   */
  private final long[] line;

  /** Legal moves, computed on first use; a record so its final fields publish it safely. */
  private Legal legal;

  /**
   * The legal moves' SAN, made once by {@link San#formatLegal} and read by {@link San#format}: a
   * server lists them in the state it sends, then writes the move played from them. An immutable
   * list, so its final fields publish it safely.
   */
  private List<String> sans;

  /**
   * @param generated every move the rules allow here, even when a draw law has ended the game
   * @param packed the legal moves: {@code generated}, or none once the game is over
   * @param law the index in {@link #LAW_DRAWS} of the draw a law imposes here, 0 for none
   */
  private record Legal(int[] generated, int[] packed, List<Move> moves, int law) {}

  /** The legal moves of a position a draw law has ended; never changed. */
  private static final int[] NO_MOVES = new int[0];

  ChessPosition(ChessVariant variant, Board board) {
    this(variant, board, null);
  }

  private ChessPosition(ChessVariant variant, Board board, long[] line) {
    this.variant = variant;
    this.board = board;
    this.line = line;
  }

  Board board() {
    return board;
  }

  /** The legal moves in the engine's packed form; callers must not change the array. */
  int[] packedMoves() {
    return legal().packed;
  }

  private Legal legal() {
    Legal current = legal;
    if (current == null) {
      int[] buffer = GENERATED.get();
      int[] generated = Arrays.copyOf(buffer, MoveGenerator.generate(board, buffer, 0));
      // checkmate and stalemate come first: a mating move stands whatever else it completes
      int law = generated.length > 0 && board.rules.drawLaws() ? lawDraw() : 0;
      // no legal move once a law has drawn the game, picked by the law's index without a branch
      // on the draw (see lawDraw): a pair a position, cheaper than a recompile of the move path
      int[] packed = new int[][] {generated, NO_MOVES}[(law | -law) >>> 31];
      current = new Legal(generated, packed, new MoveList(packed), law);
      legal = current;
    }
    return current;
  }

  private static Outcome[] lawDraws() {
    Outcome[] draws = new Outcome[8];
    for (int index = 1; index < draws.length; index++) {
      draws[index] = Outcome.draw(index >= 4 ? Termination.DEAD_POSITION
          : index >= 2 ? Termination.SEVENTY_FIVE_MOVES : Termination.FIVEFOLD_REPETITION);
    }
    return draws;
  }

  /**
   * The index in {@link #LAW_DRAWS} of the draw the FIDE Laws impose here without a claim, 0 for
   * none. Each law is one bit of the index, computed without a branch: the JIT compiles a branch
   * never taken so far as a trap, and the first game of a server to reach a dead position, the
   * 75-move rule or a fivefold repetition would throw away the compiled move path this is inlined
   * into (a recompile of a large method). What the index decides is picked without a branch too
   * ({@link #legal}, {@link #outcome}): a {@code null} check of the draw trapped the same way
   * (session 17).
   */
  private int lawDraw() {
    int seventyFive = (SEVENTY_FIVE_MOVES - 1 - board.halfmoveClock) >>> 31;
    int fivefold = (FIVEFOLD - 1 - repetitions()) >>> 31;
    return deadByMaterial() << 2 | seventyFive << 1 | fivefold;
  }

  /**
   * 1 if neither side can win ({@link #canWin} false for both), else 0, without a branch: no
   * pawn, rook or queen, and at most one other piece besides the kings, or only bishops all on
   * squares of one colour. Not for king capture, where every position can be won.
   */
  private int deadByMaterial() {
    long pieces = (board.byColour[Board.WHITE] | board.byColour[Board.BLACK])
        & ~board.byType[Board.KING];
    long knights = board.byType[Board.KNIGHT];
    int minorsOnly = zero(pieces & ~(knights | board.byType[Board.BISHOP]));
    int atMostOne = zero(pieces & (pieces - 1));
    int bishopsOfOneColour = zero(pieces & knights)
        & (zero(pieces & Bitboards.LIGHT_SQUARES) | zero(pieces & ~Bitboards.LIGHT_SQUARES));
    return minorsOnly & (atMostOne | bishopsOfOneColour);
  }

  /** 1 if {@code bits} is 0, else 0, without a branch. */
  private static int zero(long bits) {
    return (int) ((bits | -bits) >>> 63) ^ 1;
  }

  /**
   * How often this position has stood on the board, this time included: the same pieces on the
   * same squares, the same side to move, the same castling rights and the same en-passant capture
   * (FIDE Laws 9.2.3).
   */
  int repetitions() {
    return line == null ? 1 : RepetitionLine.repetitions(line);
  }

  /** The SAN of the legal moves if {@link San#formatLegal} made them, else {@code null}. */
  List<String> sans() {
    return sans;
  }

  void sans(List<String> texts) {
    sans = texts;
  }

  @Override
  public int hiddenState() {
    int target = enPassantCapture();
    return board.castling | (target == 0 ? 0 : (target + 1) << 4);
  }

  /** The square an en-passant capture can go to here, 0 when none can be made. */
  private int enPassantCapture() {
    if (board.epSquare == 0) {
      return 0;
    }
    for (int move : legal().generated) {
      if (PackedMove.kind(move) == PackedMove.EN_PASSANT) {
        return board.epSquare;
      }
    }
    return 0;
  }

  @Override
  public Set<Termination> drawClaims() {
    if (!board.rules.drawLaws() || outcome().isOver()) {
      return Set.of();
    }
    boolean repeated = repetitions() >= 3;
    boolean fifty = board.halfmoveClock >= FIFTY_MOVES;
    return repeated && fifty ? Set.of(Termination.THREEFOLD_REPETITION, Termination.FIFTY_MOVES)
        : repeated ? Set.of(Termination.THREEFOLD_REPETITION)
        : fifty ? Set.of(Termination.FIFTY_MOVES) : Set.of();
  }

  @Override
  public ChessVariant variant() {
    return variant;
  }

  @Override
  public Side sideToMove() {
    return board.side == Board.WHITE ? Side.WHITE : Side.BLACK;
  }

  @Override
  public List<Move> legalMoves() {
    return legal().moves;
  }

  @Override
  public ChessPosition play(Move move) {
    if (!(move instanceof ChessMove chessMove) || !isLegal(chessMove.packed())) {
      throw new IllegalArgumentException("not a legal move here: " + move);
    }
    return playPacked(chessMove.packed());
  }

  boolean isLegal(int packed) {
    return indexOf(packed) >= 0;
  }

  /** Where {@code packed} stands in {@link #packedMoves()}, or -1 if it is not a legal move. */
  int indexOf(int packed) {
    int[] moves = packedMoves();
    for (int i = 0; i < moves.length; i++) {
      if (moves[i] == packed) {
        return i;
      }
    }
    return -1;
  }

  /** The position after a move known to be legal. */
  ChessPosition playPacked(int packed) {
    Board next = board.copy();
    next.make(packed);
    long[] nextLine = null;
    if (next.halfmoveClock > 0 && board.rules.drawLaws()) {
      nextLine = RepetitionLine.then(
          line != null ? line : RepetitionLine.of(board, enPassantCapture()), next);
    }
    return new ChessPosition(variant, next, nextLine);
  }

  @Override
  public Outcome outcome() {
    Side mover = sideToMove();
    if (board.rules.kingCapture()) {
      if (board.kingSquare(board.side) < 0) {
        return Outcome.win(mover.opponent(), Termination.KING_CAPTURED);
      }
      if (board.kingSquare(board.side ^ 1) < 0) {
        return Outcome.win(mover, Termination.KING_CAPTURED);
      }
      int limit = board.rules.moveLimit();
      if (limit > 0 && board.plies >= limit) {
        return Outcome.draw(Termination.MOVE_LIMIT);
      }
      // a side whose every piece is blocked cannot move; without check there is no stalemate
      return packedMoves().length == 0 ? Outcome.draw(Termination.NO_LEGAL_MOVE) : Outcome.ONGOING;
    }
    Legal current = legal();
    // moves first (a position a law has drawn has none), then the law's draw or else the mate or
    // stalemate, picked by the law's index: no branch on the draw (see lawDraw)
    if (current.packed.length > 0) {
      return Outcome.ONGOING;
    }
    Outcome noMove = board.inCheck() ? Outcome.win(mover.opponent(), Termination.CHECKMATE) : Outcome.draw(Termination.STALEMATE);
    int law = current.law;
    return new Outcome[] {noMove, LAW_DRAWS[law]}[(law | -law) >>> 31];
  }

  @Override
  public String toFen() {
    return Fen.format(board);
  }

  /** Whether the side to move has its king attacked (always possible in king capture). */
  public boolean inCheck() {
    return board.inCheck();
  }

  /**
   * {@inheritDoc}
   *
   * <p>In FIDE chess {@code side} cannot win with only its king; with only a knight or a bishop
   * besides it against a bare king; or with only bishops all on squares of one colour against a
   * king with, at most, bishops on that same colour. A test of material only, no search for a
   * helpmate: every other position counts as winnable (even a blocked one). King capture always
   * can win: a king may capture the other king.
   */
  @Override
  public boolean canWin(Side side) {
    if (board.rules.kingCapture()) {
      return true;
    }
    int us = side == Side.WHITE ? Board.WHITE : Board.BLACK;
    long kings = board.byType[Board.KING];
    long ours = board.byColour[us] & ~kings;
    long theirs = board.byColour[us ^ 1] & ~kings;
    if (ours == 0) {
      return false;
    }
    long minor = board.pieces(us, Board.KNIGHT) | board.pieces(us, Board.BISHOP);
    if (theirs == 0 && Long.bitCount(ours) == 1 && ours == minor) {
      return false;
    }
    long bishops = board.byType[Board.BISHOP];
    if ((ours & ~bishops) == 0 && (theirs & ~bishops) == 0) {
      // a dead position: no bishop attacks or blocks a square of the other colour, and the
      // opposing king cannot cover all of those around a king
      long all = ours | theirs;
      return (all & Bitboards.LIGHT_SQUARES) != 0 && (all & ~Bitboards.LIGHT_SQUARES) != 0;
    }
    return true;
  }

  /** Half-moves played since the game started (the FEN's move number counts the earlier ones). */
  public int plies() {
    return board.plies;
  }

  /** The piece on the square at {@code row}, {@code column} (0-based, a1 = 0,0), if any. */
  public Optional<Piece> pieceAt(int row, int column) {
    requireSquare(row, column);
    int code = board.pieceAt(row * 8 + column);
    return code == 0 ? Optional.empty() : Optional.of(Piece.ofCode(code));
  }

  @Override
  public Optional<BoardPiece> occupant(int row, int column) {
    requireSquare(row, column);
    return OCCUPANTS[board.pieceAt(row * 8 + column)];
  }

  /**
   * The answer of {@link #occupant} by board code, made once: engines read every square of every
   * position they search, and a new piece and optional for each was most of their time.
   */
  @SuppressWarnings("unchecked")
  private static final Optional<BoardPiece>[] OCCUPANTS = new Optional[16];

  static {
    for (int code = 0; code < OCCUPANTS.length; code++) {
      boolean piece = (code & 7) >= 1 && (code & 7) <= PieceType.values().length;
      OCCUPANTS[code] = piece
          ? Optional.of(new BoardPiece(Piece.ofCode(code).type().letter(), Piece.ofCode(code).side(),
              false))
          : Optional.empty();
    }
  }

  /**
   * Why the move from {@code from} to {@code to} ({@code {row, column}}, 0-based) is not legal
   * here; meaningful only for a move that is not among {@link #legalMoves()}.
   */
  public IllegalMove whyIllegal(int[] from, int[] to) {
    IllegalMove reason = IllegalMove.onBoard(this, from, to);
    if (reason != IllegalMove.CANNOT_MOVE_SO || !board.rules.check()) {
      return reason;
    }
    int start = from[0] * 8 + from[1];
    int end = to[0] * 8 + to[1];
    if ((board.pieceAt(start) & 7) == Board.KING && from[0] == to[0]
        && Math.abs(from[1] - to[1]) == 2) {
      return IllegalMove.CANNOT_CASTLE;
    }
    return reachesIgnoringCheck(start, end) ? IllegalMove.KING_IN_CHECK : reason;
  }

  /** Whether a piece could go from {@code start} to {@code end} if check did not count. */
  private boolean reachesIgnoringCheck(int start, int end) {
    Board free = Fen.parse(Fen.format(board), Rules.KING_CAPTURE);
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int count = MoveGenerator.generate(free, moves, 0);
    for (int i = 0; i < count; i++) {
      if (PackedMove.from(moves[i]) == start && PackedMove.to(moves[i]) == end) {
        return true;
      }
    }
    return false;
  }

  /**
   * Why no piece of {@code type} (an engine piece type) of the side to move can go to {@code end}:
   * the mover's own piece stands there, some could if check did not count, or none can at all.
   */
  IllegalMove whyNone(int type, int end) {
    if (legalMoves().isEmpty()) {
      return IllegalMove.GAME_OVER;
    }
    int target = board.pieceAt(end);
    if (target != 0 && (target >> 3) == board.side) {
      return IllegalMove.OWN_PIECE_THERE;
    }
    if (board.rules.check()) {
      for (int start = 0; start < 64; start++) {
        int piece = board.pieceAt(start);
        if (piece != 0 && (piece & 7) == type && (piece >> 3) == board.side
            && reachesIgnoringCheck(start, end)) {
          return IllegalMove.KING_IN_CHECK;
        }
      }
    }
    return IllegalMove.NO_PIECE_CAN;
  }

  /** The legal moves of the piece on the square at {@code row}, {@code column} (0-based). */
  public List<ChessMove> movesFrom(int row, int column) {
    requireSquare(row, column);
    int from = row * 8 + column;
    List<ChessMove> moves = new ArrayList<>();
    for (int packed : packedMoves()) {
      if (PackedMove.from(packed) == from) {
        moves.add(new ChessMove(packed));
      }
    }
    return moves;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ChessPosition position
        && position.variant.equals(variant)
        && position.toFen().equals(toFen());
  }

  @Override
  public int hashCode() {
    return toFen().hashCode();
  }

  @Override
  public String toString() {
    return variant.id() + " " + toFen();
  }

  /** The packed legal moves seen as an unmodifiable list of {@link ChessMove}s. */
  private static final class MoveList extends AbstractList<Move> implements RandomAccess {
    private final int[] packed;

    MoveList(int[] packed) {
      this.packed = packed;
    }

    @Override
    public Move get(int index) {
      return new ChessMove(packed[index]);
    }

    @Override
    public int size() {
      return packed.length;
    }
  }
}
