package arbiter.bot;

import arbiter.command.Command;
import arbiter.engine.ClockState;
import arbiter.engine.Player;
import arbiter.event.DomainEvent;
import arbiter.event.Progress;
import arbiter.game.ClockView;
import arbiter.game.GameRoom;
import arbiter.game.GameView;
import arbiter.lobby.Bots;
import arbiter.protocol.TimeControl;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A house bot at one game. The room tells it what happens as it tells a player; when it is the
 * bot's turn it thinks on the bots' pool and sends its move to the room as a player's command, so
 * the move is timed, checked and stored like anyone's. The room never waits for it.
 */
final class BotPlayer implements Bots.BotSeat {

  private static final Logger LOG = LoggerFactory.getLogger(BotPlayer.class);

  private final String name;
  private final Player engine;
  private final Executor thinking;
  private final Runnable release;
  private final AtomicBoolean released = new AtomicBoolean();
  private volatile GameRoom room;
  private volatile Side side;
  // confined to the room's thread
  private long thought = -1;
  private final List<Position> seen = new ArrayList<>();

  BotPlayer(String name, Player engine, Executor thinking, Runnable release) {
    this.name = name;
    this.engine = engine;
    this.thinking = thinking;
    this.release = release;
  }

  @Override
  public void seated(GameRoom gameRoom, Side botSide) {
    this.room = gameRoom;
    this.side = botSide;
  }

  @Override
  public String name() {
    return name;
  }

  /** On the room's thread: a view where the bot is to move starts its thinking elsewhere. */
  @Override
  public void receive(DomainEvent event) {
    GameView view = event instanceof DomainEvent.GameShown shown ? shown.view()
        : event instanceof DomainEvent.OpponentMoved moved && moved.completed() ? moved.view()
        : null;
    if (view == null) {
      return;
    }
    seen.add(view.turnStart());
    if (view.ending() != null || view.mover() != side || view.legalMoves().isEmpty()
        || view.seq() <= thought) {
      return;
    }
    thought = view.seq();
    List<Position> before = List.copyOf(seen.subList(0, seen.size() - 1));
    long asked = System.nanoTime();
    try {
      thinking.execute(() -> think(view, before, asked));
    } catch (RejectedExecutionException e) { // the server stops
      LOG.warn("bot {} cannot think in game {}: {}", name, view.id(), e.getMessage());
    }
  }

  /** On the bots' pool: the move, sent to the room as the bot's command. */
  private void think(GameView view, List<Position> before, long asked) {
    GameRoom at = room;
    try {
      Position position = view.turnStart();
      Move move = engine.move(position, before, clock(view, asked));
      String text = view.variant().notation().format(position, move);
      at.act(side, new Command.Move(text)).whenComplete((progress, error) -> {
        if (error != null || refused(progress)) {
          LOG.error("bot {} could not play {} in game {}: {}", name, text, view.id(),
              error != null ? error.toString() : progress.answer());
          at.forfeit(side);
        }
      });
    } catch (RuntimeException e) {
      LOG.error("bot {} failed to think in game {}; it forfeits", name, view.id(), e);
      at.forfeit(side);
    }
  }

  private static boolean refused(Progress progress) {
    return progress.answer().stream().anyMatch(DomainEvent.Refused.class::isInstance);
  }

  /** The bot's clock as the view showed it, less the time its turn waited for a thread. */
  private ClockState clock(GameView view, long asked) {
    ClockView clock = view.clock();
    if (clock == null) {
      return ClockState.UNTIMED;
    }
    long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - asked);
    long remaining = Math.max(0, clock.remaining(side) - waited);
    return new ClockState(remaining, perMove(TimeControl.parse(clock.control()), clock));
  }

  /** What the clock gives back for each move: increment, delay or a byoyomi period. */
  private long perMove(TimeControl control, ClockView clock) {
    if (control instanceof TimeControl.Fischer fischer) {
      return fischer.incrementMillis();
    }
    if (control instanceof TimeControl.Delay delay) {
      return delay.delayMillis();
    }
    return clock.periods(side) > 0 ? clock.periodMillis() : 0;
  }

  @Override
  public void gameEnded(GameRoom ended) {
    if (released.compareAndSet(false, true)) {
      release.run();
    }
  }
}
