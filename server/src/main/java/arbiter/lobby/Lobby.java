package arbiter.lobby;

import arbiter.clock.GameClock;
import arbiter.clock.Ticker;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Audience;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.OnlineUser;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.event.SeekAd;
import arbiter.game.Absence;
import arbiter.game.Ending;
import arbiter.game.GameRoom;
import arbiter.game.RoomContext;
import arbiter.game.GameSummary;
import arbiter.game.Journal;
import arbiter.game.Match;
import arbiter.game.Seat;
import arbiter.game.StoredGame;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Who is online ({@link Presence}), the challenges waiting for an answer ({@link Challenges}), the
 * seek ads ({@link SeekBoard}, their commands {@link SeekCommands}) and the running games. One
 * lock guards it all: lobby operations are rare and short next to the moves, which run in the game
 * rooms. A lobby command answers with a {@link Progress}: its sender's answer, and news for named
 * users, which one publish tells once the lock is released (a face never renders under it).
 */
public final class Lobby implements GameRoom.EndListener {

  private final Supplier<Executor> roomExecutors;
  private final RoomContext rooms;
  private volatile BiConsumer<GameRoom, Ending> endListener = (room, ending) -> {};
  /** Other formats' listeners to every game's end (a simul's boards), besides the director's. */
  private volatile BiConsumer<GameRoom, Ending> alsoOnEnd = (room, ending) -> {};
  private volatile Bots bots = Bots.NONE;
  private long lastGameId;
  private final Presence online = new Presence();
  private final Challenges challenges = new Challenges();
  private final Map<Long, GameRoom> running = new LinkedHashMap<>();
  private final Engagements playing = new Engagements(); // who plays which game: every format's
  // the guests seated at running games: still guests there once they drop out (ICS: "(++++)")
  private final Set<String> seatedGuests = new HashSet<>();
  /** The wait for a resumed game's players that {@code resume.grace.seconds} ships with. */
  public static final long DEFAULT_RESUME_GRACE_MILLIS = 120_000;
  private final LobbyWatch watch; // the sessions that watch the lobby's users and games
  private final SeekBoard seeks = new SeekBoard(); // the ICS seek ads
  private final GameStarts starts = new GameStarts(online, challenges, seeks);
  private final SeekCommands seekCommands =
      new SeekCommands(this, online, seeks, playing, starts);

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
    this.rooms = new RoomContext(journal, this, absence, ticker);
    this.watch = new LobbyWatch(ticker, this::shown);
  }

  /** What its games share: the time and timers of their clocks, where they report failures. */
  public RoomContext rooms() {
    return rooms;
  }

  /**
   * Takes up the games that were running when the server stopped, each at its last stored move;
   * their players get them back when they log in. A game's clocks wait {@code graceMillis} for its
   * players before they run for whoever is back; a game that was paused stays paused.
   *
   * @return how many games resumed
   */
  public synchronized int resume(List<StoredGame> running, long graceMillis) {
    int resumed = 0;
    for (StoredGame game : running) {
      lastGameId = Math.max(lastGameId, game.id());
      Match match = StoredGames.match(game);
      if (match == null) {
        continue;
      }
      GameRoom room = open(game.id(), match, StoredGames.clock(game, match), Seat.ABSENT,
          Seat.ABSENT, roomExecutors.get());
      long firstSeq = StoredGames.firstSeq(game, rooms.ticker().epochMillis());
      room.resume(firstSeq, graceMillis, game.paused());
      bots.rejoin(room, match.variant());
      resumed++;
    }
    return resumed;
  }

  /** Told, on the room's thread, of every game that ended, was stored and was shown to all. */
  public void onGameEnd(BiConsumer<GameRoom, Ending> listener) {
    this.endListener = listener;
  }

  /** Told after the {@link #onGameEnd} listener, whatever that is (a simul's runner). */
  public synchronized void alsoOnGameEnd(BiConsumer<GameRoom, Ending> listener) {
    this.alsoOnEnd = this.alsoOnEnd.andThen(listener);
  }

  /** The house bots of this server; set once, before the first login. */
  public void bots(Bots houseBots) {
    this.bots = houseBots;
  }

  /** The house bots of this server: who they are, their levels, whether their games are rated. */
  public Bots bots() {
    return bots;
  }

  /** Tells a user something if they are online. */
  public void tell(String name, DomainEvent event) {
    publish(Progress.to(new Audience.User(name), event));
  }

  /** One publish: each named user's news, told outside the lock; the sender's answer returned. */
  Progress publish(Progress progress) {
    List<Presence.Tell> tells = new ArrayList<>();
    synchronized (this) {
      for (Progress.Addressed addressed : progress.events()) {
        if (addressed.audience() instanceof Audience.User user) {
          Member member = online.member(user.name());
          if (member != null) {
            tells.add(new Presence.Tell(member, addressed.event()));
          }
        }
      }
    }
    tells.forEach(tell -> tell.member().receive(tell.event()));
    return progress;
  }

  /** A new game id, for a game to be {@link #arrange arranged} once something is stored under it. */
  public synchronized long reserveGameId() {
    return ++lastGameId;
  }

  /**
   * Starts a game the server arranged (a tournament round's, a simul's board): players online and
   * free enter it at once; the others, seated absent, get it at login or their game's end. Every
   * player's seek ads and the challenges to them lapse: busy now or soon, none of them is free.
   *
   * @param id from {@link #reserveGameId()}
   * @param unclaimed players (a tournament's seats) that nobody of their name may ever sit for
   */
  public GameRoom arrange(long id, String white, String black, Variant variant, int limit,
      TimeControl control, java.util.Set<String> unclaimed) {
    Progress lapsed = Progress.NONE; // the seek ads that lapse, told once the lock is released
    GameRoom room;
    synchronized (this) {
      Seat[] seats = new Seat[2];
      String[] names = {white, black};
      Bots.BotSeat[] botSeats = new Bots.BotSeat[2]; // entered in a tournament, bots play there
      for (int i = 0; i < 2; i++) {
        botSeats[i] = bots.arranged(names[i], variant);
        Member member = unclaimed.contains(names[i]) ? null : online.member(names[i]);
        seats[i] = botSeats[i] != null ? botSeats[i]
            : member != null && !playing.busy(names[i]) ? member : Seat.ABSENT;
      }
      room = new GameRoom(id, new Match(variant, limit, white, black), GameClock.of(control),
          seats[0], seats[1], roomExecutors.get(), rooms);
      running.put(id, room);
      watch.changed();
      for (int i = 0; i < 2; i++) {
        if (botSeats[i] != null) {
          botSeats[i].seated(room, Side.values()[i]);
          continue;
        }
        if (unclaimed.contains(names[i])) {
          continue;
        }
        // busy either way: at this game now, or at others first (a simul's host, at every board)
        lapsed = starts.lapse(lapsed, names[i]);
        if (playing.arranged(names[i], room) && seats[i] instanceof Member member) {
          member.enterGame(room, Side.values()[i]);
        }
      }
      room.start();
    }
    publish(lapsed);
    return room;
  }

  /** What a login found. */
  public record Login(Member replaced, GameRoom room, Side side) {}

  /**
   * The user is online in this session; an earlier session of theirs is taken over. If they play
   * a game, the caller should {@link GameRoom#rebind} it to this session.
   */
  public Login login(String name, Member member) {
    Progress news = Progress.NONE; // told once the lock is released, as logout does
    Login login;
    synchronized (this) {
      Member replaced = online.enter(name, member);
      if (replaced != null) {
        watch.unwatch(replaced);
        replaced.takenOver();
        // its ads end with it, as at a logout (FICS's way): the new session may be a face that
        // neither sees nor withdraws them
        news = seeks.removed(news, online, name);
      }
      watch.changed();
      GameRoom room = playing.game(name);
      login = new Login(replaced, room, room == null ? null : room.sideOf(name));
    }
    publish(news);
    return login;
  }

  /** The session logged out (or its connection closed): it is no longer online. */
  public void logout(String name, Member member) {
    Progress news = Progress.NONE;
    synchronized (this) {
      if (!online.leave(name, member)) {
        return; // taken over: the newer session stays
      }
      watch.unwatch(member);
      watch.changed();
      challenges.lapse(name);
      news = seeks.removed(news, online, name);
    }
    publish(news);
  }

  public synchronized boolean isOnline(String name) {
    return online.isOnline(name) || bots.available(name);
  }

  /**
   * Whether a guest of this name is online or seated at a running game (guests have no account to
   * find them by).
   */
  public synchronized boolean isGuest(String name) {
    Member member = online.member(name);
    return member != null ? member.guest() : seatedGuests.contains(name);
  }

  /** Whether the user plays a game now, of any format: then they are refused a second. */
  public synchronized boolean isPlaying(String name) {
    return playing.busy(name);
  }

  /** A format whose players are at games the lobby does not map (a simul's host) says who. */
  public synchronized void holdAlso(Predicate<String> held) {
    playing.holdAlso(held);
  }

  /** The online users, in lexicographic order, with the game each plays. */
  public synchronized List<OnlineUser> who() {
    return online.who(playing.games(), bots.names());
  }

  /** The member watches the lobby ({@code on}) or stops; a new watcher is shown it at once. */
  public void watch(Member member, boolean on) {
    if (on) {
      watch.watch(member, shown()); // shown outside the lobby's lock
    } else {
      watch.unwatch(member);
    }
  }

  /** The lobby as a watcher sees it. */
  private synchronized GameNews.LobbyShown shown() {
    return new GameNews.LobbyShown(who(), games());
  }

  /** The running games, oldest first. */
  public synchronized List<GameSummary> games() { // a game is listed once its start is stored
    return running.values().stream().filter(GameRoom::stored).map(GameRoom::summary).toList();
  }

  /**
   * Nobody of the name sits for its player in the (resumed) room any more: a tournament's seat;
   * {@code heir}, if not null, plays it instead (the account the seat was handed to): at once if
   * online and free (their seek ads lapsing), else when they log in or their game ends.
   */
  public void unclaim(String name, GameRoom room, String heir) {
    // the seat's side by the game's record: the other side's heir may bear the name (handed back)
    Side side = room.player(Side.WHITE).equals(name) ? Side.WHITE : Side.BLACK;
    Member member;
    Progress lapsed = Progress.NONE; // told once the lock is released, as arrange does
    synchronized (this) {
      member = playing.unclaim(room, side, heir) ? online.member(heir) : null;
      if (member != null) {
        lapsed = starts.lapse(lapsed, heir);
      }
    }
    if (member != null) {
      member.enterGame(room, side);
      room.rebind(side, member);
    }
    publish(lapsed);
  }

  /** The running game with this id, or {@code null}. */
  public synchronized GameRoom room(long id) {
    return running.get(id);
  }

  /**
   * Sends a challenge; the answer says it was sent, or why not. The challenged user must be online
   * and not in a game; a new challenge to the same user replaces the old one.
   */
  public Progress challenge(String from, Member challenger, String to, int limit, Variant variant,
      TimeControl control, boolean rated) {
    if (bots.isBot(to)) {
      return challengeBot(challenger, to, limit, variant, control, rated);
    }
    Progress progress;
    synchronized (this) {
      Member target = online.member(to);
      Refusal refusal = target == null ? Refusal.USER_OFFLINE
          : playing.busy(to) ? Refusal.USER_IN_GAME
          : !target.plays(variant.id()) ? Refusal.VARIANT_UNPLAYABLE : null;
      if (refusal != null) {
        return Progress.answer(new AnswerEvent.Refused(refusal));
      }
      boolean counts = Ratedness.rated(rated, challenger, target);
      challenges.put(from, new Challenge(challenger, to, limit, variant, control, counts));
      progress = Progress.answer(new AnswerEvent.ChallengeSent(to, counts))
          .and(new Audience.User(to), new LobbyNews.Challenged(from, variant.id(), limit,
              control.timed() ? control.text() : null, counts));
    }
    return publish(progress);
  }

  /** A bot accepts at once (the challenger plays white), unless the bots play all they may. */
  private Progress challengeBot(Member challenger, String bot, int limit, Variant variant,
      TimeControl control, boolean rated) {
    Progress news;
    GameRoom room;
    boolean counts;
    synchronized (this) {
      AnswerEvent.Refused refused = bots.refused(bot, variant);
      Bots.BotSeat seat = refused == null ? bots.seat(bot, variant) : null;
      if (seat == null) {
        return Progress.answer(refused != null ? refused : bots.busy());
      }
      counts = Ratedness.rated(rated && bots.rated(), challenger);
      room = open(++lastGameId, new Match(variant, limit, challenger.name(), bot, counts),
          GameClock.of(control), challenger, seat, challenger.executor());
      seat.seated(room, Side.BLACK);
      news = starts.lapse(Progress.NONE, challenger.name());
      challenger.enterGame(room, Side.WHITE);
    }
    publish(news);
    room.start();
    return Progress.answer(new AnswerEvent.ChallengeSent(bot, counts));
  }

  /** How many challenges {@code from} has waiting for an answer. */
  public synchronized int challengesFrom(String from) {
    return challenges.from(from);
  }

  /** What an accept found: why not, or the new game (to be {@link GameRoom#start started}). */
  public record Accepted(Refusal refusal, GameRoom room) {}

  /** Opens the game {@code from} offered {@code me}: the challenger plays white. */
  public Accepted accept(String me, Member member, String from) {
    Progress news = Progress.NONE;
    GameRoom room;
    synchronized (this) {
      Challenge challenge = challenges.take(me, from);
      if (challenge == null) {
        return new Accepted(Refusal.NO_CHALLENGE, null);
      }
      if (online.member(from) != challenge.from() || playing.busy(from)) {
        return new Accepted(Refusal.USER_UNAVAILABLE, null);
      }
      room = open(++lastGameId,
          new Match(challenge.variant(), challenge.limit(), from, me, challenge.rated()),
          GameClock.of(challenge.control()), challenge.from(), member, member.executor());
      news = starts.lapse(news, from, me); // both are busy now: their other offers lapse
      challenge.from().enterGame(room, Side.WHITE);
    }
    publish(news);
    return new Accepted(null, room);
  }

  /** Turns a challenge down; the answer says so, or why not. */
  public Progress decline(String me, String from) {
    return drop(me, from, new AnswerEvent.Done(Ack.CHALLENGE_DECLINED), from,
        new LobbyNews.ChallengeDeclined(me));
  }

  /** Takes back the challenge {@code from} sent {@code to}; the answer says so, or why not. */
  public Progress withdraw(String from, String to) {
    return drop(to, from, new AnswerEvent.Done(Ack.CHALLENGE_WITHDRAWN, to), to,
        new LobbyNews.ChallengeWithdrawn(from));
  }

  /** Drops the challenge {@code from} sent {@code to}: answered {@code done}, {@code told} told. */
  private Progress drop(String to, String from, DomainEvent done, String told, DomainEvent news) {
    synchronized (this) {
      if (challenges.take(to, from) == null) {
        return Progress.answer(new AnswerEvent.Refused(Refusal.NO_CHALLENGE));
      }
    }
    return publish(Progress.answer(done).and(new Audience.User(told), news));
  }

  /**
   * Posts a seek ad to standard chess, replacing the seeker's earlier one; every user whose client
   * shows seek ads is told. The answer gives its number.
   */
  public Progress seek(String user, Member member, TimeControl control, boolean rated) {
    return seekCommands.seek(user, member, control, rated);
  }

  /** Removes the user's seek ads; the answer says whether there were any. */
  public Progress unseek(String user) {
    return seekCommands.unseek(user);
  }

  /** The seek ads, oldest first. */
  public synchronized List<SeekAd> seeks() {
    return seeks.all();
  }

  /** Takes seek ad {@code id}: the game starts as if the seeker's challenge was accepted. */
  public Accepted play(String me, Member member, int id) {
    return seekCommands.play(me, member, id);
  }

  /** Opens a game under the next game id; under the lock. */
  GameRoom openNext(Match match, GameClock clock, Seat white, Seat black, Executor executor) {
    return open(++lastGameId, match, clock, white, black, executor);
  }

  private GameRoom open(long id, Match match, GameClock clock, Seat white, Seat black,
      Executor executor) {
    GameRoom room = new GameRoom(id, match, clock, white, black, executor, rooms);
    running.put(id, room);
    watch.changed();
    playing.plays(match.name(Side.WHITE), room);
    playing.plays(match.name(Side.BLACK), room); // a bot's entry: its latest game, never asked
    for (Seat seat : new Seat[] {white, black}) {
      if (seat instanceof Member member && member.guest()) {
        seatedGuests.add(member.name());
      }
    }
    return room;
  }

  @Override
  public synchronized void stored(GameRoom room) {
    watch.changed();
  }

  @Override
  public synchronized void removed(GameRoom room) {
    running.remove(room.id());
    watch.changed();
    playing.removed(room);
    seatedGuests.remove(room.player(Side.WHITE));
    seatedGuests.remove(room.player(Side.BLACK));
  }

  @Override
  public void ended(GameRoom room, Ending ending) {
    synchronized (this) {
      for (Side side : Side.values()) {
        String name = room.sitter(side); // a handed-over seat's heir, not the seat's name
        GameRoom next = playing.next(name);
        Member member = next == null ? null : online.member(name);
        if (member != null) {
          Side nextSide = next.sideOf(name);
          member.enterGame(next, nextSide);
          next.rebind(nextSide, member);
        }
      }
    }
    endListener.accept(room, ending);
    alsoOnEnd.accept(room, ending);
  }
}
