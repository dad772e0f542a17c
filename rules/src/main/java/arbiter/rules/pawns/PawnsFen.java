package arbiter.rules.pawns;

import static arbiter.rules.pawns.Squares.RANK_1;
import static arbiter.rules.pawns.Squares.RANK_8;

import arbiter.rules.FenNumber;
import arbiter.rules.Side;

/**
 * Forsyth-Edwards Notation without kings (SPEC 1.6): {@code 8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0
 * 1}. The castling field is always {@code -}; the halfmove clock and move number may be left out.
 */
final class PawnsFen {

  static final String START = "8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1";

  private PawnsFen() {}

  /**
   * The position a FEN describes. An en-passant square without a pawn that has just passed it is
   * dropped, as the chess reader does.
   *
   * @throws IllegalArgumentException if the FEN is malformed or the position impossible
   */
  static PawnsPosition parse(String fen) {
    String[] fields = fen.trim().split("\\s+");
    if (fields.length < 4 || fields.length > 6) {
      throw new IllegalArgumentException("a FEN has 4 to 6 fields: " + fen);
    }
    long[] pawns = readPlacement(fields[0]);
    long white = pawns[0];
    long black = pawns[1];
    if ((white & RANK_1) != 0 || (black & RANK_8) != 0) {
      throw new IllegalArgumentException("pawns cannot stand on their own first rank");
    }
    Side side =
        switch (fields[1]) {
          case "w" -> Side.WHITE;
          case "b" -> Side.BLACK;
          default -> throw new IllegalArgumentException("side to move must be w or b: " + fields[1]);
        };
    if (!fields[2].equals("-")) {
      throw new IllegalArgumentException("pawns-only chess has no castling: " + fields[2]);
    }
    int enPassant = readEnPassant(fields[3], white, black, side);
    int halfmoves = fields.length > 4 ? FenNumber.read(fields[4], "halfmove clock") : 0;
    int fullmoves = fields.length > 5 ? Math.max(FenNumber.read(fields[5], "move number"), 1) : 1;
    return new PawnsPosition(white, black, side, enPassant, halfmoves, fullmoves);
  }

  static String format(PawnsPosition position) {
    StringBuilder fen = new StringBuilder(64);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        long square = 1L << (rank * 8 + file);
        char letter = (position.white & square) != 0 ? 'P' : (position.black & square) != 0 ? 'p' : 0;
        if (letter == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          fen.append(empty);
          empty = 0;
        }
        fen.append(letter);
      }
      if (empty > 0) {
        fen.append(empty);
      }
      if (rank > 0) {
        fen.append('/');
      }
    }
    fen.append(position.sideToMove == Side.WHITE ? " w - " : " b - ");
    fen.append(position.enPassant < 0 ? "-" : Squares.name(position.enPassant));
    fen.append(' ').append(position.halfmoveClock).append(' ').append(position.fullmoveNumber);
    return fen.toString();
  }

  /** White's and black's pawns. */
  private static long[] readPlacement(String placement) {
    String[] ranks = placement.split("/", -1);
    if (ranks.length != 8) {
      throw new IllegalArgumentException("the board needs 8 ranks: " + placement);
    }
    long[] pawns = new long[2];
    for (int i = 0; i < 8; i++) {
      int rank = 7 - i;
      int file = 0;
      for (char c : ranks[i].toCharArray()) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
        } else if ((c == 'P' || c == 'p') && file < 8) {
          pawns[c == 'P' ? 0 : 1] |= 1L << (rank * 8 + file);
          file++;
        } else {
          throw new IllegalArgumentException("bad rank '" + ranks[i] + "' in " + placement);
        }
      }
      if (file != 8) {
        throw new IllegalArgumentException("rank '" + ranks[i] + "' is not 8 squares wide");
      }
    }
    return pawns;
  }

  private static int readEnPassant(String field, long white, long black, Side side) {
    if (field.equals("-")) {
      return -1;
    }
    int square = Squares.parse(field, 0);
    if (square < 0 || field.length() != 2) {
      throw new IllegalArgumentException("bad en-passant square: " + field);
    }
    boolean whiteToMove = side == Side.WHITE;
    long passer = 1L << (whiteToMove ? square - 8 : square + 8);
    long origin = 1L << (whiteToMove ? square + 8 : square - 8);
    long occupied = white | black;
    boolean real =
        square >>> 3 == (whiteToMove ? 5 : 2)
            && ((whiteToMove ? black : white) & passer) != 0
            && (occupied & (1L << square | origin)) == 0;
    return real ? square : -1;
  }
}
