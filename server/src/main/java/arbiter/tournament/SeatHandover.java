package arbiter.tournament;

import arbiter.tournament.TournamentEvent.Handed;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A seat (a player without an account) handed to an account: the checks, and the renaming of
 * the seat everywhere the state names it, so that its score, games, colour history, rating,
 * byes and reports are the account's from then on.
 */
final class SeatHandover {

  private SeatHandover() {}

  static Handed handOver(Tournament t, TournamentState state, String seat, String player) {
    if (state.phase == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, t.name());
    }
    if (t.format().isTeam() || !state.players.contains(seat)) {
      // a team competition's players came through their teams: it has no seats
      throw new TournamentException(TournamentRefusal.NOT_A_SEAT, seat, t.name());
    }
    if (state.players.contains(player)) {
      throw new TournamentException(TournamentRefusal.ALREADY_IN, player, t.name());
    }
    return t.commit(new Handed(seat, player));
  }

  /** Renames {@code from} to {@code to} in every part of the state that names players. */
  static void rename(TournamentState state, String from, String to) {
    state.players.replaceAll(name -> name.equals(from) ? to : name);
    Map<String, Integer> withdrawn = new LinkedHashMap<>();
    state.withdrawn.forEach((name, round) -> withdrawn.put(name.equals(from) ? to : name, round));
    state.withdrawn.clear();
    state.withdrawn.putAll(withdrawn);
    for (List<Pairing> round : state.rounds) {
      round.replaceAll(p -> new Pairing(p.board(), p.white().equals(from) ? to : p.white(),
          from.equals(p.black()) ? to : p.black(), p.result()));
    }
    Integer rating = state.ratings.remove(from);
    if (rating != null) {
      state.ratings.put(to, rating);
    }
    state.byeRequests.values().forEach(asked -> asked.replaceAll(n -> n.equals(from) ? to : n));
    renameIn(state.checkedIn, from, to);
    renameIn(state.paused, from, to);
    Set<String> berserks = new LinkedHashSet<>();
    for (String key : state.berserks) { // board:player
      berserks.add(key.endsWith(":" + from)
          ? key.substring(0, key.length() - from.length()) + to : key);
    }
    state.berserks.clear();
    state.berserks.addAll(berserks);
    String forbidden = state.options.get("forbidden");
    if (forbidden != null) {
      List<String> pairs = new ArrayList<>();
      for (List<String> pair : TournamentOptions.pairs(forbidden)) {
        pairs.add(pair.stream().map(n -> n.equals(from) ? to : n)
            .reduce((a, b) -> a + "," + b).orElse(""));
      }
      state.options.set("forbidden", String.join(";", pairs));
    }
    state.reports.rename(from, to);
  }

  private static void renameIn(Set<String> names, String from, String to) {
    if (names.remove(from)) {
      List<String> kept = new ArrayList<>(names);
      names.clear();
      names.addAll(kept);
      names.add(to);
    }
  }
}
