package arbiter.director;

import arbiter.tournament.Tournament;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Pages that watch a tournament (the projector): each is given the tournament's view when it
 * starts watching and again after every task of the director that changed the tournament (an
 * event stored, a game linked to a board, a countdown begun), so nothing polls. Confined to the
 * director's thread; a watcher passes the view on to its own thread.
 */
final class TournamentWatchers {

  private final Map<String, List<Consumer<TournamentView>>> byName = new HashMap<>();
  /** What each watched tournament looked like when last shown: its events and linked games. */
  private final Map<String, String> shown = new HashMap<>();

  /** {@code watcher} is shown {@code now}, the view of a tournament of {@code games} games. */
  void add(Tournament tournament, int games, Consumer<TournamentView> watcher,
      TournamentView now) {
    byName.computeIfAbsent(tournament.name(), n -> new ArrayList<>()).add(watcher);
    shown.put(tournament.name(), fingerprint(tournament, games));
    watcher.accept(now);
  }

  private static String fingerprint(Tournament tournament, int games) {
    return tournament.events().size() + ":" + games;
  }

  void remove(String name, Consumer<TournamentView> watcher) {
    List<Consumer<TournamentView>> watchers = byName.get(name);
    if (watchers != null && watchers.remove(watcher) && watchers.isEmpty()) {
      byName.remove(name);
      shown.remove(name);
    }
  }

  /**
   * After a task: every watched tournament that changed is shown again.
   *
   * @param tournaments the tournament of a name, {@code null} when none (any more)
   * @param games how many games a tournament's boards were given
   * @param view the view of a tournament now
   */
  void afterTask(Function<String, Tournament> tournaments, Function<String, Integer> games,
      Function<Tournament, TournamentView> view) {
    for (Map.Entry<String, List<Consumer<TournamentView>>> entry : byName.entrySet()) {
      Tournament tournament = tournaments.apply(entry.getKey());
      if (tournament == null) {
        continue;
      }
      String now = fingerprint(tournament, games.apply(entry.getKey()));
      if (!now.equals(shown.put(entry.getKey(), now))) {
        TournamentView current = view.apply(tournament);
        List.copyOf(entry.getValue()).forEach(watcher -> watcher.accept(current));
      }
    }
  }
}
