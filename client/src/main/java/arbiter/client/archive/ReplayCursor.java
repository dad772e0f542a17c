package arbiter.client.archive;

import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.util.List;

/**
 * Where the replay of a finished (or running) game stands: the ply on screen, the ply last asked
 * for, and the game's last ply once a state has shown it. Both clients step with it; the server
 * draws every position.
 */
public final class ReplayCursor {

  /** The ply asked for to reach the end before it is known: the server gives the final position. */
  public static final int END = Integer.MAX_VALUE;

  private final long game;
  private GameState shown;
  private int ply;
  /** The ply last asked for: stepping twice before the answer goes two plies. */
  private int target;
  private int last = -1;
  /** The longest move list seen: every state's moves are a prefix of the game's. */
  private List<String> moves = List.of();

  public ReplayCursor(long game) {
    this.game = game;
  }

  public long game() {
    return game;
  }

  /** The state on screen, or null before the first answer. */
  public GameState shown() {
    return shown;
  }

  /** The ply on screen: how many moves were made in the position shown. */
  public int ply() {
    return ply;
  }

  /** The game's last ply, or -1 while no state has shown the end. */
  public int last() {
    return last;
  }

  /** The moves known so far: at least those up to the ply on screen. */
  public List<String> moves() {
    return moves;
  }

  public boolean atStart() {
    return target == 0;
  }

  public boolean atEnd() {
    return last >= 0 && target >= last;
  }

  /** The request for the start position. */
  public Request.Replay first() {
    return to(0);
  }

  /** The request for the next ply, or null at the end. */
  public Request.Replay next() {
    return atEnd() ? null : to(target + 1);
  }

  /** The request for the previous ply, or null at the start. */
  public Request.Replay previous() {
    return atStart() ? null : to(target - 1);
  }

  /** The request for the final position. */
  public Request.Replay end() {
    return to(last >= 0 ? last : END);
  }

  /** The request for the position after {@code ply} moves. */
  public Request.Replay to(int ply) {
    target = Math.max(0, ply);
    return new Request.Replay(game, target);
  }

  /** A replay answer arrived: it is now on screen. */
  public void show(GameState state) {
    shown = state;
    ply = state.moves().size();
    target = ply;
    if (!state.status().equals("ongoing")) {
      last = ply; // the final status comes only with the last ply
    }
    if (state.moves().size() >= moves.size() || !moves.subList(0, ply).equals(state.moves())) {
      moves = List.copyOf(state.moves());
    }
  }

  /** A replay request was refused: the position on screen stays, and so does the next step. */
  public void refused() {
    target = ply;
  }
}
