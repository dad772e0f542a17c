package arbiter.director;

import arbiter.event.TournamentReply;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.knockout.Bracket;

/** {@code tournament show NAME}: a knockout's bracket; refused before the start. */
final class KnockoutShow {

  private KnockoutShow() {}

  static TournamentReply bracket(Tournament tournament) {
    Bracket bracket = tournament.bracket();
    if (bracket == null) {
      throw new TournamentException(TournamentRefusal.NOT_STARTED, tournament.name());
    }
    return new TournamentReply.BracketShown(tournament.name(), bracket);
  }
}
