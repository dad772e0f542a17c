package arbiter.lobby;

import java.util.HashMap;
import java.util.Map;

/**
 * The challenges waiting for an answer, by challenged user, then by challenger; a new challenge
 * to the same user replaces the old one. Guarded by the {@link Lobby}'s lock.
 */
final class Challenges {

  private final Map<String, Map<String, Challenge>> waiting = new HashMap<>();

  void put(String from, Challenge challenge) {
    waiting.computeIfAbsent(challenge.to(), name -> new HashMap<>()).put(from, challenge);
  }

  /** Takes the challenge {@code from} sent {@code to} out of the waiting ones; {@code null}: none. */
  Challenge take(String to, String from) {
    Map<String, Challenge> sent = waiting.get(to);
    return sent == null ? null : sent.remove(from);
  }

  /** The user is busy or gone: the challenges to them lapse. */
  void lapseTo(String user) {
    waiting.remove(user);
  }

  /** The user left: the challenges to them and from them lapse. */
  void lapse(String user) {
    waiting.remove(user);
    for (Map<String, Challenge> sent : waiting.values()) {
      sent.remove(user);
    }
  }

  /** How many challenges {@code from} has waiting for an answer. */
  int from(String from) {
    int count = 0;
    for (Map<String, Challenge> sent : waiting.values()) {
      if (sent.containsKey(from)) {
        count++;
      }
    }
    return count;
  }
}
