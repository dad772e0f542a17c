package arbiter.bot;

import arbiter.engine.analysis.GameAnalyser;
import arbiter.engine.analysis.MoveAnalysis;
import arbiter.event.AnalysedMove;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.game.StoredGame;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The analyses of finished games, run on a thread of their own ({@link #pool()}, below live games'
 * priority), at most {@code maxQueued} waiting at once, and kept: a game asked for again is
 * answered from memory (the most recent {@code kept} games), and two requests for one game share
 * one run. Not on the bots' pool: an analysis takes seconds to minutes, and a bot whose move
 * waited behind it lost on time.
 */
public final class GameAnalyses {

  private final Executor pool;
  private final int maxQueued;
  private final long nodesPerPosition;
  private final Map<Long, CompletableFuture<DomainEvent>> kept;
  private int queued;

  /**
   * @param pool where analyses run: {@link #pool()}, never an event loop nor the bots' pool
   * @param maxQueued how many analyses may wait or run at once
   * @param nodesPerPosition the search's budget for each position
   * @param keep how many finished analyses stay in memory
   */
  public GameAnalyses(Executor pool, int maxQueued, long nodesPerPosition, int keep) {
    this.pool = pool;
    this.maxQueued = maxQueued;
    this.nodesPerPosition = nodesPerPosition;
    this.kept = new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<Long, CompletableFuture<DomainEvent>> eldest) {
        return size() > keep;
      }
    };
  }

  /** One daemon thread below normal priority, where analyses run one after another. */
  public static ExecutorService pool() {
    return Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "arbiter-analysis");
      thread.setDaemon(true);
      thread.setPriority(Thread.MIN_PRIORITY); // live games' loops and the bots come first
      return thread;
    });
  }

  /** The analysis of a finished game: its rows, or the refusal when too many wait. */
  public synchronized CompletionStage<DomainEvent> of(StoredGame game) {
    CompletableFuture<DomainEvent> known = kept.get(game.id());
    if (known != null) {
      return known;
    }
    if (queued >= maxQueued) {
      return CompletableFuture.completedFuture(
          new AnswerEvent.Refused(Refusal.ANALYSIS_BUSY, "", maxQueued));
    }
    queued++;
    CompletableFuture<DomainEvent> run = CompletableFuture.supplyAsync(() -> analyse(game), pool);
    kept.put(game.id(), run);
    run.whenComplete((rows, error) -> done(game.id(), run, error));
    return run;
  }

  private synchronized void done(long id, CompletableFuture<DomainEvent> run, Throwable error) {
    queued--;
    if (error != null) {
      kept.remove(id, run); // a failure is not kept: the next request tries again
    }
  }

  /** Searches every position of the game from its start. */
  private DomainEvent analyse(StoredGame game) {
    Variant variant = Variants.byId(game.variant()).orElseThrow();
    Notation notation = variant.notation();
    List<Position> positions = new ArrayList<>();
    List<Move> moves = new ArrayList<>();
    Position position = variant.start();
    for (String text : game.moves()) {
      Move move;
      try {
        move = notation.parse(position, text);
      } catch (NotationException e) {
        throw new IllegalStateException(
            "game " + game.id() + " stores an unreadable move " + text, e);
      }
      positions.add(position);
      moves.add(move);
      position = position.play(move);
    }
    List<MoveAnalysis> analysis =
        new GameAnalyser(variant, nodesPerPosition).analyse(variant.start(), moves);
    List<AnalysedMove> rows = new ArrayList<>(analysis.size());
    for (MoveAnalysis row : analysis) {
      Position at = positions.get(row.ply());
      rows.add(new AnalysedMove(row.ply(), game.moves().get(row.ply()),
          row.after().text(), notation.format(at, row.best()), row.judgement(), row.after()));
    }
    return new AnswerEvent.AnalysisShown(game.id(), rows);
  }
}
