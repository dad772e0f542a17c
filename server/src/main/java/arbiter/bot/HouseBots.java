package arbiter.bot;

import arbiter.config.Settings;
import arbiter.engine.Level;
import arbiter.engine.Player;
import arbiter.lobby.Bots;
import arbiter.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The house bots: {@code house} at the default level and {@code house1} .. {@code house8} at
 * theirs. They have no account (so no password to log in with) and their names cannot be
 * registered; they think on their own bounded pool of low-priority threads, never on an event
 * loop, and play at most {@code bots.games.max} games at once.
 */
public final class HouseBots implements Bots {

  /** The bot at the default level. */
  public static final String HOUSE = "house";

  private final Executor thinking;
  private final int maxGames;
  private final boolean rated;
  private final int defaultLevel;
  private final AtomicInteger games = new AtomicInteger();

  /**
   * @param thinking where the bots think: a bounded pool, never an event loop
   * @param maxGames how many bot games may run at once
   * @param rated whether bot games count for the humans' ratings
   * @param defaultLevel the level of {@code house}
   */
  public HouseBots(Executor thinking, int maxGames, boolean rated, int defaultLevel) {
    Level.of(defaultLevel); // refuses a level out of range at once
    this.thinking = thinking;
    this.maxGames = maxGames;
    this.rated = rated;
    this.defaultLevel = defaultLevel;
  }

  /**
   * The bots as {@code bots.threads} (default 1), {@code bots.games.max} (20), {@code bots.rated}
   * (false) and {@code bots.level} (4, the level of {@code house}) set them, with their own pool.
   */
  public static HouseBots of(Settings settings, ExecutorService pool) {
    return new HouseBots(pool, settings.integer("bots.games.max", 20),
        Boolean.parseBoolean(settings.string("bots.rated", "false")),
        settings.integer("bots.level", 4));
  }

  /** The bots' thinking pool: {@code bots.threads} daemon threads below normal priority. */
  public static ExecutorService pool(Settings settings) {
    AtomicInteger count = new AtomicInteger();
    ThreadFactory threads = task -> {
      Thread thread = new Thread(task, "arbiter-bot-" + count.incrementAndGet());
      thread.setDaemon(true);
      thread.setPriority(Thread.MIN_PRIORITY); // live games' loops come first
      return thread;
    };
    return Executors.newFixedThreadPool(Math.max(1, settings.integer("bots.threads", 1)), threads);
  }

  /** {@code house} at a level is {@code house1} .. {@code house8}. */
  @Override
  public String atLevel(String name, int level) {
    return name.equals(HOUSE) && level >= Level.MIN && level <= Level.MAX ? HOUSE + level : null;
  }

  @Override
  public int maxLevel() {
    return Level.MAX;
  }

  /** The level of bot {@code name}, 0 if it is not a bot's name. */
  static int level(String name, int defaultLevel) {
    if (name.equals(HOUSE)) {
      return defaultLevel;
    }
    if (name.length() == HOUSE.length() + 1 && name.startsWith(HOUSE)) {
      int digit = name.charAt(HOUSE.length()) - '0';
      return digit >= Level.MIN && digit <= Level.MAX ? digit : 0;
    }
    return 0;
  }

  @Override
  public boolean isBot(String name) {
    return level(name, defaultLevel) > 0;
  }

  @Override
  public List<String> names() {
    List<String> names = new ArrayList<>();
    names.add(HOUSE);
    for (int level = Level.MIN; level <= Level.MAX; level++) {
      names.add(HOUSE + level);
    }
    return names;
  }

  @Override
  public BotSeat seat(String name, Variant variant) {
    if (games.incrementAndGet() > maxGames) {
      games.decrementAndGet();
      return null;
    }
    Player engine = new Player(variant, Level.of(level(name, defaultLevel)), new SplittableRandom(),
        System::nanoTime);
    return new BotPlayer(name, turn -> engine.move(turn.view().turnStart(), turn.before(),
        turn.clock()), thinking, games::decrementAndGet);
  }

  @Override
  public int maxGames() {
    return maxGames;
  }

  @Override
  public boolean rated() {
    return rated;
  }

  /** How many bot games run now. */
  public int running() {
    return games.get();
  }
}
