package arbiter.bench;

import arbiter.rules.Move;
import arbiter.rules.Position;
import java.io.IOException;
import java.util.List;

/** An external engine in a {@link UciMatch} game, whatever protocol it speaks. */
interface MatchOpponent extends AutoCloseable {

  /**
   * Its move after {@code moves} from {@code start}, on its clock {@code ownMillis} against the
   * other's {@code otherMillis}; an answer later than its clock plus {@code graceMillis} fails.
   *
   * @throws DrawClaimed when it claims a draw instead of moving
   * @throws IOException when it fails, resigns or plays an illegal move: it loses the game
   */
  Move move(Position start, List<Move> moves, long ownMillis, long otherMillis, long incrementMillis,
      long graceMillis) throws IOException;

  @Override
  void close();

  /** The engine claimed a draw (e.g. by repetition or the fifty-move rule). */
  final class DrawClaimed extends IOException {
    private static final long serialVersionUID = 1L;

    DrawClaimed(String line) {
      super(line);
    }
  }
}
