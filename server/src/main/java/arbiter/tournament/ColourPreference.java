package arbiter.tournament;

import arbiter.rules.Side;
import java.util.List;

/**
 * The colour a Swiss player should get next and how much it matters (FIDE C.04.3 A.6), from the
 * colours of the games they played over the board.
 *
 * @param colour the preferred colour; {@code null} when the player has played no game yet
 * @param difference whites minus blacks so far
 */
record ColourPreference(Side colour, Strength strength, int difference) {

  /** How strongly a preference holds; declared weakest first. */
  enum Strength {
    NONE,
    /** Colours are level: alternate from the last game. */
    MILD,
    /** One colour more than the other. */
    STRONG,
    /** Two more, or the same colour twice in a row: must not be denied. */
    ABSOLUTE
  }

  static ColourPreference of(List<Side> colours) {
    if (colours.isEmpty()) {
      return new ColourPreference(null, Strength.NONE, 0);
    }
    int difference = 0;
    for (Side side : colours) {
      difference += side == Side.WHITE ? 1 : -1;
    }
    Side last = colours.get(colours.size() - 1);
    boolean twiceInARow =
        colours.size() >= 2 && colours.get(colours.size() - 2) == last;
    if (difference > 1 || difference < -1 || twiceInARow) {
      Side wanted = difference > 1 ? Side.BLACK
          : difference < -1 ? Side.WHITE
          : last.opponent();
      return new ColourPreference(wanted, Strength.ABSOLUTE, difference);
    }
    if (difference != 0) {
      return new ColourPreference(
          difference > 0 ? Side.BLACK : Side.WHITE, Strength.STRONG, difference);
    }
    return new ColourPreference(last.opponent(), Strength.MILD, difference);
  }

  boolean isAbsolute() {
    return strength == Strength.ABSOLUTE;
  }

  /** Whether this and {@code other} ask for the same colour, so one of them must be denied. */
  boolean clashesWith(ColourPreference other) {
    return colour != null && colour == other.colour;
  }
}
