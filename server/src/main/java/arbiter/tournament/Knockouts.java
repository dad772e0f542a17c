package arbiter.tournament;

import arbiter.tournament.knockout.Bracket;
import arbiter.tournament.knockout.KnockoutRules;
import java.util.List;

/**
 * Where a {@link Tournament} of {@link Format#KNOCKOUT} differs: its pairing is the bracket's
 * ({@link Bracket}), its standings are the placings, and its match rules are fixed at the start.
 * Each tournament round is one game of every match still being played.
 */
final class Knockouts {

  private Knockouts() {}

  /** The bracket the state's events made; {@code null} for another format or before the start. */
  static Bracket bracket(TournamentState state) {
    boolean started = state.phase != Phase.REGISTRATION;
    return state.created.format() == Format.KNOCKOUT && started ? of(state) : null;
  }

  /**
   * The next round: the next game of every open match of the earliest open bracket round (round
   * 1's first games at the start, which pairs before it is recorded).
   */
  static List<Pairing> pairNext(TournamentState state) {
    return of(state).next();
  }

  private static Bracket of(TournamentState state) {
    KnockoutRules rules =
        KnockoutRules.of(state.created.rounds(), state.created.timeControl(), state.options::get);
    return Bracket.of(state.players, state.withdrawn.keySet(), state.rounds, rules);
  }

  /** The standings in placing order: the points table's rows, renumbered. */
  static StandingsTable standings(TournamentState state, StandingsTable points) {
    Bracket bracket = bracket(state);
    return bracket == null ? points : points.orderedBy(bracket.placingOrder());
  }

  /**
   * Refuses a knockout's own option on another format, and after the start (each game's stage
   * follows from the rules as they were then).
   */
  static void requireSettable(Tournament t, TournamentState state, String key) {
    if (!KnockoutRules.KEYS.contains(key)) {
      return;
    }
    if (t.format() != Format.KNOCKOUT) {
      throw new TournamentException(TournamentRefusal.NOT_KNOCKOUT, t.name());
    }
    if (state.phase != Phase.REGISTRATION) {
      throw new TournamentException(TournamentRefusal.KNOCKOUT_SETTINGS_FIXED, t.name());
    }
  }

  /**
   * A correction in a knockout re-decides a match only while its bracket round is the one being
   * played: a later round has already been paired from its winner.
   */
  static void requireOpenRound(Tournament t, TournamentState state, int round) {
    if (t.format() != Format.KNOCKOUT) {
      return;
    }
    Bracket bracket = bracket(state);
    if (state.phase != Phase.RUNNING
        || bracket.roundOf(round) != bracket.roundOf(state.rounds.size())) {
      throw new TournamentException(TournamentRefusal.KNOCKOUT_ROUND_CLOSED, round, t.name());
    }
  }
}
