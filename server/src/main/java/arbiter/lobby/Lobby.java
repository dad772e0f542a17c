package arbiter.lobby;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import arbiter.clock.GameClock;
import arbiter.clock.Ticker;
import arbiter.protocol.TimeControl;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.game.Absence;
import arbiter.game.Ending;
import arbiter.game.GameRoom;
import arbiter.game.GameSummary;
import arbiter.game.Match;
import arbiter.game.PlayedMove;
import arbiter.game.Seat;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.game.Journal;
import arbiter.game.StoredGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * Who is online, the challenges waiting for an answer, and the running games. One lock guards it
 * all: lobby operations are rare and short next to the moves, which run in the game rooms.
 */
public final class Lobby implements GameRoom.EndListener {

  private static final Logger LOG = LoggerFactory.getLogger(Lobby.class);

  private final Supplier<Executor> roomExecutors;
  private final GameRoom.Context rooms;
  private volatile BiConsumer<GameRoom, Ending> endListener = (room, ending) -> {};
  private long lastGameId;
  private final Map<String, Member> online = new TreeMap<>();
  /** Challenges by challenged user, then by challenger. */
  private final Map<String, Map<String, Challenge>> challenges = new HashMap<>();
  private final Map<Long, GameRoom> running = new LinkedHashMap<>();
  /** The running game of each user who plays one, connected or not. */
  private final Map<String, GameRoom> playing = new HashMap<>();
  /** Arranged games of users who were busy in another game: they go on to it next. */
  private final Map<String, GameRoom> queued = new HashMap<>();
  /** The sessions that watch the lobby's users and games. */
  private final LobbyWatch watch;
  /** The ICS seek ads. */
  private final SeekBoard seeks = new SeekBoard();

  /**
   * @param lastGameId the highest game id stored so far; new games count on from it
   * @param roomExecutors gives each new room its serial executor
   * @param absence how long a player who dropped keeps their game
   * @param ticker the time, and the timers of the games' clocks
   */
  public Lobby(Journal journal, long lastGameId, Supplier<Executor> roomExecutors, Absence absence,
      Ticker ticker) {
    this.lastGameId = lastGameId;
    this.roomExecutors = roomExecutors;
    this.rooms = new GameRoom.Context(journal, this, absence, ticker);
    this.watch = new LobbyWatch(ticker, this::shown);
  }

  /** A lobby of untimed games only (the seed 002 program): no clock ever runs. */
  public Lobby(Journal journal, long lastGameId, Supplier<Executor> roomExecutors, Absence absence) {
    this(journal, lastGameId, roomExecutors, absence, NO_TIMERS);
  }

  /** Time without timers, for a lobby whose games are all untimed. */
  private static final Ticker NO_TIMERS = new Ticker() {
    @Override
    public long now() {
      return System.nanoTime() / 1_000_000;
    }

    @Override
    public long epochMillis() {
      return System.currentTimeMillis();
    }

    @Override
    public Cancellable schedule(Runnable task, long delayMillis) {
      throw new UnsupportedOperationException("this lobby has no timed games");
    }
  };

  /**
   * Takes up the games that were running when the server stopped, each at its last stored move;
   * their players get them back when they log in.
   *
   * @return how many games resumed
   */
  public synchronized int resume(List<StoredGame> running) {
    int resumed = 0;
    for (StoredGame game : running) {
      lastGameId = Math.max(lastGameId, game.id());
      Variant variant = Variants.byId(game.variant()).orElse(null);
      if (variant == null) {
        LOG.error("game {}: unknown variant {}; the game is skipped and stays stored as it is",
            game.id(), game.variant());
        continue;
      }
      Match match;
      try {
        match = Match.resume(variant, game);
      } catch (RuntimeException e) { // one bad stored move must not keep the server from starting
        LOG.error("game {} ({} - {}): its stored moves do not replay ({}); the game is skipped and"
            + " stays stored as it is", game.id(), game.white(), game.black(), e.toString());
        continue;
      }
      GameRoom room = open(game.id(), match, restoredClock(game, match), Seat.ABSENT, Seat.ABSENT,
          false, roomExecutors.get());
      room.resume();
      resumed++;
    }
    return resumed;
  }

