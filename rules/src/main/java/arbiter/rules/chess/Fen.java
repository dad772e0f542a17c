package arbiter.rules.chess;

import static arbiter.rules.chess.Board.BLACK;
import static arbiter.rules.chess.Board.KING;
import static arbiter.rules.chess.Board.PAWN;
import static arbiter.rules.chess.Board.ROOK;
import static arbiter.rules.chess.Board.WHITE;

import arbiter.rules.FenNumber;

/** Reads and writes Forsyth-Edwards Notation for the engine's {@link Board}. */
final class Fen {

  static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static final String PIECE_LETTERS = " PNBRQK";

  private Fen() {}

  /**
   * The board a FEN describes. Castling rights without their king and rook and an en-passant square
   * without a pawn to take are dropped; king capture keeps neither.
   *
   * @throws IllegalArgumentException if the FEN is malformed or the position impossible
   */
  static Board parse(String fen, Rules rules) {
    String[] fields = fen.trim().split("\\s+");
    if (fields.length < 4 || fields.length > 6) {
      throw new IllegalArgumentException("a FEN has 4 to 6 fields: " + fen);
    }
    Board board = new Board(rules);
    readPlacement(fields[0], board);
    switch (fields[1]) {
      case "w" -> board.side = WHITE;
      case "b" -> board.side = BLACK;
      default -> throw new IllegalArgumentException("side to move must be w or b: " + fields[1]);
    }
    checkKings(board, rules);
    if (rules.castling()) {
      board.castling = readCastling(fields[2], board);
    }
    if (rules.enPassant()) {
      board.epSquare = readEnPassant(fields[3], board);
    }
    int halfmoves = fields.length > 4 ? FenNumber.read(fields[4], "halfmove clock") : 0;
    int fullmoves = fields.length > 5 ? FenNumber.read(fields[5], "move number") : 1;
    board.halfmoveClock = halfmoves;
    board.plies = 2 * (Math.max(fullmoves, 1) - 1) + board.side;
    return board;
  }

  static String format(Board board) {
    StringBuilder fen = new StringBuilder(80);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        int piece = board.pieceAt(rank * 8 + file);
        if (piece == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          fen.append(empty);
          empty = 0;
        }
        fen.append(pieceLetter(piece));
      }
      if (empty > 0) {
        fen.append(empty);
      }
      if (rank > 0) {
        fen.append('/');
      }
    }
    fen.append(board.side == WHITE ? " w " : " b ");
    int castling = board.castling;
    if (castling == 0) {
      fen.append('-');
    } else {
      String letters = "KQkq";
      for (int i = 0; i < 4; i++) {
        if ((castling & (1 << i)) != 0) {
          fen.append(letters.charAt(i));
        }
      }
    }
    fen.append(' ').append(board.epSquare == 0 ? "-" : squareName(board.epSquare));
    fen.append(' ').append(board.halfmoveClock).append(' ').append(board.plies / 2 + 1);
    return fen.toString();
  }

  /** The FEN letter of a piece code: upper case for white. */
  static char pieceLetter(int piece) {
    char letter = PIECE_LETTERS.charAt(piece & 7);
    return (piece >>> 3) == WHITE ? letter : Character.toLowerCase(letter);
  }

  static String squareName(int sq) {
    return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >>> 3));
  }

  /** The square a name such as {@code e4} denotes, or -1. */
  static int square(String name) {
    if (name.length() != 2) {
      return -1;
    }
    int file = name.charAt(0) - 'a';
    int rank = name.charAt(1) - '1';
    return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
  }

  private static void readPlacement(String placement, Board board) {
    String[] ranks = placement.split("/", -1);
    if (ranks.length != 8) {
      throw new IllegalArgumentException("the board needs 8 ranks: " + placement);
    }
    for (int i = 0; i < 8; i++) {
      int rank = 7 - i;
      int file = 0;
      for (char c : ranks[i].toCharArray()) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
        } else {
          int type = PIECE_LETTERS.indexOf(Character.toUpperCase(c));
          if (type <= 0 || file >= 8) {
            throw new IllegalArgumentException("bad rank '" + ranks[i] + "' in " + placement);
          }
          board.put(type | (Character.isUpperCase(c) ? WHITE : BLACK) << 3, rank * 8 + file);
          file++;
        }
      }
      if (file != 8) {
        throw new IllegalArgumentException("rank '" + ranks[i] + "' is not 8 squares wide");
      }
    }
  }

  private static void checkKings(Board board, Rules rules) {
    for (int colour = WHITE; colour <= BLACK; colour++) {
      int kings = Long.bitCount(board.pieces(colour, KING));
      if (kings > 1 || (kings == 0 && !rules.kingCapture())) {
        throw new IllegalArgumentException("each side needs exactly one king");
      }
    }
    if (rules.kingCapture()) {
      return;
    }
    if ((board.byType[PAWN] & (Bitboards.RANK_1 | Bitboards.RANK_8)) != 0) {
      throw new IllegalArgumentException("pawns cannot stand on the first or last rank");
    }
    int otherKing = board.kingSquare(board.side ^ 1);
    if (board.attackers(otherKing, board.side, board.occupied()) != 0) {
      throw new IllegalArgumentException("the side not to move is in check");
    }
  }

  private static int readCastling(String field, Board board) {
    if (field.equals("-")) {
      return 0;
    }
    int rights = 0;
    for (char c : field.toCharArray()) {
      int index = "KQkq".indexOf(c);
      if (index < 0) {
        throw new IllegalArgumentException("castling rights are KQkq or -: " + field);
      }
      rights |= 1 << index;
    }
    int[][] needs = {{4, 7}, {4, 0}, {60, 63}, {60, 56}};
    for (int i = 0; i < 4; i++) {
      int colour = i / 2;
      if (board.pieceAt(needs[i][0]) != (KING | colour << 3)
          || board.pieceAt(needs[i][1]) != (ROOK | colour << 3)) {
        rights &= ~(1 << i);
      }
    }
    return rights;
  }

  private static int readEnPassant(String field, Board board) {
    if (field.equals("-")) {
      return 0;
    }
    int sq = square(field);
    if (sq < 0) {
      throw new IllegalArgumentException("bad en-passant square: " + field);
    }
    int expectedRank = board.side == WHITE ? 5 : 2;
    int victim = sq ^ 8;
    int origin = board.side == WHITE ? sq + 8 : sq - 8;
    boolean real =
        sq >>> 3 == expectedRank
            && board.pieceAt(victim) == (PAWN | (board.side ^ 1) << 3)
            && board.pieceAt(sq) == 0
            && board.pieceAt(origin) == 0;
    return real ? sq : 0;
  }
}
