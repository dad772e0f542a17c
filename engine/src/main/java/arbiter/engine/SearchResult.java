package arbiter.engine;

import arbiter.rules.Move;
import java.util.List;

/**
 * What a search found.
 *
 * @param best the move to play
 * @param score the score of the position for the side to move, centipawns or a {@link Scores mate
 *     score}
 * @param depth the deepest iteration completed
 * @param nodes the nodes visited
 * @param principalVariation the expected line, starting with {@code best}
 */
public record SearchResult(Move best, int score, int depth, long nodes, List<Move> principalVariation) {

  public SearchResult {
    principalVariation = List.copyOf(principalVariation);
  }
}
