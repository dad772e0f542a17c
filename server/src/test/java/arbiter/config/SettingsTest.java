package arbiter.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A node's settings: defaults, then the file, then the environment. */
class SettingsTest {

  @TempDir Path home;

  @Test
  void anEnvironmentVariableNamesItsKeyWithUnderscoresForDots() {
    assertThat(Settings.keyOf("ARBITER_HTTP_PORT")).isEqualTo("http.port");
    assertThat(Settings.keyOf("ARBITER_CLUSTER_ROLE")).isEqualTo("cluster.role");
    assertThat(Settings.keyOf("ARBITER_JDBC_URL")).isEqualTo("jdbc.url");
    assertThat(Settings.keyOf("ARBITER_")).isNull();
    assertThat(Settings.keyOf("HTTP_PORT")).isNull();
  }

  @Test
  void theEnvironmentOverridesTheFileWhichOverridesTheDefault() throws IOException {
    Path file = home.resolve("arbiter.properties");
    Files.writeString(file, "port=4100\nhttp.port=8100\nserver.name=Hall\n");
    Settings settings = Settings.load(file).withEnvironment(Map.of(
        "ARBITER_HTTP_PORT", "8200", "ARBITER_CLUSTER_REDIS", "redis://127.0.0.1:6379",
        "PATH", "/usr/bin"));

    assertThat(settings.integer("port", 4000)).isEqualTo(4100); // the file
    assertThat(settings.integer("http.port", 8080)).isEqualTo(8200); // the environment
    assertThat(settings.string("cluster.redis", null)).isEqualTo("redis://127.0.0.1:6379");
    assertThat(settings.string("cluster.role", "single")).isEqualTo("single"); // the default
    assertThat(settings.string("path", null)).isNull();
  }

  @Test
  void aSettingThatIsNoNumberSaysWhichItIs() {
    Settings settings = Settings.empty().withEnvironment(Map.of("ARBITER_PORT", "four"));
    assertThatThrownBy(() -> settings.integer("port", 4000))
        .hasMessage("setting port is not a number: four");
  }
}
