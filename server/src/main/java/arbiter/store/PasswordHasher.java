package arbiter.store;

/** Turns passwords into salted slow hashes and checks them. Slow on purpose: off event loops. */
public interface PasswordHasher {

  /** A new salted hash of the password, self-describing (algorithm, cost, salt). */
  String hash(String password);

  /** Whether the password matches the hash. */
  boolean verify(String password, String hash);
}
