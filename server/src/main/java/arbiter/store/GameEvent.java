package arbiter.store;

import arbiter.rules.Side;
import java.util.List;

/** Something that happened to a game and must be stored: it started, a move, an undo, it ended. */
public sealed interface GameEvent {

  /** The game this event belongs to. */
  long gameId();

  /** A game began between two users. */
  record Started(long gameId, String variant, String white, String black, int limit, long at)
      implements GameEvent {}

  /** The {@code ply}-th move (1-based) of a game, in the variant's native notation. */
  record Moved(long gameId, int ply, String notation) implements GameEvent {}

  /** A player took back a move: one of the undos a player has per game is spent. */
  record UndoUsed(long gameId, Side side) implements GameEvent {}

  /**
   * A game ended.
   *
   * @param winner the winning side, or {@code null} for a draw
   * @param reason why, e.g. {@code king captured}, {@code checkmate}, {@code forfeit}, {@code move limit}
   * @param forfeit whether the loser gave up (scored 2 and -1 instead of 3 and 0); with no winner,
   *     neither player came and neither scores
   */
  record Finished(
      long gameId,
      String variant,
      String white,
      String black,
      Side winner,
      String reason,
      boolean forfeit,
      long at)
      implements GameEvent {

    /** The stored result word: {@code white}, {@code black} or {@code draw}. */
    public String result() {
      return winner == null ? "draw" : winner.label();
    }

    /** The points each player gets, white first. */
    public List<ScoreLine> points() {
      if (winner == null && forfeit) {
        return List.of(new ScoreLine(white, 0, 0, 0, 0), new ScoreLine(black, 0, 0, 0, 0));
      }
      if (winner == null) {
        return List.of(new ScoreLine(white, 1, 0, 1, 0), new ScoreLine(black, 1, 0, 1, 0));
      }
      ScoreLine won = new ScoreLine("", forfeit ? 2 : 3, 1, 0, 0);
      ScoreLine lost = new ScoreLine("", forfeit ? -1 : 0, 0, 0, 1);
      return winner == Side.WHITE
          ? List.of(named(white, won), named(black, lost))
          : List.of(named(white, lost), named(black, won));
    }

    private static ScoreLine named(String name, ScoreLine line) {
      return new ScoreLine(name, line.score(), line.wins(), line.draws(), line.losses());
    }
  }
}
