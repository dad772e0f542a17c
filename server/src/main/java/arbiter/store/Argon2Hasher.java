package arbiter.store;

import arbiter.config.Settings;
import com.password4j.Argon2Function;
import com.password4j.Password;
import com.password4j.types.Argon2;

/** Argon2id with a random 16-byte salt; the cost is part of every hash, so it may change later. */
public final class Argon2Hasher implements PasswordHasher {

  private static final int SALT_BYTES = 16;
  private static final int HASH_BYTES = 32;

  private final Argon2Function function;

  public Argon2Hasher(int memoryKib, int iterations, int parallelism) {
    this.function =
        Argon2Function.getInstance(memoryKib, iterations, parallelism, HASH_BYTES, Argon2.ID);
  }

  /** The cost in {@code argon2.*} settings (default: OWASP's 19 MiB, 2 passes, 1 lane). */
  public static Argon2Hasher of(Settings settings) {
    return new Argon2Hasher(
        settings.integer("argon2.memory.kib", 19456),
        settings.integer("argon2.iterations", 2),
        settings.integer("argon2.parallelism", 1));
  }

  @Override
  public String hash(String password) {
    return Password.hash(password).addRandomSalt(SALT_BYTES).with(function).getResult();
  }

  @Override
  public boolean verify(String password, String hash) {
    try {
      return Password.check(password, hash).with(Argon2Function.getInstanceFromHash(hash));
    } catch (RuntimeException e) {
      return false; // a malformed stored hash matches nothing
    }
  }
}
