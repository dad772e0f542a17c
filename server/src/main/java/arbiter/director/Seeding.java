package arbiter.director;

import arbiter.rating.Rating;
import arbiter.rating.RatingBook;
import arbiter.rating.RatingRow;
import arbiter.tournament.Tournament;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The players' ratings as a tournament reads them from the server, and a Swiss's seeding. */
final class Seeding {

  private final RatingBook ratings;

  Seeding(RatingBook ratings) {
    this.ratings = ratings;
  }

  /** The players' ratings in a variant, rounded; unrated players are left out. */
  Map<String, Integer> ratingsOf(String variant, List<String> players) {
    Map<String, Integer> rated = new HashMap<>();
    for (RatingRow row : ratings.list(variant)) {
      if (players.contains(row.user())) {
        rated.put(row.user(), (int) Math.round(row.rating().rating()));
      }
    }
    return rated;
  }

  /**
   * A Swiss's pairing numbers: the players by their rating in its variant (else the one a players
   * file gave), best first (an unrated player counts as the initial rating), then by name.
   *
   * @param accounts the players an account plays: only they have the server's rating
   */
  List<String> of(Tournament tournament, List<String> accounts) {
    Map<String, Double> rating = new HashMap<>();
    tournament.ratings().forEach((player, given) -> rating.put(player, given.doubleValue()));
    for (RatingRow row : ratings.list(tournament.variant())) {
      if (accounts.contains(row.user())) {
        rating.put(row.user(), row.rating().rating()); // an account's rating over a file's
      }
    }
    List<String> players = new ArrayList<>(tournament.players());
    players.sort(Comparator.comparingDouble(
            (String player) -> rating.getOrDefault(player, Rating.INITIAL.rating()))
        .reversed().thenComparing(Comparator.naturalOrder()));
    return players;
  }
}
