package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The judge over Magnus Carlsen's games in {@code shared/data/Carlsen.pgn}, which lies beside the
 * repository (looked for in the parents of the working directory; nothing big is copied in).
 */
class CarlsenGamesTest {

  @Test
  void judgesEveryGameOfCarlsen() throws IOException {
    List<List<String>> games = PgnGames.read(Files.readString(carlsenPgn()));
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

  private static Path carlsenPgn() {
    Path dir = Path.of("").toAbsolutePath();
    for (int up = 0; up < 4 && dir != null; up++, dir = dir.getParent()) {
      Path candidate = dir.resolve("shared/data/Carlsen.pgn");
      if (Files.isRegularFile(candidate)) {
        return candidate;
      }
    }
    throw new AssertionError(
        "shared/data/Carlsen.pgn not found beside the repository (looked upwards from "
            + Path.of("").toAbsolutePath()
            + ")");
  }
}
