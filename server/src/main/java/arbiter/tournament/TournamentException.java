package arbiter.tournament;

import arbiter.tournament.trf.TrfFault;
import arbiter.tournament.trf.TrfFormatException;
import java.util.Arrays;
import java.util.List;

/**
 * A tournament command that the rules refuse: a typed reason and its arguments, which a face
 * words for the user who sent it. The message is the reason and the arguments, for the log.
 */
public final class TournamentException extends RuntimeException {

  private final TournamentRefusal reason;
  private final List<Object> args;

  public TournamentException(TournamentRefusal reason, Object... args) {
    super(reason + Arrays.toString(args), null, false, false); // control flow: no stack trace
    this.reason = reason;
    this.args = List.of(args);
  }

  /** A report file's line that does not read ({@link TournamentRefusal#TRF_INVALID}). */
  public static TournamentException trf(TrfFormatException e) {
    return trf(e.fault(), e.line(), e.args().toArray());
  }

  /**
   * A report file refused ({@link TournamentRefusal#TRF_INVALID}): the fault, its line (0 for the
   * file as a whole) and the fault's arguments.
   */
  public static TournamentException trf(TrfFault fault, int line, Object... args) {
    Object[] all = new Object[args.length + 2];
    all[0] = fault;
    all[1] = line;
    System.arraycopy(args, 0, all, 2, args.length);
    return new TournamentException(TournamentRefusal.TRF_INVALID, all);
  }

  public TournamentRefusal reason() {
    return reason;
  }

  /** The arguments the reason names, in its order. */
  public List<Object> args() {
    return args;
  }
}
