package arbiter.cluster.edge;

import arbiter.cluster.Payload;
import arbiter.cluster.WireCodec;
import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.session.Conversation;
import arbiter.session.Face;
import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An edge connection's conversation with the session the core runs for it: the face's reader
 * hands it commands, which go to the core typed, and the core's calls of the session's face come
 * back typed and are shown through the face here, where it renders them (text, JSON, ICS).
 * Answers come in the order the commands went, so a face's own answers ({@code help}, {@code
 * set}, a JSON {@code hello}, ICS's {@code iset}) wait for the answers due before them, as the
 * session's chain makes them wait on a single server. Its methods run on the connection's event
 * loop.
 */
final class RemoteSession implements Conversation {

  private static final Logger LOG = LoggerFactory.getLogger(RemoteSession.class);

  private final Consumer<Payload> core;
  private final String formVariant;
  private Face face;
  /** The commands sent and not yet answered, oldest first. */
  private final ArrayDeque<CompletableFuture<Void>> unanswered = new ArrayDeque<>();
  /** Completes once everything received so far has been answered or run. */
  private CompletableFuture<Void> last = CompletableFuture.completedFuture(null);
  private boolean ended;
  /** What this end read of the games' views, as the core's end wrote them. */
  private final WireCodec.History readViews = new WireCodec.History();
  /** Closes the connection when the core sent what this end cannot read. */
  private final Runnable close;
  /** What the core's lobby said of the players the next call names (for an ICS face). */
  private final KnownPlayers players = new KnownPlayers();

  /**
   * @param core sends a payload to the core, numbered, on the connection's event loop
   * @param close closes the connection
   */
  RemoteSession(Consumer<Payload> core, Runnable close, String formVariant) {
    this.core = core;
    this.close = close;
    this.formVariant = formVariant;
  }

  /** The face the core's calls are shown through until a {@link #speak}. */
  RemoteSession opened(Face first) {
    face = first;
    return this;
  }

  @Override
  public CompletableFuture<Void> receive(Command command) {
    CompletableFuture<Void> answered = new CompletableFuture<>();
    if (ended) {
      answered.complete(null);
      return answered;
    }
    unanswered.add(answered);
    last = last.thenCompose(done -> answered);
    core.accept(new Payload.Ask(command, face.lagMillis()));
    return answered;
  }

  @Override
  public void receive(DomainEvent event) {
    inOrder(() -> face.push(event));
  }

  @Override
  public CompletableFuture<Void> inOrder(Runnable task) {
    last = last.handle((done, error) -> {
      try {
        task.run();
      } catch (RuntimeException e) {
        LOG.error("a face's own answer failed", e);
      }
      return null;
    });
    return last;
  }

  @Override
  public CompletableFuture<Void> speak(Face newFace) {
    return inOrder(() -> face = newFace);
  }

  /** What the core said of the players each call names, for a face that asks (ICS). */
  KnownPlayers players() {
    return players;
  }

  /** The user chose a language: the core keeps it with their account. */
  void keep(String language) {
    core.accept(new Payload.Keep(language));
  }

  @Override
  public void abandon() {
    core.accept(new Payload.Abandon());
  }

  @Override
  public CompletableFuture<Void> disconnected() {
    ended = true;
    // the core answers nothing more: whatever waits for an answer goes on
    unanswered.forEach(waiting -> waiting.complete(null));
    unanswered.clear();
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public String formVariant() {
    return formVariant;
  }

  /** A call of the session's face, from the core, in the order the core made them. */
  void shown(Payload.Written written) {
    Payload payload;
    try {
      payload = WireCodec.decode(written.wire(), readViews);
    } catch (IllegalArgumentException e) {
      LOG.warn("the core sent what this edge cannot read ({}); closing the connection",
          e.getMessage());
      close.run();
      return;
    }
    if (payload instanceof Payload.Answer answer) {
      face.answer(answer.reply());
      CompletableFuture<Void> answered = unanswered.poll();
      if (answered != null) {
        answered.complete(null); // the face's own answers due after it run now
      }
    } else if (payload instanceof Payload.Push push) {
      face.push(push.event());
    } else if (payload instanceof Payload.LoggedIn loggedIn) {
      face.loggedIn(loggedIn.loggedIn());
    } else if (payload instanceof Payload.Speaks speaks) {
      face.speaks(speaks.language());
    } else if (payload instanceof Payload.Players named) {
      players.heard(named);
    } else {
      LOG.warn("the core sent {}, which only an edge sends; ignored",
          payload.getClass().getSimpleName());
    }
  }
}
