package arbiter.cluster.edge;

import arbiter.cluster.Frame;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.cluster.Seal;
import arbiter.cluster.SealedFrames;
import java.security.KeyPair;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An edge's link to the core with every payload sealed ({@link Seal}): what a user types (a
 * password, a phone's code) and what the web pages ask (a login token's hash) leave the edge only
 * sealed to the key the leading core announced with its epoch, and what the core sealed to this
 * edge is opened before the edge reads it. Nothing with a payload goes out while no core key is
 * known. A key said with an older epoch than the last one heard within {@code timeoutMillis} is a
 * deposed core's, and ignored (as its epoch is).
 */
final class SealedToCore implements Publisher, RedisLink.Listener {

  private static final Logger LOG = LoggerFactory.getLogger(SealedToCore.class);

  private final KeyPair own = Seal.pair();
  private final RedisLink.Listener edge;
  private final LongSupplier millis;
  private final long timeoutMillis;
  private volatile Publisher link;
  /** The key shared with the leading core, {@code null} before its first announcement. */
  private volatile Seal seal;
  private volatile String coreKey = "";
  private volatile long epoch;
  private volatile long heardAt;
  private volatile boolean toldUnopened;

  /**
   * @param edge what hears the core's frames, opened
   * @param millis a monotonic clock in milliseconds
   * @param timeoutMillis how long the core's key holds without being said again
   */
  SealedToCore(RedisLink.Listener edge, LongSupplier millis, long timeoutMillis) {
    this.edge = edge;
    this.millis = millis;
    this.timeoutMillis = timeoutMillis;
  }

  /** Publishes through {@code link} from now on. */
  void link(Publisher link) {
    this.link = link;
  }

  @Override
  public CompletionStage<Long> publish(String channel, Frame frame) {
    if (SealedFrames.bytes(frame) == null) {
      return link.publish(channel, frame);
    }
    Seal current = seal;
    if (current == null) {
      return CompletableFuture.failedFuture(new IllegalStateException(
          "no core key is known: nothing goes to the core unsealed"));
    }
    return link.publish(channel, SealedFrames.map(frame, current::seal));
  }

  @Override
  public void heard(String channel, Frame frame) {
    if (frame instanceof Frame.Epoch said) {
      learn(said);
    } else if (SealedFrames.sealed(frame) && seal != null) {
      try {
        frame = SealedFrames.map(frame, seal::open);
      } catch (IllegalArgumentException e) {
        if (!toldUnopened) { // the frame goes on unreadable: its connection closes
          toldUnopened = true;
          LOG.warn("a sealed frame from the core did not open ({}); its connection closes",
              e.getMessage());
        }
      }
    }
    edge.heard(channel, frame);
  }

  private void learn(Frame.Epoch said) {
    long now = millis.getAsLong();
    boolean fresh = seal != null && now - heardAt <= timeoutMillis;
    if (said.epoch() < epoch && fresh) {
      return; // a deposed core's last word
    }
    if (said.key().isEmpty()) {
      if (seal != null || epoch == 0) {
        LOG.warn("the core at epoch {} announces no key: nothing goes to it unsealed",
            said.epoch());
      }
      seal = null;
      coreKey = "";
    } else if (!said.key().equals(coreKey)) {
      try {
        seal = Seal.edge(own, said.key());
        coreKey = said.key();
        toldUnopened = false;
      } catch (IllegalArgumentException e) {
        LOG.warn("the core at epoch {} announces no key this edge can use: {}", said.epoch(),
            e.getMessage());
        return;
      }
    }
    epoch = said.epoch();
    heardAt = now;
  }

  @Override
  public void lost() {
    edge.lost();
  }
}
