package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Variant;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The 6,969 positions of {@code com.fathzer:jchess-perft-dataset} (resource {@code Perft.epd}:
 * {@code FEN;D1 n;D2 n;...}): every position to depth 3, and to depth 4 under the slow tag.
 */
class PerftDatasetTest {

  private static final String DATASET = "/com/fathzer/jchess/perft/Perft.epd";

  private record Entry(String fen, long[] nodes) {}

  @Test
  void datasetHoldsEveryPosition() {
    assertThat(entries()).hasSize(6969);
  }

  @Test
  void countsEveryPositionToDepthThree() {
    assertDepths(1, 3);
  }

  @Tag("slow")
  @Test
  void countsEveryPositionToDepthFour() {
    assertDepths(4, 4);
  }

  @Test
  void movesThroughThePublicApiMatchTheFastCounter() {
    // the API path uses generate() at every ply; the fast path counts the last ply by popcounts
    Variant defaultPerft =
        new Variant() {
          @Override
          public String id() {
            return "api";
          }

          @Override
          public ChessPosition start() {
            throw new UnsupportedOperationException();
          }

          @Override
          public ChessPosition fromFen(String fen) {
            throw new UnsupportedOperationException();
          }

          @Override
          public arbiter.rules.Notation notation() {
            throw new UnsupportedOperationException();
          }
        };
    SoftAssertions softly = new SoftAssertions();
    List<Entry> entries = entries();
    for (int i = 0; i < entries.size(); i += 7) {
      Entry entry = entries.get(i);
      // perft counts what the pieces may do, also in a dead position the draw laws would end
      ChessPosition position = ChessVariant.MATE_OR_STALEMATE.fromFen(entry.fen());
      softly
          .assertThat(defaultPerft.perft(position, 2))
          .as(entry.fen())
          .isEqualTo(entry.nodes()[1]);
    }
    softly.assertAll();
  }

  /**
   * Counts every position on every core: the positions are independent, and the rules module's
   * tests stand before every other module's build (its slowest class, about 30 s on one core).
   */
  private static void assertDepths(int from, int to) {
    List<String> wrong = entries().parallelStream()
        .flatMap(entry -> {
          ChessPosition position = ChessVariant.CHESS.fromFen(entry.fen());
          return IntStream.rangeClosed(from, Math.min(to, entry.nodes().length))
              .mapToObj(depth -> {
                long counted = ChessVariant.CHESS.perft(position, depth);
                long expected = entry.nodes()[depth - 1];
                return counted == expected ? null : String.format("%s depth %d: %d, expected %d",
                    entry.fen(), depth, counted, expected);
              })
              .filter(Objects::nonNull);
        })
        .toList();
    assertThat(wrong).isEmpty();
  }

  private static List<Entry> entries() {
    InputStream stream = PerftDatasetTest.class.getResourceAsStream(DATASET);
    assertThat(stream).as("dataset resource " + DATASET).isNotNull();
    List<Entry> entries = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.isBlank()) {
          continue;
        }
        String[] fields = line.split(";");
        long[] nodes = new long[fields.length - 1];
        for (int i = 1; i < fields.length; i++) {
          String[] depthAndCount = fields[i].trim().split(" ");
          assertThat(depthAndCount[0]).isEqualTo("D" + i);
          nodes[i - 1] = Long.parseLong(depthAndCount[1]);
        }
        entries.add(new Entry(fields[0], nodes));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return entries;
  }
}
