package arbiter.rules.minishogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The engine's shortcuts agree with its plain paths along many random games. */
class RandomGamesTest {

  @Test
  void countingMatchesListingAndUnmakeRestoresTheBoard() {
    Random random = new Random(1);
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int positions = 0;
    for (int game = 0; game < 100; game++) {
      Board board = MinishogiVariant.MINISHOGI.start().board().copy();
      for (int ply = 0; ply < 200; ply++) {
        int n = MoveGenerator.generate(board, moves, 0);
        assertThat(MoveGenerator.count(board)).isEqualTo(n);
        assertConsistent(board);
        positions++;
        if (n == 0) {
          break;
        }
        for (int i = 0; i < n; i++) {
          Board before = board.copy();
          board.make(moves[i]);
          board.unmake(moves[i]);
          assertThat(board.squares).isEqualTo(before.squares);
          assertThat(board.hands).isEqualTo(before.hands);
          assertThat(board.occupied).isEqualTo(before.occupied);
          assertThat(board.kings).isEqualTo(before.kings);
          assertThat(board.side).isEqualTo(before.side);
        }
        board.make(moves[random.nextInt(n)]);
      }
    }
    assertThat(positions).isGreaterThan(3_000);
  }

  private static void assertConsistent(Board board) {
    int[] occupied = new int[2];
    int[] pieces = new int[2];
    for (int square = 0; square < Board.SQUARES; square++) {
      int piece = board.squares[square];
      if (piece != 0) {
        occupied[Board.sideOf(piece)] |= 1 << square;
        pieces[Board.sideOf(piece)]++;
      }
    }
    assertThat(board.occupied).isEqualTo(occupied);
    // every piece is on the board or in a hand: 12 in all
    int inHand = Arrays.stream(board.hands).sum();
    assertThat(pieces[0] + pieces[1] + inHand).isEqualTo(12);
  }
}
