package arbiter.engine;

import arbiter.rules.Move;
import arbiter.rules.Position;
import java.util.List;

/**
 * What the shared search needs to know of one variant: how a position stands, what a piece is worth
 * for move ordering, and which moves the quiescence search follows.
 */
public interface Evaluation {

  /** The score of a position where the game goes on, in centipawns from white's side. */
  int evaluate(Snapshot snapshot, Position position);

  /** Whether the variant has pieces in hand (drops), which the snapshot then reads. */
  default boolean hasHands() {
    return false;
  }

  /**
   * Whether quiescence follows {@code move}, and how early the search tries it: -1 for a quiet move
   * (and every drop); otherwise a rank, higher first, such as most valuable victim, least valuable
   * attacker for a capture. {@code before} is the snapshot of the position the move is made in.
   */
  int tactical(Snapshot before, Move move);

  /**
   * Whether the side to move may not "stand pat" in quiescence and must play one of its moves: in
   * draughts when capturing is compulsory, in chess when in check. Then quiescence searches every
   * legal move.
   */
  default boolean mustMove(Position position, List<Move> moves) {
    return false;
  }
}
