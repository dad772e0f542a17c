package arbiter.rules.chess;

import arbiter.rules.Outcome;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The chess rules' SAN, outcome and draw claims as they were written before issue 25 made them
 * faster (each move made on a copied board to see its check, its twins searched among all the
 * moves, repetitions found by comparing whole boards): what {@link FastRulesDifferentialTest}
 * holds the fast ones to.
 */
final class ReferenceRules {

  private ReferenceRules() {}

  /** The SAN of a legal move of {@code position}. */
  static String san(ChessPosition position, int packed) {
    Board board = position.board();
    StringBuilder san = new StringBuilder();
    int from = PackedMove.from(packed);
    int to = PackedMove.to(packed);
    int kind = PackedMove.kind(packed);
    if (kind == PackedMove.CASTLING) {
      san.append((to & 7) == 6 ? "O-O" : "O-O-O");
    } else {
      int type = board.pieceAt(from) & 7;
      boolean capture = board.pieceAt(to) != 0 || kind == PackedMove.EN_PASSANT;
      if (type == Board.PAWN) {
        if (capture) {
          san.append((char) ('a' + (from & 7)));
        }
      } else {
        san.append(PieceType.ofCode(type).letter());
        disambiguate(position, packed, type, san);
      }
      if (capture) {
        san.append('x');
      }
      san.append((char) ('a' + (to & 7))).append((char) ('1' + (to >>> 3)));
      if (kind == PackedMove.PROMOTION) {
        san.append('=').append(PieceType.ofCode(PackedMove.promotionType(packed)).letter());
      }
    }
    Board scratch = board.copy();
    scratch.make(packed);
    if (scratch.inCheck()) {
      san.append(MoveGenerator.count(scratch) == 0 ? '#' : '+');
    }
    return san.toString();
  }

  private static void disambiguate(ChessPosition position, int packed, int type, StringBuilder san) {
    Board board = position.board();
    int from = PackedMove.from(packed);
    int to = PackedMove.to(packed);
    boolean twin = false;
    boolean sameFile = false;
    boolean sameRank = false;
    for (int other : position.packedMoves()) {
      int otherFrom = PackedMove.from(other);
      if (otherFrom != from && PackedMove.to(other) == to
          && (board.pieceAt(otherFrom) & 7) == type
          && PackedMove.kind(other) != PackedMove.CASTLING) {
        twin = true;
        sameFile |= (otherFrom & 7) == (from & 7);
        sameRank |= (otherFrom >>> 3) == (from >>> 3);
      }
    }
    if (twin) {
      char file = (char) ('a' + (from & 7));
      char rank = (char) ('1' + (from >>> 3));
      san.append(!sameFile ? "" + file : sameRank ? "" + file + rank : "" + rank);
    }
  }

  /**
   * The outcome of the last of {@code line}: the positions since the last capture or pawn move (or
   * since the game's first position), each reached from the one before it.
   */
  static Outcome outcome(List<ChessPosition> line) {
    ChessPosition position = line.get(line.size() - 1);
    Board board = position.board();
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    Side mover = position.sideToMove();
    if (MoveGenerator.generate(board, moves, 0) == 0) {
      return board.inCheck() ? Outcome.win(mover.opponent(), Termination.CHECKMATE)
          : Outcome.draw(Termination.STALEMATE);
    }
    if (!position.canWin(Side.WHITE) && !position.canWin(Side.BLACK)) {
      return Outcome.draw(Termination.DEAD_POSITION);
    }
    if (board.halfmoveClock >= 150) {
      return Outcome.draw(Termination.SEVENTY_FIVE_MOVES);
    }
    return repetitions(line) >= 5 ? Outcome.draw(Termination.FIVEFOLD_REPETITION)
        : Outcome.ONGOING;
  }

  /** The draws the mover of the last of {@code line} may claim. */
  static Set<Termination> drawClaims(List<ChessPosition> line) {
    Set<Termination> claims = EnumSet.noneOf(Termination.class);
    if (outcome(line).isOver()) {
      return claims;
    }
    if (repetitions(line) >= 3) {
      claims.add(Termination.THREEFOLD_REPETITION);
    }
    if (line.get(line.size() - 1).board().halfmoveClock >= 100) {
      claims.add(Termination.FIFTY_MOVES);
    }
    return claims;
  }

  static int repetitions(List<ChessPosition> line) {
    ChessPosition last = line.get(line.size() - 1);
    int count = 0;
    for (int i = line.size() - 1; i >= 0; i -= 2) {
      Board board = line.get(i).board();
      if (board.castling == last.board().castling
          && Arrays.equals(board.squares, last.board().squares)
          && enPassantCapture(line.get(i)) == enPassantCapture(last)) {
        count++;
      }
    }
    return count;
  }

  private static int enPassantCapture(ChessPosition position) {
    Board board = position.board();
    if (board.epSquare == 0) {
      return 0;
    }
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int count = MoveGenerator.generate(board, moves, 0);
    for (int i = 0; i < count; i++) {
      if (PackedMove.kind(moves[i]) == PackedMove.EN_PASSANT) {
        return board.epSquare;
      }
    }
    return 0;
  }
}
