package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JudgeProgramTest {

  private final StringWriter out = new StringWriter();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String input) throws IOException {
    return JudgeProgram.run(
        new BufferedReader(new StringReader(input)),
        out,
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  private static String resource(String name) throws IOException {
    try (InputStream stream = JudgeProgramTest.class.getResourceAsStream("judge/" + name)) {
      return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"seed-sample", "every-verdict"})
  void printsTheExpectedVerdicts(String transcript) throws IOException {
    assertThat(run(resource(transcript + ".in"))).isZero();
    assertThat(out.toString()).isEqualTo(resource(transcript + ".out"));
    assertThat(err()).isEmpty();
  }

  @Test
  void ignoresWhatFollowsTheClosingZero() throws IOException {
    assertThat(run("2\ne4\ne5\n0\nthis is not read\n")).isZero();
    assertThat(out.toString()).isEqualTo("Draw\n");
  }

  @Test
  void acceptsTheEndOfInputBetweenGames() throws IOException {
    assertThat(run("2\ne4\ne5\n")).isZero();
    assertThat(out.toString()).isEqualTo("Draw\n");
  }

  @Test
  void acceptsAGameWrittenOnOneLine() throws IOException {
    assertThat(run("7\ne4 e5 Bc4 h6 Qh5 a5 Qf7\n0\n")).isZero();
    assertThat(out.toString()).isEqualTo("White Win\n");
  }

  @Test
  void refusesACountThatIsNoNumber() throws IOException {
    assertThat(run("2\ne4\ne5\nseven\ne4\n0\n")).isEqualTo(1);
    assertThat(out.toString()).isEqualTo("Draw\n");
    assertThat(err()).isEqualTo("judge: line 4: expected a move count, found 'seven'\n");
  }

  @Test
  void refusesANegativeCount() throws IOException {
    assertThat(run("-3\n")).isEqualTo(1);
    assertThat(err()).hasLineCount(1).contains("expected a move count");
  }

  @Test
  void refusesInputThatEndsInsideAGame() throws IOException {
    assertThat(run("3\ne4\ne5\n")).isEqualTo(1);
    assertThat(out.toString()).isEmpty();
    assertThat(err()).isEqualTo("judge: input ended inside game 1: 1 more move(s) expected\n");
  }
}
