package arbiter.account;

import java.util.List;

/** User accounts and their scores. Calls may block (JDBC, password hashing): keep them off event loops. */
public interface Accounts {

  /** What a password check found. */
  enum Check {
    OK,
    NO_USER,
    WRONG_PASSWORD
  }

  /** Whether a user has this name. */
  boolean exists(String name);

  /** Whether a user has this name in any case ({@code ALI} when {@code ali} is registered). */
  default boolean existsInAnyCase(String name) {
    return names().stream().anyMatch(taken -> taken.equalsIgnoreCase(name));
  }

  /**
   * The account's stable id, or 0 when no user has this name. Ids are never given again: an
   * account registered under a removed account's name has another one.
   */
  long id(String name);

  /** Creates the user; false when the name is taken. */
  boolean register(String name, String password);

  /** Whether the user exists and the password is theirs. */
  Check check(String name, String password);

  /** Deletes the user, their scores and ratings; false when there was no such user. */
  boolean remove(String name);

  /** Ends every saved login (web cookie) of the user; nothing where logins are not saved. */
  default void endLogins(String name) {}

  /** Every user name in lexicographic order. */
  List<String> names();

  /**
   * Every user with their points, in scoreboard order.
   *
   * @param variant only games of this variant, or {@code null} for all games
   */
  List<ScoreLine> scoreboard(String variant);

  /** The language the user chose ({@code set language}), or {@code null} when they chose none. */
  String language(String name);

  /** Remembers the language the user chose; nothing when there is no such user. */
  void language(String name, String language);
}