  /**
   * The clocks of a stored game: each side's time as stored with its last move (its initial time
   * if it has not moved), and the moves each has made; {@code null} when untimed.
   */
  private static GameClock restoredClock(StoredGame game, Match match) {
    TimeControl control = TimeControl.parse(game.timeControl());
    if (!control.timed()) {
      return null;
    }
    GameClock initial = new GameClock(control);
    long[] millis = {initial.remaining(Side.WHITE, 0), initial.remaining(Side.BLACK, 0)};
    int[] periods = {initial.periods(Side.WHITE), initial.periods(Side.BLACK)};
    int[] moves = new int[2];
    List<PlayedMove> played = match.moves(null);
    for (int i = 0; i < played.size() && i < game.clocks().size(); i++) {
      int side = played.get(i).side().ordinal();
      millis[side] = game.clocks().get(i).millis();
      periods[side] = game.clocks().get(i).periods();
      moves[side]++;
    }
    return GameClock.restored(control, millis[0], millis[1], periods[0], periods[1], moves[0],
        moves[1]);
  }

  /** Told, on the room's thread, of every game that ended, was stored and was shown to all. */
  public void onGameEnd(BiConsumer<GameRoom, Ending> listener) {
    this.endListener = listener;
  }

  /** Tells a user something if they are online. */
  public synchronized void tell(String name, DomainEvent event) {
    Member member = online.get(name);
    if (member != null) {
      member.receive(event);
    }
  }

  /** A new game id, for a game to be {@link #arrange arranged} once something is stored under it. */
  public synchronized long reserveGameId() {
    return ++lastGameId;
  }

  /**
   * Starts a game the server arranged, such as a tournament round's: players who are online and
   * free enter it at once; the others are seated absent and get it when they log in or when their
   * current game ends.
   *
   * @param id from {@link #reserveGameId()}
   */
  public synchronized GameRoom arrange(long id, String white, String black, Variant variant, int limit,
      TimeControl control) {
    Seat[] seats = new Seat[2];
    String[] names = {white, black};
    for (int i = 0; i < 2; i++) {
      Member member = online.get(names[i]);
      seats[i] = member != null && !playing.containsKey(names[i]) ? member : Seat.ABSENT;
    }
    GameRoom room =
        new GameRoom(id, new Match(variant, limit, white, black), clock(control), seats[0],
            seats[1], false, roomExecutors.get(), rooms);
    running.put(id, room);
    watch.changed();
    for (Side side : Side.values()) {
      String name = names[side.ordinal()];
      if (playing.containsKey(name)) {
        queued.put(name, room);
      } else {
        playing.put(name, room);
      }
      if (seats[side.ordinal()] instanceof Member member) {
        challenges.remove(name);
        member.enterGame(room, side);
      }
    }
    room.start();
    return room;
  }

  /** What a login found. */
  public record Login(Member replaced, GameRoom room, Side side) {}

  /**
   * The user is online in this session; an earlier session of theirs is taken over. If they play
   * a game, the caller should {@link GameRoom#rebind} it to this session.
   */
  public synchronized Login login(String name, Member member) {
    Member replaced = online.put(name, member);
    if (replaced != null && replaced != member) {
      watch.unwatch(replaced);
      replaced.takenOver();
    } else {
      replaced = null;
    }
    watch.changed();
    GameRoom room = playing.get(name);
    if (room == null) {
      return new Login(replaced, null, null);
    }
    return new Login(replaced, room, room.sideOf(name));
  }

  /** The session logged out (or its connection closed): it is no longer online. */
  public synchronized void logout(String name, Member member) {
    if (online.get(name) != member) {
      return; // taken over: the newer session stays
    }
    online.remove(name);
    watch.unwatch(member);
    watch.changed();
    challenges.remove(name);
    for (Map<String, Challenge> waiting : challenges.values()) {
      waiting.remove(name);
    }
    removeSeeks(name);
  }

  public synchronized boolean isOnline(String name) {
    return online.containsKey(name);
  }

  /** Whether a guest of this name is online (guests have no account to find them by). */
  public synchronized boolean isGuest(String name) {
    Member member = online.get(name);
    return member != null && member.guest();
  }

  public synchronized boolean isPlaying(String name) {
    return playing.containsKey(name);
  }

  /** The online users, in lexicographic order, with the game each plays. */
  public synchronized List<DomainEvent.OnlineUser> who() {
    List<DomainEvent.OnlineUser> users = new ArrayList<>();
    for (String name : online.keySet()) {
      GameRoom room = playing.get(name);
      users.add(new DomainEvent.OnlineUser(name, room == null ? 0 : room.id()));
    }
    return users;
  }

