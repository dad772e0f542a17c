package arbiter.protocol;

import java.util.List;

/**
 * Everything a client needs to draw a game and offer its legal moves. The server is the authority:
 * clients draw this and send moves; they never decide legality themselves.
 *
 * @param game the game id
 * @param seq a per-game sequence number, one higher for every change
 * @param variant the variant id
 * @param white the white player
 * @param black the black player
 * @param board the cells, row 0 at the bottom (white's side)
 * @param hands pieces in hand per side (minishogi), empty lists otherwise
 * @param sideToMove {@code "white"} or {@code "black"}
 * @param legalMoves the legal moves of the side to move
 * @param lastMove the last move in native notation, or null
 * @param moves every move so far in native notation
 * @param limit the move limit (0 = none)
 * @param movesLeft turns left before the limit, or -1 without a limit
 * @param status {@code "ongoing"}, {@code "win"} or {@code "draw"}
 * @param winner {@code "white"}, {@code "black"} or null
 * @param reason why the game ended, or empty
 * @param clock both players' clocks, or null in an untimed game
 */
public record GameState(
    long game,
    long seq,
    String variant,
    String white,
    String black,
    Board board,
    Hands hands,
    String sideToMove,
    List<LegalMove> legalMoves,
    String lastMove,
    List<String> moves,
    int limit,
    int movesLeft,
    String status,
    String winner,
    String reason,
    Clock clock) {

  /** An untimed game's state. */
  public GameState(long game, long seq, String variant, String white, String black, Board board,
      Hands hands, String sideToMove, List<LegalMove> legalMoves, String lastMove,
      List<String> moves, int limit, int movesLeft, String status, String winner, String reason) {
    this(game, seq, variant, white, black, board, hands, sideToMove, legalMoves, lastMove, moves,
        limit, movesLeft, status, winner, reason, null);
  }

  /**
   * The clocks when the server sent the state. A client counts the running one down from
   * {@code sentAt} with its own clock for display only; the next state corrects it.
   *
   * @param control the time control as text ({@code 5+3}, {@code 25d5}, {@code 40/90+30,30+30},
   *     {@code 10b30x3})
   * @param white white's remaining time in milliseconds (main time in byoyomi)
   * @param black black's remaining time in milliseconds
   * @param running the side whose clock runs ({@code "white"}/{@code "black"}), or null when none
   *     does (the game is over)
   * @param sentAt the server's time when these values were taken, in epoch milliseconds
   * @param whitePeriods byoyomi periods white has left (0 in other controls)
   * @param blackPeriods byoyomi periods black has left
   * @param period the length of a byoyomi period in milliseconds (0 in other controls)
   */
  public record Clock(
      String control,
      long white,
      long black,
      String running,
      long sentAt,
      int whitePeriods,
      int blackPeriods,
      long period) {}

  /** The board as rows of cells; a null cell is empty. */
  public record Board(int rows, int columns, List<List<Piece>> cells) {}

  /**
   * A piece: {@code kind} is the variant's letter (upper case: K Q R B N P for chess, K G S B L P
   * for minishogi, M (man) and K for checkers), {@code color} {@code "white"} or {@code "black"}.
   */
  public record Piece(String kind, String color, boolean promoted) {}

  /** A square and what stands on it now ({@code piece} null: empty), as a delta names it. */
  public record Cell(int row, int column, Piece piece) {}

  /** Pieces in hand, letters in capture order. */
  public record Hands(List<String> white, List<String> black) {}

  /**
   * A legal move: its native notation and its squares as {@code [row, column]} (0-based, row 0 at
   * the bottom); {@code from} is null for a drop, with {@code drop} naming the dropped kind.
   */
  public record LegalMove(String move, int[] from, int[] to, String drop) {}
}
