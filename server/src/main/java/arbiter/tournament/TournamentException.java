package arbiter.tournament;

/** A tournament command that the rules refuse; the message is meant for the user who sent it. */
public final class TournamentException extends RuntimeException {

  public TournamentException(String message) {
    super(message);
  }
}