  /** The member watches the lobby ({@code on}) or stops; a new watcher is shown it at once. */
  public synchronized void watch(Member member, boolean on) {
    if (on) {
      watch.watch(member, shown());
    } else {
      watch.unwatch(member);
    }
  }

  /** The lobby as a watcher sees it. */
  private synchronized DomainEvent.LobbyShown shown() {
    return new DomainEvent.LobbyShown(who(), games());
  }

  /** The running games, oldest first. */
  public synchronized List<GameSummary> games() {
    List<GameSummary> games = new ArrayList<>();
    for (GameRoom room : running.values()) {
      games.add(room.summary());
    }
    return games;
  }

  /** The running game with this id, or {@code null}. */
  public synchronized GameRoom room(long id) {
    return running.get(id);
  }

  /**
   * Sends a challenge, or says why not ({@code null}: sent). The challenged user must be online
   * and not in a game; a new challenge to the same user replaces the old one.
   */
  public synchronized Refusal challenge(
      String from, Member challenger, String to, int limit, Variant variant, TimeControl control,
      boolean rated) {
    Member target = online.get(to);
    if (target == null) {
      return Refusal.USER_OFFLINE;
    }
    if (playing.containsKey(to)) {
      return Refusal.USER_IN_GAME;
    }
    if (!target.plays(variant.id())) {
      return Refusal.VARIANT_UNPLAYABLE;
    }
    // a guest has no account: their games leave every rating alone
    rated = rated && !challenger.guest() && !target.guest();
    challenges
        .computeIfAbsent(to, name -> new HashMap<>())
        .put(from, new Challenge(challenger, to, limit, variant, control, rated));
    target.receive(new DomainEvent.Challenged(from, variant.id(), limit,
        control.timed() ? control.text() : null, rated));
    return null;
  }

  /** How many challenges {@code from} has waiting for an answer. */
  public synchronized int challengesFrom(String from) {
    int count = 0;
    for (Map<String, Challenge> waiting : challenges.values()) {
      if (waiting.containsKey(from)) {
        count++;
      }
    }
    return count;
  }

  /** What an accept found: why not, or the new game (to be {@link GameRoom#start started}). */
  public record Accepted(Refusal refusal, GameRoom room) {}

  /** Opens the game {@code from} offered {@code me}: the challenger plays white. */
  public synchronized Accepted accept(String me, Member member, String from) {
    Map<String, Challenge> waiting = challenges.get(me);
    Challenge challenge = waiting == null ? null : waiting.remove(from);
    if (challenge == null) {
      return new Accepted(Refusal.NO_CHALLENGE, null);
    }
    if (online.get(from) != challenge.from() || playing.containsKey(from)) {
      return new Accepted(Refusal.USER_UNAVAILABLE, null);
    }
    // both are busy now: their other challenges lapse
    challenges.remove(me);
    challenges.remove(from);
    GameRoom room = open(++lastGameId,
        new Match(challenge.variant(), challenge.limit(), from, me, challenge.rated()),
        clock(challenge.control()), challenge.from(), member, false, member.executor());
    challenge.from().enterGame(room, Side.WHITE);
    return new Accepted(null, room);
  }

  /** Turns a challenge down, or says why not ({@code null}: declined). */
  public synchronized Refusal decline(String me, String from) {
    Map<String, Challenge> waiting = challenges.get(me);
    Challenge challenge = waiting == null ? null : waiting.remove(from);
    if (challenge == null) {
      return Refusal.NO_CHALLENGE;
    }
    challenge.from().receive(new DomainEvent.ChallengeDeclined(me));
    return null;
  }

  /** Takes back the challenge {@code from} sent {@code to}, or says why not ({@code null}: done). */
  public synchronized Refusal withdraw(String from, String to) {
    Map<String, Challenge> waiting = challenges.get(to);
    Challenge challenge = waiting == null ? null : waiting.remove(from);
    if (challenge == null) {
      return Refusal.NO_CHALLENGE;
    }
    Member target = online.get(to);
    if (target != null) {
      target.receive(new DomainEvent.ChallengeWithdrawn(from));
    }
    return null;
  }

  /**
   * Posts a seek ad to standard chess, replacing the seeker's earlier one; every user whose client
   * shows seek ads is told. Returns its number.
   */
  public synchronized int seek(String user, Member member, TimeControl control, boolean rated) {
    removeSeeks(user);
    DomainEvent.SeekAd ad = seeks.post(user, member, control, rated && !member.guest());
    announce(new DomainEvent.SeekPosted(ad), user);
    return ad.id();
  }

