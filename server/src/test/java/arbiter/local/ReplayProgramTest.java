package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ReplayProgramTest {

  private final StringWriter out = new StringWriter();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String input) throws IOException {
    return ReplayProgram.run(
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        out,
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  private static String resource(String name) throws IOException {
    try (InputStream stream = ReplayProgramTest.class.getResourceAsStream("replay/" + name)) {
      return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /**
   * seed-sample is the seed's example; kings-1000 a game of 1,000 moves with multiple captures,
   * crowning and kings, whose board was checked by an independent replayer.
   */
  @ParameterizedTest
  @ValueSource(strings = {"seed-sample", "kings-1000"})
  void printsTheBoardAfterTheMoves(String transcript) throws IOException {
    assertThat(run(resource(transcript + ".in"))).isZero();
    assertThat(out.toString()).isEqualTo(resource(transcript + ".out"));
    assertThat(err()).isEmpty();
  }

  @Test
  void printsTheStartForNoMoves() throws IOException {
    assertThat(run("0\n")).isZero();
    assertThat(out.toString())
        .isEqualTo(
            ".b.b.b.b\nb.b.b.b.\n.b.b.b.b\n-.-.-.-.\n.-.-.-.-\nw.w.w.w.\n.w.w.w.w\nw.w.w.w.\n");
  }

  @Test
  void readsAnEnDashAndWindowsLineEnds() throws IOException {
    assertThat(run("2\r\nc3\u2013d4\r\nf6-e5\r\n")).isZero();
    assertThat(out.toString()).startsWith(".b.b.b.b\nb.b.b.b.\n.b.b.-.b\n-.-.b.-.\n.-.w.-.-\n");
  }

  @Test
  void anIllegalMoveIsNamedOnStandardErrorWithStatusOne() throws IOException {
    // capturing is compulsory: after c3-d4 f6-e5 white must take e5
    assertThat(run("3\nc3-d4\nf6-e5\ng3-h4\n")).isEqualTo(1);
    assertThat(out.toString()).isEmpty();
    assertThat(err()).isEqualTo("replay: move 3 g3-h4 is illegal\n");
  }

  @Test
  void anUnreadableMoveIsNamedOnStandardErrorWithStatusOne() throws IOException {
    assertThat(run("2\nc3-d4\nf6e5\n")).isEqualTo(1);
    assertThat(err()).isEqualTo("replay: move 2 f6e5 is not a move\n");
  }

  @Test
  void aMissingMoveOrCountIsAnError() throws IOException {
    assertThat(run("3\nc3-d4\n")).isEqualTo(1);
    assertThat(err()).isEqualTo("replay: move 2 is missing (3 announced)\n");
    err.reset();
    assertThat(run("")).isEqualTo(1);
    assertThat(err()).startsWith("replay: the input must start with the number of moves");
  }
}
