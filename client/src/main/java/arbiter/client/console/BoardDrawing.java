package arbiter.client.console;

import arbiter.client.clock.ClockFace;
import arbiter.client.words.ClientWords;
import arbiter.protocol.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws any variant's board from a state, top row first: Unicode pieces and ANSI colours where the
 * terminal has them, plain letters otherwise (upper case white, lower case black, {@code +} for a
 * promoted piece).
 */
public final class BoardDrawing {

  private static final String RESET = "\u001b[0m";
  private static final String LIGHT = "\u001b[48;5;180m";
  private static final String DARK = "\u001b[48;5;137m";
  private static final String WHITE_PIECE = "\u001b[1;97m";
  private static final String BLACK_PIECE = "\u001b[1;30m";
  private static final String RUNNING = "\u001b[1m";
  private static final String LOW = "\u001b[1;31m";

  private final boolean unicode;
  private final boolean colour;

  public BoardDrawing(boolean unicode, boolean colour) {
    this.unicode = unicode;
    this.colour = colour;
  }

  /** Plain ASCII, no escapes: for dumb terminals and tests. */
  public static BoardDrawing ascii() {
    return new BoardDrawing(false, false);
  }

  /** The board with black at the top, or white at the top when {@code flipped}. */
  public List<String> lines(GameState state, boolean flipped) {
    GameState.Board board = state.board();
    boolean digits = usesDigitSquares(state.variant());
    List<String> lines = new ArrayList<>();
    if (!state.hands().black().isEmpty() || !state.hands().white().isEmpty()) {
      lines.add("  " + handLine(flipped ? "white" : "black", state));
    }
    for (int i = 0; i < board.rows(); i++) {
      int row = flipped ? i : board.rows() - 1 - i;
      StringBuilder line = new StringBuilder();
      line.append(String.format("%2d ", row + 1));
      for (int j = 0; j < board.columns(); j++) {
        int column = flipped ? board.columns() - 1 - j : j;
        line.append(cell(board.cells().get(row).get(column), (row + column) % 2 == 0, state.variant()));
      }
      lines.add(line.toString());
    }
    StringBuilder files = new StringBuilder("   ");
    for (int j = 0; j < board.columns(); j++) {
      int column = flipped ? board.columns() - 1 - j : j;
      String label = digits ? Integer.toString(column + 1) : String.valueOf((char) ('a' + column));
      files.append(' ').append(label).append(' ');
    }
    lines.add(files.toString());
    if (!state.hands().black().isEmpty() || !state.hands().white().isEmpty()) {
      lines.add("  " + handLine(flipped ? "black" : "white", state));
    }
    return lines;
  }

  /**
   * Both clocks at {@code now}: {@code clock: white 4:53  black 5:00}. With colours the running
   * clock is bold and a low one red.
   */
  public String clockLine(ClockFace clocks, long now) {
    return w("client.clock_line", clock(clocks, "white", now), clock(clocks, "black", now));
  }

  private String clock(ClockFace clocks, String side, long now) {
    String text = w("swing." + side) + " " + clocks.text(side, now);
    if (!colour || !(clocks.runs(side) || clocks.low(side, now))) {
      return text;
    }
    return (clocks.low(side, now) ? LOW : RUNNING) + text + RESET;
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }

  /** minishogi names squares by column and row digits; the chess family by file letters. */
  static boolean usesDigitSquares(String variant) {
    return variant.equals("minishogi");
  }

  private String handLine(String side, GameState state) {
    List<String> hand = side.equals("white") ? state.hands().white() : state.hands().black();
    StringBuilder line = new StringBuilder(w("client.hand_line", w("swing." + side)));
    for (String kind : hand) {
      line.append(' ').append(side.equals("white") ? kind : kind.toLowerCase());
    }
    return line.toString();
  }

  private String cell(GameState.Piece piece, boolean dark, String variant) {
    String symbol = piece == null ? (colour ? " " : dark ? "." : " ") : symbol(piece, variant);
    String text = (piece != null && piece.promoted() ? "+" : " ") + symbol + " ";
    if (!colour) {
      return text;
    }
    String ink = piece == null ? "" : piece.color().equals("white") ? WHITE_PIECE : BLACK_PIECE;
    return (dark ? DARK : LIGHT) + ink + text + RESET;
  }

  /** The character for a piece. */
  String symbol(GameState.Piece piece, String variant) {
    boolean white = piece.color().equals("white");
    if (unicode && !usesDigitSquares(variant)) {
      // with colour the filled glyphs serve both sides: the ink tells them apart
      boolean filled = colour || !white;
      String chess = variant.equals("checkers") ? checkers(piece.kind(), filled) : chess(piece.kind(), filled);
      if (chess != null) {
        return chess;
      }
    }
    return white ? piece.kind().toUpperCase() : piece.kind().toLowerCase();
  }

  private static String chess(String kind, boolean filled) {
    int index = "KQRBNP".indexOf(kind);
    if (index < 0 || kind.length() != 1) {
      return null;
    }
    return String.valueOf((char) ((filled ? 0x265A : 0x2654) + index));
  }

  private static String checkers(String kind, boolean filled) {
    return switch (kind) {
      case "M" -> filled ? "\u26c2" : "\u26c0";
      case "K" -> filled ? "\u26c3" : "\u26c1";
      default -> null;
    };
  }
}
