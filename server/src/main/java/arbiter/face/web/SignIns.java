package arbiter.face.web;

import arbiter.store.LoginTokens;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The logins a browser keeps across reloads and restarts: each an unguessable token (256 random
 * bits) that names an account until it expires, is revoked (logout, logout everywhere) or its
 * account is removed. Only each token's SHA-256 is kept, in the database, so what the server
 * holds cannot be turned back into a cookie. Expiry is counted on a monotonic clock while the
 * server runs (a change of the system time neither ends nor extends a login); the wall-clock
 * expiry in the database carries it across a restart. The database is written and read on the
 * blocking pool, the writes one after another, so no method blocks its caller.
 */
public final class SignIns {

  /** Deadlines remembered for the tokens of this run; past it the oldest are forgotten. */
  private static final int MAX_ENTRIES = 100_000;
  private static final Logger LOG = LoggerFactory.getLogger(SignIns.class);

  private record Entry(String user, long deadlineMillis) {}

  private final SecureRandom random;
  private final long lifetimeMillis;
  private final LongSupplier monotonic;
  private final LongSupplier epoch;
  private final LoginTokens store;
  private final Executor blocking;
  /** The last write to the database: the next waits for it, so writes keep their order. */
  private CompletableFuture<Void> writes = CompletableFuture.completedFuture(null);
  private final Map<String, Entry> byHash = new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
      return size() > MAX_ENTRIES;
    }
  };

  /**
   * @param monotonic milliseconds that never jump
   * @param epoch wall-clock milliseconds, for the expiry kept across restarts
   */
  SignIns(long lifetimeMillis, LongSupplier monotonic, LongSupplier epoch, LoginTokens store,
      Executor blocking) {
    this.blocking = blocking;
    this.lifetimeMillis = lifetimeMillis;
    this.monotonic = monotonic;
    this.epoch = epoch;
    this.store = store;
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

  /** A new token naming the user's account for the lifetime. */
  String issue(String user) {
    byte[] bytes = new byte[32];
    synchronized (random) {
      random.nextBytes(bytes);
    }
    String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    String hash = hash(token);
    synchronized (byHash) {
      byHash.put(hash, new Entry(user, monotonic.getAsLong() + lifetimeMillis));
    }
    long expires = epoch.getAsLong() + lifetimeMillis;
    write(() -> store.save(hash, user, expires));
    return token;
  }

  /**
   * Whether this run issued the token to a live login: a check that needs no database, for the
   * page that turns a token it was just given into a cookie.
   */
  boolean issuedHere(String token) {
    if (token == null) {
      return false;
    }
    synchronized (byHash) {
      Entry entry = byHash.get(hash(token));
      return entry != null && monotonic.getAsLong() < entry.deadlineMillis;
    }
  }

  /**
   * The user the token names, or {@code null} when it is unknown, expired, revoked or its account
   * was removed: read from the database once the writes before it are done.
   */
  CompletableFuture<String> user(String token) {
    if (token == null) {
      return CompletableFuture.completedFuture(null);
    }
    String key = hash(token);
    boolean issuedHere;
    synchronized (byHash) {
      Entry entry = byHash.get(key);
      if (entry != null && monotonic.getAsLong() >= entry.deadlineMillis) {
        byHash.remove(key);
        write(() -> store.delete(key));
        return CompletableFuture.completedFuture(null);
      }
      issuedHere = entry != null;
    }
    CompletableFuture<Void> before;
    synchronized (this) {
      before = writes;
    }
    // issued in this run: the monotonic deadline has ruled; else the wall clock says what is left
    long now = issuedHere ? Long.MIN_VALUE : epoch.getAsLong();
    return before.thenApplyAsync(done -> store.find(key, now), blocking);
  }

  /** Ends the login the token names (nothing if it names none). */
  void revoke(String token) {
    if (token != null) {
      String key = hash(token);
      synchronized (byHash) {
        byHash.remove(key);
      }
      write(() -> store.delete(key));
    }
  }

  /** Runs a write after the ones before it; a failure is logged and the next goes on. */
  private synchronized void write(Runnable work) {
    writes = writes.thenRunAsync(work, blocking).exceptionally(error -> {
      LOG.warn("a web login could not be saved or ended: {}", error.toString());
      return null;
    });
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
