package arbiter.tournament;

import arbiter.rules.Side;
import java.util.Optional;

/**
 * One board of a round.
 *
 * @param board 1-based board number within the round; a bye has the last number
 * @param white the player with white, or the player with the bye
 * @param black the player with black, or {@code null} for a bye
 * @param result {@code null} while the game is unplayed; {@link Result#BYE} for a bye
 */
public record Pairing(int board, String white, String black, Result result) {

  /** Whether this board is a bye rather than a game. */
  public boolean isBye() {
    return black == null;
  }

  /** Whether this board still waits for a game result. */
  public boolean isPending() {
    return result == null;
  }

  /** Whether {@code player} sits at this board. */
  public boolean involves(String player) {
    return player.equals(white) || player.equals(black);
  }

  /** The side {@code player} has here; empty if they are not at this board. */
  public Optional<Side> sideOf(String player) {
    if (player.equals(white)) {
      return Optional.of(Side.WHITE);
    }
    return player.equals(black) ? Optional.of(Side.BLACK) : Optional.empty();
  }

  /** The other player at this board; empty for a bye. */
  public Optional<String> opponentOf(String player) {
    if (player.equals(white)) {
      return Optional.ofNullable(black);
    }
    return player.equals(black) ? Optional.of(white) : Optional.empty();
  }

  Pairing withResult(Result newResult) {
    return new Pairing(board, white, black, newResult);
  }
}
