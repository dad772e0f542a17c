package arbiter.event;

/**
 * Who did an action a tournament's log keeps: a user, or the director on its own (a player
 * withdrawn for absences or for not checking in, a round paired again or kept). Each face words
 * the director in its language; a user named {@code server} is a user like any other.
 */
public sealed interface Actor {

  /** The director: the server acting by the tournament's rules, not for a user. */
  Actor DIRECTOR = new Director();

  /** A user, by the name the log keeps ({@code ann}, or {@code ann#12} in a stored line). */
  static Actor user(String name) {
    return new User(name);
  }

  /** A user. */
  record User(String name) implements Actor {}

  /** The director itself. */
  record Director() implements Actor {}
}
