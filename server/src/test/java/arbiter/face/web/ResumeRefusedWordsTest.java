package arbiter.face.web;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.face.words.Words;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A saved login the server refuses is said in the page's language: the server's
 * {@code resume_refused} comes before the page's hello names a language, so it is English, and a
 * Persian or Russian page showed it as it came (the login form's alert, which a reader speaks).
 */
class ResumeRefusedWordsTest {

  @Test
  void thePageWordsARefusedResumeItself() throws IOException {
    String app = Files.readString(Path.of("src/main/resources/web/js/app.js"),
        StandardCharsets.UTF_8);
    int start = app.indexOf("function resumeRefused(");
    String body = app.substring(start, app.indexOf("\n}\n", start));
    assertThat(body).contains("t('page.resume_refused')").doesNotContain("m.message");
    assertThat(Words.english().get("page.resume_refused")).isEqualTo(SignedInFace.REFUSED);
    assertThat(Words.of("fa").get("page.resume_refused")).isNotEqualTo(SignedInFace.REFUSED)
        .isEqualTo(Words.of("fa").get("web.resume_refused"));
  }
}
