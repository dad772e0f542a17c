package arbiter.cluster.edge;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.WireCodec;
import arbiter.director.TournamentView;
import arbiter.session.Face;
import java.net.InetSocketAddress;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A page's anonymous watch (a game's spectator, a projector's tournament) on a cluster edge: the
 * core runs it as a connection of the {@link Frame#WATCH_FACE} face, and its typed answer, news
 * and views come back numbered, a gap or the core's going away ending it so that the page
 * reconnects. Read on Lettuce's thread in Redis's order; the faces it shows them through hand
 * them to their connections' loops.
 */
final class RemoteWatch implements CoreEnd {

  private static final Logger LOG = LoggerFactory.getLogger(RemoteWatch.class);
  /** A watch has no client address of its own: the core counts no connection for it. */
  private static final InetSocketAddress NOWHERE = new InetSocketAddress(0);

  private final EdgeConnections connections;
  /** The game's spectator, or {@code null} for a tournament's watch. */
  private final Face spectator;
  private final Consumer<TournamentView> watcher;
  private final Runnable ended;
  private final CompletableFuture<Runnable> started = new CompletableFuture<>();
  /** What this end read of the games' views, as the core's end wrote them. */
  private final WireCodec.History readViews = new WireCodec.History();
  private long id;
  /** The number of the next payload expected from the core; Lettuce's thread only. */
  private long expected;

  private RemoteWatch(EdgeConnections connections, Face spectator,
      Consumer<TournamentView> watcher, Runnable ended) {
    this.connections = connections;
    this.spectator = spectator;
    this.watcher = watcher;
    this.ended = ended;
  }

  /** Watches a game: as {@code arbiter.face.web.WebSource#watchGame}. */
  static CompletableFuture<Runnable> game(EdgeConnections connections, long game,
      Face spectator) {
    return new RemoteWatch(connections, spectator, null, spectator::close)
        .start(new Payload.Watch(game, null));
  }

  /** Watches a tournament: as {@code arbiter.face.web.WebSource#watchTournament}. */
  static CompletableFuture<Runnable> tournament(EdgeConnections connections, String name,
      Consumer<TournamentView> watcher, Runnable ended) {
    return new RemoteWatch(connections, null, watcher, ended)
        .start(new Payload.Watch(0, name));
  }

  private CompletableFuture<Runnable> start(Payload.Watch watch) {
    if (!connections.coreHeard()) {
      started.completeExceptionally(new IllegalStateException("no core is heard"));
      return started;
    }
    id = connections.add(this);
    connections.toCore(new Frame.Open(connections.edge(), id, Frame.WATCH_FACE, NOWHERE,
        NOWHERE), this);
    connections.toCore(new Frame.Data(connections.edge(), id, 0, watch), this);
    return started;
  }

  @Override
  public synchronized void fromCore(long number, Payload payload) {
    if (number != expected++ || !(payload instanceof Payload.Written written)) {
      LOG.info("payload {} of watch {} came out of order or untyped; ending it", number, id);
      close();
      return;
    }
    Payload shown;
    try {
      shown = WireCodec.decode(written.wire(), readViews);
    } catch (IllegalArgumentException e) {
      LOG.warn("the core sent what this edge cannot read ({}); ending watch {}", e.getMessage(),
          id);
      close();
      return;
    }
    if (shown instanceof Payload.Answer answer && spectator != null) {
      spectator.answer(answer.reply());
      started.complete(this::stop);
    } else if (shown instanceof Payload.Push push && spectator != null) {
      spectator.push(push.event());
    } else if (shown instanceof Payload.Viewed viewed && watcher != null) {
      watcher.accept(viewed.view());
      started.complete(this::stop);
    } else if (shown instanceof Payload.Unwatched) {
      started.complete(null);
    } else {
      LOG.info("the core sent watch {} a {}; ending it", id, shown.getClass().getSimpleName());
      close();
    }
  }

  /** The core ended the watch: before it answered, that is no "no such game" but a failure. */
  @Override
  public void endedByCore() {
    if (!started.completeExceptionally(
        new IllegalStateException("the core ended the watch before answering"))) {
      ended.run();
    }
  }

  /** The page stopped watching: the core stops too. */
  private void stop() {
    if (connections.remove(id)) {
      connections.toCore(new Frame.Close(connections.edge(), id), null);
    }
  }

  /** Ends the watch from this side (the core went away, or sent what cannot be read). */
  @Override
  public void close() {
    stop();
    if (!started.completeExceptionally(new IllegalStateException("the watch ended"))) {
      ended.run();
    }
  }
}
