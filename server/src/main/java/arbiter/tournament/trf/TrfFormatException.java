package arbiter.tournament.trf;

import java.util.Arrays;
import java.util.List;

/**
 * A tournament report file that cannot be read: the line, the typed fault and its arguments,
 * which a face words. The message is the same for the log.
 */
public final class TrfFormatException extends RuntimeException {

  private final int line;
  private final TrfFault fault;
  private final List<Object> args;

  TrfFormatException(int line, TrfFault fault, Object... args) {
    super("TRF line " + line + ": " + fault + Arrays.toString(args), null, false, false);
    this.line = line;
    this.fault = fault;
    this.args = List.of(args);
  }

  /** The 1-based number of the offending line. */
  public int line() {
    return line;
  }

  /** What is wrong with it. */
  public TrfFault fault() {
    return fault;
  }

  /** The arguments the fault names, in its order. */
  public List<Object> args() {
    return args;
  }
}
