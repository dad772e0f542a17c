package arbiter.rules.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The bitboard engine against {@link NaiveDraughts} on random positions full of kings. */
class CrossCheckTest {

  private static final CheckersVariant VARIANT = CheckersVariant.WITHOUT_DRAWS;

  @Test
  void theEngineAndTheNaiveGeneratorAgreeOnRandomPositions() throws NotationException {
    Random random = new Random(2026);
    int captures = 0;
    for (int i = 0; i < 3000; i++) {
      char[][] cells = randomCells(random);
      boolean white = random.nextBoolean();
      Position position = VARIANT.fromFen(fen(cells, white));

      TreeSet<String> engine = new TreeSet<>();
      for (Move move : position.legalMoves()) {
        engine.add(describe(position, move));
        // the notation reads back what it writes
        assertThat(VARIANT.notation().parse(position, move.toString())).isEqualTo(move);
      }

      assertThat(engine).as(position.toFen()).isEqualTo(NaiveDraughts.moves(cells, white));
      captures += engine.stream().anyMatch(move -> !move.endsWith("x")) ? 1 : 0;
    }
    assertThat(captures).isGreaterThan(1000);
  }

  @Test
  void theEngineAndTheNaiveGeneratorAgreeAlongPlayedGames() {
    Random random = new Random(17);
    int positions = 0;
    for (int game = 0; game < 20; game++) {
      Position position = VARIANT.start();
      for (int ply = 0; ply < 300 && !position.legalMoves().isEmpty(); ply++) {
        assertThat(movesOf(position))
            .as(position.toFen())
            .isEqualTo(NaiveDraughts.moves(cells(position), position.sideToMove() == Side.WHITE));
        List<Move> moves = position.legalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
        positions++;
      }
    }
    assertThat(positions).isGreaterThan(500);
  }

  private static TreeSet<String> movesOf(Position position) {
    TreeSet<String> moves = new TreeSet<>();
    for (Move move : position.legalMoves()) {
      moves.add(describe(position, move));
    }
    return moves;
  }

  private static char[][] cells(Position position) {
    char[][] cells = new char[8][8];
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        Optional<BoardPiece> piece = position.occupant(r, c);
        if (piece.isPresent()) {
          char letter = piece.get().side() == Side.WHITE ? 'w' : 'b';
          cells[r][c] = piece.get().kind() == 'K' ? Character.toUpperCase(letter) : letter;
        }
      }
    }
    return cells;
  }

  /** The move as {@link NaiveDraughts} describes it, read from the boards before and after. */
  private static String describe(Position before, Move move) {
    Position after = before.play(move);
    List<int[]> taken = new ArrayList<>();
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        Optional<BoardPiece> piece = before.occupant(r, c);
        if (piece.isPresent()
            && piece.get().side() != before.sideToMove()
            && after.occupant(r, c).isEmpty()) {
          taken.add(new int[] {r, c});
        }
      }
    }
    int[] from = move.from();
    int[] to = move.to();
    boolean crowned = ((CheckersMove) move).crowns();
    return NaiveDraughts.describe(from[0], from[1], to[0], to[1], taken, crowned);
  }

  private static char[][] randomCells(Random random) {
    char[][] cells = new char[8][8];
    int pieces = 2 + random.nextInt(15);
    for (int placed = 0; placed < pieces; ) {
      int r = random.nextInt(8);
      int c = random.nextInt(8);
      if ((r + c) % 2 != 0 || cells[r][c] != 0) {
        continue;
      }
      boolean whitePiece = random.nextBoolean();
      boolean king = random.nextInt(5) < 2 || r == (whitePiece ? 7 : 0);
      char letter = whitePiece ? 'w' : 'b';
      cells[r][c] = king ? Character.toUpperCase(letter) : letter;
      placed++;
    }
    return cells;
  }

  private static String fen(char[][] cells, boolean white) {
    StringBuilder fen = new StringBuilder(white ? "W" : "B");
    for (Side side : Side.values()) {
      char letter = side == Side.WHITE ? 'w' : 'b';
      List<String> pieces = new ArrayList<>();
      for (int r = 0; r < 8; r++) {
        for (int c = 0; c < 8; c++) {
          if (Character.toLowerCase(cells[r][c]) == letter) {
            boolean king = Character.isUpperCase(cells[r][c]);
            pieces.add((king ? "K" : "") + NaiveDraughts.name(r, c));
          }
        }
      }
      fen.append(':').append(Character.toUpperCase(letter)).append(String.join(",", pieces));
    }
    return fen.toString();
  }
}
