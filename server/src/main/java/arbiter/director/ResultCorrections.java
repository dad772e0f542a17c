package arbiter.director;

import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.game.GameEvent;
import arbiter.game.Journal;
import arbiter.tournament.Pairing;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentEvent;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One truth for a corrected result: once the tournament stored an arbiter's correction, the
 * board's game says it too (its archive line, hence every export, the players' scores and
 * ratings: {@link GameEvent.Corrected}), and both players and the other organizers are told.
 * Confined to the director's thread, where waiting for the store is allowed.
 */
final class ResultCorrections {

  private static final Logger LOG = LoggerFactory.getLogger(ResultCorrections.class);

  private final Journal games;
  private final BoardGames boards;
  private final LongSupplier epochMillis;
  private final BiConsumer<String, DomainEvent> tell;

  /**
   * @param games where the board's game is corrected, after every event of it stored before
   * @param tell tells a user an event, if they are online
   */
  ResultCorrections(Journal games, BoardGames boards, LongSupplier epochMillis,
      BiConsumer<String, DomainEvent> tell) {
    this.games = games;
    this.boards = boards;
    this.epochMillis = epochMillis;
    this.tell = tell;
  }

  /** The tournament stored {@code done}, by {@code user}: the game follows, then people are told. */
  void follow(Tournament tournament, TournamentEvent.Corrected done, String user) {
    Long game = boards.byBoard(tournament.name()).get(done.round() + ":" + done.board());
    if (game != null && games != null) {
      try {
        games.record(new GameEvent.Corrected(game, done.to().decided(), user,
            epochMillis.getAsLong())).toCompletableFuture().join();
      } catch (RuntimeException e) { // the standings changed; the game keeps its old line
        LOG.error("tournament {} round {} board {}: game {} could not be corrected",
            tournament.name(), done.round(), done.board(), game, e);
      }
    }
    Pairing board = tournament.pairings(done.round()).get(done.board() - 1);
    DomainEvent told = new TournamentNews.ResultCorrected(tournament.name(), done.round(),
        done.board(), board.white(), board.black(), done.from(), done.to(), user,
        game == null ? 0 : game);
    Set<String> people = new LinkedHashSet<>();
    people.add(board.white());
    people.add(board.black());
    people.add(tournament.creator());
    people.addAll(tournament.arbiters());
    people.remove(user);
    people.forEach(person -> tell.accept(person, told));
  }
}
