package arbiter.director;

import arbiter.event.Actor;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.game.GameRoom;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The rounds' absences: a round game whose player has not come within the time is lost by them,
 * and a player who has lost as many games without playing as the tournament allows is withdrawn.
 * Confined to the director's thread, as the {@link RoundRunner} that asks.
 */
final class Absences {

  private final Tournaments tournaments;
  private final TournamentArchive archive;
  private final BoardGames boardGames;
  private final RoundAudience audience;
  private final RoundRunner.Timing timing;
  private final long absentMillis;

  /** @param absentMillis a round game a player has not come to for this long is lost by them */
  Absences(Tournaments tournaments, TournamentArchive archive, BoardGames boardGames,
      RoundAudience audience, RoundRunner.Timing timing, long absentMillis) {
    this.tournaments = tournaments;
    this.archive = archive;
    this.boardGames = boardGames;
    this.audience = audience;
    this.timing = timing;
    this.absentMillis = absentMillis;
  }

  /** Ends every pending round game against the players who have not come to it in time. */
  void sweep() {
    List<GameRoom> rooms = new ArrayList<>();
    for (Tournament tournament : tournaments.all()) {
      if (tournament.phase() == Phase.RUNNING) {
        for (Pairing pairing : tournament.currentRound()) {
          if (pairing.isPending()) {
            rooms.addAll(boardGames.gamesOf(tournament, pairing));
          }
        }
      }
    }
    // the ends come back through the director's queue, after this sweep
    rooms.forEach(room -> room.forfeitAbsent(absentMillis));
  }

  /**
   * Withdraws the players of a decided board who have now lost as many games without playing as
   * the tournament allows.
   */
  void withdraw(Tournament tournament, Pairing board) {
    int limit = tournament.options().number("absences", timing.absences());
    if (limit == 0 || board.isBye() || tournament.phase() != Phase.RUNNING) {
      return;
    }
    for (String player : new String[] {board.white(), board.black()}) {
      int lost = forfeitLosses(tournament, player);
      if (!tournament.hasWithdrawn(player) && lost >= limit) {
        Pairing current = tournament.currentPairing(player).orElse(null);
        tournaments.store(tournament, tournament.leave(player));
        archive.audit(tournament.name(), new TournamentArchive.AuditLine(
            timing.ticker().epochMillis(), Actor.DIRECTOR,
            AuditAction.of(Kind.ABSENT_WITHDRAWN, player, lost)));
        DomainEvent withdrawn = new TournamentNews.AbsentWithdrawn(tournament.name(), player, lost);
        Set<String> told = RoundAudience.of(tournament);
        told.add(player);
        told.forEach(user -> audience.tell(tournament, user, withdrawn));
        if (current != null && current.isPending()) {
          for (GameRoom room : boardGames.gamesOf(tournament, current)) {
            room.forfeit(current.sideOf(player).orElseThrow());
          }
        }
      }
    }
  }

  /** Games the player lost without playing: forfeit losses and double forfeits. */
  private static int forfeitLosses(Tournament tournament, String player) {
    int losses = 0;
    for (int round = 1; round <= tournament.roundNumber(); round++) {
      for (Pairing p : tournament.pairings(round)) {
        if (!p.isBye() && !p.isPending() && !p.result().played() && p.involves(player)) {
          losses += p.result().halfPoints(p.sideOf(player).orElseThrow()) == 0 ? 1 : 0;
        }
      }
    }
    return losses;
  }
}
