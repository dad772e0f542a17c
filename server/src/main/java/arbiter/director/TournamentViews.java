package arbiter.director;

import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.TeamField;
import arbiter.tournament.TeamStandings;
import arbiter.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Takes a {@link TournamentView} of a tournament; on the director's thread, which owns it. */
public final class TournamentViews {

  private TournamentViews() {}

  /** A view in which an arena has the whole of its time left (printed sheets, benchmarks). */
  public static TournamentView of(Tournament tournament, Map<String, Long> games,
      int startsInSeconds, int breakSeconds) {
    return of(tournament, games, startsInSeconds, breakSeconds,
        tournament.format() == Format.ARENA ? tournament.arena().minutes() * 60_000L : 0);
  }

  /**
   * @param startsInSeconds until the published round's games start, as the round runner counts
   * @param breakSeconds until the next round is paired after a break, -1 when none is counted
   * @param arenaMillisLeft an arena's time left (ignored for the other formats)
   */
  public static TournamentView of(Tournament tournament, Map<String, Long> games,
      int startsInSeconds, int breakSeconds, long arenaMillisLeft) {
    List<List<Pairing>> rounds = new ArrayList<>();
    for (int round = 1; round <= tournament.roundNumber(); round++) {
      rounds.add(tournament.pairings(round));
    }
    List<String> withdrawn =
        tournament.players().stream().filter(tournament::hasWithdrawn).toList();
    boolean counting = tournament.phase() == Phase.RUNNING && !tournament.awaitingPairing()
        && !tournament.roundBegun();
    String phase =
        switch (tournament.phase()) {
          case REGISTRATION -> "open";
          case RUNNING -> "running";
          case FINISHED -> "finished";
        };
    return new TournamentView(tournament.name(), tournament.variant(),
        tournament.format().code(), phase,
        tournament.roundNumber(), tournament.rounds(), tournament.timeControl(),
        tournament.players(), withdrawn, rounds, tournament.standings(), Map.copyOf(games),
        tournament.ratings(), tournament.options().byeHalfPoints(tournament.format()),
        counting ? startsInSeconds : 0, breakSeconds, tournament.bracket(),
        tournament.boardReports().on(),
        tournament.format() != Format.ARENA ? null : new TournamentView.ArenaTime(
            tournament.arena().minutes(), Math.max(0, (arenaMillisLeft + 999) / 1000)),
        TeamField.of(tournament), TeamStandings.of(tournament));
  }

}
