package arbiter.bot;

import arbiter.config.Settings;
import arbiter.engine.uci.UciEngine;
import arbiter.engine.uci.UciException;
import arbiter.event.AnswerEvent;
import arbiter.event.Refusal;
import arbiter.lobby.Bots;
import arbiter.rules.Variant;
import arbiter.rules.chess.ChessVariant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * External engines as bots ({@code engines.NAME.*}, see {@link EngineConfig}): each is a player
 * named NAME, shown online once its program has started and answered the UCI handshake (tried
 * once at start on the engines' threads: one that does not start is one line in the log, and the
 * bot is shown unavailable). Each game runs its own process on these threads, which only wait on
 * the engines' pipes, never on an event loop; {@link #close} ends every process still running.
 */
public final class EngineBots implements Bots, AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(EngineBots.class);

  private final Map<String, EngineConfig> engines = new LinkedHashMap<>();
  private final Map<String, AtomicInteger> games = new ConcurrentHashMap<>();
  private final Set<String> available = ConcurrentHashMap.newKeySet();
  private final Set<UciEngine> running = ConcurrentHashMap.newKeySet();
  private final Executor threads;

  /**
   * The engines of {@code configs}, none available until {@link #probe} has seen them start.
   *
   * @param threads where the engines are started, waited for and ended: threads that may block on
   *     a pipe, never an event loop
   */
  public EngineBots(List<EngineConfig> configs, Executor threads) {
    for (EngineConfig config : configs) {
      engines.put(config.name(), config);
      games.put(config.name(), new AtomicInteger());
    }
    this.threads = threads;
  }

  /** The engines {@code config/arbiter.properties} names, each probed in the background. */
  public static EngineBots of(Settings settings) {
    AtomicInteger count = new AtomicInteger();
    EngineBots bots = new EngineBots(EngineConfig.all(settings),
        Executors.newCachedThreadPool(task -> {
          Thread thread = new Thread(task, "arbiter-engine-" + count.incrementAndGet());
          thread.setDaemon(true);
          return thread;
        }));
    bots.probe();
    return bots;
  }

  /** Starts each engine once, off the caller's thread; those that answer become available. */
  public void probe() {
    for (EngineConfig config : engines.values()) {
      threads.execute(() -> {
        try (UciEngine engine = UciEngine.start(config.command(), config.options(),
            ChessVariant.CHESS.uci(), EngineConfig.START_TIMEOUT)) {
          available.add(config.name());
          LOG.info("engine {} plays {} ({})", config.name(), config.variants(),
              String.join(" ", config.command()));
        } catch (UciException e) {
          LOG.warn("engine {} is unavailable: {}", config.name(), e.getMessage());
        }
      });
    }
  }

  @Override
  public boolean isBot(String name) {
    return engines.containsKey(name);
  }

  @Override
  public boolean available(String name) {
    return available.contains(name);
  }

  @Override
  public List<String> names() {
    List<String> names = new ArrayList<>();
    for (String name : engines.keySet()) {
      if (available.contains(name)) {
        names.add(name);
      }
    }
    names.sort(null);
    return names;
  }

  @Override
  public AnswerEvent.Refused refused(String name, Variant variant) {
    EngineConfig config = engines.get(name);
    if (!available.contains(name)) {
      return new AnswerEvent.Refused(Refusal.BOT_UNAVAILABLE, name, 0);
    }
    if (!config.variants().contains(variant.id())) {
      return new AnswerEvent.Refused(Refusal.BOT_VARIANT,
          String.join(", ", config.variants().stream().sorted().toList()), 0);
    }
    if (games.get(name).get() >= config.maxGames()) {
      // named: the house bots may be free while this engine is not
      return new AnswerEvent.Refused(Refusal.BOTS_BUSY, name, config.maxGames());
    }
    return null;
  }

  @Override
  public BotSeat seat(String name, Variant variant) {
    EngineConfig config = engines.get(name);
    AtomicInteger count = games.get(name);
    if (config == null || !config.variants().contains(variant.id())
        || count.incrementAndGet() > config.maxGames()) {
      if (count != null) {
        count.decrementAndGet();
      }
      return null;
    }
    return new BotPlayer(name, new UciThinker(config, variant, running, threads), threads,
        count::decrementAndGet);
  }

  @Override
  public int maxGames() {
    return engines.values().stream().mapToInt(EngineConfig::maxGames).sum();
  }

  @Override
  public boolean rated() {
    return false;
  }

  /** How many engine processes run now. */
  public int processes() {
    return running.size();
  }

  /** Ends every engine process and the engines' threads: the server stops. */
  @Override
  public void close() {
    if (threads instanceof ExecutorService pool) {
      pool.shutdownNow();
    }
    for (UciEngine engine : List.copyOf(running)) {
      engine.close();
    }
    running.clear();
  }
}
