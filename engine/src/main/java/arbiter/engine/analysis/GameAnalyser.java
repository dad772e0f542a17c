package arbiter.engine.analysis;

import arbiter.engine.Search;
import arbiter.engine.SearchLimits;
import arbiter.engine.SearchResult;
import arbiter.engine.eval.Evaluations;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Analyses a finished game: searches each position once within a node budget (so that the result
 * does not depend on the machine's speed), and judges each move by how far the mover's winning
 * chances after it fall below those of the best move. Runs on the caller's thread; the caller
 * chooses its thread and priority.
 */
public final class GameAnalyser {

  private static final int TABLE_BITS = 20;

  private final Search search;
  private final long nodesPerPosition;

  /** An analyser of {@code variant}'s games that spends {@code nodesPerPosition} on each position. */
  public GameAnalyser(Variant variant, long nodesPerPosition) {
    this.search = new Search(Evaluations.of(variant), TABLE_BITS);
    this.nodesPerPosition = nodesPerPosition;
  }

  /**
   * One row per move of the game that starts at {@code start} and goes on with {@code moves}.
   *
   * @throws IllegalArgumentException if a move is not legal where it is played
   */
  public List<MoveAnalysis> analyse(Position start, List<Move> moves) {
    List<Position> positions = new ArrayList<>(moves.size() + 1);
    positions.add(start);
    for (Move move : moves) {
      positions.add(positions.get(positions.size() - 1).play(move));
    }
    search.clear();
    List<SearchResult> results = new ArrayList<>(positions.size());
    for (int i = 0; i < positions.size(); i++) {
      Position position = positions.get(i);
      results.add(
          position.outcome().isOver()
              ? null
              : search.search(position, SearchLimits.nodes(nodesPerPosition), positions.subList(0, i)));
    }
    List<MoveAnalysis> rows = new ArrayList<>(moves.size());
    for (int i = 0; i < moves.size(); i++) {
      Side mover = positions.get(i).sideToMove();
      SearchResult before = results.get(i);
      WhiteScore best = WhiteScore.of(before.score(), mover);
      WhiteScore after = scoreOf(positions.get(i + 1), results.get(i + 1));
      Judgement judgement = Judgement.GOOD;
      if (!moves.get(i).equals(before.best())) {
        double sign = mover == Side.WHITE ? 1 : -1;
        judgement = Judgement.ofDrop(sign * (best.winningChances() - after.winningChances()));
      }
      rows.add(new MoveAnalysis(i, moves.get(i), after, before.best(), best, judgement));
    }
    return rows;
  }

  private static WhiteScore scoreOf(Position position, SearchResult result) {
    return result == null
        ? WhiteScore.over(position.outcome())
        : WhiteScore.of(result.score(), position.sideToMove());
  }
}
