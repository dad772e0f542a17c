package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The seed 001 program against golden transcripts (see minishogi/README.md beside them). */
class MinishogiProgramTest {

  private static final String START = "KGSBLP-------------plbsgk\n\n\n";

  private final StringWriter out = new StringWriter();

  private String run(String input) throws IOException {
    MinishogiProgram.run(new BufferedReader(new StringReader(input)), out);
    return out.toString();
  }

  private static String resource(String name) throws IOException {
    try (InputStream stream = MinishogiProgramTest.class.getResourceAsStream("minishogi/" + name)) {
      return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"white-wins", "black-wins", "every-illegal-line", "king-takes-king"})
  void printsTheTranscript(String transcript) throws IOException {
    assertThat(run(resource(transcript + ".in"))).isEqualTo(resource(transcript + ".out"));
  }

  @Test
  void zeroEndsTheProgramWithoutPrinting() throws IOException {
    assertThat(run("0\np 54 53\n")).isEmpty();
  }

  @Test
  void theEndOfInputEndsTheProgram() throws IOException {
    assertThat(run("p 54 53")).isEqualTo("KGSBLP--------p-----lbsgk\n\n\n");
  }

  @Test
  void windowsLineEndsAndExtraBlanksAreRead() throws IOException {
    assertThat(run("p 54 53\r\n  P   12 13 \r\n"))
        .isEqualTo("KGSBLP--------p-----lbsgk\n\n\nKGSBL-----P---p-----lbsgk\n\n\n");
  }

  @Test
  void aMoveInTheWrongCaseChangesNothing() throws IOException {
    assertThat(run("P 54 53\n")).isEqualTo(START);
  }
}
