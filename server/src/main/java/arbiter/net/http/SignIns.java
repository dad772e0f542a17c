package arbiter.net.http;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The logins a browser keeps across reloads: each an unguessable token (256 random bits) that
 * names a user until it expires or is revoked (logout). Only each token's SHA-256 is kept, so
 * what the server holds cannot be turned back into a cookie.
 */
final class SignIns {

  /** The most live logins kept; past it the expired ones are forgotten, then the oldest. */
  private static final int MAX_ENTRIES = 100_000;

  private record Entry(String user, long expiresMillis) {}

  private final SecureRandom random;
  private final long lifetimeMillis;
  private final LongSupplier clock;
  private final Map<String, Entry> byHash = new HashMap<>();

  SignIns(long lifetimeMillis, LongSupplier clock) {
    this.lifetimeMillis = lifetimeMillis;
    this.clock = clock;
    try {
      // a DRBG seeds itself once, here; later tokens cost no read of /dev/random on an event loop
      random = SecureRandom.getInstance("DRBG");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Java has no DRBG SecureRandom", e);
    }
    random.nextBytes(new byte[32]);
  }

  /** How long a login lasts, in seconds (the cookie's {@code Max-Age}). */
  long lifetimeSeconds() {
    return lifetimeMillis / 1000;
  }

  /** A new token naming the user for the lifetime. */
  String issue(String user) {
    byte[] bytes = new byte[32];
    synchronized (random) {
      random.nextBytes(bytes);
    }
    String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    synchronized (byHash) {
      if (byHash.size() >= MAX_ENTRIES) {
        forgetExpiredOrOldest();
      }
      byHash.put(hash(token), new Entry(user, clock.getAsLong() + lifetimeMillis));
    }
    return token;
  }

  /** The user the token names, or {@code null} when it is unknown, expired or revoked. */
  String user(String token) {
    if (token == null) {
      return null;
    }
    String key = hash(token);
    synchronized (byHash) {
      Entry entry = byHash.get(key);
      if (entry == null) {
        return null;
      }
      if (clock.getAsLong() >= entry.expiresMillis) {
        byHash.remove(key);
        return null;
      }
      return entry.user;
    }
  }

  /** Ends the login the token names (nothing if it names none). */
  void revoke(String token) {
    if (token != null) {
      synchronized (byHash) {
        byHash.remove(hash(token));
      }
    }
  }

  private void forgetExpiredOrOldest() {
    long now = clock.getAsLong();
    byHash.values().removeIf(entry -> now >= entry.expiresMillis);
    if (byHash.size() >= MAX_ENTRIES) {
      String oldest = null;
      long soonest = Long.MAX_VALUE;
      for (Map.Entry<String, Entry> e : byHash.entrySet()) {
        if (e.getValue().expiresMillis < soonest) {
          soonest = e.getValue().expiresMillis;
          oldest = e.getKey();
        }
      }
      byHash.remove(oldest);
    }
  }

  private static String hash(String token) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256")
          .digest(token.getBytes(StandardCharsets.US_ASCII));
      return Base64.getEncoder().encodeToString(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Java has no SHA-256", e);
    }
  }
}
