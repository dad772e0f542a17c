package arbiter.session;

import java.util.regex.Pattern;

/**
 * The seed 002 rule for user names and passwords: English letters, digits and underscores. The
 * network server also caps a name's length; the local seed 002 program keeps the seed rule as it
 * is.
 */
public final class Credentials {

  /** The longest user name the network server accepts. */
  static final int MAX_NETWORK_NAME = 32;

  private static final Pattern FORMAT = Pattern.compile("[A-Za-z0-9_]+");

  private Credentials() {}

  /** Whether the text fits the seed 002 rule (a password, or a name at the console). */
  public static boolean valid(String text) {
    return FORMAT.matcher(text).matches();
  }

  /**
   * Whether the text may be a user name on the server: at most {@link #MAX_NETWORK_NAME}
   * characters too, as every other player's who, games and board lines show it.
   */
  static boolean validName(String name) {
    return valid(name) && name.length() <= MAX_NETWORK_NAME;
  }
}
