package arbiter.tournament;

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

  /** A report file that does not read, with the TRF reader's own detail. */
  public TournamentException(String trfDetail) {
    this(TournamentRefusal.TRF_INVALID, trfDetail);
  }

  public TournamentRefusal reason() {
    return reason;
  }

  /** The arguments the reason names, in its order. */
  public List<Object> args() {
    return args;
  }
}
