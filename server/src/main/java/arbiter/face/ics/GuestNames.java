package arbiter.face.ics;

import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Predicate;

/**
 * FICS's guest names, {@code GuestABCD}: drawn where the lobby is (a single server, a cluster's
 * core), so that a guest is never offered a name someone online holds.
 */
public final class GuestNames {

  private GuestNames() {}

  /** {@code GuestABCD}: four random capitals, not a name {@code online} holds now. */
  public static String draw(Predicate<String> online) {
    for (int attempt = 0; ; attempt++) {
      StringBuilder guest = new StringBuilder("Guest");
      for (int i = 0; i < 4; i++) {
        // not a secret: any free name will do, and SecureRandom may block on the event loop
        guest.append((char) ('A' + ThreadLocalRandom.current().nextInt(26)));
      }
      String candidate = guest.toString();
      // 26^4 names: a hundred taken in a row means a full house; login refuses one taken
      if (attempt > 100 || !online.test(candidate)) {
        return candidate;
      }
    }
  }
}
