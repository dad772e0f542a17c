package arbiter.export;

import arbiter.protocol.TimeControl;
import arbiter.protocol.TimeControl.Fischer;
import arbiter.protocol.TimeControl.Stage;
import arbiter.protocol.TimeControl.Stages;
import arbiter.protocol.TimeControl.Untimed;
import java.math.BigDecimal;
import java.util.StringJoiner;

/**
 * Arbiter's time controls in the form of the PGN standard's TimeControl tag (section 9.6.1), in
 * seconds: {@code -} untimed, {@code 300+3} Fischer, {@code 40/5400+30:1800+30} stages. PGN has no
 * form for a delay or for byoyomi, and writing them as an increment would claim time the players
 * never had, so both are {@code ?} (unknown), as is a text the server would not read.
 */
final class PgnTimeControl {

  private PgnTimeControl() {}

  static String of(String text) {
    TimeControl control;
    try {
      control = TimeControl.parse(text);
    } catch (IllegalArgumentException e) {
      return "?";
    }
    if (control instanceof Untimed) {
      return "-";
    }
    if (control instanceof Fischer fischer) {
      return period(fischer.baseMillis(), fischer.incrementMillis());
    }
    if (control instanceof Stages stages) {
      StringJoiner joined = new StringJoiner(":");
      for (Stage stage : stages.stages()) {
        String period = period(stage.baseMillis(), stage.incrementMillis());
        joined.add(stage.moves() == 0 ? period : stage.moves() + "/" + period);
      }
      return joined.toString();
    }
    // Delay and Byoyomi: see the class comment
    return "?";
  }

  private static String period(long baseMillis, long incrementMillis) {
    String base = seconds(baseMillis);
    return incrementMillis == 0 ? base : base + "+" + seconds(incrementMillis);
  }

  /** Whole seconds as PGN writes them; a fraction, which the server allows, stays decimal. */
  private static String seconds(long millis) {
    return BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString();
  }
}
