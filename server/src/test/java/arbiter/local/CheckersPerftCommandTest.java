package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code perft checkers ...}: the draughts tree in the seed's notation. */
class CheckersPerftCommandTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return PerftCommand.run(
        args,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void dividesTheStartToDepthSeven() throws IOException {
    assertThat(run("checkers", "7")).isZero();
    try (InputStream golden = getClass().getResourceAsStream("perft-checkers-7.txt")) {
      assertThat(out()).isEqualTo(new String(golden.readAllBytes(), StandardCharsets.UTF_8));
    }
    assertThat(out()).endsWith("Nodes searched: 190146\n");
  }

  @Test
  void readsThePdnFenOfTheSpec() {
    assertThat(run("checkers", "1", "--fen", "W:Wa1,c3,Kh2:Bb6,Kd8")).isZero();
    assertThat(out()).contains("a1-b2: 1\n", "h2-b8: 1\n").endsWith("Nodes searched: 10\n");
  }

  @Test
  void playsMovesInTheSeedsNotationFirst() {
    assertThat(run("checkers", "1", "--moves", "c3-d4", "f6\u2013e5")).isZero();
    assertThat(out()).isEqualTo("d4:f6: 1\nNodes searched: 1\n");
  }

  @Test
  void aSideWithoutPiecesHasNoNodes() {
    assertThat(run("checkers", "3", "--fen", "B:WKa1:B")).isZero();
    assertThat(out()).isEqualTo("Nodes searched: 0\n");
  }

  @Test
  void refusesABadFenOrAnIllegalMove() {
    assertThat(run("checkers", "3", "--fen", "W:Wa2:Bb6")).isEqualTo(1);
    assertThat(run("checkers", "3", "--moves", "c3-c4")).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).hasLineCount(2);
  }
}
