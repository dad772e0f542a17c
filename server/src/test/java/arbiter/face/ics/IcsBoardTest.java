package arbiter.face.ics;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.GameView;
import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The style 12 line's board, material and FEN fields, as the position says them. */
class IcsBoardTest {

  private static final Variant CHESS = Variants.byId("chess").orElseThrow();

  @Test
  void theRanksAndMaterialOfRandomGamesAreThePositionsOwn() {
    Random random = new Random(25);
    for (int game = 0; game < 40; game++) {
      Position position = CHESS.start();
      for (int ply = 0; ply < 120 && !position.legalMoves().isEmpty(); ply++) {
        String[] fields = IcsBoard.line(view(position), IcsBoard.OBSERVING, false, false, 0)
            .split(" ");
        int[] material = new int[2];
        for (int row = 7; row >= 0; row--) {
          assertThat(fields[8 - row]).as(position.toFen()).isEqualTo(rank(position, row, material));
        }
        assertThat(fields[22]).as(position.toFen()).isEqualTo(String.valueOf(material[0]));
        assertThat(fields[23]).as(position.toFen()).isEqualTo(String.valueOf(material[1]));
        String[] fen = position.toFen().split(" ");
        assertThat(List.of(fields).subList(9, 16)).as(position.toFen()).containsExactly(
            fen[1].toUpperCase(), fen[3].equals("-") ? "-1" : "" + (fen[3].charAt(0) - 'a'),
            has(fen[2], 'K'), has(fen[2], 'Q'), has(fen[2], 'k'), has(fen[2], 'q'), fen[4]);
        assertThat(fields[26]).as(position.toFen()).isEqualTo(fen[5]);
        List<Move> moves = position.legalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
      }
    }
  }

  private static String has(String castling, char right) {
    return castling.indexOf(right) >= 0 ? "1" : "0";
  }

  /** A rank as the line showed it when it asked the position square by square. */
  private static String rank(Position position, int row, int[] material) {
    StringBuilder rank = new StringBuilder();
    for (int column = 0; column < 8; column++) {
      Optional<BoardPiece> piece = position.occupant(row, column);
      if (piece.isEmpty()) {
        rank.append('-');
        continue;
      }
      char kind = piece.get().kind();
      boolean white = piece.get().side() == Side.WHITE;
      rank.append(white ? kind : Character.toLowerCase(kind));
      material[white ? 0 : 1] += switch (kind) {
        case 'Q' -> 9;
        case 'R' -> 5;
        case 'B', 'N' -> 3;
        case 'P' -> 1;
        default -> 0;
      };
    }
    return rank.toString();
  }

  private static GameView view(Position position) {
    return new GameView(7, 0, CHESS, "ali", "bob", 0, 0, position.sideToMove(), position, position,
        List.of(), List.of(), null, null);
  }
}
