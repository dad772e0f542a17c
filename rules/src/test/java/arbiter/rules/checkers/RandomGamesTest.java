package arbiter.rules.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.Position;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random games with the draw rules: the fast perft, which keeps its own history, agrees with the
 * public API at every position, repetitions included, and every game ends by a rule.
 */
class RandomGamesTest {

  private static final CheckersVariant VARIANT = CheckersVariant.CHECKERS;

  @Test
  void theFastPerftFollowsTheDrawRulesLikeThePositions() {
    Random random = new Random(5);
    Set<String> reasons = new HashSet<>();
    for (String fen : List.of(Fen.START, "W:WKa1,Kc1,e3:BKh8,Kf8,d6", "B:WKb2,Kg1:BKa7,Kh6")) {
      for (int game = 0; game < 5; game++) {
        Position position = VARIANT.fromFen(fen);
        while (!position.outcome().isOver()) {
          assertThat(VARIANT.perft(position, 2))
              .as(position.toFen())
              .isEqualTo(CheckersPerftTest.slowPerft(position, 2));
          List<Move> moves = safe(position);
          // prefer the first move so that kings shuffle and positions repeat
          int pick = random.nextInt(3) == 0 ? random.nextInt(moves.size()) : 0;
          position = position.play(moves.get(pick));
        }
        reasons.add(position.outcome().termination().word());
      }
    }
    assertThat(reasons).contains("threefold repetition", "15 king moves", "no pieces");
  }

  /** The moves after which the opponent cannot capture, or all moves if there are none. */
  private static List<Move> safe(Position position) {
    List<Move> safe =
        position.legalMoves().stream()
            .filter(move -> position.play(move).legalMoves().stream()
                .noneMatch(reply -> ((CheckersMove) reply).isCapture()))
            .toList();
    return safe.isEmpty() ? position.legalMoves() : safe;
  }
}
