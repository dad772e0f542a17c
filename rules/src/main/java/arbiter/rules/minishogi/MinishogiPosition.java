package arbiter.rules.minishogi;

import arbiter.rules.BoardPiece;
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

/**
 * An immutable minishogi position: an engine {@link Board} that is never changed after
 * construction, and both hands in the order their pieces were captured. {@link #play} copies the
 * board and makes the move on the copy.
 */
public final class MinishogiPosition implements Position {

  private final MinishogiVariant variant;
  private final Board board;

  /** Hand letters in capture order, in the owner's case, indexed by Board.WHITE / BLACK. */
  private final String[] hands;

  /** Legal moves, computed on first use; a record so its final fields publish it safely. */
  private Legal legal;

  private record Legal(int[] packed, List<Move> moves) {}

  MinishogiPosition(MinishogiVariant variant, Board board, String whiteHand, String blackHand) {
    this.variant = variant;
    this.board = board;
    this.hands = new String[] {whiteHand, blackHand};
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
      int[] buffer = new int[MoveGenerator.MAX_MOVES];
      int[] packed = Arrays.copyOf(buffer, MoveGenerator.generate(board, buffer, 0));
      current = new Legal(packed, new MoveList(packed));
      legal = current;
    }
    return current;
  }

  @Override
  public MinishogiVariant variant() {
    return variant;
  }

  @Override
  public Side sideToMove() {
    return side(board.side);
  }

  @Override
  public List<Move> legalMoves() {
    return legal().moves;
  }

  @Override
  public MinishogiPosition play(Move move) {
    if (!(move instanceof MinishogiMove shogiMove) || !isLegal(shogiMove.packed())) {
      throw new IllegalArgumentException("not a legal move here: " + move);
    }
    return playPacked(shogiMove.packed());
  }

  boolean isLegal(int packed) {
    for (int candidate : packedMoves()) {
      if (candidate == packed) {
        return true;
      }
    }
    return false;
  }

  /** The position after a move known to be legal. */
  MinishogiPosition playPacked(int packed) {
    int mover = board.side;
    String[] next = hands.clone();
    if (PackedMove.isDrop(packed)) {
      // the earliest-captured piece of the kind leaves the hand
      String hand = hands[mover];
      int index = hand.indexOf(Fen.letter(Board.piece(mover, PackedMove.type(packed))));
      next[mover] = hand.substring(0, index) + hand.substring(index + 1);
    } else {
      int captured = board.squares[PackedMove.to(packed)];
      if (captured != 0) {
        int demoted = Board.piece(mover, Board.unpromoted(Board.typeOf(captured)));
        next[mover] = hands[mover] + Fen.letter(demoted);
      }
    }
    Board after = board.copy();
    after.make(packed);
    return new MinishogiPosition(variant, after, next[Board.WHITE], next[Board.BLACK]);
  }

  @Override
  public Outcome outcome() {
    if (board.kings[Board.WHITE] == 0) {
      return Outcome.win(Side.BLACK, Termination.KING_CAPTURED);
    }
    if (board.kings[Board.BLACK] == 0) {
      return Outcome.win(Side.WHITE, Termination.KING_CAPTURED);
    }
    if (packedMoves().length == 0) {
      return Outcome.win(sideToMove().opponent(), Termination.NO_LEGAL_MOVE);
    }
    return Outcome.ONGOING;
  }

  @Override
  public String toFen() {
    return Fen.format(board, hands[Board.WHITE], hands[Board.BLACK]);
  }

  /** Half-moves played since the game started (the FEN's move number counts the earlier ones). */
  public int plies() {
    return board.plies;
  }

  @Override
  public int rows() {
    return Board.SIZE;
  }

  @Override
  public int columns() {
    return Board.SIZE;
  }

  @Override
  public Optional<BoardPiece> occupant(int row, int column) {
    requireSquare(row, column);
    int piece = board.squares[row * Board.SIZE + column];
    if (piece == 0) {
      return Optional.empty();
    }
    int type = Board.typeOf(piece);
    return Optional.of(
        new BoardPiece(
            Board.LETTERS.charAt(Board.unpromoted(type)),
            side(Board.sideOf(piece)),
            type > Board.KING));
  }

  @Override
  public List<BoardPiece> hand(Side side) {
    String letters = hands[side.ordinal()];
    List<BoardPiece> pieces = new ArrayList<>(letters.length());
    for (char letter : letters.toCharArray()) {
      pieces.add(new BoardPiece(Character.toUpperCase(letter), side, false));
    }
    return pieces;
  }

  /** The letters of {@code side}'s hand in capture order, in that side's case (seed 001). */
  public String handLetters(Side side) {
    return hands[side.ordinal()];
  }

  /** The legal moves of the piece on the square at {@code row}, {@code column} (0-based). */
  public List<MinishogiMove> movesFrom(int row, int column) {
    int from = row * Board.SIZE + column;
    List<MinishogiMove> moves = new ArrayList<>();
    for (int packed : packedMoves()) {
      if (PackedMove.from(packed) == from) {
        moves.add(new MinishogiMove(packed));
      }
    }
    return moves;
  }

  /** The legal drops of the piece of {@code kind} (an upper-case letter) from the hand. */
  public List<MinishogiMove> drops(char kind) {
    int type = Board.LETTERS.indexOf(Character.toUpperCase(kind));
    List<MinishogiMove> moves = new ArrayList<>();
    for (int packed : packedMoves()) {
      if (PackedMove.isDrop(packed) && PackedMove.type(packed) == type) {
        moves.add(new MinishogiMove(packed));
      }
    }
    return moves;
  }

  private static Side side(int side) {
    return side == Board.WHITE ? Side.WHITE : Side.BLACK;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof MinishogiPosition position && position.toFen().equals(toFen());
  }

  @Override
  public int hashCode() {
    return toFen().hashCode();
  }

  @Override
  public String toString() {
    return variant.id() + " " + toFen();
  }

  /** The packed legal moves seen as an unmodifiable list of {@link MinishogiMove}s. */
  private static final class MoveList extends AbstractList<Move> implements RandomAccess {
    private final int[] packed;

    MoveList(int[] packed) {
      this.packed = packed;
    }

    @Override
    public Move get(int index) {
      return new MinishogiMove(packed[index]);
    }

    @Override
    public int size() {
      return packed.length;
    }
  }
}
