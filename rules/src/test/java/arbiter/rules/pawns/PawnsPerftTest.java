package arbiter.rules.pawns;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class PawnsPerftTest {

  private static final PawnsVariant PAWNS = PawnsVariant.PAWNS;

  @ParameterizedTest(name = "depth {0}")
  @CsvSource({"0, 1", "1, 16", "2, 256", "3, 3846", "4, 57744", "5, 815968"})
  void countsTheTreeOfTheStartPosition(int depth, long nodes) {
    assertThat(PAWNS.perft(PAWNS.start(), depth)).isEqualTo(nodes);
  }

  @Tag("slow")
  @Test
  void countsTheStartPositionAtDepthSeven() {
    assertThat(PAWNS.perft(PAWNS.start(), 7)).isEqualTo(153_456_226L);
  }

  /** Counts from an independent engine: fairy-stockfish with a pawns-only variant file. */
  @ParameterizedTest(name = "{0} depth {1}")
  @MethodSource("fairyStockfishCounts")
  void agreesWithFairyStockfish(String fen, int depth, long nodes) {
    assertThat(PAWNS.perft(PAWNS.fromFen(fen), depth)).isEqualTo(nodes);
  }

  static Stream<Arguments> fairyStockfishCounts() {
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(
                PawnsPerftTest.class.getResourceAsStream("perft-pawns.txt"),
                StandardCharsets.UTF_8))) {
      return reader
          .lines()
          .filter(line -> !line.isBlank() && !line.startsWith("#"))
          .map(line -> line.split("\\s*;\\s*"))
          .map(row -> Arguments.of(row[0], Integer.parseInt(row[1]), Long.parseLong(row[2])))
          .toList()
          .stream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @ParameterizedTest(name = "{0} depth {1}")
  @CsvSource({
    // en passant for white on d6, and for black on e3 one move later
    "'8/ppp1pppp/8/3pP3/8/8/PPPP1PPP/8 w - d6 0 3', 4",
    "'8/pppp1ppp/8/8/3Pp3/8/PPP2PPP/8 b - d3 0 3', 4",
    // pawns one step from promotion rank: games end inside the tree
    "'8/1P4p1/8/2p5/5P2/8/1p4P1/8 w - - 0 1', 6",
    "'8/1P4p1/8/2p5/5P2/8/1p4P1/8 b - - 0 1', 6",
    // few pawns: games end by the last capture
    "'8/8/8/3p4/4P3/8/8/8 w - - 0 1', 8",
    "'8/8/3p4/2P1P3/8/8/8/8 b - - 0 1', 8",
    // blocked files: stalemates inside the tree
    "'8/8/p7/P7/1p6/1P6/8/8 w - - 0 1', 4",
  })
  void agreesWithTheMoveListsOfThePositions(String fen, int depth) {
    Position position = PAWNS.fromFen(fen);
    for (int d = 1; d <= depth; d++) {
      assertThat(PAWNS.perft(position, d)).as("depth %d", d).isEqualTo(slowPerft(position, d));
    }
  }

  @Test
  void agreesWithTheMoveListsAlongRandomGames() {
    Random random = new Random(7);
    for (int game = 0; game < 15; game++) {
      Position position = PAWNS.start();
      while (!position.outcome().isOver()) {
        assertThat(PAWNS.perft(position, 3)).as(position.toFen()).isEqualTo(slowPerft(position, 3));
        var moves = position.legalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
      }
      assertThat(PAWNS.perft(position, 2)).isZero();
    }
  }

  @Test
  void aFinishedGameHasNoNodes() {
    assertThat(PAWNS.perft(PAWNS.fromFen("3P4/8/8/8/8/8/pppppppp/8 b - - 0 1"), 1)).isZero();
    assertThat(PAWNS.perft(PAWNS.fromFen("8/8/8/8/8/8/PPPPPPPP/8 b - - 0 1"), 3)).isZero();
  }

  /** Perft by the public move lists, independent of the packed generator's shortcuts. */
  private static long slowPerft(Position position, int depth) {
    if (depth == 0) {
      return 1;
    }
    long nodes = 0;
    for (Move move : position.legalMoves()) {
      nodes += slowPerft(position.play(move), depth - 1);
    }
    return nodes;
  }
}
