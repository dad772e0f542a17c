package arbiter.rules;

import java.util.Objects;

/**
 * How a position stands: the game goes on, or it is over with a winner (or a draw) and a reason.
 *
 * @param status ongoing, win or draw
 * @param winner the winning side for {@link Status#WIN}, otherwise {@code null}
 * @param termination how it ended, {@code null} while the game goes on
 */
public record Outcome(Status status, Side winner, Termination termination) {

  /** Whether the game goes on and, if not, how it ended. */
  public enum Status {
    ONGOING,
    WIN,
    DRAW
  }

  /** The outcome of every position where the game goes on. */
  public static final Outcome ONGOING = new Outcome(Status.ONGOING, null, null);

  public Outcome {
    Objects.requireNonNull(status);
    if ((status == Status.ONGOING) != (termination == null)) {
      throw new IllegalArgumentException("a termination is given exactly when the game is over");
    }
    if ((status == Status.WIN) != (winner != null)) {
      throw new IllegalArgumentException("a winner is given exactly when the status is WIN");
    }
  }

  /** {@code side} has won, ended by {@code termination}. */
  public static Outcome win(Side side, Termination termination) {
    return new Outcome(Status.WIN, Objects.requireNonNull(side), Objects.requireNonNull(termination));
  }

  /** A draw, ended by {@code termination}. */
  public static Outcome draw(Termination termination) {
    return new Outcome(Status.DRAW, null, Objects.requireNonNull(termination));
  }

  /** True once the game is won or drawn. */
  public boolean isOver() {
    return status != Status.ONGOING;
  }
}
