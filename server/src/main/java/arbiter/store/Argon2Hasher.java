package arbiter.store;

import arbiter.config.Settings;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Argon2id with a random 16-byte salt, written in the PHC string form
 * ({@code $argon2id$v=19$m=19456,t=2,p=1$SALT$HASH}, unpadded Base64); the cost is part of every
 * hash, so it may change later. Each hash and check makes its own working memory ({@code
 * argon2.memory.kib}) and leaves it to the collector once done: the hasher keeps none between
 * logins (password4j, used before, kept a zeroed copy of it, 19 MiB at the default cost, for the
 * server's life, and reads the same strings).
 */
public final class Argon2Hasher implements PasswordHasher {

  private static final int SALT_BYTES = 16;
  private static final int HASH_BYTES = 32;
  private static final Pattern PHC = Pattern.compile(
      "\\$argon2(id|i|d)\\$v=(\\d+)\\$m=(\\d+),t=(\\d+),p=(\\d+)\\$([A-Za-z0-9+/]+)\\$([A-Za-z0-9+/]+)");
  /** The most memory a stored hash may ask to be checked with (4 GiB, RFC 9106's first choice). */
  private static final long MOST_KIB = 4L * 1024 * 1024;

  private final int memoryKib;
  private final int iterations;
  private final int parallelism;
  private final SecureRandom random = new SecureRandom();

  public Argon2Hasher(int memoryKib, int iterations, int parallelism) {
    if (memoryKib < 8 * parallelism || iterations < 1 || parallelism < 1) {
      throw new IllegalArgumentException("Argon2 needs at least 8 KiB a lane, one pass and one lane:"
          + " m=" + memoryKib + ", t=" + iterations + ", p=" + parallelism);
    }
    this.memoryKib = memoryKib;
    this.iterations = iterations;
    this.parallelism = parallelism;
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
    byte[] salt = new byte[SALT_BYTES];
    random.nextBytes(salt);
    byte[] hash = argon2(Argon2Parameters.ARGON2_id, Argon2Parameters.ARGON2_VERSION_13, memoryKib,
        iterations, parallelism, salt, password, HASH_BYTES);
    Base64.Encoder base64 = Base64.getEncoder().withoutPadding();
    return "$argon2id$v=" + Argon2Parameters.ARGON2_VERSION_13 + "$m=" + memoryKib + ",t="
        + iterations + ",p=" + parallelism + "$" + base64.encodeToString(salt) + "$"
        + base64.encodeToString(hash);
  }

  @Override
  public boolean verify(String password, String hash) {
    Matcher phc = PHC.matcher(hash);
    if (!phc.matches()) {
      return false; // a malformed stored hash matches nothing
    }
    try {
      int type = switch (phc.group(1)) {
        case "id" -> Argon2Parameters.ARGON2_id;
        case "i" -> Argon2Parameters.ARGON2_i;
        default -> Argon2Parameters.ARGON2_d;
      };
      int version = Integer.parseInt(phc.group(2));
      int memory = Integer.parseInt(phc.group(3));
      int passes = Integer.parseInt(phc.group(4));
      int lanes = Integer.parseInt(phc.group(5));
      byte[] salt = Base64.getDecoder().decode(phc.group(6));
      byte[] expected = Base64.getDecoder().decode(phc.group(7));
      if ((version != Argon2Parameters.ARGON2_VERSION_10
          && version != Argon2Parameters.ARGON2_VERSION_13) || memory > MOST_KIB
          || memory < 2 * lanes || passes < 1 || lanes < 1 || expected.length < 4) {
        return false;
      }
      byte[] actual =
          argon2(type, version, memory, passes, lanes, salt, password, expected.length);
      return MessageDigest.isEqual(actual, expected);
    } catch (IllegalArgumentException e) {
      return false; // a number or Base64 out of range: malformed, matches nothing
    }
  }

  /** One Argon2 computation; its working memory is this call's generator's, garbage after it. */
  private static byte[] argon2(int type, int version, int memoryKib, int iterations,
      int parallelism, byte[] salt, String password, int length) {
    Argon2BytesGenerator generator = new Argon2BytesGenerator();
    generator.init(new Argon2Parameters.Builder(type).withVersion(version)
        .withMemoryAsKB(memoryKib).withIterations(iterations).withParallelism(parallelism)
        .withSalt(salt).build());
    byte[] out = new byte[length];
    generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
    return out;
  }
}
