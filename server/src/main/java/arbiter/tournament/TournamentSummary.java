package arbiter.tournament;

/**
 * A tournament in one line of a list: what it plays and where it stands.
 *
 * @param timeControl every game's time control, {@code null} when untimed
 * @param rounds the rounds; an arena's length in minutes
 * @param players how many players it has
 * @param round the round being played (0 before the start)
 */
public record TournamentSummary(String name, String variant, Format format, int rounds,
    int moveLimit, String timeControl, int players, Phase phase, int round) {

  /** The summary of a tournament as it stands. */
  public static TournamentSummary of(Tournament tournament) {
    return new TournamentSummary(tournament.name(), tournament.variant(), tournament.format(),
        tournament.format() == Format.ARENA ? tournament.arena().minutes() : tournament.rounds(),
        tournament.moveLimit(), tournament.timeControl(),
        tournament.players().size(), tournament.phase(), tournament.roundNumber());
  }
}
