package arbiter.rules.minishogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FenTest {

  private static final MinishogiVariant VARIANT = MinishogiVariant.MINISHOGI;

  @Test
  void theStartIsTheSpecsFenWithBlackToMove() {
    Position start = VARIANT.start();
    assertThat(start.toFen()).isEqualTo("lbsgk/4p/5/P4/KGSBL[] b - - 0 1");
    assertThat(start.sideToMove()).isEqualTo(Side.BLACK);
  }

  @Test
  void rowZeroIsWhitesHomeRowAndColumnZeroTheSeedsColumnOne() {
    Position start = VARIANT.start();
    assertThat(start.rows()).isEqualTo(5);
    assertThat(start.columns()).isEqualTo(5);
    assertThat(start.occupant(0, 0)).contains(new BoardPiece('K', Side.WHITE, false));
    assertThat(start.occupant(0, 4)).contains(new BoardPiece('L', Side.WHITE, false));
    assertThat(start.occupant(1, 0)).contains(new BoardPiece('P', Side.WHITE, false));
    assertThat(start.occupant(4, 4)).contains(new BoardPiece('K', Side.BLACK, false));
    assertThat(start.occupant(3, 4)).contains(new BoardPiece('P', Side.BLACK, false));
    assertThat(start.occupant(2, 2)).isEmpty();
    assertThat(start.hand(Side.WHITE)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "lbsgk/4p/5/P4/KGSBL[] b - - 0 1",
        "2k2/1+S3/5/1pP2/K1g1+B[Ppl] w - - 0 7",
        "k4/2+L2/1+B1p1/5/4K[SGsb] b - - 0 9",
        "5/5/2K2/5/5[K] b - - 0 5"
      })
  void writesWhatItReads(String fen) {
    assertThat(VARIANT.fromFen(fen).toFen()).isEqualTo(fen);
  }

  @Test
  void theMoveNumberGrowsAfterWhitesMoveAndTheHandsKeepTheirOrder() throws Exception {
    MinishogiPosition position = VARIANT.fromFen("4k/5/5/5/K4[PsPg] b - - 0 3");
    position = position.play(SeedNotation.INSTANCE.parse(position, "s 00 33"));
    assertThat(position.toFen()).isEqualTo("4k/5/2s2/5/K4[PPg] w - - 0 3");
    position = position.play(SeedNotation.INSTANCE.parse(position, "P 00 22"));
    assertThat(position.toFen()).isEqualTo("4k/5/2s2/1P3/K4[Pg] b - - 0 4");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "lbsgk/4p/5/P4[] b - - 0 1",
        "lbsgk/4p/5/P4/KGSBLL[] b - - 0 1",
        "lbsgk/4p/6/P4/KGSBL[] b - - 0 1",
        "lbsgk/4p/5/P4/KGSBX[] b - - 0 1",
        "lbsgk/4p/5/P4/KGSB+G[] b - - 0 1",
        "lbsgk/4p/5/P4/KGSB+[] b - - 0 1",
        "lbsgk/4p/5/P4/KGSBL[x] b - - 0 1",
        "lbsgk/4p/5/P4/KGSBL[ b - - 0 1",
        "lbsgk/4p/5/P4/KGSBL[] x - - 0 1",
        "lbsgk/4p/5/P4/KGSBL[] b - - 0 one",
        "lbsg1/4p/5/P4/KGSBL[] b - - 0 1",
        "lbsgk/4p/5/P4/KGSBK[] b - - 0 1",
        "5/5/2K2/5/5[Kk] b - - 0 5",
        "lbsgk"
      })
  void refusesWhatIsNoPosition(String fen) {
    assertThatThrownBy(() -> VARIANT.fromFen(fen)).isInstanceOf(IllegalArgumentException.class);
  }
}
