package arbiter.lobby;

import arbiter.game.GameRoom;
import arbiter.rules.Side;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Who plays which game, and the one rule of every format: a player in a game (casual, a
 * tournament's, a simul's board) is refused a second until it ends. A game the server arranges
 * for a busy player (a tournament round's) waits for them instead. Guarded by the {@link Lobby}'s
 * lock.
 */
final class Engagements {

  /** The running game of each user who plays one, connected or not. */
  private final Map<String, GameRoom> playing = new HashMap<>();
  /** Arranged games of users who were busy in another game: they go on to it next. */
  private final Map<String, GameRoom> queued = new HashMap<>();
  /** Players another format holds at games this map does not name (a simul's host). */
  private Predicate<String> heldElsewhere = name -> false;

  /** Whether the user plays a game now, of any format. */
  boolean busy(String name) {
    return playing.containsKey(name) || heldElsewhere.test(name);
  }

  /** Adds a format's holds; its test must not take a lock the lobby's callers may hold. */
  void holdAlso(Predicate<String> held) {
    heldElsewhere = heldElsewhere.or(held);
  }

  /** The user's game (a simul host's latest board), or {@code null}. */
  GameRoom game(String name) {
    return playing.get(name);
  }

  Map<String, GameRoom> games() {
    return playing;
  }

  /** The user plays {@code room} now. */
  void plays(String name, GameRoom room) {
    playing.put(name, room);
  }

  /** An arranged game: the user plays it now if free, else next; whether now. */
  boolean arranged(String name, GameRoom room) {
    if (busy(name)) {
      queued.put(name, room);
      return false;
    }
    playing.put(name, room);
    return true;
  }

  /** The user no longer plays (or waits for) {@code room}; someone else's seat in it stays. */
  void release(String name, GameRoom room) {
    playing.remove(name, room);
    queued.remove(name, room);
  }

  /**
   * The name of {@code side}'s seat no longer plays {@code room} (unless it is the other side's
   * heir: a freed name handed the other seat); {@code heir}, if not null, plays that side for the
   * seat handed to them: now if free, else next; whether now.
   */
  boolean unclaim(GameRoom room, Side side, String heir) {
    String name = room.player(side);
    if (!name.equals(room.sitter(side.opponent()))) {
      release(name, room);
    }
    if (heir == null) {
      return false;
    }
    room.handOver(side, heir);
    return arranged(heir, room);
  }

  /** The game is over: nobody plays or waits for it. */
  void removed(GameRoom room) {
    for (Side side : Side.values()) {
      for (String name : new String[] {room.player(side), room.sitter(side)}) {
        playing.remove(name, room);
        queued.remove(name, room);
      }
    }
  }

  /** The user's arranged game that waited, now theirs, if they are free; else {@code null}. */
  GameRoom next(String name) {
    if (busy(name)) {
      return null;
    }
    GameRoom next = queued.remove(name);
    if (next != null) {
      playing.put(name, next);
    }
    return next;
  }
}
