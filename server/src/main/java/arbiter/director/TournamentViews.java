package arbiter.director;

import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Takes a {@link TournamentView} of a tournament; on the director's thread, which owns it. */
final class TournamentViews {

  private TournamentViews() {}

  static TournamentView of(Tournament tournament, Map<String, Long> games) {
    List<List<Pairing>> rounds = new ArrayList<>();
    for (int round = 1; round <= tournament.roundNumber(); round++) {
      rounds.add(tournament.pairings(round));
    }
    List<String> withdrawn =
        tournament.players().stream().filter(tournament::hasWithdrawn).toList();
    String phase =
        switch (tournament.phase()) {
          case REGISTRATION -> "open";
          case RUNNING -> "running";
          case FINISHED -> "finished";
        };
    return new TournamentView(tournament.name(), tournament.variant(),
        tournament.format() == Format.SWISS ? "swiss" : "roundrobin", phase,
        tournament.roundNumber(), tournament.rounds(), tournament.timeControl(),
        tournament.players(), withdrawn, rounds, tournament.standings(), Map.copyOf(games));
  }
}
