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
 * questions, and the core's epoch. A new epoch (another core took over), a silent core or a lost
 * Redis closes every connection, so that each client reconnects into its game; an older epoch than
 * the one heard lately is a deposed core's, and ignored.
 */
final class EdgeConnections implements RedisLink.Listener {

  private static final Logger LOG = LoggerFactory.getLogger(EdgeConnections.class);

  private final String edge;
  private final LongSupplier millis;
  private final long coreTimeoutMillis;
  private final Map<Long, CoreEnd> open = new ConcurrentHashMap<>();
  /** The web pages' questions waiting for the core's answer, by number. */
  private final Map<Long, Question> questions = new ConcurrentHashMap<>();
  private final AtomicLong asked = new AtomicLong();
  private final AtomicLong ids = new AtomicLong();
  private volatile Publisher link;
  /** The epoch of the core last heard, 0 before any. */
  private volatile long epoch;
  private volatile long heardAt = Long.MIN_VALUE;

  EdgeConnections(String edge, LongSupplier millis, long coreTimeoutMillis) {
    this.edge = edge;
    this.millis = millis;
    this.coreTimeoutMillis = coreTimeoutMillis;
  }

  void link(Publisher link) {
    this.link = link;
  }

  String edge() {
    return edge;
  }

  private record Question(CompletableFuture<WebAnswer> answer, long askedAt) {}

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
   * Sends {@code frame} to the core; when nobody hears it (no core leads) or it cannot be sent,
   * {@code from} is closed.
   */
  void toCore(Frame frame, CoreEnd from) {
    link.publish(RedisLink.CORE, frame).whenComplete((heard, error) -> {
      if (from != null && (error != null || heard == null || heard == 0)) {
        LOG.info("the core did not hear a connection ({}); closing it",
            error == null ? "no core listens" : error.toString());
        from.close();
      }
    });
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
      if (epoch != 0 && said.epoch() != epoch) {
        LOG.info("the core's epoch is now {} (was {}); closing {} connection(s)", said.epoch(),
            epoch, open.size());
        closeAll();
      }
      epoch = said.epoch();
      heardAt = millis.getAsLong();
    }
  }

  @Override
  public void lost() {
    heardAt = Long.MIN_VALUE;
    closeAll();
    questions.keySet().forEach(id -> unanswered(id, "Redis is lost"));
  }

  /** Every second: tells the core this edge lives, and gives up on a core that went silent. */
  void tick() {
    link.publish(RedisLink.CORE, new Frame.Alive(edge));
    if (heardAt != Long.MIN_VALUE && !coreHeard()) {
      LOG.warn("no word from the core for {} ms; closing {} connection(s)", coreTimeoutMillis,
          open.size());
      heardAt = Long.MIN_VALUE;
      closeAll();
    }
    long now = millis.getAsLong();
    questions.forEach((id, question) -> {
      if (now - question.askedAt() > coreTimeoutMillis) {
        unanswered(id, "no answer in " + coreTimeoutMillis + " ms");
      }
    });
  }

  void closeAll() {
    for (CoreEnd connection : open.values()) {
      connection.close();
    }
  }
}
