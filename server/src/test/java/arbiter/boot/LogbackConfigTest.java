package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The launcher's log configuration ({@code config/logback.xml}, which {@link ServerMain} picks
 * when it is there) and the jar's own (used without it) are one: a logger set in one only was
 * silently missing from the other (Hikari's per-connection warnings at a database outage).
 */
class LogbackConfigTest {

  @Test
  void theHomesConfigurationIsTheJarsOwn() throws IOException {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !Files.isRegularFile(dir.resolve("config/logback.xml"))) {
      dir = dir.getParent();
    }
    assertThat(dir).as("config/logback.xml above " + Path.of("").toAbsolutePath()).isNotNull();
    try (InputStream jar = ServerMain.class.getResourceAsStream("/logback.xml")) {
      assertThat(jar).isNotNull();
      assertThat(Files.readString(dir.resolve("config/logback.xml")))
          .isEqualTo(new String(jar.readAllBytes(), StandardCharsets.UTF_8));
    }
  }
}
