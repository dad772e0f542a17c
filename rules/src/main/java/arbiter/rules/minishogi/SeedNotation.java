package arbiter.rules.minishogi;

import arbiter.rules.IllegalMove;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.NotationException.Kind;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The seed 001 notation: the piece's letter in its owner's case, the from-square and the
 * to-square, each written column then row ({@code K 11 12}); a drop starts from {@code 00}
 * ({@code p 00 33}). A promoted piece keeps its letter and promotion is never written: it is
 * automatic.
 */
public final class SeedNotation implements Notation {

  /** The notation's one instance. */
  public static final SeedNotation INSTANCE = new SeedNotation();

  private static final Pattern SHAPE =
      Pattern.compile("([KGSBLPkgsblp])\\s+(\\d)(\\d)\\s+(\\d)(\\d)");

  private SeedNotation() {}

  @Override
  public MinishogiMove parse(Position position, String text) throws NotationException {
    MinishogiPosition shogi = MinishogiVariant.cast(position);
    Matcher shape = SHAPE.matcher(text.strip());
    if (!shape.matches()) {
      throw new NotationException(Kind.MALFORMED, "not a move: " + text);
    }
    char letter = shape.group(1).charAt(0);
    int side = Character.isUpperCase(letter) ? Board.WHITE : Board.BLACK;
    int type = Board.LETTERS.indexOf(Character.toUpperCase(letter));
    int from = square(shape.group(2), shape.group(3));
    int to = square(shape.group(4), shape.group(5));
    boolean drop = shape.group(2).equals("0") && shape.group(3).equals("0");
    if (to >= 0 && (drop || from >= 0)) {
      for (int packed : shogi.packedMoves()) {
        if (PackedMove.to(packed) == to
            && PackedMove.side(packed) == side
            && Board.unpromoted(PackedMove.type(packed)) == type
            && (drop ? PackedMove.isDrop(packed) : PackedMove.from(packed) == from)) {
          return new MinishogiMove(packed);
        }
      }
    }
    throw new NotationException(why(shogi, side, type, drop ? -1 : from, to), "illegal move: " + text);
  }

  /** Why the move of the piece of {@code type} from {@code from} (-1: a drop) to {@code to} is illegal. */
  private static IllegalMove why(MinishogiPosition position, int side, int type, int from, int to) {
    if (position.legalMoves().isEmpty()) {
      return IllegalMove.GAME_OVER;
    }
    int mover = position.sideToMove() == Side.WHITE ? Board.WHITE : Board.BLACK;
    if (to < 0) {
      return IllegalMove.CANNOT_MOVE_SO; // off the board
    }
    int[] end = {to / Board.SIZE, to % Board.SIZE};
    if (from < 0) {
      if (side != mover || position.hand(position.sideToMove()).stream()
          .noneMatch(piece -> piece.kind() == Board.LETTERS.charAt(type))) {
        return IllegalMove.NOT_IN_HAND;
      }
      return position.occupant(end[0], end[1]).isPresent()
          ? IllegalMove.DROP_SQUARE_TAKEN : IllegalMove.CANNOT_MOVE_SO;
    }
    int[] start = {from / Board.SIZE, from % Board.SIZE};
    IllegalMove reason = IllegalMove.onBoard(position, start, end);
    if (reason != IllegalMove.CANNOT_MOVE_SO) {
      return reason;
    }
    var piece = position.occupant(start[0], start[1]).orElseThrow();
    boolean sameLetter = piece.kind() == Board.LETTERS.charAt(type);
    return side != mover || !sameLetter ? IllegalMove.WRONG_PIECE : reason;
  }

  /** The engine square of a column digit and a row digit, or -1 if they are off the board. */
  private static int square(String column, String row) {
    int c = column.charAt(0) - '1';
    int r = row.charAt(0) - '1';
    return c < 0 || c >= Board.SIZE || r < 0 || r >= Board.SIZE ? -1 : r * Board.SIZE + c;
  }

  @Override
  public String format(Position position, Move move) {
    return move.toString();
  }

  static String format(int packed) {
    int type = Board.unpromoted(PackedMove.type(packed));
    char letter = Board.LETTERS.charAt(type);
    if (PackedMove.side(packed) == Board.BLACK) {
      letter = Character.toLowerCase(letter);
    }
    String from = PackedMove.isDrop(packed) ? "00" : name(PackedMove.from(packed));
    return letter + " " + from + " " + name(PackedMove.to(packed));
  }

  /** A square as the seed writes it: column digit, then row digit, both from 1. */
  private static String name(int square) {
    return "" + (square % Board.SIZE + 1) + (square / Board.SIZE + 1);
  }
}
