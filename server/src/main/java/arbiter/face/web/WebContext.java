package arbiter.face.web;

import arbiter.director.TournamentDirector;
import arbiter.config.ServerConfig;
import arbiter.edge.http.Hosts;
import arbiter.session.RateLimiter;
import arbiter.session.Services;

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
    SignIns signIns, Hosts hosts, int watchIdleSeconds, RateLimiter codeGuesses) {}
