package arbiter.cluster;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The authentication of every Redis message of a cluster that shares {@code cluster.secret}: a
 * message goes as a header (a mark, the sending node's random id, its stamp: microseconds of its
 * wall clock, made to grow strictly) and an HMAC-SHA256 of the channel, the header and the
 * frames, then the frames. A message is heard only when its tag is right, its stamp later than the
 * last heard from that node (a replay is refused) and within {@link #WINDOW_MILLIS} of this node's
 * clock (a replay to a node that never heard the sender, or to one restarted since); a refused
 * message is dropped and logged once per sender. Without a secret a message goes as it is, as
 * before, and one that carries a tag is refused (this node cannot check it).
 */
public final class FrameTags {

  private static final Logger LOG = LoggerFactory.getLogger(FrameTags.class);
  /** The first byte of a tagged message: no frame's kind. */
  static final byte MARK = 0x4D;
  /** How far a sender's clock may be from this node's, in milliseconds. */
  static final long WINDOW_MILLIS = 60_000;
  private static final int SENDER = 8;
  private static final int TAG = 32;
  private static final int HEAD = 1 + SENDER + 8;
  /** Senders remembered or told of at most (a node makes a new id each start). */
  private static final int SENDERS = 1024;

  private final SecretKeySpec key;
  private final ThreadLocal<Mac> macs;
  private final LongSupplier wallMillis;
  private final long sender = new SecureRandom().nextLong();
  private final AtomicLong stamp = new AtomicLong();
  /** The last stamp heard of each sender. */
  private final Map<Long, Long> heard = new ConcurrentHashMap<>();
  private final Set<String> told = ConcurrentHashMap.newKeySet();

  private FrameTags(String secret, LongSupplier wallMillis) {
    this.wallMillis = wallMillis;
    this.key = secret == null ? null
        : new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256");
    this.macs = ThreadLocal.withInitial(() -> {
      try {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(key);
        return mac;
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException("this JDK has no HMAC-SHA256", e);
      }
    });
  }

  /** No secret: messages go untagged, as they did before. */
  public static FrameTags none() {
    return new FrameTags(null, System::currentTimeMillis);
  }

  /**
   * The tags of {@code secret} ({@code cluster.secret}; blank for {@link #none}), with the wall
   * clock {@code wallMillis}.
   */
  public static FrameTags of(String secret, LongSupplier wallMillis) {
    return secret == null || secret.isBlank() ? none()
        : new FrameTags(secret, wallMillis);
  }

  /** What a node logs as it links up: whether its frames are authenticated. */
  public String said() {
    return key != null ? "frames authenticated by cluster.secret"
        : "frames not authenticated: whoever can publish to Redis can pose as a node"
            + " (set cluster.secret on every node)";
  }

  /** Whether messages carry tags. */
  public boolean on() {
    return key != null;
  }

  /** The message that carries {@code frames} (encoded) on {@code channel}, tagged if on. */
  public byte[] tag(String channel, byte[] frames) {
    if (key == null) {
      return frames;
    }
    long micros = wallMillis.getAsLong() * 1000;
    long now = stamp.updateAndGet(last -> Math.max(last + 1, micros));
    ByteBuffer message = ByteBuffer.allocate(HEAD + TAG + frames.length);
    message.put(MARK).putLong(sender).putLong(now);
    message.put(mac(channel, message.array(), frames)).put(frames);
    return message.array();
  }

  /** The frames {@code message} carries on {@code channel}; {@code null} when it is refused. */
  public byte[] check(String channel, byte[] message) {
    boolean tagged = message.length >= HEAD + TAG && message[0] == MARK;
    if (key == null) {
      if (message.length > 0 && message[0] == MARK) {
        refused("a tagged sender", "it carries a tag and cluster.secret is not set here");
        return null;
      }
      return message;
    }
    if (!tagged) {
      refused("an untagged sender", "it carries no tag (is cluster.secret set on every node?)");
      return null;
    }
    ByteBuffer head = ByteBuffer.wrap(message, 1, HEAD - 1);
    long from = head.getLong();
    long at = head.getLong();
    String who = "node " + HexFormat.of().toHexDigits(from);
    byte[] frames = new byte[message.length - HEAD - TAG];
    System.arraycopy(message, HEAD + TAG, frames, 0, frames.length);
    byte[] expected = mac(channel, message, frames);
    if (!MessageDigest.isEqual(expected, java.util.Arrays.copyOfRange(message, HEAD,
        HEAD + TAG))) {
      refused(who, "its tag is wrong (another cluster.secret, or changed on the way)");
      return null;
    }
    long now = wallMillis.getAsLong();
    if (Math.abs(at / 1000 - now) > WINDOW_MILLIS) {
      refused(who, "its stamp is " + (now - at / 1000) + " ms from this node's clock (a replay,"
          + " or clocks apart)");
      return null;
    }
    Long last = heard.get(from);
    if (last != null && at <= last) {
      refused(who, "it was heard already (a replay)");
      return null;
    }
    if (heard.size() >= SENDERS) { // the old ones fall out of the window anyway
      heard.values().removeIf(stamp -> now - stamp / 1000 > WINDOW_MILLIS);
    }
    heard.put(from, at);
    return frames;
  }

  private byte[] mac(String channel, byte[] head, byte[] frames) {
    Mac mac = macs.get();
    mac.update(channel.getBytes(StandardCharsets.UTF_8));
    mac.update((byte) 0);
    mac.update(head, 0, HEAD);
    return mac.doFinal(frames);
  }

  private void refused(String who, String why) {
    if (told.size() < SENDERS && told.add(who)) {
      LOG.warn("a message from {} was dropped: {}; further ones from it are dropped silently",
          who, why);
    }
  }
}
