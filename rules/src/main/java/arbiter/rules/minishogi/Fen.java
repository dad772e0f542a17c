package arbiter.rules.minishogi;

import static arbiter.rules.minishogi.Board.BLACK;
import static arbiter.rules.minishogi.Board.KING;
import static arbiter.rules.minishogi.Board.SIZE;
import static arbiter.rules.minishogi.Board.WHITE;

/**
 * The minishogi FEN of SPEC 1.6: row 5 first, columns 1-5 within a row, {@code +} before a promoted
 * piece, the hands in brackets (white's letters, then black's, each in capture order), the side to
 * move ({@code b} or {@code w}), then the chess fields {@code - - 0 1}, of which only the move
 * number means anything. Example: {@code lbsgk/4p/5/P4/KGSBL[] b - - 0 1}.
 */
final class Fen {

  static final String START = "lbsgk/4p/5/P4/KGSBL[] b - - 0 1";

  private Fen() {}

  /** A board with its hands in capture order, as a FEN describes them. */
  record Parsed(Board board, String whiteHand, String blackHand) {}

  /**
   * @throws IllegalArgumentException if the FEN is malformed or has not exactly one king a side on
   *     the board or in the opponent's hand
   */
  static Parsed parse(String fen) {
    String[] fields = fen.trim().split("\\s+");
    if (fields.length < 2 || fields.length > 6) {
      throw new IllegalArgumentException("a minishogi FEN has 2 to 6 fields: " + fen);
    }
    String placement = fields[0];
    String hand = "";
    int open = placement.indexOf('[');
    if (open >= 0) {
      if (!placement.endsWith("]")) {
        throw new IllegalArgumentException("the hands must end with ']': " + placement);
      }
      hand = placement.substring(open + 1, placement.length() - 1);
      placement = placement.substring(0, open);
    }
    Board board = new Board();
    readPlacement(placement, board);
    StringBuilder white = new StringBuilder();
    StringBuilder black = new StringBuilder();
    for (char letter : hand.toCharArray()) {
      int type = Board.LETTERS.indexOf(Character.toUpperCase(letter));
      if (type <= 0) {
        throw new IllegalArgumentException("not a piece in hand: " + letter);
      }
      int side = Character.isUpperCase(letter) ? WHITE : BLACK;
      board.hands[side * 8 + type]++;
      (side == WHITE ? white : black).append(letter);
    }
    checkKings(board);
    board.side =
        switch (fields[1]) {
          case "b" -> BLACK;
          case "w" -> WHITE;
          default -> throw new IllegalArgumentException("side to move must be b or w: " + fields[1]);
        };
    int moveNumber = 1;
    if (fields.length == 6) {
      try {
        moveNumber = Math.max(1, Integer.parseInt(fields[5]));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("move number must be a number: " + fields[5]);
      }
    }
    // black moves first: a move number counts one black and one white move
    board.plies = 2 * (moveNumber - 1) + (board.side == WHITE ? 1 : 0);
    return new Parsed(board, white.toString(), black.toString());
  }

  private static void readPlacement(String placement, Board board) {
    String[] rows = placement.split("/", -1);
    if (rows.length != SIZE) {
      throw new IllegalArgumentException("a minishogi board has 5 rows: " + placement);
    }
    for (int i = 0; i < SIZE; i++) {
      int row = SIZE - 1 - i;
      int column = 0;
      boolean promoted = false;
      for (char c : rows[i].toCharArray()) {
        if (c == '+') {
          promoted = true;
          continue;
        }
        if (c >= '1' && c <= '5' && !promoted) {
          column += c - '0';
        } else {
          int type = Board.LETTERS.indexOf(Character.toUpperCase(c));
          if (type <= 0 || column >= SIZE || (promoted && !Board.promotable(type))) {
            throw new IllegalArgumentException("bad row " + (row + 1) + ": " + rows[i]);
          }
          int side = Character.isUpperCase(c) ? WHITE : BLACK;
          int square = row * SIZE + column++;
          board.put(square, Board.piece(side, promoted ? type + Board.PROMOTION : type));
          promoted = false;
        }
        if (column > SIZE) {
          throw new IllegalArgumentException("row " + (row + 1) + " is too long: " + rows[i]);
        }
      }
      if (column != SIZE || promoted) {
        throw new IllegalArgumentException("row " + (row + 1) + " is not 5 squares: " + rows[i]);
      }
    }
  }

  private static void checkKings(Board board) {
    for (int side = WHITE; side <= BLACK; side++) {
      // a king lost is in the capturer's hand, where the game ended
      if (board.kings[side] + board.handCount(side ^ 1, KING) != 1) {
        throw new IllegalArgumentException(
            (side == WHITE ? "white" : "black") + " must have exactly one king");
      }
    }
    if (board.isOver() && board.handCount(WHITE, KING) + board.handCount(BLACK, KING) > 1) {
      throw new IllegalArgumentException("only one king can be captured");
    }
  }

  static String format(Board board, String whiteHand, String blackHand) {
    StringBuilder fen = new StringBuilder(48);
    for (int row = SIZE - 1; row >= 0; row--) {
      int empty = 0;
      for (int column = 0; column < SIZE; column++) {
        int piece = board.squares[row * SIZE + column];
        if (piece == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          fen.append(empty);
          empty = 0;
        }
        fen.append(letter(piece));
      }
      if (empty > 0) {
        fen.append(empty);
      }
      if (row > 0) {
        fen.append('/');
      }
    }
    fen.append('[').append(whiteHand).append(blackHand).append(']');
    fen.append(board.side == BLACK ? " b" : " w");
    fen.append(" - - 0 ").append(board.plies / 2 + 1);
    return fen.toString();
  }

  /** A piece as the FEN writes it: {@code +} if promoted, then its letter in its owner's case. */
  static String letter(int piece) {
    int type = Board.typeOf(piece);
    char letter = Board.LETTERS.charAt(Board.unpromoted(type));
    if (Board.sideOf(piece) == BLACK) {
      letter = Character.toLowerCase(letter);
    }
    return type > KING ? "+" + letter : String.valueOf(letter);
  }
}
