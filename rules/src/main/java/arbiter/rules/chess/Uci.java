package arbiter.rules.chess;

import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Position;

/**
 * Coordinate notation as UCI engines write it: from and to squares and a promotion letter ({@code
 * e2e4}, {@code e7e8q}, castling as the king's step {@code e1g1}). A promotion written without its
 * letter promotes to a queen.
 */
final class Uci implements Notation {

  static final Uci INSTANCE = new Uci();

  private Uci() {}

  @Override
  public Move parse(Position position, String text) throws NotationException {
    ChessPosition chess = ChessVariant.cast(position);
    return new ChessMove(parsePacked(chess, text.trim()));
  }

  /** Whether {@code text} has the shape of a UCI move (it may still be illegal). */
  static boolean looksLikeUci(String text) {
    int length = text.length();
    return (length == 4 || length == 5)
        && Fen.square(text.substring(0, 2)) >= 0
        && Fen.square(text.substring(2, 4)) >= 0
        && (length == 4 || "qrbnQRBN".indexOf(text.charAt(4)) >= 0);
  }

  static int parsePacked(ChessPosition position, String text) throws NotationException {
    if (!looksLikeUci(text)) {
      throw new NotationException(NotationException.Kind.MALFORMED, "not a move: " + text);
    }
    int from = Fen.square(text.substring(0, 2));
    int to = Fen.square(text.substring(2, 4));
    int promotion =
        text.length() == 5 ? " pnbrqk".indexOf(Character.toLowerCase(text.charAt(4))) : Board.QUEEN;
    for (int packed : position.packedMoves()) {
      if (PackedMove.from(packed) == from
          && PackedMove.to(packed) == to
          && (PackedMove.kind(packed) != PackedMove.PROMOTION
              || PackedMove.promotionType(packed) == promotion)) {
        return packed;
      }
    }
    int[] start = {from >>> 3, from & 7};
    int[] end = {to >>> 3, to & 7};
    throw new NotationException(position.whyIllegal(start, end), "illegal move: " + text);
  }

  @Override
  public String format(Position position, Move move) {
    return move.toString();
  }

  static String format(int packed) {
    String text = Fen.squareName(PackedMove.from(packed)) + Fen.squareName(PackedMove.to(packed));
    if (PackedMove.kind(packed) == PackedMove.PROMOTION) {
      text += " pnbrqk".charAt(PackedMove.promotionType(packed));
    }
    return text;
  }
}
