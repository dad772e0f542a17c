package arbiter.session;

import arbiter.bot.GameAnalyses;
import arbiter.director.TournamentDirector;
import arbiter.lobby.Lobby;
import arbiter.account.Accounts;
import arbiter.game.GameArchive;
import arbiter.rating.RatingBook;
import arbiter.simul.Simuls;
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
 * @param analyses the engine's analyses of finished games, on a thread of their own
 * @param formVariant the variant the web and Swing challenge forms offer first (setting
 *     {@code challenge.variant}); the text protocol's {@code new_game} keeps seed 002's default
 * @param simuls the server's simuls, or {@code null} where there are none (a console)
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
    Limits limits,
    GameAnalyses analyses,
    String formVariant,
    Simuls simuls) {

  /** The challenge forms' variant when the server sets none. */
  public static final String FORM_VARIANT = "chess";

  /** Analyses of 100,000 nodes a position: a few seconds a game on the shared pool. */
  public static final long ANALYSIS_NODES = 100_000;

  /** Services whose analyses run on the blocking pool (a console, tests that are not about them). */
  public Services(Accounts accounts, GameArchive archive, RatingBook ratings, Executor blocking,
      Lobby lobby, LoginThrottle throttle, TournamentDirector tournaments, Path exportDir,
      int passwordMinLength, Limits limits) {
    this(accounts, archive, ratings, blocking, lobby, throttle, tournaments, exportDir,
        passwordMinLength, limits, new GameAnalyses(blocking, 4, ANALYSIS_NODES, 100),
        FORM_VARIANT, null);
  }

  /** Services without limits or a minimum password length beyond the seed 002 rule (tests that
   * are not about them). */
  public Services(Accounts accounts, GameArchive archive, RatingBook ratings, Executor blocking,
      Lobby lobby, LoginThrottle throttle, TournamentDirector tournaments, Path exportDir) {
    this(accounts, archive, ratings, blocking, lobby, throttle, tournaments, exportDir, 0,
        Limits.none());
  }

  /** These services with the server's simuls. */
  public Services withSimuls(Simuls server) {
    return new Services(accounts, archive, ratings, blocking, lobby, throttle, tournaments,
        exportDir, passwordMinLength, limits, analyses, formVariant, server);
  }

  /** Where password hashing runs. */
  public Executor hashing() {
    return limits.hashing() == null ? blocking : limits.hashing();
  }
}
