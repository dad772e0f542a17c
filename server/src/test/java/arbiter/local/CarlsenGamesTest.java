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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * The judge over Magnus Carlsen's games: {@code shared/data/Carlsen.pgn} of the project, kept
 * gzipped among the test resources so that a clone alone runs the test.
 */
class CarlsenGamesTest {

  @Test
  void judgesEveryGameOfCarlsen() throws IOException {
    List<List<String>> games = PgnGames.read(carlsenPgn());
    assertThat(games).hasSize(2851);
    StringBuilder input = new StringBuilder();
    for (List<String> game : games) {
      input.append(game.size()).append('\n');
      game.forEach(move -> input.append(move).append('\n'));
    }
    input.append("0\n");
    StringWriter out = new StringWriter();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status =
        JudgeProgram.run(
            new BufferedReader(new StringReader(input.toString())),
            out,
            new PrintStream(err, true, StandardCharsets.UTF_8));

    assertThat(status).isZero();
    Map<String, Integer> verdicts = new TreeMap<>();
    for (String verdict : out.toString().split("\n")) {
      verdicts.merge(verdict, 1, Integer::sum);
    }
    assertThat(verdicts)
        .containsExactlyInAnyOrderEntriesOf(
            Map.of("White Win", 31, "Black Win", 19, "Stalemate", 18, "Draw", 2851 - 68));
  }

  private static String carlsenPgn() throws IOException {
    try (InputStream in = new GZIPInputStream(
        CarlsenGamesTest.class.getResourceAsStream("Carlsen.pgn.gz"))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
