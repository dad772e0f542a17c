package arbiter.bot;

import arbiter.command.Command;
import arbiter.engine.ClockState;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Progress;
import arbiter.event.Refusal;
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
 * A bot at one game, a house bot or an external engine. The room tells it what happens as it tells
 * a player; when it is the bot's turn its {@link Thinker} thinks on the bots' pool and the move is
 * sent to the room as a player's command, so it is timed, checked and stored like anyone's. The
 * room never waits for it. An engine that fails loses the game, with one line in the log.
 */
final class BotPlayer implements Bots.BotSeat {

  private static final Logger LOG = LoggerFactory.getLogger(BotPlayer.class);

  private final String name;
  private final Thinker engine;
  private final Executor thinking;
  private final Runnable release;
  private final AtomicBoolean released = new AtomicBoolean();
  private volatile GameRoom room;
  private volatile Side side;
  private volatile Held held;
  // confined to the room's thread
  private long thought = -1;
  private final List<Position> seen = new ArrayList<>();

  BotPlayer(String name, Thinker engine, Executor thinking, Runnable release) {
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
    if (event instanceof GameNews.GameResumed
        || event instanceof GameNews.StoreOutage outage && outage.back()) {
      Held again = held;
      held = null;
      if (again != null) { // the move it made while the clocks waited, thought again now
        ask(again.view(), again.before());
      }
      return;
    }
    if (event instanceof GameNews.PlayerLeft left && !left.toSpectator()) {
      room.claimAfterGrace(side); // as a player types claim once the grace is over
      return;
    }
    GameView view = event instanceof GameNews.GameShown shown ? shown.view()
        : event instanceof GameNews.OpponentMoved moved && moved.completed() ? moved.view()
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
    ask(view, List.copyOf(seen.subList(0, seen.size() - 1)));
  }

  private void ask(GameView view, List<Position> before) {
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
      Move move = engine.move(new Thinker.Turn(view, before, clock(view, asked),
          view.clock() == null ? 0 : view.clock().remaining(side.opponent())));
      String text = view.variant().notation().format(position, move);
      at.act(side, new Command.Move(text)).whenComplete((progress, error) -> {
        if (error == null && refusal(progress) == Refusal.GAME_HELD) {
          held = new Held(view, before); // after a restart, until the clocks run again
        } else if (error != null || refusal(progress) != null) {
          LOG.error("bot {} could not play {} in game {}: {}", name, text, view.id(),
              error != null ? error.toString() : progress.answer());
          forfeit(at);
        }
      });
    } catch (Thinker.BotFailure e) {
      if (at.isOver()) { // its end (a resignation, a flag) closed the engine: nothing failed
        LOG.info("bot {} stopped thinking in game {}, which is over", name, view.id());
        return;
      }
      LOG.warn("bot {} loses game {}: {}", name, view.id(), e.getMessage());
      forfeit(at);
    } catch (RejectedExecutionException e) {
      stopping(at.id());
    } catch (RuntimeException e) {
      LOG.error("bot {} failed to think in game {}; it forfeits", name, view.id(), e);
      forfeit(at);
    }
  }

  private void forfeit(GameRoom at) {
    try {
      at.forfeit(side);
    } catch (RejectedExecutionException e) {
      stopping(at.id());
    }
  }

  /** The server stops while the bot thinks: the game resumes, at the bot's turn, after a restart. */
  private void stopping(long game) {
    LOG.info("bot {} stops with the server in game {}", name, game);
  }

  private static Refusal refusal(Progress progress) {
    return progress.answer().stream().filter(AnswerEvent.Refused.class::isInstance)
        .map(refused -> ((AnswerEvent.Refused) refused).reason()).findFirst().orElse(null);
  }

  /** A turn whose move the room held back: the game waits for its players after a restart. */
  private record Held(GameView view, List<Position> before) {}

  /** The bot's clock as the view showed it, less the time its turn waited for a thread. */
  private ClockState clock(GameView view, long asked) {
    ClockView clock = view.clock();
    if (clock == null) {
      return ClockState.UNTIMED;
    }
    // the wall clock, not the Ticker: this is the engine's budget, which it spends in real time
    // (a UCI engine's wtime/btime); the room charges the bot's clock on the Ticker as anyone's
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
      engine.close();
      release.run();
    }
  }
}
