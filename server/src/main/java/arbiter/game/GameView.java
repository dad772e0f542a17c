package arbiter.game;

import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import java.util.List;

/**
 * A game as it stood after one change, frozen so that every face can render it on any thread.
 *
 * @param seq the change's number (the JSON state's {@code seq})
 * @param position the board as it stands, including a move made in this turn
 * @param turnStart the position at the start of the turn, which {@code legalMoves} belong to
 * @param legalMoves what the side to move may play now (none while a turn's move waits, or at the end)
 * @param moves every move so far, oldest first, including this turn's move
 * @param ending how it ended, or {@code null} while it runs
 * @param clock both clocks, {@code null} in an untimed game
 */
public record GameView(
    long id,
    long seq,
    Variant variant,
    String white,
    String black,
    int limit,
    int turns,
    Side mover,
    Position position,
    Position turnStart,
    List<Move> legalMoves,
    List<PlayedMove> moves,
    Ending ending,
    ClockView clock) {

  /** The player of a side. */
  public String name(Side side) {
    return side == Side.WHITE ? white : black;
  }

  /** The listing of {@code games}: id, players, variant, limit, turns. */
  public GameSummary summary() {
    return new GameSummary(id, white, black, variant.id(), limit, turns);
  }
}
