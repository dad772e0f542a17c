package arbiter.cluster;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.Base64;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The key an edge and the core share, so that what a user types (a password, a phone's code, a
 * login token's hash) crosses Redis sealed: X25519 agreement between the core's key pair (made
 * when it leads, announced with its epoch) and the edge's own (made when it starts, sent with
 * each sealed payload), hashed with both public keys into an AES-256-GCM key. Both ends derive the
 * same key; each seals with nonces of its own direction. JDK only, nothing to configure.
 */
public final class Seal {

  /** The first byte of a payload an edge sealed: its bytes are no JSON. */
  private static final byte FROM_EDGE = 1;
  /** The first byte of a payload the core sealed. */
  private static final byte FROM_CORE = 2;
  /** The bytes of a key's id: the head of its SHA-256. */
  private static final int ID = 8;
  /** The length of an X25519 public key's X.509 form, which an edge's payloads carry. */
  private static final int EDGE_KEY = 44;
  private static final int NONCE = 12;
  private static final int TAG_BITS = 128;
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final ThreadLocal<Cipher> CIPHERS = ThreadLocal.withInitial(() -> {
    try {
      return Cipher.getInstance("AES/GCM/NoPadding");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JDK has no AES-GCM", e);
    }
  });

  private final SecretKeySpec key;
  private final byte direction;
  /** The core's public key's id, said in every payload so a stale key shows as such. */
  private final byte[] coreId;
  /** What an edge puts before each payload it seals: its public key (the core's: nothing). */
  private final byte[] sender;
  /** The nonces of this end: its direction, then a count from a random start. */
  private final AtomicLong nonces = new AtomicLong(RANDOM.nextLong());
  private final int nonceHead = RANDOM.nextInt();

  private Seal(SecretKeySpec key, byte direction, byte[] coreId, byte[] sender) {
    this.key = key;
    this.direction = direction;
    this.coreId = coreId;
    this.sender = sender;
  }

  /** A new X25519 key pair. */
  public static KeyPair pair() {
    try {
      return KeyPairGenerator.getInstance("X25519").generateKeyPair();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JDK has no X25519", e);
    }
  }

  /** A public key as it is announced (its X.509 form in Base64). */
  public static String announced(PublicKey key) {
    return Base64.getEncoder().encodeToString(key.getEncoded());
  }

  /** The edge's end: {@code edge}'s pair with the core's announced public key. */
  public static Seal edge(KeyPair edge, String corePublic) {
    byte[] core = Base64.getDecoder().decode(corePublic);
    byte[] own = edge.getPublic().getEncoded();
    return new Seal(derive(edge.getPrivate(), core, core, own), FROM_EDGE, id(core), own);
  }

  /** The core's end of one edge: {@code core}'s pair with the public key the edge sent. */
  public static Seal core(KeyPair core, byte[] edgePublic) {
    byte[] own = core.getPublic().getEncoded();
    return new Seal(derive(core.getPrivate(), edgePublic, own, edgePublic), FROM_CORE, id(own),
        new byte[0]);
  }

  /** The id of a public key's X.509 bytes. */
  private static byte[] id(byte[] publicKey) {
    return Arrays.copyOf(sha256(publicKey), ID);
  }

  /**
   * {@code plain} sealed: its direction, the core key's id, the sender's public key (an edge's),
   * a nonce, the cipher text and its tag.
   */
  public byte[] seal(byte[] plain) {
    ByteBuffer out = ByteBuffer.allocate(1 + ID + sender.length + NONCE + plain.length + 16);
    out.put(direction).put(coreId).put(sender);
    byte[] nonce = ByteBuffer.allocate(NONCE).putInt(nonceHead ^ direction)
        .putLong(nonces.getAndIncrement()).array();
    out.put(nonce);
    try {
      Cipher cipher = CIPHERS.get();
      cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
      cipher.doFinal(ByteBuffer.wrap(plain), out);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM failed to seal", e);
    }
    return out.array();
  }

  /**
   * What {@code sealed} (by the other end) holds; an {@link IllegalArgumentException} when it was
   * sealed with another key or changed on the way.
   */
  public byte[] open(byte[] sealed) {
    // the core's end opens an edge's payloads, which carry the edge's key
    int head = 1 + ID + (direction == FROM_CORE ? EDGE_KEY : 0);
    if (sealed.length < head + NONCE + 16 || sealed[0] == direction
        || !Arrays.equals(sealed, 1, 1 + ID, coreId, 0, ID)) {
      throw new IllegalArgumentException("sealed with another key");
    }
    try {
      Cipher cipher = CIPHERS.get();
      cipher.init(Cipher.DECRYPT_MODE, key,
          new GCMParameterSpec(TAG_BITS, sealed, head, NONCE));
      return cipher.doFinal(sealed, head + NONCE, sealed.length - head - NONCE);
    } catch (AEADBadTagException e) {
      throw new IllegalArgumentException("a sealed payload changed on the way", e);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM failed to open", e);
    }
  }

  /** The edge's public key in a payload an edge sealed; {@code null} when it is none. */
  public static byte[] edgeKey(byte[] sealed) {
    int from = 1 + ID;
    if (sealed.length < from + EDGE_KEY || sealed[0] != FROM_EDGE) {
      return null;
    }
    return Arrays.copyOfRange(sealed, from, from + EDGE_KEY);
  }

  /** Whether {@code bytes} are a sealed payload (a JSON one starts otherwise). */
  public static boolean sealed(byte[] bytes) {
    return bytes.length > 0 && (bytes[0] == FROM_EDGE || bytes[0] == FROM_CORE);
  }

  private static SecretKeySpec derive(PrivateKey own, byte[] peer, byte[] core, byte[] edge) {
    try {
      PublicKey theirs = KeyFactory.getInstance("X25519")
          .generatePublic(new X509EncodedKeySpec(peer));
      KeyAgreement agreement = KeyAgreement.getInstance("X25519");
      agreement.init(own);
      agreement.doPhase(theirs, true);
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      digest.update("arbiter seal 1".getBytes(StandardCharsets.US_ASCII));
      digest.update(agreement.generateSecret());
      digest.update(core);
      digest.update(edge);
      return new SecretKeySpec(digest.digest(), "AES");
    } catch (GeneralSecurityException e) {
      throw new IllegalArgumentException("no X25519 public key", e);
    }
  }

  private static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JDK has no SHA-256", e);
    }
  }
}