  /** Removes the user's seek ads; whether there were any. */
  public synchronized boolean unseek(String user) {
    return !removeSeeks(user).isEmpty();
  }

  /** The seek ads, oldest first. */
  public synchronized List<DomainEvent.SeekAd> seeks() {
    return seeks.all();
  }

  /** Takes seek ad {@code id}: the game starts as if the seeker's challenge was accepted. */
  public synchronized Accepted play(String me, Member member, int id) {
    SeekBoard.Entry entry = seeks.get(id);
    if (entry == null) {
      return new Accepted(Refusal.NO_SUCH_SEEK, null);
    }
    String from = entry.ad().user();
    if (from.equals(me)) {
      return new Accepted(Refusal.OWN_SEEK, null);
    }
    if (online.get(from) != entry.member() || playing.containsKey(from)) {
      removeSeeks(from);
      return new Accepted(Refusal.NO_SUCH_SEEK, null);
    }
    challenges.remove(me);
    challenges.remove(from);
    Variant chess = Variants.byId("chess").orElseThrow();
    boolean rated = entry.ad().rated() && !member.guest();
    DomainEvent taken = new DomainEvent.SeekTaken(id, from, me, rated);
    entry.member().receive(taken);
    member.receive(taken);
    GameRoom room = open(++lastGameId, new Match(chess, 0, from, me, rated),
        clock(entry.control()), entry.member(), member, false, member.executor());
    entry.member().enterGame(room, Side.WHITE);
    return new Accepted(null, room);
  }

  /** Removes the users' seek ads and tells those who see them; the numbers removed. */
  private List<Integer> removeSeeks(String... users) {
    List<Integer> gone = seeks.removeBy(users);
    if (!gone.isEmpty()) {
      announce(new DomainEvent.SeeksRemoved(gone), null);
    }
    return gone;
  }

  /** Tells the news to each user who sees seek ads, but {@code except} (FICS's way with one's own). */
  private void announce(DomainEvent news, String except) {
    for (Map.Entry<String, Member> user : online.entrySet()) {
      Member member = user.getValue();
      if (member.seesSeeks() && !user.getKey().equals(except)) {
        member.receive(news);
      }
    }
  }

  /**
   * Starts a game at one console (seed 002): the member plays both sides, white first.
   *
   * @param executor the console's own thread
   */
  public synchronized GameRoom startHotSeat(
      String white, Member member, String black, int limit, Variant variant, Executor executor) {
    return open(variant, limit, null, white, member, black, member, true, executor);
  }

  private GameRoom open(
      Variant variant,
      int limit,
      GameClock clock,
      String white,
      Member whiteMember,
      String black,
      Member blackMember,
      boolean hotSeat,
      Executor executor) {
    return open(++lastGameId, new Match(variant, limit, white, black), clock, whiteMember,
        blackMember, hotSeat, executor);
  }

  private GameRoom open(long id, Match match, GameClock clock, Seat white, Seat black,
      boolean hotSeat, Executor executor) {
    GameRoom room = new GameRoom(id, match, clock, white, black, hotSeat, executor, rooms);
    running.put(id, room);
    watch.changed();
    if (!hotSeat) {
      playing.put(match.name(Side.WHITE), room);
      playing.put(match.name(Side.BLACK), room);
      // a player is busy now: their seek ads lapse
      removeSeeks(match.name(Side.WHITE), match.name(Side.BLACK));
    }
    return room;
  }

  /** A new game's clocks, {@code null} when untimed. */
  private static GameClock clock(TimeControl control) {
    return control.timed() ? new GameClock(control) : null;
  }

  @Override
  public synchronized void removed(GameRoom room) {
    running.remove(room.id());
    watch.changed();
    for (Side side : Side.values()) {
      String name = room.player(side);
      playing.remove(name, room);
      queued.remove(name, room);
    }
  }

  @Override
  public void ended(GameRoom room, Ending ending) {
    synchronized (this) {
      for (Side side : Side.values()) {
        String name = room.player(side);
        if (playing.containsKey(name)) {
          continue;
        }
        GameRoom next = queued.remove(name);
        if (next != null) {
          playing.put(name, next);
          Member member = online.get(name);
          if (member != null) {
            Side nextSide = next.sideOf(name);
            member.enterGame(next, nextSide);
            next.rebind(nextSide, member);
          }
        }
      }
    }
    endListener.accept(room, ending);
  }
}
