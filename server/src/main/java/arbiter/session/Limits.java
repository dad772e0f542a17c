package arbiter.session;

import java.util.concurrent.Executor;

/**
 * The limits against abuse that sessions apply (issue 21), each a setting with a safe default
 * (see {@code config/arbiter.properties}).
 *
 * @param hashing where password hashing runs: its own bounded pool, apart from the database
 *     calls, so a storm of logins does not hold up others' queries; {@code null}: the blocking
 *     executor
 * @param registrations registrations per address per hour
 * @param chat chat lines per user per minute
 * @param codeGuesses wrong player codes per address in ten minutes on the phone page: counted
 *     where the seats are (a cluster's core), whichever edge the phone reached
 * @param challengesPerUser challenges one user may have waiting for an answer (0: no limit)
 * @param tournamentsPerUser tournaments one user may have created and not finished (0: no limit)
 * @param swissRoundsMax the most rounds a Swiss may have (0: no limit)
 */
public record Limits(
    Executor hashing,
    RateLimiter registrations,
    RateLimiter chat,
    RateLimiter codeGuesses,
    int challengesPerUser,
    int tournamentsPerUser,
    int swissRoundsMax) {

  /** No limits: the local console, and tests that are not about limits. */
  public static Limits none() {
    return new Limits(null, RateLimiter.none(), RateLimiter.none(), RateLimiter.none(), 0, 0,
        0);
  }
}
