package arbiter.cluster.core;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.cluster.WireCodec;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.face.ics.IcsPlayers;
import arbiter.face.web.WebSource;
import arbiter.face.words.Languages;
import arbiter.session.Face;
import arbiter.session.Services;
import arbiter.session.Session;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core's side of a client connection whose face runs on its edge (text and JSON, ICS, a
 * browser's WebSocket, or a page's anonymous watch of a game or tournament, which has no session):
 * the connection's {@link Session} runs here as on a single server, and this {@link Face} stands in
 * for the connection, sending each call to the edge as a numbered typed {@link Payload}, where
 * the face's renderer writes it. The edge's commands come in numbered too; a gap closes it.
 */
final class TypedConnection implements Face {

  private static final Logger LOG = LoggerFactory.getLogger(TypedConnection.class);

  private final Publisher link;
  private final Consumer<TypedConnection> closed;
  private final String edge;
  private final long connection;
  private final String address;
  private final Languages languages;
  private final FaceTraits traits;
  /** The connection's session; {@code null} for an anonymous watch. */
  private final Session session;
  /** Where an anonymous watch's game or tournament comes from; {@code null} for a session. */
  private final WebSource watches;
  /** Ends the watch once it began; under this object's lock. */
  private Runnable stopWatch;
  /** The number of the next payload expected from the edge; Lettuce's thread only. */
  private long expected;
  /** The number of the next payload to the edge; under this object's lock. */
  private long written;
  private boolean ended;
  /** What this end sent of the games' views; under this object's lock. */
  private final WireCodec.History sentViews = new WireCodec.History();
  /** The face's lag on the edge, as its last command said. */
  private volatile long lagMillis;

  /**
   * A connection whose session runs here.
   *
   * @param closed told once when the connection ends, from either side
   * @param languages where a user's choice of language is kept
   * @param traits what the session asks of the face on the edge
   */
  TypedConnection(Publisher link, Consumer<TypedConnection> closed, String edge, long connection,
      InetSocketAddress client, Services services, Executor executor, Languages languages,
      FaceTraits traits) {
    this(link, closed, edge, connection, client, services, executor, languages, traits, null);
  }

  /** An anonymous watch of a page, of a game or a tournament from {@code watches}. */
  TypedConnection(Publisher link, Consumer<TypedConnection> closed, String edge, long connection,
      InetSocketAddress client, WebSource watches) {
    this(link, closed, edge, connection, client, null, null, null, FaceTraits.PLAIN, watches);
  }

  private TypedConnection(Publisher link, Consumer<TypedConnection> closed, String edge,
      long connection, InetSocketAddress client, Services services, Executor executor,
      Languages languages, FaceTraits traits, WebSource watches) {
    this.link = link;
    this.closed = closed;
    this.edge = edge;
    this.connection = connection;
    // as a socket's connection counts it: the IP alone
    this.address = client.getAddress() == null ? client.getHostString()
        : client.getAddress().getHostAddress();
    this.languages = languages;
    this.traits = traits;
    this.watches = watches;
    this.session = services == null ? null : new Session(services, this, executor);
  }

  String edge() {
    return edge;
  }

  long connection() {
    return connection;
  }

  /**
   * The edge's {@code number}th payload; false (and nothing done) when one was lost before it or
   * it is no payload an edge sends. Called on Lettuce's thread, in Redis's order.
   */
  boolean arrived(long number, Payload payload) {
    if (number != expected) {
      return false;
    }
    expected++;
    if (payload instanceof Payload.Written written) {
      try {
        payload = WireCodec.decode(written.wire());
      } catch (IllegalArgumentException e) {
        LOG.info("edge {} sent connection {} no payload: {}", edge, connection, e.getMessage());
        return false;
      }
    }
    if (session == null) {
      return payload instanceof Payload.Watch watch && watch(watch);
    }
    if (payload instanceof Payload.Ask ask) {
      lagMillis = ask.lagMillis();
      session.receive(ask.command());
    } else if (payload instanceof Payload.Keep keep) {
      String user = session.name();
      if (user != null) {
        languages.keep(user, keep.language());
      }
    } else if (payload instanceof Payload.Abandon) {
      session.abandon();
    } else {
      LOG.info("edge {} sent {} on connection {}, which only the core sends", edge,
          payload.getClass().getSimpleName(), connection);
      return false;
    }
    return true;
  }

