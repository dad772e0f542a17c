package arbiter.face.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StaticFilesTest {

  private final StaticFiles files = StaticFiles.load();

  @Test
  void pagesAreFoundByTheirPathWithTheirType() {
    assertThat(files.find("/").contentType()).isEqualTo("text/html; charset=utf-8");
    assertThat(files.find("/js/app.js").contentType()).isEqualTo("text/javascript; charset=utf-8");
    assertThat(files.find("/app.css").contentType()).isEqualTo("text/css; charset=utf-8");
  }

  @Test
  void nothingOutsideThePagesIsFound() {
    assertThat(files.find("/nope.html")).isNull();
    assertThat(files.find("/js/../index.html")).isNull();
    assertThat(files.find("/%2e%2e/index.html")).isNull();
    assertThat(files.find("/js\\app.js")).isNull();
    assertThat(files.find("index.html")).isNull();
    assertThat(files.find("/logback.xml")).isNull();
    assertThat(files.find("//index.html")).isNull();
  }
}
