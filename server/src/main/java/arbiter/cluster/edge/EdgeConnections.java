package arbiter.cluster.edge;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.cluster.WebAnswer;
import arbiter.cluster.WebQuery;
import arbiter.cluster.WireCodec;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An edge's client connections and what it hears from the core: payloads (a face's typed answers
 * and news) and ends for its connections and its pages' watches, the answers to its pages'
 * questions, and the core's epoch. A silent core, a lost Redis or a frame no core heard makes
 * every client connection wait for a core (its commands refused meanwhile; a page's watch closes,
 * the page opens it again); the next epoch heard, or a new epoch (another core took over), opens
 * each connection at the core again, where its login is resumed. A connection that waited longer
 * than {@code cluster.core.wait.seconds} is closed, told why. An older epoch than the one heard
 * lately is a deposed core's, and ignored.
 */
final class EdgeConnections implements RedisLink.Listener {

  private static final Logger LOG = LoggerFactory.getLogger(EdgeConnections.class);

  private final String edge;
  private final LongSupplier millis;
  private final long coreTimeoutMillis;
  /** How long a client connection waits for a core before it is closed. */
  private final long coreWaitMillis;
  private final Map<Long, CoreEnd> open = new ConcurrentHashMap<>();
  /** The web pages' questions waiting for the core's answer, by number. */
  private final Map<Long, Question> questions = new ConcurrentHashMap<>();
  private final AtomicLong asked = new AtomicLong();
  private final AtomicLong ids = new AtomicLong();
  private volatile Publisher link;
  /** The epoch of the core last heard, 0 before any. */
  private volatile long epoch;
  private volatile long heardAt = Long.MIN_VALUE;
  /** Whether the connections wait for a core to open at again; until the first epoch, too. */
  private volatile boolean waiting = true;

  EdgeConnections(String edge, LongSupplier millis, long coreTimeoutMillis) {
    this(edge, millis, coreTimeoutMillis, DEFAULT_WAIT_MILLIS);
  }

  /** @param coreWaitMillis how long a client connection waits for a core before it is closed */
  EdgeConnections(String edge, LongSupplier millis, long coreTimeoutMillis, long coreWaitMillis) {
    this.edge = edge;
    this.millis = millis;
    this.coreTimeoutMillis = coreTimeoutMillis;
    this.coreWaitMillis = coreWaitMillis;
  }

  /** {@code cluster.core.wait.seconds}' default, in milliseconds. */
  static final long DEFAULT_WAIT_MILLIS = 60_000;

  void link(Publisher link) {
    this.link = link;
  }

  String edge() {
    return edge;
  }

  private record Question(CompletableFuture<WebAnswer> answer, long askedAt) {}

  /** The edge's clock, in milliseconds. */
  long now() {
    return millis.getAsLong();
  }

  /** Whether connections wait for a core: a new one opens at the core only once one is heard. */
  boolean waiting() {
    return waiting;
  }

  long add(CoreEnd connection) {
    long id = ids.incrementAndGet();
    open.put(id, connection);
    return id;
  }

  boolean remove(long id) {
    return open.remove(id) != null;
  }

  /** Whether a core said its epoch lately. */
  boolean coreHeard() {
    return heardAt != Long.MIN_VALUE && millis.getAsLong() - heardAt <= coreTimeoutMillis;
  }

  /**
   * Sends {@code frame} to the core; when nobody hears it (no core leads) or it cannot be sent
   * while {@code from} (a connection's frame, or {@code null}) lasts, every connection waits for
   * a core.
   */
  void toCore(Frame frame, CoreEnd from) {
    link.publish(RedisLink.CORE, frame).whenComplete((heard, error) -> {
      if (from != null && (error != null || heard == null || heard == 0)) {
        LOG.info("the core did not hear a connection ({}); waiting for a core",
            error == null ? "no core listens" : error.toString());
        waitForCore();
      }
    });
  }

  /** Every connection waits for a core, until the next epoch is heard. */
  private void waitForCore() {
    heardAt = Long.MIN_VALUE;
    if (!waiting) {
      waiting = true;
      LOG.info("{} connection(s) wait for a core", open.size());
    }
    long now = millis.getAsLong();
    for (CoreEnd connection : open.values()) {
      connection.coreLost(now);
    }
  }

