package arbiter.boot;

import arbiter.clock.StallFreeTicker;
import arbiter.clock.SystemTicker;
import arbiter.clock.Ticker;
import arbiter.game.Absence;
import arbiter.cluster.core.CoreNode;
import arbiter.cluster.core.WebQueries;
import arbiter.face.web.LocalWebSource;
import arbiter.async.LoopTurns;
import arbiter.config.ServerConfig;
import arbiter.face.words.Words;
import arbiter.config.Settings;
import arbiter.director.TournamentDirector;
import arbiter.simul.Simuls;
import arbiter.lobby.StoreOutage;
import arbiter.store.StoreProbe;
import javax.sql.DataSource;
import arbiter.store.JdbcSimulArchive;
import arbiter.bot.GameAnalyses;
import arbiter.bot.BotRoster;
import arbiter.bot.EngineBots;
import arbiter.bot.HouseBots;
import arbiter.cluster.ClusterRole;
import arbiter.cluster.CoreLeader;
import arbiter.cluster.LeaseTiming;
import arbiter.cluster.Leadership;
import arbiter.edge.IcsPortInitializer;
import arbiter.edge.PortBinding;
import arbiter.edge.TextPortInitializer;
import arbiter.edge.Transport;
import arbiter.lobby.Lobby;
import arbiter.session.LoginThrottle;
import arbiter.session.Services;
import arbiter.store.Argon2Hasher;
import arbiter.store.BatchingJournal;
import arbiter.store.DamagedDatabaseException;
import arbiter.store.DataLock;
import arbiter.store.Database;
import arbiter.store.JdbcLoginTokens;
import arbiter.store.JdbcAdminGrants;
import arbiter.store.JdbcStore;
import arbiter.store.JdbcTournamentArchive;
import io.netty.channel.Channel;
import io.netty.channel.EventLoopGroup;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running Arbiter server: the store, the lobby and the listening socket. Event loops run the
 * sessions and game rooms; a separate pool runs JDBC and password hashing; one thread writes games.
 */
