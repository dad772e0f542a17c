package arbiter.cluster.edge;

import arbiter.cluster.Payload;
import arbiter.cluster.WireCodec;
import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.LobbyNews;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.session.Conversation;
import arbiter.session.Face;
import java.util.ArrayDeque;
import java.util.List;
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
 * session's chain makes them wait on a single server. While the edge waits for a core, commands
 * are refused here ({@link Refusal#RECONNECTING}); once the connection opens at a core again,
 * the login it had is resumed there (its game shown again), that answer kept from the face, and
 * what it watched is watched again ({@link KeptWatches}: the game observed shown again). Its
 * methods run on the connection's event loop.
 */
final class RemoteSession implements Conversation {

  private static final Logger LOG = LoggerFactory.getLogger(RemoteSession.class);

  private final Consumer<Payload> core;
  private final String formVariant;
  private Face face;
  /** The commands sent and not yet answered, oldest first. */
  private final ArrayDeque<Unanswered> unanswered = new ArrayDeque<>();
  /** Completes once everything received so far has been answered or run. */
  private CompletableFuture<Void> last = CompletableFuture.completedFuture(null);
  private boolean ended;
  /** What this end read of the games' views, as the core's end wrote them; anew at each core. */
  private WireCodec.History readViews = new WireCodec.History();
  /** Whether the edge waits for a core: commands are refused here. */
  private boolean waiting;
  /** The user logged in as the core said, to resume at the next core; {@code null}: none. */
  private String user;
  private boolean guest;
  /** What the connection watches at the core, to watch again at the next. */
  private final KeptWatches watches = new KeptWatches();

  /** Who sent a command: the client, or this end (a login resumed, a watch asked again). */
  private enum Sender { CLIENT, RESUME, WATCH }

  /**
   * A command sent, answered once the core's answer is shown; sent by this end, its answer is
   * not the face's, which never asked for it.
   */
  private record Unanswered(Command command, CompletableFuture<Void> answered, Sender sender) {
    boolean own() {
      return sender != Sender.CLIENT;
    }
  }
  /** Closes the connection when the core sent what this end cannot read. */
  private final Runnable close;
  /** Closes the connection, telling the client the server cannot take it back. */
  private final Runnable unavailable;
  /** What the core's lobby said of the players the next call names (for an ICS face). */
  private final KnownPlayers players = new KnownPlayers();

  /**
   * @param core sends a payload to the core, numbered, on the connection's event loop
   * @param close closes the connection
   * @param unavailable closes the connection, telling the client why (its login was not resumed)
   */
  RemoteSession(Consumer<Payload> core, Runnable close, Runnable unavailable,
      String formVariant) {
    this.core = core;
    this.close = close;
    this.unavailable = unavailable;
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
    if (waiting) {
      return refused(command);
    }
    ask(command, answered, Sender.CLIENT);
    return answered;
  }

  private void ask(Command command, CompletableFuture<Void> answered, Sender sender) {
    unanswered.add(new Unanswered(command, answered, sender));
    last = last.thenCompose(done -> answered);
    core.accept(new Payload.Ask(command, face.lagMillis()));
  }

  /** Refuses {@code command} here: no core runs it. */
  private CompletableFuture<Void> refused(Command command) {
    return inOrder(() -> face.answer(reconnecting(command)));
  }

  private static Reply reconnecting(Command command) {
    return new Reply(Asking.of(command), List.of(new AnswerEvent.Refused(Refusal.RECONNECTING)));
  }

  /**
   * The edge lost the core: the commands it did not answer are refused (a move may have been
   * played before the core was lost: the game shown once a core is back tells), and the next
   * ones until a core opens the connection again.
   */
  void waitForCore() {
    waiting = true;
    for (Unanswered waited : unanswered) {
      if (!waited.own()) {
        face.answer(reconnecting(waited.command()));
      }
      waited.answered().complete(null);
    }
    unanswered.clear();
  }

  /**
   * The connection is open at a core again: the login it had is resumed there (a guest's as a
   * guest), which shows a game of the user's again, then what it watched is asked for again.
   */
  void reopened() {
    waiting = false;
    readViews = new WireCodec.History();
    if (user == null) {
      return;
    }
    ask(guest ? new Command.GuestLogin(user) : new Command.Resume(user),
        new CompletableFuture<>(), Sender.RESUME);
    for (Command watch : watches.again()) {
      ask(watch, new CompletableFuture<>(), Sender.WATCH);
    }
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
    if (!waiting) { // else the account keeps the language it had
      core.accept(new Payload.Keep(language));
    }
  }

  @Override
  public void abandon() {
    if (!waiting) {
      core.accept(new Payload.Abandon());
    }
  }

  @Override
  public CompletableFuture<Void> disconnected() {
    ended = true;
    // the core answers nothing more: whatever waits for an answer goes on
    unanswered.forEach(waited -> waited.answered().complete(null));
    unanswered.clear();
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public String formVariant() {
    return formVariant;
  }

  /** A call of the session's face, from the core, in the order the core made them. */
  void shown(Payload.Written written) {
    if (waiting) {
      return; // a lost core's late word: the next core shows the game again
    }
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
      Unanswered answered = unanswered.poll();
      Sender sender = answered == null ? Sender.CLIENT : answered.sender();
      if (sender == Sender.RESUME) {
        resumed(answer.reply());
      } else if (sender == Sender.WATCH) {
        watches.watchingAgain(answered.command(), answer.reply()).forEach(face::push);
      } else {
        remember(answer.reply());
        if (answered != null) {
          watches.answered(answered.command(), answer.reply());
        }
        face.answer(answer.reply());
      }
      if (answered != null) {
        answered.answered().complete(null); // the face's own answers due after it run now
      }
    } else if (payload instanceof Payload.Push push) {
      if (push.event() instanceof LobbyNews.TakenOver) {
        user = null;
      }
      watches.told(push.event());
      face.push(push.event());
    } else if (payload instanceof Payload.LoggedIn loggedIn) {
      if (!loggedIn.loggedIn()) {
        user = null;
        watches.loggedOut();
      }
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

  /** Keeps the user a login names, to resume it at the next core. */
  private void remember(Reply reply) {
    for (DomainEvent event : reply.events()) {
      if (event instanceof AnswerEvent.Done done && done.ack() == Ack.LOGGED_IN) {
        if (reply.asked() instanceof Asked.Login login) {
          user = login.user();
          guest = login.guest();
        } else if (reply.asked() instanceof Asked.Resume resume) {
          user = resume.user();
          guest = false;
        }
      }
    }
  }

  /** The answer to the login this end resumed: kept from the face, unless it was refused. */
  private void resumed(Reply reply) {
    if (reply.events().stream().anyMatch(AnswerEvent.Refused.class::isInstance)) {
      LOG.info("the core refused to resume {}'s login; closing the connection", user);
      user = null;
      unavailable.run();
    }
  }
}
