package arbiter.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.game.StoredGame;
import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.rules.chess.ChessVariant;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Our PGN read by an independent reader, Debian's pgn-extract: it must report no error and write
 * back (as UCI) the moves the rules played. Skipped when pgn-extract is not installed; {@code
 * .ci/run} installs it.
 *
 * <p>kingcapture and pawns are not chess, and pgn-extract checks moves by chess rules: it refuses
 * a kingcapture move that leaves or puts the king in check (our sample's {@code 2... a7a6}), and in
 * pawns, where the FEN has no kings, it plays along until a white pawn on the seventh rank (it
 * then refuses every black move, apparently checking an absent king) and refuses the winning step
 * to the last rank, which chess would have to promote. Those games are "Failed to make move" on
 * its standard error and left out of its output, so only openings that are also legal chess are
 * tested here.
 */
@Tag("process")
class PgnExtractTest {

  private static String program;

  @TempDir Path dir;

  @BeforeAll
  static void findProgram() {
    List<String> places = new ArrayList<>(
        Arrays.asList(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
    // Debian installs it among the games, which is not on every PATH
    places.add("/usr/games");
    program = places.stream()
        .map(place -> Path.of(place, "pgn-extract"))
        .filter(Files::isExecutable)
        .map(Path::toString)
        .findFirst()
        .orElse(null);
    Assumptions.assumeTrue(program != null,
        "pgn-extract not installed: apt-get install pgn-extract (.ci/run does)");
  }

  @Test
  void chessExportsReadWithoutErrorsAndTheSameMoves() throws Exception {
    List<StoredGame> games = new ArrayList<>(List.of(SampleGames.scholarsMate()));
    for (long seed = 1; seed <= 6; seed++) {
      games.add(SampleGames.randomChess(seed, 400));
    }
    String pgn = GameExport.tournament("pgn-extract check", games).get(0).text();
    assertSameMoves(games, pgn);
  }

  @Test
  void kingcaptureAndPawnsOpeningsLegalInChessAreRead() throws Exception {
    StoredGame kingcapture = SampleGames.stored(20, "kingcapture", "a", "b", null, null,
        List.of("e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5e5", "g1e2"), null, List.of());
    assertSameMoves(List.of(kingcapture), GameExport.of(kingcapture).text());
    StoredGame pawns = SampleGames.stored(21, "pawns", "a", "b", null, null,
        List.of("e2e4", "a7a6", "e4e5", "d7d5", "e5d6", "c7d6", "h2h4", "g7g5", "h4g5"), null,
        List.of());
    assertSameMoves(List.of(pawns), GameExport.of(pawns).text());
  }

  private void assertSameMoves(List<StoredGame> games, String pgn) throws Exception {
    Path in = dir.resolve("in.pgn");
    Path out = dir.resolve("out.txt");
    Path errors = dir.resolve("errors.txt");
    Files.writeString(in, pgn, StandardCharsets.UTF_8);
    // -s: no progress lines, so that anything on stderr is an error; UCI moves, no tags,
    // comments, NAGs or variations, one game a line
    Process run = new ProcessBuilder(program, "-s", "-Wuci", "--notags", "-C", "-N", "-V",
        "-w10000", "-o" + out, in.toString())
        .redirectError(errors.toFile())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
    assertTrue(run.waitFor(60, TimeUnit.SECONDS), "pgn-extract did not finish");
    assertEquals("", Files.readString(errors).strip(), "pgn-extract reported errors");
    assertEquals(0, run.exitValue());
    List<String> lines = Files.readAllLines(out).stream().filter(line -> !line.isBlank()).toList();
    assertEquals(games.size(), lines.size(), String.join("\n", lines));
    for (int i = 0; i < games.size(); i++) {
      // pgn-extract 19.04 writes a UCI promotion's piece in upper case (d7d8R); UCI's is lower
      String line = lines.get(i).strip().toLowerCase(Locale.ROOT);
      List<String> moves = new ArrayList<>(Arrays.asList(line.split("\\s+")));
      moves.remove(moves.size() - 1);
      assertEquals(uci(games.get(i)), moves, "game " + (i + 1));
    }
  }

  /** The stored moves as UCI, played through the rules. */
  private static List<String> uci(StoredGame game) throws NotationException {
    Variant variant = Variants.byId(game.variant()).orElseThrow();
    Position position = variant.start();
    List<String> moves = new ArrayList<>();
    for (String text : game.moves()) {
      Move move = variant.notation().parse(position, text);
      moves.add(ChessVariant.CHESS.uci().format(position, move));
      position = position.play(move);
    }
    return moves;
  }
}
