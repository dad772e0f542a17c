package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.local.pawns.PawnsDialogue;
import arbiter.rules.pawns.PawnsVariant;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Golden transcripts of seed 000: the input lines in {@code .in}, the exact output in {@code .out}.
 */
class PawnsProgramTest {

  private static String resource(String name) throws IOException {
    try (InputStream stream = PawnsProgramTest.class.getResourceAsStream("pawns/" + name)) {
      return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String run(String input, PawnsDialogue dialogue) throws IOException {
    StringWriter out = new StringWriter();
    PawnsProgram.run(new BufferedReader(new StringReader(input)), out, dialogue);
    return out.toString();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // every complete example of the seed's stages 3 and 4
        "stage3-valid-moves",
        "stage3-invalid-moves",
        "stage4-valid-captures",
        "stage4-en-passant-taken",
        "stage4-en-passant-missed",
        // stage 5's first example with its elided moves filled in
        "ending-last-rank",
        // our own
        "ending-all-captured",
        "ending-stalemate",
        "black-en-passant-taken",
        "black-en-passant-missed",
        "order-of-checks",
        "end-of-input"
      })
  void printsTheTranscriptByteForByte(String transcript) throws IOException {
    assertThat(run(resource(transcript + ".in"), new PawnsDialogue()))
        .isEqualTo(resource(transcript + ".out"));
  }

  /**
   * Stage 5's second and third examples elide the start of their games: from the position before the moves shown,
   * the output ends exactly as the seed prints it.
   */
  @ParameterizedTest
  @CsvSource({
    "stage5-black-wins-tail, 8/6p1/7p/6PP/8/8/8/8 b - - 0 20",
    "stage5-stalemate-tail, 8/6pp/5p2/6P1/7P/8/8/8 b - - 0 20"
  })
  void endsTheElidedGamesAsTheSeedDoes(String transcript, String fen) throws IOException {
    String output =
        run(resource(transcript + ".in"), new PawnsDialogue(PawnsVariant.PAWNS.fromFen(fen)));
    assertThat(output).endsWith(resource(transcript + ".out"));
  }
}
