package arbiter.tournament;

/**
 * The names an organizer may give a seat (a player entered without an account). Every face and
 * file names the seat: the report file gives a name 33 columns, and a text command splits its
 * words at spaces, so a seat's name is at most {@value #MAX} characters without spaces, control
 * characters or the bidirectional overrides that would show it as another name. Any script is
 * welcome (Persian names print right to left in the PDFs).
 */
public final class SeatName {

  /** The longest name: an account's longest, within the report file's 33 columns. */
  public static final int MAX = 32;

  private SeatName() {}

  /** Throws {@link TournamentRefusal#SEAT_NAME} when {@code name} may not name a seat. */
  public static void require(String name) {
    if (!valid(name)) {
      throw new TournamentException(TournamentRefusal.SEAT_NAME, MAX);
    }
  }

  static boolean valid(String name) {
    return !name.isEmpty() && name.length() <= MAX && name.codePoints().noneMatch(
        c -> Character.isWhitespace(c) || Character.isSpaceChar(c) || Character.isISOControl(c)
            || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069));
  }
}
