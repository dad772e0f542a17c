package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.TournamentNews;
import arbiter.face.words.Words;
import org.junit.jupiter.api.Test;

/** The organizers' lines of an arbiter call. */
class OtbTextTest {

  @Test
  void aCallWithoutTextSaysSoRatherThanEndInAColon() {
    // found by probing: "... from eve: " read as a line cut short
    assertThat(OtbText.called(Words.english(),
        new TournamentNews.ArbiterCalled("club", 3, 2, "eve", "")))
        .isEqualTo("club: ARBITER, call 3 to board 2 from eve: (no reason given)"
            + " (tournament arbiter-take club 3)");
    assertThat(OtbText.called(Words.english(),
        new TournamentNews.ArbiterCalled("club", 4, 0, "eve", "clock broken")))
        .isEqualTo("club: ARBITER, call 4 from eve: clock broken (tournament arbiter-take club 4)");
  }
}
