package arbiter.store;

/** Argon2id at the lowest cost, so tests that register users stay fast. */
public final class CheapHasher {

  private CheapHasher() {}

  public static PasswordHasher create() {
    return new Argon2Hasher(64, 1, 1);
  }
}
