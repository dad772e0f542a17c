package arbiter.cluster.core;

import arbiter.cluster.Frame;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.cluster.Seal;
import arbiter.cluster.SealedFrames;
import java.nio.ByteBuffer;
import java.security.KeyPair;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core's link to its edges with their payloads sealed ({@link Seal}): it makes a key pair for
 * each epoch it leads, announces the public key with the epoch, opens what the edges sealed to it
 * (each payload carries its edge's public key) and seals what it sends an edge once it has heard
 * that edge's key (every answer to what a user typed, every page's answer; a welcome before the
 * client said anything may go unsealed: it holds nothing of theirs).
 */
public final class SealedToEdges implements Publisher, RedisLink.Listener {

  private static final Logger LOG = LoggerFactory.getLogger(SealedToEdges.class);
  /** Edge keys kept at most (an edge makes one each start); past it they are learnt again. */
  private static final int KEYS = 4096;

  private final Publisher link;
  private final RedisLink.Listener core;
  private volatile KeyPair pair;
  private volatile long pairEpoch;
  /** The shared keys by the edge's public key. */
  private final Map<ByteBuffer, Seal> byKey = new ConcurrentHashMap<>();
  /** The shared key of each edge heard, by its name. */
  private final Map<String, Seal> byEdge = new ConcurrentHashMap<>();
  /** The edges whose sealed frames did not open, told once each. */
  private final Set<String> told = ConcurrentHashMap.newKeySet();

  /**
   * @param link where the frames go, sealed
   * @param core what hears the edges' frames, opened
   */
  public SealedToEdges(Publisher link, RedisLink.Listener core) {
    this.link = link;
    this.core = core;
  }

  @Override
  public CompletionStage<Long> publish(String channel, Frame frame) {
    if (frame instanceof Frame.Epoch said) {
      return link.publish(channel, new Frame.Epoch(said.epoch(), announce(said.epoch())));
    }
    String edge = SealedFrames.edge(frame);
    Seal seal = edge == null ? null : byEdge.get(edge);
    return link.publish(channel, seal == null ? frame : SealedFrames.map(frame, seal::seal));
  }

  /** The public key of this epoch's pair, made when the epoch is first said. */
  private synchronized String announce(long epoch) {
    if (pair == null || epoch != pairEpoch) {
      pair = Seal.pair();
      pairEpoch = epoch;
      byKey.clear();
      byEdge.clear();
      told.clear();
    }
    return Seal.announced(pair.getPublic());
  }

  @Override
  public void heard(String channel, Frame frame) {
    KeyPair current = pair;
    if (current != null && SealedFrames.sealed(frame)) {
      String edge = SealedFrames.edge(frame);
      try {
        Seal seal = seal(current, SealedFrames.bytes(frame));
        frame = SealedFrames.map(frame, seal::open);
        byEdge.put(edge, seal);
      } catch (IllegalArgumentException e) {
        if (told.size() < KEYS && told.add(edge)) { // it goes on unreadable: its connection ends
          LOG.warn("a sealed frame of edge {} did not open: {}", edge, e.getMessage());
        }
      }
    }
    core.heard(channel, frame);
  }

  private Seal seal(KeyPair current, byte[] sealed) {
    byte[] edgeKey = Seal.edgeKey(sealed);
    if (edgeKey == null) {
      throw new IllegalArgumentException("no edge's key in it");
    }
    if (byKey.size() >= KEYS) {
      byKey.clear();
    }
    return byKey.computeIfAbsent(ByteBuffer.wrap(edgeKey), key -> Seal.core(current, edgeKey));
  }

  @Override
  public void lost() {
    core.lost();
  }
}