  /**
   * Asks the core a web page's question; the answer completes on Lettuce's thread, or fails when
   * no core hears it or none answers within the core's timeout.
   */
  CompletableFuture<WebAnswer> ask(WebQuery query) {
    long id = asked.incrementAndGet();
    CompletableFuture<WebAnswer> answer = new CompletableFuture<>();
    if (!coreHeard()) {
      answer.completeExceptionally(new IllegalStateException("no core is heard"));
      return answer;
    }
    questions.put(id, new Question(answer, millis.getAsLong()));
    link.publish(RedisLink.CORE, new Frame.Query(edge, id, new Payload.Query(query)))
        .whenComplete((heard, error) -> {
          if (error != null || heard == null || heard == 0) {
            unanswered(id, error == null ? "no core listens" : error.toString());
          }
        });
    return answer;
  }

  private void unanswered(long id, String why) {
    Question question = questions.remove(id);
    if (question != null) {
      question.answer().completeExceptionally(
          new IllegalStateException("the core did not answer: " + why));
    }
  }

  private void replied(Frame.Reply reply) {
    Question question = questions.remove(reply.id());
    if (question == null) {
      return; // answered too late: its page was told the core failed
    }
    try {
      Payload payload = reply.payload() instanceof Payload.Written written
          ? WireCodec.decode(written.wire()) : reply.payload();
      question.answer().complete(((Payload.Response) payload).answer());
    } catch (IllegalArgumentException | ClassCastException e) {
      question.answer().completeExceptionally(e);
    }
  }

  @Override
  public void heard(String channel, Frame frame) {
    if (frame instanceof Frame.Reply reply) {
      replied(reply);
    } else if (frame instanceof Frame.Data data) {
      CoreEnd connection = open.get(data.connection());
      if (connection != null) {
        connection.fromCore(data.number(), data.payload());
      } else { // its end was lost on the way: the core still runs it
        toCore(new Frame.Close(edge, data.connection()), null);
      }
    } else if (frame instanceof Frame.Close close) {
      CoreEnd connection = open.remove(close.connection());
      if (connection != null) {
        connection.endedByCore();
      }
    } else if (frame instanceof Frame.Epoch said) {
      if (said.epoch() < epoch && coreHeard()) {
        // a deposed core woken late (SIGCONT) says its old epoch once before it stops: the later
        // one leads, and its clients must not be closed again
        return;
      }
      boolean again = waiting || epoch != 0 && said.epoch() != epoch;
      if (again && !waiting) { // a takeover heard before the old core's silence was
        waitForCore();
      }
      epoch = said.epoch();
      heardAt = millis.getAsLong();
      if (again) {
        if (open.isEmpty()) {
          LOG.info("a core leads under epoch {}", said.epoch());
        } else {
          LOG.info("the core leads under epoch {}: opening {} connection(s) there again",
              said.epoch(), open.size());
        }
        waiting = false;
        for (CoreEnd connection : open.values()) {
          connection.coreBack();
        }
      }
    }
  }

  @Override
  public void lost() {
    waitForCore();
    questions.keySet().forEach(id -> unanswered(id, "Redis is lost"));
  }

  /** Every second: tells the core this edge lives, and gives up on a core that went silent. */
  void tick() {
    link.publish(RedisLink.CORE, new Frame.Alive(edge));
    if (heardAt != Long.MIN_VALUE && !coreHeard()) {
      LOG.warn("no word from the core for {} ms", coreTimeoutMillis);
      waitForCore();
    }
    long now = millis.getAsLong();
    if (waiting) {
      for (CoreEnd connection : open.values()) {
        connection.waited(now, coreWaitMillis);
      }
    }
    questions.forEach((id, question) -> {
      if (now - question.askedAt() > coreTimeoutMillis) {
        unanswered(id, "no answer in " + coreTimeoutMillis + " ms");
      }
    });
  }

  /** Closes every connection (a page's watch, and a client's if its face did not close it). */
  void closeAll() {
    for (CoreEnd connection : open.values()) {
      connection.close();
    }
  }
}
