package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Refusal;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The game value: each change gives a new match or a typed refusal, and leaves the old one be. */
class MatchTest {

  private final Match start = new Match(Variants.byId("chess").orElseThrow(), 0, "ali", "bob");

  @Test
  void aMoveGivesANewMatchAndLeavesTheOldOneAsItWas() {
    Match.Change change = start.play(start.parse("e4"));

    assertThat(change.refused()).isFalse();
    assertThat(change.game().mover()).isEqualTo(Side.BLACK);
    assertThat(change.game().lastMove().notation()).isEqualTo("e4");
    assertThat(start.mover()).isEqualTo(Side.WHITE);
    assertThat(start.turns()).isZero();
    assertThat(start.moves(null)).isEmpty();
  }

  @Test
  void aMoveIsReadOnceIntoARefusalThatSaysWhy() {
    Match.ParsedMove malformed = start.parse("xyzzy");
    Match.ParsedMove illegal = start.parse("e5");

    assertThat(malformed.shaped()).isFalse();
    assertThat(start.play(malformed).refusal()).isEqualTo(Refusal.MALFORMED_MOVE);
    assertThat(illegal.shaped()).isTrue();
    Match.Change refused = start.play(illegal);
    assertThat(refused.refusal()).isEqualTo(Refusal.ILLEGAL_MOVE);
    assertThat(refused.game()).isNull();
  }

  @Test
  void twoLinesOfPlayFromOneMatchKeepTheirOwnMoves() {
    Match afterE4 = start.play(start.parse("e4")).game();
    Match e5 = afterE4.play(afterE4.parse("e5")).game();
    Match c5 = afterE4.play(afterE4.parse("c5")).game(); // a change that was never stored, say

    assertThat(e5.moves(null)).extracting(PlayedMove::notation).containsExactly("e4", "e5");
    assertThat(c5.moves(null)).extracting(PlayedMove::notation).containsExactly("e4", "c5");
    Match nf3 = e5.play(e5.parse("Nf3")).game();
    assertThat(nf3.moves(null)).extracting(PlayedMove::notation).containsExactly("e4", "e5", "Nf3");
    assertThat(e5.view(1, 1, null).moves()).extracting(PlayedMove::notation)
        .containsExactly("e4", "e5");
  }

  @Test
  void aDrawOfferStandsUntilTheOpponentMovesAndItsAcceptanceEndsTheGame() {
    Match offered = start.draw(Side.WHITE).game();

    assertThat(offered.draw(Side.WHITE).refusal()).isEqualTo(Refusal.DRAW_ALREADY_OFFERED);
    assertThat(offered.draw(Side.BLACK).game().ending())
        .isEqualTo(new Ending(null, Termination.AGREEMENT));
    assertThat(start.ending()).isNull();
  }

  @Test
  void theSeedTurnProtocolSelectsMovesUndoesAndCompletes() {
    Match kingCapture = new Match(Variants.byId("kingcapture").orElseThrow(), 0, "ali", "bob");
    Match selected = kingCapture.select(2, 5).game();
    Match moved = selected.moveSelected(4, 5).game();

    assertThat(moved.pending().notation()).isEqualTo("e2e4");
    assertThat(moved.moveSelected(5, 5).refusal()).isEqualTo(Refusal.ALREADY_MOVED);
    Match undone = moved.undo().game();
    assertThat(undone.pending()).isNull();
    assertThat(undone.undosLeft(Side.WHITE)).isEqualTo(1);
    assertThat(moved.undosLeft(Side.WHITE)).isEqualTo(2);
    assertThat(undone.nextTurn().refusal()).isEqualTo(Refusal.MOVE_FIRST);
    Match completed = moved.nextTurn().game();
    assertThat(List.of(completed.mover(), completed.turns())).isEqualTo(List.of(Side.BLACK, 1));
  }

  @Test
  void aForfeitAndAnAbsenceAreEndingsOfNewValues() {
    assertThat(start.forfeit(Side.WHITE).ending())
        .isEqualTo(new Ending(Side.BLACK, Termination.FORFEIT));
    assertThat(start.absent(List.of(Side.WHITE, Side.BLACK)).ending())
        .isEqualTo(new Ending(null, Termination.BOTH_ABSENT));
    assertThat(start.ending()).isNull();
  }

  @Test
  void theMoveLimitsDrawIsPickedAsTheBranchWouldHave() {
    int[] values = {Integer.MIN_VALUE, -5, -1, 0, 1, 2, 3, 199, 200, 201, Integer.MAX_VALUE};
    for (int limit : values) {
      for (int moves : new int[] {0, 1, 2, 3, 198, 199, 200, 201, 1000, Integer.MAX_VALUE}) {
        Ending expected =
            limit > 0 && moves >= limit ? new Ending(null, Termination.MOVE_LIMIT) : null;
        assertThat(Ending.atMoveLimit(limit, moves)).as("limit %d, moves %d", limit, moves)
            .isEqualTo(expected);
      }
    }
  }
}
