package arbiter.tournament;

/**
 * Who joins the play after the start: a late entry (a Swiss or an arena; every round already
 * paired, the published one included, scores the newcomer a bye worth 0, 1 or 2 half points: a
 * chosen bye, not the pairing-allocated one), and a withdrawn player reinstated from the next
 * pairing on (not in a knockout, whose bracket has left them).
 */
final class LateEntries {

  private LateEntries() {}

  static TournamentEvent.Entered enter(Tournament t, TournamentState state, String player,
      int byeHalfPoints, Integer rating) {
    if (state.phase == Phase.REGISTRATION) {
      throw new TournamentException(TournamentRefusal.NOT_STARTED_JOIN, t.name());
    }
    t.requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    if (t.format() != Format.SWISS && t.format() != Format.ARENA) {
      throw new TournamentException(TournamentRefusal.NO_LATE_ENTRIES);
    }
    if (state.players.contains(player)) {
      throw new TournamentException(TournamentRefusal.ALREADY_IN, player, t.name());
    }
    if (byeHalfPoints < 0 || byeHalfPoints > 2) {
      throw new TournamentException(TournamentRefusal.LATE_BYE_WORTH);
    }
    return t.commit(new TournamentEvent.Entered(player, byeHalfPoints, rating));
  }

  static TournamentEvent.Reinstated reinstate(Tournament t, TournamentState state,
      String player) {
    t.requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    t.requirePlayer(player);
    if (!state.withdrawn.containsKey(player) || t.format() == Format.KNOCKOUT) {
      throw new TournamentException(state.withdrawn.containsKey(player)
          ? TournamentRefusal.KNOCKOUT_NO_REINSTATE : TournamentRefusal.NOT_WITHDRAWN, player,
          t.name());
    }
    return t.commit(new TournamentEvent.Reinstated(player));
  }
}
