package arbiter.lobby;

import arbiter.game.Absence;
import arbiter.protocol.Event;
import arbiter.game.GameRoom;
import arbiter.game.Match;
import arbiter.game.Seat;
import arbiter.protocol.Event;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.store.Journal;
import arbiter.store.StoredGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Who is online, the challenges waiting for an answer, and the running games. One lock guards it
 * all: lobby operations are rare and short next to the moves, which run in the game rooms.
 */
public final class Lobby {

  private final Journal journal;
  private final Supplier<Executor> roomExecutors;
  private final Absence absence;
  private volatile Consumer<GameRoom> endListener = room -> {};
  private long lastGameId;
  private final Map<String, Member> online = new TreeMap<>();
  /** Challenges by challenged user, then by challenger. */
  private final Map<String, Map<String, Challenge>> challenges = new HashMap<>();
  private final Map<Long, GameRoom> rooms = new LinkedHashMap<>();
  /** The running game of each user who plays one, connected or not. */
  private final Map<String, GameRoom> playing = new HashMap<>();
  /** Arranged games of users who were busy in another game: they go on to it next. */
  private final Map<String, GameRoom> queued = new HashMap<>();

  /**
   * @param lastGameId the highest game id stored so far; new games count on from it
   * @param roomExecutors gives each new room its serial executor
   * @param absence how long a player who dropped keeps their game
   */
  public Lobby(
      Journal journal, long lastGameId, Supplier<Executor> roomExecutors, Absence absence) {
    this.journal = journal;
    this.lastGameId = lastGameId;
    this.roomExecutors = roomExecutors;
    this.absence = absence;
  }

  /**
   * Takes up the games that were running when the server stopped, each at its last stored move;
   * their players get them back when they log in.
   *
   * @return how many games resumed
   */
  public synchronized int resume(List<StoredGame> running) {
    int resumed = 0;
    for (StoredGame game : running) {
      Variant variant = Variants.byId(game.variant()).orElseThrow(
          () -> new IllegalStateException("game " + game.id() + ": unknown variant " + game.variant()));
      Match match = Match.resume(variant, game);
      lastGameId = Math.max(lastGameId, game.id());
      GameRoom room = open(game.id(), match, Seat.ABSENT, Seat.ABSENT, false, roomExecutors.get());
      room.resume();
      resumed++;
    }
    return resumed;
  }

  /** Told, on the room's thread, of every game that ended and was stored. */
  public void onGameEnd(Consumer<GameRoom> listener) {
    this.endListener = listener;
  }

