package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.SimulEvent;
import arbiter.face.text.TextRenderer;
import arbiter.rules.Side;
import arbiter.simul.Simul;
import arbiter.simul.SimulArchive;
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
    assertThat(TextRenderer.lines(new SimulEvent.SimulOver(OVER)))
        .containsExactly("the simul of ann is over: +1 =1 -0 for the host");
  }

  @Test
  void showListsTheBoards() {
    assertThat(TextRenderer.lines(new SimulEvent.SimulAnswered(SimulNotice.SHOWN, OVER)))
        .containsExactly("the simul of ann, 2 boards:",
            "ann: chess untimed, host white, over, 2 boards, +1 =1 -0",
            "board 1: bob, game 3, host white won by the host",
            "board 2: cat, game 4, host white drawn");
  }

  /** Russian words the host's colour as the simul's line does: ведущий белыми, not ведущий белые. */
  @Test
  void aRussianBoardLineWordsTheHostsColourInItsCase() {
    List<String> lines = new TextRenderer(Words.of("ru"), TextRenderer::board)
        .simulAnswered(new SimulEvent.SimulAnswered(SimulNotice.SHOWN, OVER));
    assertThat(lines.get(1)).contains("ведущий белыми");
    assertThat(lines.get(2)).startsWith("доска 1: bob, партия 3, ведущий белыми ");
  }

  @Test
  void everyRefusalAndNewsHasItsWordsInEveryLanguage() {
    for (String language : List.of("en", "ru", "fa")) {
      Words w = Words.of(language);
      for (SimulRefusal reason : SimulRefusal.values()) {
        assertThat(SimulSentences.refusal(w, new SimulEvent.SimulRefused(reason, "ann")))
            .doesNotContain("simul.refused");
      }
      for (SimulNotice kind : SimulNotice.values()) {
        assertThat(SimulSentences.news(w, new SimulEvent.SimulNews(kind, "ann", "bob", 3)))
            .doesNotContain("simul.news");
      }
    }
  }

  @Test
  void theAuditLogReadsInEnglishAsItsCommandTextDidAndIsWordedInEachLanguage() {
    SimulEvent.SimulAudited audited = new SimulEvent.SimulAudited("ann", List.of(
        new SimulArchive.AuditLine(0, "ann#1", AuditAction.legacy("create chess 5+3 white")),
        new SimulArchive.AuditLine(1000, "ann#1",
            AuditAction.of(Kind.SIMUL_CREATE, "chess", "5+3", "white")),
        new SimulArchive.AuditLine(2000, "ann#1",
            AuditAction.of(Kind.SIMUL_CREATE_UNTIMED, "checkers", "alternate")),
        new SimulArchive.AuditLine(3000, "ann#1", AuditAction.of(Kind.SIMUL_START, 12)),
        new SimulArchive.AuditLine(4000, "ann#1", AuditAction.of(Kind.SIMUL_CANCEL))));
    assertThat(TextRenderer.lines(audited)).containsExactly(
        "1970-01-01T00:00:00Z ann#1: create chess 5+3 white",
        "1970-01-01T00:00:01Z ann#1: create chess 5+3 white",
        "1970-01-01T00:00:02Z ann#1: create checkers none alternate",
        "1970-01-01T00:00:03Z ann#1: start 12",
        "1970-01-01T00:00:04Z ann#1: cancel");
    assertThat(SimulSentences.audited(Words.of("ru"), audited).get(3))
        .endsWith("ann#1: начал сеанс на 12 досках");
    for (String language : List.of("ru", "fa")) {
      assertThat(SimulSentences.audited(Words.of(language), audited))
          .noneMatch(line -> line.contains("audit."));
    }
  }
}
