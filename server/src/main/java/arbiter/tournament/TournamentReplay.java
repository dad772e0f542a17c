package arbiter.tournament;

import arbiter.tournament.TournamentEvent.ArbiterNamed;
import arbiter.tournament.TournamentEvent.Begun;
import arbiter.tournament.TournamentEvent.ByeRequested;
import arbiter.tournament.TournamentEvent.Configured;
import arbiter.tournament.TournamentEvent.Corrected;
import arbiter.tournament.TournamentEvent.Entered;
import arbiter.tournament.TournamentEvent.Joined;
import arbiter.tournament.TournamentEvent.Left;
import arbiter.tournament.TournamentEvent.Paired;
import arbiter.tournament.TournamentEvent.Rated;
import arbiter.tournament.TournamentEvent.Recorded;
import arbiter.tournament.TournamentEvent.Reinstated;
import arbiter.tournament.TournamentEvent.Reseated;
import arbiter.tournament.TournamentEvent.RoundClosed;
import arbiter.tournament.TournamentEvent.RoundEnded;
import arbiter.tournament.TournamentEvent.Started;

/**
 * Replays a stored event on a tournament through the method that first made it, so a stored
 * history is checked again as it is read back.
 */
final class TournamentReplay {

  private TournamentReplay() {}

  /** Performs the change an event describes on {@code t}, as its own method would. */
  static TournamentEvent apply(Tournament t, TournamentEvent event) {
    if (event instanceof Joined e) {
      return t.join(e.player());
    } else if (event instanceof Left e) {
      return t.leave(e.player());
    } else if (event instanceof Started e) {
      return t.start(e.paired(), e.seeding());
    } else if (event instanceof Recorded e) {
      return t.record(e.round(), e.board(), e.result());
    } else if (event instanceof RoundClosed e) {
      if (e.round() != t.roundNumber()) {
        throw new TournamentException(TournamentRefusal.NOT_CURRENT_ROUND, e.round());
      }
      return t.nextRound(e.paired());
    } else if (event instanceof Rated e) {
      return t.rate(e.ratings());
    } else if (event instanceof Entered e) {
      return t.enter(e.player(), e.byeHalfPoints(), e.rating());
    } else if (event instanceof ByeRequested e) {
      return t.requestBye(e.player(), e.round());
    } else if (event instanceof Reinstated e) {
      return t.reinstate(e.player());
    } else if (event instanceof Corrected e) {
      return t.correct(e.round(), e.board(), e.to(), e.by(), e.at());
    } else if (event instanceof Reseated e) {
      return t.reseat(e.round(), e.boards(), e.by(), e.at());
    } else if (event instanceof Configured e) {
      return t.configure(e.key(), e.value());
    } else if (event instanceof ArbiterNamed e) {
      return t.nameArbiter(e.user());
    } else if (event instanceof RoundEnded e) {
      if (e.round() != t.roundNumber()) {
        throw new TournamentException(TournamentRefusal.NOT_CURRENT_ROUND, e.round());
      }
      return t.endRound();
    } else if (event instanceof Paired e) {
      if (e.round() != t.roundNumber() + 1) {
        throw new TournamentException(TournamentRefusal.NOT_NEXT_ROUND, e.round());
      }
      return t.pair(e.boards());
    } else if (event instanceof TournamentEvent.Handed e) {
      return t.handOver(e.seat(), e.player());
    } else if (event instanceof TournamentEvent.Described e) {
      return t.describe(e.player(), e.federation(), e.title());
    } else if (event instanceof TournamentEvent.CheckedIn e) {
      return t.checkIn(e.player());
    } else if (event instanceof TournamentEvent.Repaired e) {
      return t.repaired(e);
    } else if (event instanceof TournamentEvent.OverTheBoard e) {
      return t.boardReports().replay(e);
    } else if (event instanceof TournamentEvent.Imported e) {
      return t.commit(e);
    } else if (event instanceof TournamentEvent.ArenaTimed e) {
      return t.arena().time(e.endsAt());
    } else if (event instanceof TournamentEvent.ArenaPaired e) {
      return t.arena().pair(e.boards());
    } else if (event instanceof TournamentEvent.Berserked e) {
      return t.arena().berserk(e.player());
    } else if (event instanceof TournamentEvent.ArenaPlayed e) {
      return t.arena().played(e.board(), e.plies());
    } else if (event instanceof TournamentEvent.Paused e) {
      return t.arena().pause(e.player());
    } else if (event instanceof TournamentEvent.Resumed e) {
      return t.arena().resume(e.player());
    } else if (event instanceof TournamentEvent.TeamJoined e) {
      return TeamRounds.join(t, t.state(), e.team(), e.captain(), e.lineup());
    } else if (event instanceof TournamentEvent.TeamLeft e) {
      return TeamRounds.leave(t, t.state(), e.team());
    } else if (event instanceof TournamentEvent.LineupSet e) {
      return TeamRounds.lineup(t, t.state(), e.team(), e.players(), e.by());
    } else if (event instanceof Begun e) {
      if (e.round() != t.roundNumber()) {
        throw new TournamentException(TournamentRefusal.NOT_CURRENT_ROUND, e.round());
      }
      return t.begin();
    }
    throw new TournamentException(TournamentRefusal.CREATED_TWICE);
  }
}
