package arbiter.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PerftCommandTest {

  private static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

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

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  private static String golden(String name) throws IOException {
    try (InputStream stream = PerftCommandTest.class.getResourceAsStream(name)) {
      return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void dividesTheStartPositionLikeStockfish() throws IOException {
    assertThat(run("chess", "2")).isZero();
    assertThat(out()).isEqualTo(golden("perft-chess-2.txt"));
  }

  @Test
  void dividesAPositionGivenAsOneFenArgument() throws IOException {
    assertThat(run("chess", "3", "--fen", KIWIPETE)).isZero();
    assertThat(out()).isEqualTo(golden("perft-chess-kiwipete-3.txt"));
  }

  @Test
  void acceptsAnUnquotedFenSplitOverArguments() throws IOException {
    assertThat(run(("chess 3 --fen " + KIWIPETE).split(" "))).isZero();
    assertThat(out()).isEqualTo(golden("perft-chess-kiwipete-3.txt"));
  }

  @Test
  void printsTimeAndSpeedOnStandardErrorOnly() {
    run("chess", "1");
    assertThat(out()).doesNotContain("Mnodes");
    assertThat(err()).contains("20 nodes in").contains("Mnodes/s");
  }

  @Test
  void playsMovesFirstInSanOrUci() {
    assertThat(run("chess", "1", "--moves", "e2e4", "e5", "Nf3")).isZero();
    assertThat(out()).endsWith("Nodes searched: 29\n").contains("b8c6: 1\n");
  }

  @Test
  void countsPromotionsWithTheirLetter() {
    assertThat(run("chess", "1", "--fen", "8/P7/8/8/8/8/8/k6K w - - 0 1")).isZero();
    assertThat(out()).contains("a7a8q: 1\n", "a7a8r: 1\n", "a7a8b: 1\n", "a7a8n: 1\n");
  }

  @Test
  void countsKingCapture() {
    assertThat(run("kingcapture", "4")).isZero();
    assertThat(out()).endsWith("Nodes searched: 197742\n");
  }

  @Test
  void dividesTheMinishogiStartInTheSeedNotation() throws IOException {
    assertThat(run("minishogi", "3")).isZero();
    assertThat(out()).isEqualTo(golden("perft-minishogi-3.txt"));
  }

  @Test
  void countsMinishogiToDepthFour() {
    assertThat(run("minishogi", "4")).isZero();
    assertThat(out()).endsWith("Nodes searched: 43813\n");
  }

  @Test
  void playsMinishogiMovesGivenOneArgumentEach() {
    assertThat(run("minishogi", "1", "--moves", "l 15 12", "K 11 12")).isZero();
    // the lance took the pawn and the king took the lance: 11 board moves, a pawn drop on 15 squares
    assertThat(out())
        .contains("p 54 53: 1\n", "p 00 33: 1\n")
        .doesNotContain("l 15")
        .endsWith("Nodes searched: 26\n");
  }

  @Test
  void readsAMinishogiFenWithHandsAndPromotedPieces() {
    assertThat(run("minishogi", "1", "--fen", "4k/5/5/+P4/K4[Gs] w - - 0 1")).isZero();
    // the promoted pawn moves as a gold (3 squares), the king 2, the gold drops on 22 squares
    assertThat(out()).contains("P 12 22: 1\n", "G 00 54: 1\n").endsWith("Nodes searched: 27\n");
  }

  @Test
  void refusesAnIllegalMinishogiMove() {
    assertThat(run("minishogi", "2", "--moves", "p 54 52")).isEqualTo(1);
    assertThat(err()).startsWith("perft: cannot play 'p 54 52'").hasLineCount(1);
  }

  @Test
  void depthZeroCountsTheRootOnly() {
    assertThat(run("chess", "0")).isZero();
    assertThat(out()).isEqualTo("Nodes searched: 1\n");
  }

  @Test
  void aFinishedGameHasNoNodes() {
    assertThat(run("chess", "2", "--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")).isZero();
    assertThat(out()).isEqualTo("Nodes searched: 0\n");
  }

  @Test
  void refusesAnUnknownVariant() {
    assertThat(run("go", "3")).isEqualTo(2);
    assertThat(err()).startsWith("perft: unknown variant 'go'").hasLineCount(1);
    assertThat(out()).isEmpty();
  }

  @Test
  void refusesADepthThatIsNoNumber() {
    assertThat(run("chess", "deep")).isEqualTo(2);
    assertThat(err()).hasLineCount(1);
  }

  @Test
  void refusesABadFen() {
    assertThat(run("chess", "3", "--fen", "rnbqkbnr/pppppppp/8/8 w - - 0 1")).isEqualTo(1);
    assertThat(err()).startsWith("perft: bad position").hasLineCount(1);
    assertThat(out()).isEmpty();
  }

  @Test
  void refusesAnIllegalMove() {
    assertThat(run("chess", "3", "--moves", "e2e4", "e4e5")).isEqualTo(1);
    assertThat(err()).startsWith("perft: cannot play 'e4e5'").hasLineCount(1);
  }

  @Test
  void countsPawnsOnlyChessInCoordinateNotation() {
    assertThat(run("pawns", "4")).isZero();
    assertThat(out()).startsWith("a2a3: 3606\n").endsWith("Nodes searched: 57744\n");
    assertThat(out().lines()).hasSize(17);
  }

  @Test
  void playsPawnsMovesFromAPawnsFen() {
    assertThat(
            run("pawns", "1", "--fen", "8/pppppppp/8/8/8/8/PPPPPPPP/8", "w", "-", "-", "0", "1",
                "--moves", "e2e4", "a7a6", "e4e5", "d7d5"))
        .isZero();
    assertThat(out()).contains("e5d6: 1\n").endsWith("Nodes searched: 16\n");
  }

  @Test
  void aWonPawnsGameHasNoNodes() {
    assertThat(run("pawns", "3", "--fen", "3P4/8/8/8/8/8/pppppppp/8 b - - 0 1")).isZero();
    assertThat(out()).isEqualTo("Nodes searched: 0\n");
  }
}
