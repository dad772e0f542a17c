package arbiter.net.http;

import arbiter.director.TournamentDirector;
import arbiter.config.ServerConfig;
import arbiter.session.Services;

/**
 * What the web face's handlers share.
 *
 * @param tournaments the server's tournaments, for the projector's JSON
 * @param files the pages, loaded from the resources once at start
 * @param signIns the logins kept across reloads by the session cookie
 */
record WebContext(
    Services services, ServerConfig config, TournamentDirector tournaments, StaticFiles files,
    SignIns signIns) {}
