package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class PerftSuiteTest {

  @ParameterizedTest(name = "{0} depth {1}")
  @MethodSource("quickRows")
  void countsTheLeavesOfTheStandardPositions(String fen, int depth, long nodes) {
    assertThat(ChessVariant.CHESS.perft(ChessVariant.CHESS.fromFen(fen), depth)).isEqualTo(nodes);
  }

  @Tag("slow")
  @ParameterizedTest(name = "{0} depth {1}")
  @MethodSource("slowRows")
  void countsTheLeavesOfTheStandardPositionsDeep(String fen, int depth, long nodes) {
    assertThat(ChessVariant.CHESS.perft(ChessVariant.CHESS.fromFen(fen), depth)).isEqualTo(nodes);
  }

  static Stream<Arguments> quickRows() {
    return rows().stream().filter(row -> row.length == 3).map(PerftSuiteTest::arguments);
  }

  static Stream<Arguments> slowRows() {
    return rows().stream().filter(row -> row.length == 4).map(PerftSuiteTest::arguments);
  }

  private static Arguments arguments(String[] row) {
    return Arguments.of(row[0], Integer.parseInt(row[1]), Long.parseLong(row[2]));
  }

  private static List<String[]> rows() {
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(
                PerftSuiteTest.class.getResourceAsStream("perft-suite.txt"),
                StandardCharsets.UTF_8))) {
      return reader
          .lines()
          .filter(line -> !line.isBlank() && !line.startsWith("#"))
          .map(line -> line.split("\\s*;\\s*"))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
