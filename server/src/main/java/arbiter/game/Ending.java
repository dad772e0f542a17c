package arbiter.game;

import arbiter.account.ScoreLine;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.List;
import java.util.Objects;

/**
 * How a game ended, and what each player scores for it (SPEC 1.3): a win 3, a loss 0, a draw 1
 * each; a forfeit (given up, abandoned, absent) 2 to the winner and -1 to the loser; a game neither
 * player came to scores nothing.
 *
 * @param winner the winning side, {@code null} for a draw or a double absence
 * @param termination how it ended
 */
public record Ending(Side winner, Termination termination) {

  /** No ending, then the move limit's draw: what {@link #atMoveLimit} picks from. */
  private static final Ending[] BY_MOVE_LIMIT = {null, new Ending(null, Termination.MOVE_LIMIT)};

  public Ending {
    Objects.requireNonNull(termination);
  }

  /**
   * The move limit's draw when the game has a limit ({@code limit > 0}) and {@code moves} reached
   * it, else {@code null}; picked without a branch. C2 compiles a branch not taken so far as a
   * trap, and a server's games that started together reach their limit together (the goal's load
   * of 200 games about 40 s in, a tournament's round), so the first to do so threw away the
   * compiled move path this is inlined into in the middle of that wave of game ends (README,
   * "The JIT's tail: the wave of game ends (session 17)").
   */
  static Ending atMoveLimit(int limit, int moves) {
    // (limit - 1 - moves) is negative when moves >= limit; -limit is negative when limit > 0
    return BY_MOVE_LIMIT[((limit - 1 - moves) >>> 31) & (-limit >>> 31)];
  }

  /** The stored result word: {@code white}, {@code black} or {@code draw}. */
  public String result() {
    return winner == null ? "draw" : winner.label();
  }

  /** The points each player gets, white's first. */
  public List<ScoreLine> points(String white, String black) {
    if (winner == null && termination.isForfeit()) {
      return List.of(new ScoreLine(white, 0, 0, 0, 0), new ScoreLine(black, 0, 0, 0, 0));
    }
    if (winner == null) {
      return List.of(new ScoreLine(white, 1, 0, 1, 0), new ScoreLine(black, 1, 0, 1, 0));
    }
    boolean forfeit = termination.isForfeit();
    int won = forfeit ? 2 : 3;
    int lost = forfeit ? -1 : 0;
    return winner == Side.WHITE
        ? List.of(new ScoreLine(white, won, 1, 0, 0), new ScoreLine(black, lost, 0, 0, 1))
        : List.of(new ScoreLine(white, lost, 0, 0, 1), new ScoreLine(black, won, 1, 0, 0));
  }

  /** Whether the ratings move with it: not when a player never came (nothing was played). */
  public boolean rates() {
    return !termination.isUnplayed();
  }

  /** White's rating score: 1 for a win, 0 for a loss, 0.5 for a draw (a drawn time-out too). */
  public double whiteScore() {
    if (winner == null) {
      return 0.5;
    }
    return winner == Side.WHITE ? 1 : 0;
  }

  /** The ending a stored game recorded, from its result and reason words; null if unreadable. */
  public static Ending stored(String result, String reason) {
    Termination termination = Termination.ofWord(reason).orElse(null);
    if (termination == null || result == null) {
      return null;
    }
    Side winner = switch (result) {
      case "white" -> Side.WHITE;
      case "black" -> Side.BLACK;
      default -> null;
    };
    return new Ending(winner, termination);
  }
}
