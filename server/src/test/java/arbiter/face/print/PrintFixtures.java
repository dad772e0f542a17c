package arbiter.face.print;

import arbiter.director.TournamentView;
import arbiter.director.TournamentViews;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Tournaments to print: a Swiss of any size with names in three scripts, and a round robin. */
final class PrintFixtures {

  /** Names in Cyrillic and Persian (with a zero-width non-joiner), among the Latin ones. */
  static final String CYRILLIC = "Иван_Петров";
  static final String PERSIAN = "علی‌رضا_کریمی";
  static final String LATIN = "Zoë_Müller";

  private PrintFixtures() {}

  /**
   * A Swiss of {@code count} players (the first three named {@link #LATIN}, {@link #CYRILLIC},
   * {@link #PERSIAN}, then {@code p001}...), rated, with {@code played} rounds finished (white
   * wins on odd boards, draws on even) and the next one paired.
   */
  static TournamentView swiss(int count, int played) {
    return played(Tournament.create("hall", "chess", Format.SWISS, 7, 40, "org"), count, played);
  }

  /**
   * As {@link #swiss}, but a round robin: paired by the Berger tables at once, where the Swiss
   * pairing of hundreds takes seconds. The printouts of hundreds use it.
   */
  static TournamentView roundRobin(int count, int played) {
    return played(Tournament.create("hall", "chess", Format.ROUND_ROBIN, 0, 40, "org"), count,
        played);
  }

  private static TournamentView played(Tournament tournament, int count, int played) {
    Map<String, Integer> ratings = new HashMap<>();
    for (String player : names(count)) {
      tournament.join(player);
      ratings.put(player, 2400 - ratings.size());
    }
    tournament.rate(ratings);
    tournament.start();
    for (int round = 1; round <= played; round++) {
      finish(tournament, round);
      tournament.nextRound();
    }
    return TournamentViews.of(tournament, Map.of(), 0, -1);
  }

  /** A round robin of {@code count} players, round 1 paired. */
  static TournamentView roundRobin(int count) {
    Tournament tournament = Tournament.create("rr", "chess", Format.ROUND_ROBIN, 0, 40, "org");
    names(count).forEach(tournament::join);
    tournament.start();
    return TournamentViews.of(tournament, Map.of(), 0, -1);
  }

  static List<String> names(int count) {
    List<String> names = new ArrayList<>(List.of(LATIN, CYRILLIC, PERSIAN));
    for (int i = names.size() + 1; i <= count; i++) {
      names.add(String.format("p%03d", i));
    }
    return names.subList(0, count);
  }

  private static void finish(Tournament tournament, int round) {
    for (Pairing p : tournament.pairings(round)) {
      if (!p.isBye()) {
        tournament.record(round, p.board(), p.board() % 2 == 1 ? Result.WHITE_WIN : Result.DRAW);
      }
    }
  }
}
