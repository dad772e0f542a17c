package arbiter.rules;

import java.util.Objects;

/**
 * How a position stands: the game goes on, or it is over with a winner (or a draw) and a reason.
 *
 * @param status ongoing, win or draw
 * @param winner the winning side for {@link Status#WIN}, otherwise {@code null}
 * @param reason a short machine-readable reason such as {@code "checkmate"} or {@code "stalemate"}
 */
public record Outcome(Status status, Side winner, String reason) {

  /** Whether the game goes on and, if not, how it ended. */
  public enum Status {
    ONGOING,
    WIN,
    DRAW
  }

  /** The outcome of every position where the game goes on. */
  public static final Outcome ONGOING = new Outcome(Status.ONGOING, null, "");

  public Outcome {
    Objects.requireNonNull(status);
    Objects.requireNonNull(reason);
    if ((status == Status.WIN) != (winner != null)) {
      throw new IllegalArgumentException("a winner is given exactly when the status is WIN");
    }
  }

  /** {@code side} has won for {@code reason}. */
  public static Outcome win(Side side, String reason) {
    return new Outcome(Status.WIN, Objects.requireNonNull(side), reason);
  }

  /** A draw for {@code reason}. */
  public static Outcome draw(String reason) {
    return new Outcome(Status.DRAW, null, reason);
  }

  /** True once the game is won or drawn. */
  public boolean isOver() {
    return status != Status.ONGOING;
  }
}
