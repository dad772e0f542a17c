package arbiter.tournament;

import arbiter.tournament.TournamentEvent.CheckedIn;
import arbiter.tournament.TournamentEvent.Repaired;
import java.util.ArrayList;
import java.util.List;

/**
 * Who comes to play: the check-in before round 1 (with {@code checkin on}, a player who did not
 * confirm their presence is withdrawn for round 1 when the tournament starts, and an organizer may
 * reinstate them from round 2), and re-pairing the published round of a Swiss before its games
 * begin, when a late entry, a bye asked for it or a withdrawal changed who plays it.
 */
final class Attendance {

  private Attendance() {}

  static CheckedIn checkIn(Tournament t, TournamentState state, String player) {
    t.requirePhase(Phase.REGISTRATION, TournamentRefusal.REGISTRATION_CLOSED);
    if (!state.options.on("checkin")) {
      throw new TournamentException(TournamentRefusal.CHECKIN_OFF, t.name());
    }
    if (!state.players.contains(player)) {
      throw new TournamentException(TournamentRefusal.NOT_IN, player, t.name());
    }
    if (state.checkedIn.contains(player)) {
      throw new TournamentException(TournamentRefusal.CHECKED_IN_ALREADY, player, t.name());
    }
    return t.commit(new CheckedIn(player));
  }

  /** The players who have not checked in, in pairing order; none when check-in is off. */
  static List<String> absent(TournamentState state) {
    List<String> absent = new ArrayList<>();
    if (state.options.on("checkin")) {
      for (String player : state.players) {
        if (!state.checkedIn.contains(player)) {
          absent.add(player);
        }
      }
    }
    return absent;
  }

  /** Throws unless at least two players are present at the start. */
  static void requirePresent(Tournament t, TournamentState state) {
    int present = state.players.size() - absent(state).size();
    if (present < 2) {
      throw new TournamentException(TournamentRefusal.TOO_FEW_PLAYERS, t.name(), present);
    }
  }

  /** Whether the current round is published and its games have not begun. */
  static boolean published(TournamentState state) {
    return state.phase == Phase.RUNNING && !state.rounds.isEmpty() && !state.awaitingPairing
        && state.begunRound < state.rounds.size();
  }

  /** A player leaves or is withdrawn: refused once the tournament is over or they are out. */
  static TournamentEvent.Left leave(Tournament t, TournamentState state, String player) {
    if (state.phase == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, t.name());
    }
    if (!state.players.contains(player)) {
      throw new TournamentException(TournamentRefusal.NOT_IN, player, t.name());
    }
    if (state.withdrawn.containsKey(player)) {
      throw new TournamentException(TournamentRefusal.ALREADY_LEFT, player, t.name());
    }
    return t.commit(new TournamentEvent.Left(player));
  }

  /**
   * The published round of a Swiss (or team Swiss) paired again: as {@code boards} (a stored event read back) or,
   * when that is null, as the rules pair it now.
   */
  static Repaired repair(Tournament t, TournamentState state, List<Pairing> boards, String by,
      long at) {
    t.requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    int round = t.roundNumber();
    if (!published(state)) {
      throw new TournamentException(TournamentRefusal.SEATS_FIXED, round, t.name());
    }
    List<Pairing> paired = boards;
    if (paired == null && (t.format() == Format.SWISS || t.format() == Format.TEAM_SWISS)) {
      List<Pairing> current = state.rounds.remove(round - 1);
      try {
        paired = state.pairNext();
      } finally {
        state.rounds.add(current);
      }
    }
    if (paired == null || paired.isEmpty()) {
      throw new TournamentException(TournamentRefusal.REPAIR_IMPOSSIBLE, round);
    }
    return t.commit(new Repaired(round, paired, by, at));
  }

  static TournamentEvent.ByeRequested requestBye(Tournament t, TournamentState state,
      String player, int round) {
    if (state.phase == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, t.name());
    }
    if (t.format() != Format.SWISS) {
      throw new TournamentException(TournamentRefusal.NO_REQUESTED_BYES);
    }
    if (!state.players.contains(player)) {
      throw new TournamentException(TournamentRefusal.NOT_IN, player, t.name());
    }
    if (state.withdrawn.containsKey(player)) {
      throw new TournamentException(TournamentRefusal.HAS_WITHDRAWN, player, t.name());
    }
    int first = state.rounds.size() + (published(state) ? 0 : 1);
    if (round < first || round > t.rounds()) {
      throw new TournamentException(TournamentRefusal.NOT_COMING_ROUND, round, t.name(), first,
          t.rounds());
    }
    if (state.byeRequests.getOrDefault(round, List.of()).contains(player)) {
      throw new TournamentException(TournamentRefusal.BYE_ALREADY, player, round);
    }
    return t.commit(new TournamentEvent.ByeRequested(player, round));
  }
}
