package arbiter.face.ics;

import arbiter.game.ClockView;
import arbiter.game.GameView;
import arbiter.rules.Side;

/**
 * The time the last move took, for style 12's {@code (0:02.345)} field: the mover's clock on the
 * board this client saw before, less its clock now, plus the increment it was given. A client that
 * did not see the board before the move (it began observing after it) is shown no time.
 */
final class IcsMoveTimes {

  private long game;
  private int plies = -1;
  private long white;
  private long black;
  private long took;
  private String whiteName;

  /** The milliseconds the last move of {@code view} took, 0 when unknown or untimed. */
  synchronized long took(GameView view) {
    ClockView clock = view.clock();
    if (clock == null) {
      return 0;
    }
    int now = view.moves().size();
    if (view.id() == game && now == plies) {
      return took; // the same board again (refresh)
    }
    if (view.id() == game && now == plies + 1) {
      Side mover = view.moves().get(now - 1).side();
      long before = mover == Side.WHITE ? white : black;
      long increment = IcsTimeControl.of(clock.control()).increment() * 1000;
      took = Math.max(0, before - clock.remaining(mover) + increment);
    } else {
      took = 0;
    }
    game = view.id();
    plies = now;
    white = clock.white();
    black = clock.black();
    whiteName = view.white();
    return took;
  }

  /**
   * {@code player} was given {@code millis} in {@code game} (moretime): their clock before their
   * next move counts it, else that move would seem to take the time given less (0 when more), as
   * a gift to the player on move (lichess's "+15 s" while waiting) made every such move show
   * {@code (0:00.000)}.
   */
  synchronized void given(long game, String player, long millis) {
    if (game != this.game || whiteName == null) {
      return;
    }
    if (player.equals(whiteName)) {
      white += millis;
    } else {
      black += millis;
    }
  }

  /** {@code (1:02.345)} under {@code iset ms 1}, else {@code (1:02)}. */
  static String format(long millis, boolean withMillis) {
    return append(new StringBuilder(12), millis, withMillis).toString();
  }

  /**
   * Appends {@link #format}'s text to {@code text}: by hand, as it goes out on every board
   * ({@code String.format} was an eighth of an event loop's samples at 1,000 moves a second).
   */
  static StringBuilder append(StringBuilder text, long millis, boolean withMillis) {
    long seconds = millis / 1000;
    text.append('(').append(seconds / 60).append(':');
    pad(text, seconds % 60, 2);
    if (withMillis) {
      pad(text.append('.'), millis % 1000, 3);
    }
    return text.append(')');
  }

  /** {@code value} (never negative: a move's time) with leading zeros up to {@code digits}. */
  private static void pad(StringBuilder text, long value, int digits) {
    long bound = 1;
    for (int digit = 1; digit < digits; digit++) {
      bound *= 10;
      if (value < bound) {
        text.append('0');
      }
    }
    text.append(value);
  }
}
