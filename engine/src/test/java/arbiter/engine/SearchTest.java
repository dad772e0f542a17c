package arbiter.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.engine.eval.Evaluations;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class SearchTest {

  private static Variant variant(String id) {
    return Variants.byId(id).orElseThrow();
  }

  private static Search searchFor(Variant variant) {
    return new Search(Evaluations.of(variant), 16);
  }

  @ParameterizedTest(name = "{0} {1}: win in {2}")
  @CsvSource(
      delimiter = ';',
      value = {
        "chess; 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1; 1",
        "chess; r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1; 1",
        "chess; k7/8/2K5/8/8/8/8/7R w - - 0 1; 2",
        "chess; r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1; 2",
        "kingcapture; 4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1; 1",
        "kingcapture; k7/pp6/8/8/8/8/8/6RK w - - 0 1; 2",
        "minishogi; 4k/5/5/g4/K4[] b - - 0 1; 1",
        "minishogi; 4k/5/p4/5/K4[g] b - - 0 1; 2",
        "checkers; W:Wc3:Bd4; 1",
        "checkers; W:Wc3,g1:Ba5; 2",
        "pawns; 8/P7/8/8/8/8/7p/8 w - - 0 1; 1",
        "pawns; 8/8/P7/8/8/7p/8/8 w - - 0 1; 2",
      })
  void findsTheQuickestForcedWin(String id, String fen, int moves) {
    Position position = variant(id).fromFen(fen);
    assertThat(MateSolver.movesToWin(position, moves)).as("the puzzle itself").isEqualTo(moves);

    SearchResult result = searchFor(variant(id)).search(position, SearchLimits.nodes(200_000));

    assertThat(Scores.isMate(result.score())).as("score %d", result.score()).isTrue();
    assertThat(Scores.mateInMoves(result.score())).isEqualTo(moves);
    if (moves == 1) {
      assertThat(position.play(result.best()).outcome().winner()).isEqualTo(position.sideToMove());
    }
  }

  @Test
  void stopsNearItsNodeBudget() {
    Search search = searchFor(variant("chess"));

    SearchResult result = search.search(variant("chess").start(), SearchLimits.nodes(5_000));

    assertThat(result.nodes()).isBetween(5_000L, 5_001L);
    assertThat(variant("chess").start().legalMoves()).contains(result.best());
  }

  @Test
  void stopsAtTheHardDeadlineOfTheCallersClock() {
    AtomicLong now = new AtomicLong();
    // every reading of the clock moves it on a millisecond
    SearchLimits limits = SearchLimits.time(1_000_000_000L, 50_000_000L, () -> now.addAndGet(1_000_000));

    SearchResult result = searchFor(variant("checkers")).search(variant("checkers").start(), limits);

    assertThat(now.get()).isLessThan(60_000_000L);
    assertThat(result.depth()).isGreaterThanOrEqualTo(1);
  }

  @Test
  void stopsAtTheDepthAsked() {
    SearchResult result = searchFor(variant("minishogi")).search(variant("minishogi").start(), SearchLimits.depth(3));

    assertThat(result.depth()).isEqualTo(3);
    assertThat(result.principalVariation()).isNotEmpty().startsWith(result.best());
  }

  @Test
  void scoresEveryRootMoveEvenWhenTheBudgetIsShort() {
    Position start = variant("chess").start();

    var scored = searchFor(variant("chess")).scoreEach(start, 4, SearchLimits.nodes(300));

    assertThat(scored).extracting(Search.ScoredMove::move).containsExactlyElementsOf(start.legalMoves());
  }

  @Test
  void refusesAFinishedGame() {
    Position over = variant("checkers").fromFen("W:Wc3:Bd4").play(variant("checkers").fromFen("W:Wc3:Bd4").legalMoves().get(0));

    assertThatThrownBy(() -> searchFor(variant("checkers")).search(over, SearchLimits.depth(2)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void takesTheMaterialOnOffer() {
    // white's rook takes the undefended queen
    Position position = variant("chess").fromFen("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");

    SearchResult result = searchFor(variant("chess")).search(position, SearchLimits.depth(3));

    assertThat(result.best().toString()).isEqualTo("d1d5");
    assertThat(result.score()).isGreaterThan(300);
  }
}
