package arbiter.session;

import arbiter.director.TournamentDirector;
import arbiter.lobby.Lobby;
import arbiter.account.Accounts;
import arbiter.game.GameArchive;
import arbiter.rating.RatingBook;
import java.nio.file.Path;
import java.util.concurrent.Executor;

/**
 * What sessions share.
 *
 * @param accounts users and scores (blocking calls)
 * @param archive the stored games (blocking calls)
 * @param ratings the players' ratings (blocking calls)
 * @param blocking where blocking calls run: never an event loop (a direct executor at a console)
 * @param lobby online users, challenges and games
 * @param throttle slows down repeated failed logins
 * @param tournaments the server's tournaments, or {@code null} at one console
 * @param exportDir where {@code export} saves its files ({@code data/exports})
 * @param passwordMinLength the shortest password the server registers (0: the seed 002 rule
 *     alone)
 * @param limits the limits against abuse (rates, pending challenges, the hashing pool)
 */
public record Services(
    Accounts accounts,
    GameArchive archive,
    RatingBook ratings,
    Executor blocking,
    Lobby lobby,
    LoginThrottle throttle,
    TournamentDirector tournaments,
    Path exportDir,
    int passwordMinLength,
    Limits limits) {

  /** Services without limits or a minimum password length beyond the seed 002 rule (tests that
   * are not about them). */
  public Services(Accounts accounts, GameArchive archive, RatingBook ratings, Executor blocking,
      Lobby lobby, LoginThrottle throttle, TournamentDirector tournaments, Path exportDir) {
    this(accounts, archive, ratings, blocking, lobby, throttle, tournaments, exportDir, 0,
        Limits.none());
  }

  /** Where password hashing runs. */
  public Executor hashing() {
    return limits.hashing() == null ? blocking : limits.hashing();
  }
}