  @Override
  public void answer(Reply reply) {
    send(new Payload.Answer(reply), reply.events());
  }

  @Override
  public void push(DomainEvent event) {
    send(new Payload.Push(event), List.of(event));
  }

  /** A call with events, after what the lobby says of the players they name, if the face asks. */
  private void send(Payload call, List<DomainEvent> events) {
    if (traits.players() == null) {
      send(call);
      return;
    }
    Set<String> named = IcsPlayers.named(events);
    synchronized (this) { // numbered together: the lobby's answers just before the call
      if (!named.isEmpty()) {
        send(new Payload.Players(named.stream().filter(traits.players()::guest).toList()));
      }
      send(call);
    }
  }

  @Override
  public void loggedIn(boolean loggedIn) {
    send(new Payload.LoggedIn(loggedIn));
  }

  @Override
  public void speaks(String language) {
    send(new Payload.Speaks(language));
  }

  @Override
  public String address() {
    return address;
  }

  @Override
  public boolean plays(String variant) {
    return traits.plays().test(variant);
  }

  @Override
  public boolean seesSeeks() {
    return traits.seesSeeks();
  }

  @Override
  public long lagMillis() {
    return lagMillis;
  }

  /** The session ended it ({@code exit}, another login): the edge closes it after what was sent. */
  @Override
  public void close() {
    end();
  }

  /** Ends the connection, from either side: the session hears it is gone. */
  void end() {
    synchronized (this) {
      if (ended) {
        return;
      }
      ended = true;
    }
    closed.accept(this); // after every payload sent before: the edge closes after writing them
    if (session != null) {
      session.disconnected();
    }
    Runnable stop;
    synchronized (this) {
      stop = stopWatch;
    }
    if (stop != null) {
      stop.run();
    }
  }

  /** Starts an anonymous watch: the game's observe and news, or the tournament's views. */
  private boolean watch(Payload.Watch watch) {
    var started = watch.game() > 0 ? watches.watchGame(watch.game(), this)
        : watch.tournament() != null
            ? watches.watchTournament(watch.tournament(), view -> send(new Payload.Viewed(view)),
                this::end)
            : null;
    if (started == null) {
      return false;
    }
    started.whenComplete((stop, error) -> {
      if (error != null || stop == null) {
        if (error != null) {
          LOG.error("a watch of connection {} of edge {} failed", connection, edge, error);
        }
        send(new Payload.Unwatched());
        end();
        return;
      }
      boolean over;
      synchronized (this) {
        over = ended;
        stopWatch = stop;
      }
      if (over) {
        stop.run();
      }
    });
    return true;
  }

  private void send(Payload payload) {
    // numbered and handed to Redis under one lock: a room's news and the session's answers come
    // from different threads, and the edge must read them in their numbers' order
    synchronized (this) {
      if (ended) {
        return;
      }
      byte[] json;
      try {
        json = WireCodec.encode(payload, sentViews);
      } catch (RuntimeException e) {
        LOG.error("connection {} of edge {}: {} has no wire form; closing it", connection, edge,
            payload, e);
        end();
        return;
      }
      link.publish(RedisLink.edgeChannel(edge),
          new Frame.Data(edge, connection, written++, new Payload.Written(json)))
          .whenComplete((heard, error) -> {
            if (error != null || heard == null || heard == 0) {
              LOG.info("edge {} did not hear connection {} ({}); closing it", edge, connection,
                  error == null ? "nobody listens" : error.toString());
              end();
            }
          });
    }
  }
}
