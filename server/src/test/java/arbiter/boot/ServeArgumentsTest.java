package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.config.Settings;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code arbiter serve}'s command line, the last word over the file and the environment. */
class ServeArgumentsTest {

  private final Settings environment = Settings.empty().with("port", 4100)
      .withEnvironment(Map.of("ARBITER_HTTP_PORT", "8200", "ARBITER_ICS_PORT", "5100"));

  @Test
  void setAndTheFlagsOverrideTheEnvironment() {
    Settings settings = ServeArguments.apply(new String[] {
        "--set", "http.port=8300", "--port", "4200", "--set", "cluster.role=edge",
        "--set", "jdbc.url=jdbc:postgresql://db/arbiter?user=a&x=b"}, environment);

    assertThat(settings.integer("http.port", 8080)).isEqualTo(8300);
    assertThat(settings.integer("port", 4000)).isEqualTo(4200);
    assertThat(settings.integer("ics.port", 5000)).isEqualTo(5100); // the environment's
    assertThat(settings.string("cluster.role", "single")).isEqualTo("edge");
    assertThat(settings.string("jdbc.url", null))
        .isEqualTo("jdbc:postgresql://db/arbiter?user=a&x=b"); // only the first = splits
  }

  @Test
  void theLaterOfTwoArgumentsWins() {
    Settings settings = ServeArguments.apply(
        new String[] {"--http-port", "8400", "--set", "http.port=8500"}, environment);
    assertThat(settings.integer("http.port", 8080)).isEqualTo(8500);
  }

  @Test
  void anArgumentItCannotReadIsAnErrorWithTheUsage() {
    assertThatThrownBy(() -> ServeArguments.apply(new String[] {"--set", "http.port"}, environment))
        .hasMessageStartingWith("--set takes key=value, not http.port; usage: arbiter serve");
    assertThatThrownBy(() -> ServeArguments.apply(new String[] {"--colour", "red"}, environment))
        .hasMessageStartingWith("unknown option --colour; usage:");
    assertThatThrownBy(() -> ServeArguments.apply(new String[] {"--port"}, environment))
        .hasMessageStartingWith("--port needs a value; usage:");
  }
}
