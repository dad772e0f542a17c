package arbiter.rules.checkers;

/**
 * The PDN position form of SPEC 1.6: {@code W:Wa1,c3,Kh2:Bb6,Kd8} — the side to move, then the
 * white and the black pieces, {@code K} marking a king. Written with men before kings, each in
 * square order.
 */
final class Fen {

  /** The start position. */
  static final String START =
      "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";

  private Fen() {}

  /**
   * The board a FEN describes.
   *
   * @throws IllegalArgumentException if it is malformed or puts a man on its crowning row
   */
  static Board parse(String fen) {
    String[] parts = fen.strip().split(":", -1);
    if (parts.length != 3 || !(parts[0].equals("W") || parts[0].equals("B"))) {
      throw new IllegalArgumentException("expected W:W<pieces>:B<pieces>, got '" + fen + "'");
    }
    int[] colours = new int[2];
    int kings = 0;
    boolean[] seen = new boolean[2];
    for (int i = 1; i < 3; i++) {
      String part = parts[i].strip();
      int colour = part.startsWith("W") ? Board.WHITE : part.startsWith("B") ? Board.BLACK : -1;
      if (colour < 0 || seen[colour]) {
        throw new IllegalArgumentException("expected a W and a B piece list in '" + fen + "'");
      }
      seen[colour] = true;
      String list = part.substring(1).strip();
      if (list.endsWith(".")) {
        list = list.substring(0, list.length() - 1); // PDN may end the list with a full stop
      }
      if (list.isEmpty()) {
        continue;
      }
      for (String token : list.split(",", -1)) {
        String piece = token.strip();
        boolean king = piece.startsWith("K");
        String name = king ? piece.substring(1) : piece;
        int sq = name.length() == 2 ? Squares.parse(name, 0) : -1;
        if (sq < 0) {
          throw new IllegalArgumentException("not a dark square: '" + piece + "' in '" + fen + "'");
        }
        int bit = 1 << sq;
        if (((colours[0] | colours[1]) & bit) != 0) {
          throw new IllegalArgumentException("two pieces on " + name + " in '" + fen + "'");
        }
        int crownRow = colour == Board.WHITE ? Squares.ROW_8 : Squares.ROW_1;
        if (!king && (crownRow & bit) != 0) {
          throw new IllegalArgumentException("a man on its crowning row: " + name);
        }
        colours[colour] |= bit;
        if (king) {
          kings |= bit;
        }
      }
    }
    int side = parts[0].equals("W") ? Board.WHITE : Board.BLACK;
    return new Board(colours[0], colours[1], kings, side, 0);
  }

  static String format(Board board) {
    return (board.side == Board.WHITE ? "W" : "B")
        + ":W"
        + pieces(board.white, board.kings)
        + ":B"
        + pieces(board.black, board.kings);
  }

  private static String pieces(int colour, int kings) {
    StringBuilder list = new StringBuilder();
    for (int pass = 0; pass < 2; pass++) {
      int group = pass == 0 ? colour & ~kings : colour & kings;
      for (; group != 0; group &= group - 1) {
        if (list.length() > 0) {
          list.append(',');
        }
        list.append(pass == 0 ? "" : "K").append(Squares.name(Integer.numberOfTrailingZeros(group)));
      }
    }
    return list.toString();
  }
}