public final class ArbiterServer implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(ArbiterServer.class);

  private final ServerConfig config;
  /** The data directory's lock; null for a core, whom the lease keeps alone instead. */
  private final DataLock lock;
  private final ClusterRole role;
  /** A core's hold on the lease; null for a single server. */
  private CoreLeader core;
  /** The time and the clocks' timers: the real ones, or a test's. */
  private final Ticker ticker;
  // built by boot(); any of them may be missing when a start failed half-way
  private Database database;
  private BatchingJournal journal;
  private ExecutorService blocking;
  private ExecutorService hashing;
  /** Where the house bots think: their own low-priority pool, never an event loop. */
  private ExecutorService bots;
  /** Where finished games are analysed: a thread of their own, so no bot's move waits for one. */
  private ExecutorService analyses;
  /** The external engines' bots, whose processes end with the server. */
  private EngineBots engines;
  /** How the loops below move bytes ({@code server.transport}). */
  private Transport transport;
  private EventLoopGroup boss;
  private EventLoopGroup workers;
  private Channel listener;
  private PortBinding ports;
  private JdbcStore store;
  private TournamentDirector tournaments;
  private Lobby lobby;
  private TextPortInitializer initializer;
  /** The web face (HTTP pages and the WebSocket). */
  private WebPort web;
  /** The ICS (FICS dialect) port's listener and connections; null when the port is off. */
  private Channel icsListener;
  private IcsPortInitializer icsInitializer;
  /** The link to the cluster's edges when {@code cluster.role} is core; null otherwise. */
  private CoreNode cluster;
  private final AtomicBoolean closed = new AtomicBoolean();

  private ArbiterServer(ServerConfig config, DataLock lock, ClusterRole role, Ticker ticker) {
    this.config = config;
    this.lock = lock;
    this.role = role;
    this.ticker = ticker;
  }

  private void boot() throws InterruptedException {
    // first: a core's link to Redis runs on them (named, so that a thread dump or a BlockHound
    // report says which loop it was)
    try {
      transport = Transport.of(config.settings());
    } catch (IllegalArgumentException e) {
      throw new ServerStartException(e.getMessage(), e);
    }
    boss = transport.loops(1, "arbiter-accept");
    // one loop whatever the cores: a player's move on another loop than their game's room
    // crosses to it and back, each a wake-up: 22-100 us a move more with two loops at 1,000
    // moves/s, where one loop is a sixth busy (docs/PERFORMANCE.md, "One event loop by default")
    workers = transport.loops(config.settings().integer("event.loops", 1), "arbiter-loop");
    if (role == ClusterRole.CORE && !config.settings().string("cluster.redis", "").isEmpty()) {
      try { // before the lease: a standby that takes over is linked up already
        cluster = CoreNode.connect(config.settings(), transport, workers);
      } catch (IllegalStateException e) {
        throw new ServerStartException(e.getMessage(), e);
      }
    }
    try {
      long epoch = 0;
      if (role.leased(config.settings())) {
        // a standby waits here; once it leads it takes up the journal as a restart does
        core = CoreLeader.await(config.settings(), config.dataDir());
        epoch = core.leadership().epoch();
      }
      database = Database.open(config.settings(), config.dataDir(), epoch,
          core == null ? 0 : LeaseTiming.of(config.settings()).leaseMillis());
    } catch (IllegalArgumentException | DamagedDatabaseException e) { // the operator's to fix
      throw new ServerStartException(e.getMessage(), e);
    }
    store = new JdbcStore(database, Argon2Hasher.of(config.settings()));
    journal = new BatchingJournal(store.journalWriter(config.settings()
        .string("journal.move.log", "true").equalsIgnoreCase("true")),
        config.settings().integer("journal.linger.micros",
        (int) BatchingJournal.LINGER_MICROS), journalTurns(config.settings(), database),
        config.settings().integer("journal.loop.stall.millis", (int) BatchingJournal.STALL_MILLIS));
    blocking = Executors.newFixedThreadPool(
        config.settings().integer("blocking.threads", 4), daemonThreads("arbiter-blocking"));
    Absence absence =
        new Absence(config.settings().integer("reconnect.grace.seconds", 120) * 1000L, ticker::now);
    lobby = new Lobby(journal, store.lastGameId(), workers::next, absence, ticker);
    web = new WebPort(config);
    DataSource stored = database.dataSource();
    // the clocks stand still while the store is down, and on a core whose lease is unconfirmed
    Leadership leads = core != null ? core.leadership() : CoreNode.soleLeader();
    StoreOutage.watch(lobby, () -> StoreProbe.answers(stored), leads::isLeader, blocking, ticker,
        StoreOutage.PROBE_MILLIS);
    bots = HouseBots.pool(config.settings());
    engines = EngineBots.of(config.settings());
    lobby.bots(new BotRoster(HouseBots.of(config.settings(), bots), engines));
    tournaments = new TournamentDirector(
        new JdbcTournamentArchive(database.dataSource()), lobby,
        DirectorSettings.of(config, store, store, new JdbcAdminGrants(database.dataSource()),
            journal, web::address), ticker);
    tournaments.load();
    int resumed = lobby.resume(store.runningGames(),
        config.settings().integer("resume.grace.seconds", 120) * 1000L);
    if (resumed > 0) {
      LOG.info("resumed {} running game(s) at their last stored move", resumed);
    }
    tournaments.carryOn();
    Simuls simuls = new Simuls(new JdbcSimulArchive(database.dataSource()), store, lobby,
        blocking, ticker::epochMillis, store::id);
    simuls.restore().join(); // after the games resumed: a board no longer running has ended
    LoginThrottle throttle =
        new LoginThrottle(
            config.settings().integer("login.delay.base.millis", 250),
            config.settings().integer("login.delay.max.millis", 8000),
            config.settings().integer("login.lockout.failures", 10),
            config.settings().integer("login.lockout.minutes", 15) * 60_000L,
            ticker::now); // monotonic: a wall-clock jump neither ends nor extends a wait
    hashing = LimitSettings.hashingPool(config.settings());
    analyses = GameAnalyses.pool();
    Services services = new Services(store, store, store, blocking, lobby, throttle,
        tournaments, config.dataDir().resolve("exports"),
        config.settings().integer("password.min.length", 0),
        LimitSettings.limits(config.settings(), hashing),
        new GameAnalyses(analyses, config.settings().integer("bots.analysis.queue", 8),
            config.settings().integer("bots.analysis.nodes", (int) Services.ANALYSIS_NODES), 200),
        formVariant(config.settings().string("challenge.variant", Services.FORM_VARIANT)),
        simuls);
    initializer = new TextPortInitializer(services, config);
    web.build(services, tournaments, database.dataSource(), initializer);
    icsFace(services);
    startCluster(services); // the edges first: a core that took over may wait for its ports
    ports = new PortBinding(transport, boss, workers, config,
        core != null && core.leadership().epoch() > 1);
    try {
      listener = ports.listen(initializer, config.port());
    } catch (PortBinding.BindFailure e) {
      throw new ServerStartException("cannot listen on " + config.bind() + ":" + config.port()
          + ": " + e.getMessage() + ServerStartException.bindHint(e.getMessage()), e.getCause());
    }
    web.listen(ports);
    listenIcs();
  }

  /**
   * As a cluster's core ({@code cluster.role=core}) it also runs the connections of the edges:
   * the text and JSON, ICS and WebSocket connections' sessions with {@code services} (their faces
   * run on the edges), and the web pages' questions and watches.
   */
  private void startCluster(Services services) {
    if (cluster == null) {
      return; // not a core, or no Redis named: a core (and its standby) without edges
    }
    // the web face runs on the edges: its pages ask this core, typed
    WebQueries pages = new WebQueries(new LocalWebSource(services, tournaments),
        new JdbcLoginTokens(database.dataSource()), blocking, services.lobby()::isOnline);
    cluster.serve(services, pages, workers,
        core != null ? core.leadership() : CoreNode.soleLeader());
  }

  /** The ICS face for chess programs (XBoard, eboard, Jin): {@code ics.port}, 0 turns it off. */
  private void icsFace(Services services) {
    Settings settings = config.settings();
    if (settings.integer("ics.port", ICS_PORT) == 0) {
      return;
    }
    icsInitializer = new IcsPortInitializer(services, config,
        !settings.string("ics.guests", "true").equalsIgnoreCase("false"), initializer.cap(),
        ticker::epochMillis);
  }

  private void listenIcs() throws InterruptedException {
    Settings settings = config.settings();
    int port = settings.integer("ics.port", ICS_PORT);
    if (icsInitializer == null) {
      return;
    }
    try {
      icsListener = ports.listen(icsInitializer, port);
    } catch (PortBinding.BindFailure e) {
      if (settings.string("ics.port", null) == null) {
        // only the built-in default was tried: the server serves without chess programs
        LOG.warn("ICS port {} not opened ({}); set ics.port to another port, or 0", port,
            e.getMessage());
        return;
      }
      throw new ServerStartException("cannot listen on " + config.bind() + ":" + port
          + " (ics.port): " + e.getMessage() + ServerStartException.bindHint(e.getMessage()), e.getCause());
    }
  }

  /** The ICS port when {@code ics.port} is not set: FICS's own. */
  static final int ICS_PORT = 5000;

  /**
   * The loops the journal commits on ({@code journal.on.loop}): by default Netty's on SQLite,
   * whose commits write to the page cache; none on PostgreSQL, whose round trips would hold a
   * loop (README, the move path).
   */
  private static LoopTurns journalTurns(Settings settings, Database database) {
    boolean onLoop = settings.string("journal.on.loop", String.valueOf(database.sqlite()))
        .equalsIgnoreCase("true");
    return onLoop ? new NettyTurns() : LoopTurns.NONE;
  }

  /** The challenge forms' variant as set; a name no variant has refuses the start. */
  private static String formVariant(String id) {
    String variant = id.strip();
    if (arbiter.rules.Variants.byId(variant).isEmpty()) {
      throw new ServerStartException("challenge.variant " + variant + " is no variant; one of "
          + String.join(", ", arbiter.rules.Variants.ids()));
    }
    return variant;
  }

  /**
   * Locks the data directory, opens the store, takes up running games and tournaments, and starts
   * listening. If any step fails, what was started is stopped again and the exception thrown: a
   * {@link ServerStartException} when the operator can fix it (directory in use, port taken).
   */
  public static ArbiterServer start(ServerConfig config) throws InterruptedException {
    // a stall of the whole process is charged to no clock
    return start(config, new StallFreeTicker(new SystemTicker()));
  }

  /** Starts a server whose time and clock timers are {@code ticker}'s (tests move a fake one). */
  public static ArbiterServer start(ServerConfig config, Ticker ticker) throws InterruptedException {
    Words.english(); // reads every language now: reading a file on an event loop would block it
    ClusterRole role;
    try {
      role = ClusterRole.of(config.settings());
    } catch (IllegalArgumentException e) {
      throw new ServerStartException(e.getMessage(), e);
    }
    DataLock lock = null;
    try {
      if (!role.leased(config.settings())) { // leased cores share their settings and data dir
        lock = DataLock.acquire(config.dataDir());
      }
    } catch (DataLock.InUseException | UncheckedIOException e) { // a file, a place not writable
      throw new ServerStartException(e.getMessage(), e);
    }
    ArbiterServer server = new ArbiterServer(config, lock, role, ticker);
    try {
      server.boot();
      return server;
    } catch (InterruptedException | RuntimeException e) {
      server.close();
      throw e;
    }
  }

  /** The tournaments' director (its players' codes, views and commands). */
  public TournamentDirector tournaments() {
    return tournaments;
  }

  /** The port it listens on (useful when the configuration asked for any free port). */
  public int port() {
    return ((InetSocketAddress) listener.localAddress()).getPort();
  }

  /** The port the ICS face listens on, 0 when it is off. */
  public int icsPort() {
    return icsListener == null ? 0 : ((InetSocketAddress) icsListener.localAddress()).getPort();
  }

  /** The store, for tests and tools that look at what was kept. */
  public JdbcStore store() {
    return store;
  }

  /** The lobby, for tests that look at its rooms. */
  public Lobby lobby() {
    return lobby;
  }

  /** The event loops that run the connections and game rooms, for tests. */
  public EventLoopGroup eventLoops() {
    return workers;
  }

  /** Connections open now. */
  public int openConnections() {
    return initializer.openConnections();
  }

  /** Output queued for connections: the largest backlog of one and the sum of all, in bytes. */
  public long[] queuedBytes() {
    return initializer.queuedBytes();
  }

  /** Bytes of web answers not yet taken by the kernel, summed over the web connections. */
  public long httpQueuedBytes() {
    return web == null ? 0 : web.queuedBytes();
  }

  /** The port of the web face, or 0 when it is off. */
  public int httpPort() {
    return web == null ? 0 : web.port();
  }

  /** Blocks until the listening socket closes. */
  public void awaitClose() throws InterruptedException {
    listener.closeFuture().sync();
  }

  @Override
  public void close() {
    if (closed.getAndSet(true)) {
      return;
    }
    try {
      if (listener != null) {
        listener.close().syncUninterruptibly();
      }
      if (web != null) {
        web.closeListener();
      }
      if (icsListener != null) {
        icsListener.close().syncUninterruptibly();
      }
      if (cluster != null) {
        cluster.close(); // while the loops still run, as the sockets' connections below
      }
      if (icsInitializer != null) {
        icsInitializer.closeConnections();
      }
      if (initializer != null) {
        // while the loops still run, so that every session and game room hears of its close
        initializer.closeConnections();
      }
      if (web != null) {
        web.closeConnections();
      }
      for (EventLoopGroup group : new EventLoopGroup[] {boss, workers}) {
        if (group != null) {
          group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        }
      }
      if (tournaments != null) {
        tournaments.close();
      }
      if (ticker instanceof StallFreeTicker timers) {
        timers.close(); // the server made it; a test's own ticker is the test's
      }
      if (journal != null) {
        journal.close(); // after the rooms stopped: what they recorded is written
      }
      if (hashing != null) {
        hashing.shutdownNow();
      }
      if (bots != null) {
        bots.shutdownNow(); // a bot's search in progress is dropped with its game's room
      }
      if (analyses != null) {
        analyses.shutdownNow(); // an analysis in progress is asked for again after the restart
      }
      if (engines != null) {
        engines.close(); // no engine process outlives the server
      }
      if (blocking != null) {
        blocking.shutdown();
        try {
          blocking.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      if (database != null) {
        database.close();
      }
      if (core != null) {
        core.close(); // last: the journal is written, a standby may take over now
      }
    } finally {
      if (lock != null) {
        lock.close();
      }
    }
  }

  static java.util.concurrent.ThreadFactory daemonThreads(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return runnable -> {
      Thread thread = new Thread(runnable, prefix + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
