package arbiter.session;

import arbiter.clock.FakeTicker;
import arbiter.clock.StallFreeTicker;
import arbiter.clock.Ticker;
import arbiter.command.Command;
import arbiter.director.MemoryTournamentArchive;
import arbiter.director.TournamentDirector;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.game.Absence;
import arbiter.lobby.Bots;
import arbiter.lobby.Lobby;
import arbiter.simul.MemorySimulArchive;
import arbiter.simul.Simuls;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.MemoryStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;

/**
 * The server's domain without a socket, for scenario tests: direct executors (everything runs on
 * the test's thread, in order), a {@link FakeTicker} the test moves, the memory store, and sessions
 * whose faces record the typed events they are given. Tests assert events, not English.
 */
public final class InMemoryServer {

  private static final Executor HERE = Runnable::run;

  public final FakeTicker ticker;
  public final MemoryStore store;
  public final Lobby lobby;
  /** The tournaments' archive and its audit logs; {@code null} without tournaments. */
  public final MemoryTournamentArchive tournaments;
  /** The simuls, kept in memory across a {@link #restarted} server as the store keeps games. */
  public final Simuls simuls;
  private final MemorySimulArchive simulArchive;
  private final Services services;

  /** A server whose players keep a dropped game for {@code graceMillis}. */
  public InMemoryServer(long graceMillis) {
    this(new MemoryStore(CheapHasher.create()), new FakeTicker(), graceMillis, null);
  }

  /** A server with tournaments (rounds start at once), whose admins are {@code admins}. */
  public InMemoryServer(Set<String> admins) {
    this(new MemoryStore(CheapHasher.create()), new FakeTicker(), 120_000, admins, false);
  }

  /**
   * A server whose time leaves out the stalls of the whole process, as a real server's does
   * ({@link StallFreeTicker}): {@link FakeTicker#stall} freezes it.
   */
  public static InMemoryServer stallFree() {
    return new InMemoryServer(new MemoryStore(CheapHasher.create()), new FakeTicker(), 120_000,
        null, true);
  }

  private InMemoryServer(MemoryStore store, FakeTicker ticker, long graceMillis,
      Set<String> admins) {
    this(store, ticker, graceMillis, admins, false);
  }

  private InMemoryServer(MemoryStore store, FakeTicker ticker, long graceMillis,
      Set<String> admins, boolean stallFree) {
    this(store, ticker, graceMillis, admins, stallFree, new MemorySimulArchive());
  }

  private InMemoryServer(MemoryStore store, FakeTicker ticker, long graceMillis,
      Set<String> admins, boolean stallFree, MemorySimulArchive simulArchive) {
    this.store = store;
    this.ticker = ticker;
    Ticker time = stallFree ? new StallFreeTicker(ticker) : ticker;
    DirectJournal journal = new DirectJournal(store);
    lobby = new Lobby(journal, store.lastGameId(), () -> HERE,
        new Absence(graceMillis, time::now), time);
    TournamentDirector director = null;
    tournaments = admins == null ? null : new MemoryTournamentArchive();
    if (admins != null) {
      director = TournamentDirector.onExecutor(HERE, tournaments, lobby,
          new TournamentDirector.Config(admins, 300_000, 1000,
              Path.of(System.getProperty("java.io.tmpdir"), "arbiter-in-memory"), store,
              TournamentDirector.Rhythm.IMMEDIATE, 0, 0, store::exists, 0, journal, store::id), time);
    }
    this.simulArchive = simulArchive;
    simuls = new Simuls(simulArchive, store, lobby, HERE, time::epochMillis, store::id);
    services = new Services(store, store, store, HERE, lobby, LoginThrottle.none(), director,
        Path.of(System.getProperty("java.io.tmpdir"), "arbiter-in-memory", "exports"), 0,
        Limits.none()).withSimuls(simuls);
  }

  /**
   * This server killed and started again on its store, after {@code downMillis}: the running games
   * resume and wait up to {@code resumeGraceMillis} for their players. Nobody is connected.
   */
  public InMemoryServer restarted(long downMillis, long resumeGraceMillis) {
    return restarted(downMillis, resumeGraceMillis, Bots.NONE);
  }

  /** As {@link #restarted(long, long)}, with {@code bots} (made for the new server) in it. */
  public InMemoryServer restarted(long downMillis, long resumeGraceMillis, Bots bots) {
    InMemoryServer next = new InMemoryServer(store, new FakeTicker(ticker.now() + downMillis),
        120_000, null, false, simulArchive);
    next.lobby.bots(bots);
    next.lobby.resume(store.runningGames(), resumeGraceMillis);
    next.simuls.restore().join();
    return next;
  }

  public InMemoryServer() {
    this(120_000);
  }

  /** A new connection, logged in as {@code name} (registered first if need be). */
  public Player login(String name) {
    if (!store.exists(name)) {
      store.register(name, "pw");
    }
    Player player = new Player();
    player.send(new Command.Login(name, "pw"));
    return player;
  }

  /**
   * {@code white} challenges {@code black} to {@code variant} under {@code time} ({@code null}:
   * untimed); black accepts and the game starts.
   */
  public static void startGame(Player white, Player black, String variant, String time) {
    white.send(new Command.Challenge(black.name(), 0, variant, time, true));
    black.send(new Command.Accept(white.name()));
  }

  /** A connection: a session whose face records what it is told. */
  public final class Player implements Face {

    private final Session session = new Session(services, this, HERE);
    /** Everything shown, answers and news, in order. */
    private final List<DomainEvent> events = new ArrayList<>();
    /** The answer to the last command. */
    private List<DomainEvent> answer = List.of();
    private boolean closed;
    /** The language the session told before an answer, and how many events had been shown then. */
    private String spoken;
    private int spokenAt = -1;

    /** Gives the session a command; its answer is {@link #answer()}. */
    public List<DomainEvent> send(Command command) {
      answer = List.of();
      session.receive(command).join();
      return answer;
    }

    public List<DomainEvent> answer() {
      return answer;
    }

    public String name() {
      return session.name();
    }

    /** Every event shown so far, oldest first. */
    public List<DomainEvent> events() {
      return List.copyOf(events);
    }

    /** The last event of a type shown to this player. */
    public <T extends DomainEvent> T last(Class<T> type) {
      for (int i = events.size() - 1; i >= 0; i--) {
        if (type.isInstance(events.get(i))) {
          return type.cast(events.get(i));
        }
      }
      throw new AssertionError("no " + type.getSimpleName() + " in " + events);
    }

    /** The events of a type shown to this player, oldest first. */
    public <T extends DomainEvent> List<T> all(Class<T> type) {
      return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The connection drops. */
    public void drop() {
      session.disconnected().join();
    }

    public boolean closed() {
      return closed;
    }

    @Override
    public void answer(Reply reply) {
      answer = List.copyOf(reply.events());
      events.addAll(reply.events());
    }

    @Override
    public void push(DomainEvent event) {
      events.add(event);
    }

    @Override
    public void close() {
      closed = true;
    }

    @Override
    public void speaks(String language) {
      spoken = language;
      spokenAt = events.size();
    }

    /** The language kept with the account, as the session told it at login; {@code null}: none. */
    public String spoken() {
      return spoken;
    }

    /** How many events had been shown when the language was told (-1: never told). */
    public int spokenAt() {
      return spokenAt;
    }

    @Override
    public String address() {
      return "memory";
    }
  }
}
