package arbiter.net;

import arbiter.game.Absence;
import arbiter.config.Settings;
import arbiter.director.TournamentDirector;
import arbiter.lobby.Lobby;
import arbiter.session.LoginThrottle;
import arbiter.session.Services;
import arbiter.store.Argon2Hasher;
import arbiter.store.BatchingJournal;
import arbiter.store.Database;
import arbiter.store.JdbcStore;
import arbiter.store.JdbcTournamentArchive;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.net.InetSocketAddress;
import java.util.HashSet;
import java.util.Set;
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

  private final Database database;
  private final BatchingJournal journal;
  private final ExecutorService blocking;
  private final EventLoopGroup boss;
  private final EventLoopGroup workers;
  private final Channel listener;
  private final JdbcStore store;
  private final TournamentDirector tournaments;
  private final ServerInitializer initializer;
  private final AtomicBoolean closed = new AtomicBoolean();

  private ArbiterServer(ServerConfig config) throws InterruptedException {
    database = Database.open(config.settings(), config.dataDir());
    store = new JdbcStore(database.dataSource(), Argon2Hasher.of(config.settings()));
    journal = new BatchingJournal(store);
    blocking = Executors.newFixedThreadPool(
        config.settings().integer("blocking.threads", 4), daemonThreads("arbiter-blocking"));
    boss = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    workers = new MultiThreadIoEventLoopGroup(
        config.settings().integer("event.loops", 0), NioIoHandler.newFactory());
    Absence absence =
        new Absence(
            config.settings().integer("reconnect.grace.seconds", 120) * 1000L,
            System::currentTimeMillis);
    Lobby lobby = new Lobby(journal, store.lastGameId(), workers::next, absence);
    tournaments = new TournamentDirector(
        new JdbcTournamentArchive(database.dataSource()), lobby, directorConfig(config));
    tournaments.load();
    int resumed = lobby.resume(store.runningGames());
    if (resumed > 0) {
      LOG.info("resumed {} running game(s) at their last stored move", resumed);
    }
    tournaments.carryOn();
    LoginThrottle throttle =
        new LoginThrottle(
            config.settings().integer("login.delay.base.millis", 250),
            config.settings().integer("login.delay.max.millis", 8000),
            System::currentTimeMillis);
    Services services = new Services(store, blocking, lobby, throttle, true, tournaments);
    initializer = new ServerInitializer(services, config);
    listener =
        new ServerBootstrap()
            .group(boss, workers)
            .channel(NioServerSocketChannel.class)
            .option(ChannelOption.SO_BACKLOG, 1024)
            .childOption(ChannelOption.TCP_NODELAY, true)
            .childOption(
                ChannelOption.WRITE_BUFFER_WATER_MARK,
                new WriteBufferWaterMark(config.writeBufferLow(), config.writeBufferHigh()))
            .childHandler(initializer)
            .bind(config.bind(), config.port())
            .sync()
            .channel();
  }

  private static TournamentDirector.Config directorConfig(ServerConfig config) {
    Settings settings = config.settings();
    Set<String> admins = new HashSet<>();
    for (String admin : settings.string("admins", "").split(",")) {
      if (!admin.isBlank()) {
        admins.add(admin.strip());
      }
    }
    return new TournamentDirector.Config(
        admins,
        settings.integer("tournament.absent.seconds", 300) * 1000L,
        settings.integer("tournament.sweep.millis", 1000),
        config.dataDir().resolve("tournaments"));
  }

  /** Opens the store and starts listening; fails if the port is taken. */
  public static ArbiterServer start(ServerConfig config) throws InterruptedException {
    return new ArbiterServer(config);
  }

  /** The port it listens on (useful when the configuration asked for any free port). */
  public int port() {
    return ((InetSocketAddress) listener.localAddress()).getPort();
  }

  /** The store, for tests and tools that look at what was kept. */
  public JdbcStore store() {
    return store;
  }

  /** Connections open now. */
  public int openConnections() {
    return initializer.openConnections();
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
    listener.close().syncUninterruptibly();
    boss.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    workers.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    tournaments.close();
    journal.close(); // after the rooms stopped: what they recorded is written
    blocking.shutdown();
    try {
      blocking.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    database.close();
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
