package arbiter.game;

import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import java.util.ArrayList;
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
 * @param before the board as change {@code seq - 1} showed it ({@code null}: unknown), from which
 *     a face may send only what changed to a client that was shown that change
 * @param renderings what the faces made of this view, shared by every seat
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
    ClockView clock,
    Position before,
    Renderings renderings) {

  public GameView {
    // a finished game's clocks have stopped, whatever the clock object said when the view was taken
    if (ending != null && clock != null && clock.running() != null) {
      clock = clock.stopped();
    }
  }

  /** A view whose previous board is unknown: faces show it whole. */
  public GameView(long id, long seq, Variant variant, String white, String black, int limit,
      int turns, Side mover, Position position, Position turnStart, List<Move> legalMoves,
      List<PlayedMove> moves, Ending ending, ClockView clock) {
    this(id, seq, variant, white, black, limit, turns, mover, position, turnStart, legalMoves,
        moves, ending, clock, null, new Renderings());
  }

  /** This view, numbered as change {@code seq} that follows a change showing {@code before}. */
  public GameView after(Position before) {
    return new GameView(id, seq, variant, white, black, limit, turns, mover, position, turnStart,
        legalMoves, moves, ending, clock, before, new Renderings());
  }

  /**
   * The legal moves in the variant's notation, made once per view (formatting, SAN above all,
   * costs more than finding the moves) and shared by every face and seat.
   */
  public List<String> legalMoveNotations() {
    return renderings.get(LegalNotations.KEY, () -> {
      if (legalMoves.isEmpty()) {
        return List.of();
      }
      if (legalMoves == turnStart.legalMoves()) { // the position's own list: made all at once
        return variant.notation().formatLegal(turnStart);
      }
      List<String> texts = new ArrayList<>(legalMoves.size());
      for (Move move : legalMoves) {
        texts.add(variant.notation().format(turnStart, move));
      }
      return List.copyOf(texts);
    });
  }

  /**
   * What the faces keep across the changes of this game's line of play, such as the move list
   * already encoded, so that a change adds its move instead of encoding the list again; this
   * view's own renderings when its moves are not a game's list.
   */
  public Renderings lineRenderings() {
    return moves instanceof MoveList.View line ? line.renderings() : renderings;
  }

  private enum LegalNotations { KEY }

  /** The player of a side. */
  public String name(Side side) {
    return side == Side.WHITE ? white : black;
  }

  /** The listing of {@code games}: id, players, variant, limit, turns. */
  public GameSummary summary() {
    return new GameSummary(id, white, black, variant.id(), limit, turns);
  }
}
