package arbiter.tournament;

import arbiter.tournament.TournamentEvent.Corrected;
import java.util.List;

/** An arbiter's correction of a result already entered, in any round played so far. */
final class Corrections {

  private Corrections() {}

  /**
   * Changes the result of a board that has one (a wrong result, an adjudication); the standings
   * follow. Byes keep their worth.
   */
  static Corrected correct(Tournament t, TournamentState state, int round, int board,
      Result result, String by, long at) {
    if (state.phase == Phase.REGISTRATION) {
      throw new TournamentException(TournamentRefusal.NOT_STARTED, t.name());
    }
    if (round < 1 || round > state.rounds.size()) {
      throw new TournamentException(TournamentRefusal.NO_ROUND, t.name(), round, state.rounds.size());
    }
    List<Pairing> boards = state.rounds.get(round - 1);
    if (board < 1 || board > boards.size()) {
      throw new TournamentException(TournamentRefusal.NO_BOARD, round, board);
    }
    Pairing pairing = boards.get(board - 1);
    if (pairing.isBye() || result == null || result.isBye()) {
      throw new TournamentException(pairing.isBye() ? TournamentRefusal.BYE_BOARD
          : TournamentRefusal.RESULT_NEEDED, board, round);
    }
    if (pairing.isPending()) {
      throw new TournamentException(TournamentRefusal.NO_RESULT_YET, board, round);
    }
    Knockouts.requireOpenRound(t, state, round);
    if (pairing.result() == result) {
      throw new TournamentException(TournamentRefusal.HAS_RESULT, board, round, result);
    }
    return t.commit(new Corrected(round, board, pairing.result(), result, by, at));
  }
}
