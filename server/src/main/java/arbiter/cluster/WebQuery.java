package arbiter.cluster;

import arbiter.command.TournamentCommand;

/**
 * What a cluster edge's web face asks its core outside a session ({@code
 * arbiter.face.web.WebSource} and the web logins), answered by a {@link WebAnswer}. Only hashes of
 * login tokens cross, never a token: the edge issues and hashes them.
 */
public sealed interface WebQuery {

  /** The running games. */
  record Games() implements WebQuery {}

  /** The tournaments. */
  record Tournaments() implements WebQuery {}

  /** One tournament whole. */
  record Tournament(String name) implements WebQuery {}

  /** A phone's seat by its player's code, sent from {@code address} (counted at the core). */
  record Seat(String name, String code, String address) implements WebQuery {}

  /** A phone's command, run as the player its code named. */
  record ByCode(String player, TournamentCommand command) implements WebQuery {}

  /** The players' codes, for an organizer's printout. */
  record Codes(String name) implements WebQuery {}

  /** Whether a user runs a tournament. */
  record Runs(String user, String name) implements WebQuery {}

  /** A free guest's name for an ICS login, drawn among the names not online. */
  record GuestName() implements WebQuery {}

  /** The language a user keeps. */
  record Language(String user) implements WebQuery {}

  /** Keeps a user's language. */
  record KeepLanguage(String user, String language) implements WebQuery {}

  /** Keeps a login token's hash for a user until {@code expires} (epoch milliseconds). */
  record SaveLogin(String hash, String user, long expires) implements WebQuery {}

  /** The user a login token's hash names at {@code now} (epoch milliseconds). */
  record FindLogin(String hash, long now) implements WebQuery {}

  /** Forgets a login token's hash. */
  record DeleteLogin(String hash) implements WebQuery {}
}
