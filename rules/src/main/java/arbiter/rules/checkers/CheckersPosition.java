package arbiter.rules.checkers;

import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.List;
import java.util.Optional;

/**
 * An immutable draughts position. Besides its engine {@link Board} (never changed after
 * construction) it keeps the positions since the last move of a man or capture, for the repetition
 * rule: they are the only ones that can repeat.
 */
public final class CheckersPosition implements Position {

  /** Simple king moves in a row after which the game is drawn: 15 by each side. */
  static final int KING_MOVES_DRAW = 30;

  private final CheckersVariant variant;
  private final Board board;
  /** The position before, when this one was reached by a simple king move; else {@code null}. */
  private final CheckersPosition previous;

  /** Legal moves and outcome, computed on first use; a record so its final fields publish it. */
  private State state;

  private record State(List<Move> moves, Outcome outcome) {}

  CheckersPosition(CheckersVariant variant, Board board, CheckersPosition previous) {
    this.variant = variant;
    this.board = board;
    this.previous = previous;
  }

  Board board() {
    return board;
  }

  CheckersPosition previous() {
    return previous;
  }

  private State state() {
    State current = state;
    if (current == null) {
      List<Move> moves = List.copyOf(MoveGenerator.legalMoves(board));
      Outcome outcome = Outcome.ONGOING;
      Side mover = sideToMove();
      if (moves.isEmpty()) {
        outcome = Outcome.win(mover.opponent(), board.own() == 0 ? Termination.NO_PIECES : Termination.NO_LEGAL_MOVE);
      } else if (variant.drawRules() && board.kingPlies >= KING_MOVES_DRAW) {
        outcome = Outcome.draw(Termination.FIFTEEN_KING_MOVES);
      } else if (variant.drawRules() && repetitions() >= 3) {
        outcome = Outcome.draw(Termination.THREEFOLD_REPETITION);
      }
      current = new State(outcome.isOver() ? List.of() : moves, outcome);
      state = current;
    }
    return current;
  }

  /** How often this placement with this side to move has stood on the board, this time included. */
  int repetitions() {
    int count = 1;
    int plies = 1;
    for (CheckersPosition before = previous; before != null; before = before.previous, plies++) {
      if (plies % 2 == 0 && before.board.samePlacement(board)) {
        count++;
      }
    }
    return count;
  }

  @Override
  public CheckersVariant variant() {
    return variant;
  }

  @Override
  public Side sideToMove() {
    return board.side == Board.WHITE ? Side.WHITE : Side.BLACK;
  }

  @Override
  public List<Move> legalMoves() {
    return state().moves;
  }

  @Override
  public CheckersPosition play(Move move) {
    if (!(move instanceof CheckersMove checkersMove) || !legalMoves().contains(checkersMove)) {
      throw new IllegalArgumentException("not a legal move here: " + move);
    }
    Board next = board.copy();
    next.make(checkersMove.packed());
    return new CheckersPosition(variant, next, next.kingPlies > 0 ? this : null);
  }

  @Override
  public Outcome outcome() {
    return state().outcome;
  }

  @Override
  public String toFen() {
    return Fen.format(board);
  }

  /** By white * 2 + king, made once: engines read every square of every position they search. */
  private static final List<Optional<BoardPiece>> OCCUPANTS = List.of(
      Optional.of(new BoardPiece('M', Side.BLACK, false)),
      Optional.of(new BoardPiece('K', Side.BLACK, false)),
      Optional.of(new BoardPiece('M', Side.WHITE, false)),
      Optional.of(new BoardPiece('K', Side.WHITE, false)));

  /** A man is kind {@code M}, a king kind {@code K}; light squares are always empty. */
  @Override
  public Optional<BoardPiece> occupant(int row, int column) {
    requireSquare(row, column);
    int sq = Squares.at(row, column);
    if (sq < 0 || ((board.occupied() >>> sq) & 1) == 0) {
      return Optional.empty();
    }
    return OCCUPANTS.get((int) ((board.white >>> sq) & 1) * 2 + (int) ((board.kings >>> sq) & 1));
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof CheckersPosition position
        && position.variant.equals(variant)
        && position.board.samePlacement(board);
  }

  @Override
  public int hashCode() {
    return ((board.white * 31 + board.black) * 31 + board.kings) * 2 + board.side;
  }

  @Override
  public String toString() {
    return variant.id() + " " + toFen();
  }
}
