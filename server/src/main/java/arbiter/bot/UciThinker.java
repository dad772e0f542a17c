package arbiter.bot;

import arbiter.engine.ClockState;
import arbiter.engine.uci.GoCommand;
import arbiter.engine.uci.UciEngine;
import arbiter.engine.uci.UciException;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.chess.ChessVariant;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * An external UCI engine's thinking in one game: its own process, started at the bot's first turn
 * (on the engines' threads, never an event loop) and ended with the game. Each turn sends the
 * whole game from its start and both clocks; a process that died, hangs past its time, or answers
 * with an illegal move is a {@link Thinker.BotFailure}, and the bot loses that game.
 */
final class UciThinker implements Thinker {

  /** How long past its clock an engine may take before it counts as hung. */
  private static final Duration GRACE = Duration.ofSeconds(2);

  private final EngineConfig config;
  private final Variant variant;
  private final Set<UciEngine> running;
  private final Executor closing;
  private UciEngine process;
  private boolean closed;

  /**
   * @param running the server's live engine processes: this one's is added while it runs, so
   *     that a stopping server ends it
   * @param closing where a finished game's process is ended (closing waits for it a moment)
   */
  UciThinker(EngineConfig config, Variant variant, Set<UciEngine> running, Executor closing) {
    this.closing = closing;
    this.config = config;
    this.variant = variant;
    this.running = running;
  }

  /** The notation UCI engines use for a variant: coordinates in the chess family. */
  static Notation notation(Variant variant) {
    return variant instanceof ChessVariant chess ? chess.uci() : variant.notation();
  }

  @Override
  public Move move(Turn turn) throws BotFailure {
    try {
      UciEngine engine = engine();
      GameView view = turn.view();
      List<Move> moves = new ArrayList<>();
      for (PlayedMove played : view.moves()) {
        moves.add(played.move());
      }
      return engine.bestMove(variant.start(), moves, go(turn), GRACE);
    } catch (UciException e) {
      close();
      throw new BotFailure(e.failure() + ": " + e.getMessage(), e);
    }
  }

  /** The go line: both clocks in a timed game, the configured time a move otherwise. */
  private GoCommand go(Turn turn) {
    ClockState clock = turn.clock();
    if (clock.isUntimed()) {
      return GoCommand.moveTime(config.moveMillis());
    }
    boolean white = turn.view().mover() == Side.WHITE;
    long own = clock.remainingMillis();
    long other = turn.opponentMillis();
    return GoCommand.clocks(white ? own : other, white ? other : own, clock.incrementMillis(),
        clock.incrementMillis(), white);
  }

  private synchronized UciEngine engine() throws UciException {
    if (closed) {
      throw new UciException(UciException.Failure.DIED, "the game is over");
    }
    if (process == null) {
      process = UciEngine.start(config.command(), config.optionsFor(variant.id()),
          notation(variant), EngineConfig.START_TIMEOUT);
      running.add(process);
    }
    return process;
  }

  /** Called on the room's thread: the process is ended on the engines' threads. */
  @Override
  public synchronized void close() {
    closed = true;
    UciEngine ending = process;
    process = null;
    if (ending != null) {
      running.remove(ending);
      try {
        closing.execute(ending::close);
      } catch (RejectedExecutionException e) { // the server stops and ends every engine itself
        ending.close();
      }
    }
  }
}
