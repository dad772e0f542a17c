package arbiter.face.web;

import arbiter.config.ServerConfig;
import arbiter.director.TournamentDirector;
import arbiter.edge.JsonSessions;
import arbiter.edge.http.Hosts;
import arbiter.session.Services;
import arbiter.store.LoginTokens;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * What the web face's handlers share.
 *
 * @param source what the pages read and ask: this server's lobby and director, or a cluster
 *     edge's core
 * @param sessions how a {@code /ws} WebSocket gets its JSON session
 * @param blocking where a printout is laid out and the logins are read and written
 * @param files the pages, loaded from the resources once at start
 * @param signIns the logins kept across reloads by the session cookie
 * @param hosts the host names the face answers to
 * @param watchIdleSeconds how long a spectator's socket may stay silent (its browser answers the
 *     server's pings) before it is closed
 */
public record WebContext(
    WebSource source, WebSessions sessions, Executor blocking, ServerConfig config,
    StaticFiles files, SignIns signIns, Hosts hosts, int watchIdleSeconds) {

  /**
   * The web face of a single server (or a core) as the settings make it.
   *
   * @param tournaments the director, {@code null} for a server without tournaments (tests)
   * @param logins where the web logins are kept across restarts
   */
  public static WebContext of(Services services, ServerConfig config,
      TournamentDirector tournaments, StaticFiles files, LoginTokens logins) {
    return of(new LocalWebSource(services, tournaments),
        (channel, wrap, opened) -> JsonSessions.handler(channel, services, config, wrap,
            opened::accept),
        services.blocking(), config, files, logins);
  }

  /**
   * The web face as the settings make it, its pages read from {@code source} and its WebSockets'
   * sessions opened by {@code sessions}.
   */
  public static WebContext of(WebSource source, WebSessions sessions, Executor blocking,
      ServerConfig config, StaticFiles files, LoginTokens logins) {
    long hours = config.settings().integer("http.session.hours", 12);
    return new WebContext(source, sessions, blocking, config, files,
        new SignIns(hours * 3_600_000L, () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime()),
            System::currentTimeMillis, logins, blocking),
        new Hosts(config.settings().string("http.hosts", null)),
        config.settings().integer("http.watch.idle.seconds", 90));
  }
}
