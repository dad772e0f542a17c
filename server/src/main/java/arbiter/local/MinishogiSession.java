package arbiter.local;

import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.minishogi.MinishogiVariant;
import arbiter.rules.minishogi.SeedBoard;
import arbiter.rules.minishogi.SeedNotation;
import java.util.ArrayList;
import java.util.List;

/**
 * The seed 001 dialogue as a state machine: takes one input line, returns the lines to print.
 * Every line but {@code 0} prints the state (moved or, if the line names no legal move, unchanged);
 * a won game adds {@code black wins!} or {@code white wins!} and ends the session.
 */
final class MinishogiSession {

  private Position position = MinishogiVariant.MINISHOGI.start();
  private boolean over;

  /** The output for one input line; nothing once the session is over. */
  List<String> line(String line) {
    if (over) {
      return List.of();
    }
    if (line.strip().equals("0")) {
      over = true;
      return List.of();
    }
    try {
      position = position.play(SeedNotation.INSTANCE.parse(position, line));
    } catch (NotationException e) {
      // malformed or illegal: the seed prints the state unchanged
    }
    List<String> lines = new ArrayList<>(SeedBoard.lines(position));
    Outcome outcome = position.outcome();
    if (outcome.status() == Outcome.Status.WIN) {
      // a captured king, or (SPEC 1.2) a side left without a legal move
      lines.add(outcome.winner().label() + " wins!");
      over = true;
    }
    return lines;
  }

  /** True after {@code 0} or a win: the program ends. */
  boolean isOver() {
    return over;
  }

  /** The position as it stands. */
  Position position() {
    return position;
  }
}
