package arbiter.director;

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

  /**
   * @param startsInSeconds until the published round's games start, as the round runner counts
   * @param breakSeconds until the next round is paired after a break, -1 when none is counted
   */
  public static TournamentView of(Tournament tournament, Map<String, Long> games,
      int startsInSeconds, int breakSeconds) {
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
        counting ? startsInSeconds : 0, breakSeconds, tournament.bracket(), TeamField.of(tournament),
        TeamStandings.of(tournament));
  }

}
