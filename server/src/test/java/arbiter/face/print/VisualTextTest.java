package arbiter.face.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.Normalizer;
import org.junit.jupiter.api.Test;

class VisualTextTest {

  @Test
  void latinAndCyrillicComeBackUnchanged() {
    assertThat(VisualText.of("Zoë Müller")).isEqualTo("Zoë Müller");
    assertThat(VisualText.of("Иван Петров (3)")).isEqualTo("Иван Петров (3)");
  }

  @Test
  void persianIsJoinedAndDrawnRightToLeft() {
    String visual = VisualText.of("علی");
    // three letters in their joined forms, the last (ی, final) drawn first
    assertThat(visual).hasSize(3);
    assertThat(visual.chars()).allMatch(c -> c >= 0xFB50);
    assertThat(Normalizer.normalize(new StringBuilder(visual).reverse(), Normalizer.Form.NFKC))
        .isEqualTo("علی");
  }

  @Test
  void persianLettersTakeTheirFormsAndLamAlefIsOneGlyph() {
    // ک initial, ر final (it joins only before), ی isolated after ر
    assertThat(ArabicForms.shape("کری")).isEqualTo("\uFB90\uFEAE\uFBFC");
    assertThat(ArabicForms.shape("سلام")).isEqualTo("\uFEB3\uFEFC\uFEE1");
    assertThat(ArabicForms.shape("گ‌پ")).isEqualTo("\uFB92\u200C\uFB56");
  }

  @Test
  void theJoinersAreDroppedAfterShaping() {
    assertThat(VisualText.of("علی‌رضا")).doesNotContain("‌");
  }

  @Test
  void aPersianNameAmongLatinWordsKeepsItsPlace() {
    String visual = VisualText.of("White: علی, board 7");
    assertThat(visual).startsWith("White: ").endsWith(", board 7");
  }
}
