package arbiter.session;

import java.util.regex.Pattern;

/** The seed 002 rule for user names and passwords: English letters, digits and underscores. */
final class Credentials {

  private static final Pattern FORMAT = Pattern.compile("[A-Za-z0-9_]+");

  private Credentials() {}

  static boolean valid(String text) {
    return FORMAT.matcher(text).matches();
  }
}
