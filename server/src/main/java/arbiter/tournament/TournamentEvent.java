package arbiter.tournament;

/**
 * Everything that ever changed a tournament, in order. The server stores these and rebuilds the
 * tournament after a restart with {@link Tournament#replay}; pairings are never stored because the
 * same events always pair the same way.
 */
public sealed interface TournamentEvent {

  /** The tournament was announced; always the first event. */
  record Created(
      String name, String variant, Format format, int rounds, int moveLimit, String creator)
      implements TournamentEvent {}

  /** A player signed up before the start. */
  record Joined(String player) implements TournamentEvent {}

  /** A player left: removed before the start, withdrawn after it. */
  record Left(String player) implements TournamentEvent {}

  /** Registration closed and round 1 was paired. */
  record Started() implements TournamentEvent {}

  /** A result was entered for one board of the current round. */
  record Recorded(int round, int board, Result result) implements TournamentEvent {}

  /** A complete round was closed: the next one was paired, or the tournament finished. */
  record RoundClosed(int round) implements TournamentEvent {}
}