  /** Shows lines to a user if they are online. */
  public synchronized void tell(String name, List<String> lines) {
    Member member = online.get(name);
    if (member != null && member.structured()) {
      lines.forEach(line -> member.send(new Event.Notice(line)));
    } else if (member != null) {
      member.show(lines);
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
  public synchronized GameRoom arrange(long id, String white, String black, Variant variant, int limit) {
    Seat[] seats = new Seat[2];
    String[] names = {white, black};
    for (int i = 0; i < 2; i++) {
      Member member = online.get(names[i]);
      seats[i] = member != null && !playing.containsKey(names[i]) ? member : Seat.ABSENT;
    }
    GameRoom room =
        new GameRoom(id, new Match(variant, limit, white, black), seats[0], seats[1], false,
            roomExecutors.get(), journal, this::ended, absence);
    rooms.put(id, room);
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
      replaced.takenOver();
    } else {
      replaced = null;
    }
    GameRoom room = playing.get(name);
    if (room == null) {
      return new Login(replaced, null, null);
    }
    Side side = room.player(Side.WHITE).equals(name) ? Side.WHITE : Side.BLACK;
    return new Login(replaced, room, side);
  }

  /** The session logged out (or its connection closed): it is no longer online. */
  public synchronized void logout(String name, Member member) {
    if (online.get(name) != member) {
      return; // taken over: the newer session stays
    }
    online.remove(name);
    challenges.remove(name);
    for (Map<String, Challenge> waiting : challenges.values()) {
      waiting.remove(name);
    }
  }

  public synchronized boolean isOnline(String name) {
    return online.containsKey(name);
  }

  public synchronized boolean isPlaying(String name) {
    return playing.containsKey(name);
  }

  /** The online users, in lexicographic order, those in a game marked. */
  public synchronized List<String> who() {
    List<String> lines = new ArrayList<>();
    for (String name : online.keySet()) {
      GameRoom room = playing.get(name);
      lines.add(room == null ? name : name + " playing game " + room.id());
    }
    return lines;
  }

  /** The running games, one line each. */
  public synchronized List<String> games() {
    List<String> lines = new ArrayList<>();
    for (GameRoom room : rooms.values()) {
      lines.add(room.summary());
    }
    return lines;
  }

  /** The running game with this id, or {@code null}. */
  public synchronized GameRoom room(long id) {
    return rooms.get(id);
  }

  /**
   * Sends a challenge; the reply for the challenger. The challenged user must be online and not
   * in a game; a new challenge to the same user replaces the old one.
   */
  public synchronized String challenge(
      String from, Member challenger, String to, int limit, Variant variant) {
    Member target = online.get(to);
    if (target == null) {
      return "user is not online";
    }
    if (playing.containsKey(to)) {
      return "user is in a game";
    }
    challenges
        .computeIfAbsent(to, name -> new HashMap<>())
        .put(from, new Challenge(challenger, to, limit, variant));
    if (target.structured()) {
      target.send(new Event.Challenged(from, variant.id(), limit));
    } else {
      target.show(
          List.of(from + " challenges you to " + variant.id() + " with limit " + limit
              + ": accept " + from + " or decline " + from));
    }
    return "challenge sent to " + to;
  }

  /** What an accept found: an error message, or the new game. */
  public record Accepted(String error, GameRoom room) {}

  /** Starts the game {@code from} offered {@code me}: the challenger plays white. */
  public synchronized Accepted accept(String me, Member member, String from) {
    Map<String, Challenge> waiting = challenges.getOrDefault(me, Map.of());
    Challenge challenge = waiting.remove(from);
    if (challenge == null) {
      return new Accepted("no challenge from this user", null);
    }
    if (online.get(from) != challenge.from() || playing.containsKey(from)) {
      return new Accepted("user is not available", null);
    }
    // both are busy now: their other challenges lapse
    challenges.remove(me);
    challenges.remove(from);
    GameRoom room =
        open(challenge.variant(), challenge.limit(), from, challenge.from(), me, member, false,
            roomExecutors.get());
    challenge.from().enterGame(room, Side.WHITE);
    room.start();
    return new Accepted(null, room);
  }

  /** Turns a challenge down; false when there was none. */
  public synchronized boolean decline(String me, String from) {
    Challenge challenge = challenges.getOrDefault(me, Map.of()).remove(from);
    if (challenge == null) {
      return false;
    }
    if (challenge.from().structured()) {
      challenge.from().send(new Event.Declined(me));
    } else {
      challenge.from().show(List.of(me + " declined your challenge"));
    }
    return true;
  }

  /**
   * Starts a game at one console (seed 002): the member plays both sides, white first.
   *
   * @param executor the console's own thread
   */
  public synchronized GameRoom startHotSeat(
      String white, Member member, String black, int limit, Variant variant, Executor executor) {
    return open(variant, limit, white, member, black, member, true, executor);
  }

  private GameRoom open(
      Variant variant,
      int limit,
      String white,
      Member whiteMember,
      String black,
      Member blackMember,
      boolean hotSeat,
      Executor executor) {
    return open(++lastGameId, new Match(variant, limit, white, black), whiteMember, blackMember,
        hotSeat, executor);
  }

  private GameRoom open(
      long id, Match match, Seat white, Seat black, boolean hotSeat, Executor executor) {
    GameRoom room =
        new GameRoom(id, match, white, black, hotSeat, executor, journal, this::ended, absence);
    rooms.put(id, room);
    if (!hotSeat) {
      playing.put(match.name(Side.WHITE), room);
      playing.put(match.name(Side.BLACK), room);
    }
    return room;
  }

  private void ended(GameRoom room) {
    synchronized (this) {
      rooms.remove(room.id());
      for (Side side : Side.values()) {
        String name = room.player(side);
        playing.remove(name, room);
        queued.remove(name, room);
        GameRoom next = queued.remove(name);
        if (next != null) {
          playing.put(name, next);
          Member member = online.get(name);
          if (member != null) {
            Side nextSide = next.player(Side.WHITE).equals(name) ? Side.WHITE : Side.BLACK;
            member.enterGame(next, nextSide);
            next.rebind(nextSide, member);
          }
        }
      }
    }
    endListener.accept(room);
  }
}
