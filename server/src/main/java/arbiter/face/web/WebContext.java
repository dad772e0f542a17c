package arbiter.face.web;

import arbiter.director.TournamentDirector;
import arbiter.config.ServerConfig;
import arbiter.edge.http.Hosts;
import arbiter.session.RateLimiter;
import arbiter.session.Services;
import arbiter.store.LoginTokens;
import java.util.concurrent.TimeUnit;

/**
 * What the web face's handlers share.
 *
 * @param tournaments the server's tournaments, for the projector's JSON
 * @param files the pages, loaded from the resources once at start
 * @param signIns the logins kept across reloads by the session cookie
 * @param hosts the host names the face answers to
 * @param watchIdleSeconds how long a spectator's socket may stay silent (its browser answers the
 *     server's pings) before it is closed
 * @param codeGuesses the wrong player codes each address may send the phone page's API
 */
public record WebContext(
    Services services, ServerConfig config, TournamentDirector tournaments, StaticFiles files,
    SignIns signIns, Hosts hosts, int watchIdleSeconds, RateLimiter codeGuesses) {

  /**
   * The web face as the settings make it.
   *
   * @param logins where the web logins are kept across restarts
   */
  public static WebContext of(Services services, ServerConfig config,
      TournamentDirector tournaments, StaticFiles files, LoginTokens logins) {
    long hours = config.settings().integer("http.session.hours", 12);
    return new WebContext(services, config, tournaments, files,
        new SignIns(hours * 3_600_000L, () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime()),
            System::currentTimeMillis, logins, services.blocking()),
        new Hosts(config.settings().string("http.hosts", null)),
        config.settings().integer("http.watch.idle.seconds", 90),
        // a player's code stands for a password: a guesser gets a few tries, not a billion
        new RateLimiter(config.settings().integer("phone.code.guesses", 10), 10 * 60_000L,
            () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime())));
  }
}
