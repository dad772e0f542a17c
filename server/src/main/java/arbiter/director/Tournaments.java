package arbiter.director;

import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentEvent;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's tournaments by name, each kept in step with its stored history. Confined to the
 * director's thread; every call that stores blocks.
 */
final class Tournaments {

  private static final Logger LOG = LoggerFactory.getLogger(Tournaments.class);

  private final TournamentArchive archive;
  private final Map<String, Tournament> byName = new LinkedHashMap<>();

  Tournaments(TournamentArchive archive) {
    this.archive = archive;
  }

  /** Replays every stored history. */
  void load() {
    archive.histories().forEach((name, history) -> {
      try {
        byName.put(name, Tournament.replay(history));
      } catch (RuntimeException e) { // a history that does not replay must not stop the server
        LOG.error("tournament {}: its stored history does not replay ({}); the tournament is"
            + " skipped", name, e.toString());
      }
    });
  }

  /** The tournament of that name, or {@code null}. */
  Tournament get(String name) {
    return byName.get(name);
  }

  boolean contains(String name) {
    return byName.containsKey(name);
  }

  /** Every tournament, in the order they were created (or loaded). */
  Collection<Tournament> all() {
    return byName.values();
  }

  /** A tournament just created: its first event is stored and it joins the others. */
  void add(Tournament tournament) {
    archive.append(tournament.name(), 0, tournament.events().get(0));
    byName.put(tournament.name(), tournament);
  }

  /** A tournament taken over with a history of its own: every event is stored. */
  void adopt(Tournament tournament) {
    List<TournamentEvent> history = tournament.events();
    for (int seq = 0; seq < history.size(); seq++) {
      archive.append(tournament.name(), seq, history.get(seq));
    }
    byName.put(tournament.name(), tournament);
  }

  /** Stores {@code event}, which the tournament has just appended to its history. */
  void store(Tournament tournament, TournamentEvent event) {
    archive.append(tournament.name(), tournament.events().size() - 1, event);
  }
}
