package arbiter.engine;

import arbiter.engine.eval.Evaluations;
import arbiter.rules.Variants;
import org.junit.jupiter.api.Test;

class SmokeTest {
  @Test
  void speed() {
    for (int round = 0; round < 2; round++) for (String id : Variants.ids()) {
      var variant = Variants.byId(id).orElseThrow();
      Search search = new Search(Evaluations.of(variant), 20);
      long t = System.nanoTime();
      SearchResult r = search.search(variant.start(), SearchLimits.nodes(300_000));
      long ms = (System.nanoTime() - t) / 1_000_000;
      System.out.println(id + " depth " + r.depth() + " nodes " + r.nodes() + " ms " + ms + " nps " + r.nodes() * 1000 / Math.max(1, ms) + " best " + r.best() + " score " + r.score() + " pv " + r.principalVariation());
    }
  }
}
