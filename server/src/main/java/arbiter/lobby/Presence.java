package arbiter.lobby;

import arbiter.event.DomainEvent;
import arbiter.event.OnlineUser;
import arbiter.game.GameRoom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Who is online, by name, in lexicographic order. Guarded by the {@link Lobby}'s lock. */
final class Presence {

  private final Map<String, Member> online = new TreeMap<>();

  /** The user is online in {@code member}; the session they were online in before, if another. */
  Member enter(String name, Member member) {
    Member replaced = online.put(name, member);
    return replaced == member ? null : replaced;
  }

  /** The member left, unless a newer session of theirs took its place; whether it left. */
  boolean leave(String name, Member member) {
    if (online.get(name) != member) {
      return false;
    }
    online.remove(name);
    return true;
  }

  Member member(String name) {
    return online.get(name);
  }

  boolean isOnline(String name) {
    return online.containsKey(name);
  }

  /** The users online, sorted, with the game each plays; the bots, in many games, with none. */
  List<OnlineUser> who(Map<String, GameRoom> playing, List<String> bots) {
    List<OnlineUser> users = new ArrayList<>();
    for (Map.Entry<String, Member> user : online.entrySet()) {
      GameRoom room = playing.get(user.getKey());
      users.add(new OnlineUser(user.getKey(), room == null ? 0 : room.id(), false,
          user.getValue().guest()));
    }
    for (String bot : bots) {
      users.add(new OnlineUser(bot, 0, true));
    }
    users.sort(Comparator.comparing(OnlineUser::name));
    return users;
  }

  /** The members whose clients show seek ads, but {@code except} (FICS's way with one's own). */
  List<Member> seekWatchers(String except) {
    List<Member> watchers = new ArrayList<>();
    for (Map.Entry<String, Member> user : online.entrySet()) {
      if (user.getValue().seesSeeks() && !user.getKey().equals(except)) {
        watchers.add(user.getValue());
      }
    }
    return watchers;
  }

  /** News for one member, to be told once the lobby's lock is released. */
  record Tell(Member member, DomainEvent event) {}
}
