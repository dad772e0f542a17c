package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.DomainEvent;
import arbiter.face.text.TextRenderer;
import arbiter.rules.Side;
import arbiter.simul.Simul;
import arbiter.simul.SimulNotice;
import arbiter.simul.SimulRefusal;
import arbiter.simul.SimulView;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A simul's words on the text face, and a key for every refusal and news in each language. */
class SimulSentencesTest {

  private static final SimulView OVER = new SimulView("ann", "chess", null,
      Simul.HostColour.WHITE, Simul.Stage.OVER,
      List.of(new SimulView.Board("bob", 3, Side.WHITE, Simul.HostResult.WIN),
          new SimulView.Board("cat", 4, Side.WHITE, Simul.HostResult.DRAW)), 1, 1, 0);

  @Test
  void theSummaryIsOneLine() {
    assertThat(TextRenderer.lines(new DomainEvent.SimulOver(OVER)))
        .containsExactly("the simul of ann is over: +1 =1 -0 for the host");
  }

  @Test
  void showListsTheBoards() {
    assertThat(TextRenderer.lines(new DomainEvent.SimulAnswered(SimulNotice.SHOWN, OVER)))
        .containsExactly("the simul of ann, 2 boards:",
            "ann: chess untimed, host white, over, 2 boards, +1 =1 -0",
            "board 1: bob, game 3, host white won by the host",
            "board 2: cat, game 4, host white drawn");
  }

  @Test
  void everyRefusalAndNewsHasItsWordsInEveryLanguage() {
    for (String language : List.of("en", "ru", "fa")) {
      Words w = Words.of(language);
      for (SimulRefusal reason : SimulRefusal.values()) {
        assertThat(SimulSentences.refusal(w, new DomainEvent.SimulRefused(reason, "ann")))
            .doesNotContain("simul.refused");
      }
      for (SimulNotice kind : SimulNotice.values()) {
        assertThat(SimulSentences.news(w, new DomainEvent.SimulNews(kind, "ann", "bob", 3)))
            .doesNotContain("simul.news");
      }
    }
  }
}
