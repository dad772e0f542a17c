package arbiter.face.ics;

import arbiter.command.Command;
import arbiter.event.ClosingReason;
import arbiter.event.LobbyNews;
import arbiter.face.LineReader;
import arbiter.session.Conversation;
import arbiter.session.Face;
import arbiter.session.Services;
import arbiter.session.Session;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One ICS connection's lines: the FICS login dialogue (a name, then the password with the echo
 * off, or a guest's name to confirm), then each line through {@link IcsCommands} to the session.
 * Lines are handled one after another, each once the one before is answered.
 */
public final class IcsLines implements LineReader {

  private static final Logger LOG = LoggerFactory.getLogger(IcsLines.class);
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_]{1,32}");
  static final String BANNER = String.join(IcsFace.EOL,
      "",
      "Arbiter chess server (freechess.org compatible ICS port)",
      "",
      "Log in with your Arbiter name and password, or as \"guest\".",
      "",
      IcsFace.LOGIN_PROMPT);

  private enum Phase { NAME, PASSWORD, GUEST, SESSION }

  private final boolean guests;
  /** A guest's name, drawn among those not online now (by the core, on a cluster's edge). */
  private final Supplier<CompletionStage<String>> guestNames;
  private final Executor loop;
  private final IcsState state = new IcsState();
  private final IcsOutput out;
  private final IcsFace face;
  /** The session: here, or the core's on a cluster's edge. */
  private final Conversation session;
  /** Where the login dialogue is; touched on the event loop only. */
  private Phase phase = Phase.NAME;
  private String name;
  /** The line being handled and those waiting, in order; event loop only. */
  private CompletableFuture<Void> tail = CompletableFuture.completedFuture(null);

  private IcsLines(Function<Face, Conversation> conversations, IcsPlayers players,
      Supplier<CompletionStage<String>> guestNames, IcsOutput out, boolean guests, Executor loop,
      LongSupplier clock) {
    this.guests = guests;
    this.guestNames = guestNames;
    this.loop = loop;
    this.out = out;
    this.face = new IcsFace(out, state, clock, players);
    this.session = conversations.apply(face);
  }

  /**
   * A new connection: its banner sent, the dialogue waiting for a name.
   *
   * @param guests whether unregistered names and {@code guest} may log in (never stored)
   * @param loop the connection's event loop
   * @param clock the games' wall-clock time in milliseconds, to run a ticking clock down
   */
  public static IcsLines open(Services services, IcsOutput out, boolean guests, Executor loop,
      LongSupplier clock) {
    return open(face -> new Session(services, face, loop), IcsPlayers.of(services.lobby()),
        () -> CompletableFuture.completedFuture(GuestNames.draw(services.lobby()::isOnline)),
        out, guests, loop, clock);
  }

  /**
   * A new connection whose conversation {@code conversations} opens for its face: on a cluster's
   * edge, the core's session reached over the link, {@code players} the core's answers and
   * {@code guestNames} the core's draw among the names not online ({@link GuestNames}; a name
   * taken between the draw and the login is refused there, and the dialogue asks again).
   */
  public static IcsLines open(Function<Face, Conversation> conversations, IcsPlayers players,
      Supplier<CompletionStage<String>> guestNames, IcsOutput out, boolean guests, Executor loop,
      LongSupplier clock) {
    IcsLines lines = new IcsLines(conversations, players, guestNames, out, guests, loop, clock);
    out.send(BANNER);
    return lines;
  }

  @Override
  public CompletableFuture<Void> read(String line) {
    // on the loop (the edge calls it there): a line that waits for none is handled at once,
    // without a task of its own, as every move is
    CompletableFuture<Void> handled = tail.isDone() ? handleNow(line)
        : tail.thenComposeAsync(done -> handle(line), loop);
    tail = handled.exceptionally(error -> {
      LOG.error("ICS connection {}: failed on a line", out.address(), error);
      return null;
    });
    return tail;
  }

  private CompletableFuture<Void> handleNow(String line) {
    try {
      return handle(line);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  private CompletableFuture<Void> handle(String typed) {
    String line = typed.endsWith("\r") ? typed.substring(0, typed.length() - 1) : typed;
    return switch (phase) {
      case NAME -> name(line.strip());
      case PASSWORD -> password(line);
      case GUEST -> signIn(new Command.GuestLogin(name));
      case SESSION -> command(line);
    };
  }

  private CompletableFuture<Void> name(String typed) {
    if (typed.startsWith("%")) {
      return done(); // Jin's %b and other interface lines before login
    }
    if (typed.isEmpty()) {
      out.send(IcsFace.LOGIN_PROMPT);
      return done();
    }
    if (typed.equalsIgnoreCase("guest")) {
      if (!guests) {
        return again("Sorry, this server admits registered players only.");
      }
      CompletableFuture<String> drawn = guestNames.get().toCompletableFuture();
      if (drawn.isDone() && !drawn.isCompletedExceptionally()) {
        offerGuest(drawn.join()); // a single server's draw: no task of its own
        return done();
      }
      return drawn.thenAcceptAsync(this::offerGuest, loop);
    }
    if (!NAME.matcher(typed).matches()) {
      return again("Sorry, names may consist only of English letters, digits and underscores.");
    }
    // registered or not, every name is asked for a password alike: the dialogue does not tell
    // (FICS says "is a registered name"; the README promises a network login never does)
    name = typed;
    phase = Phase.PASSWORD;
    out.send(String.join(IcsFace.EOL,
        "\"" + name + "\": if it is your name, type the password.",
        guests ? "If not, just hit return to play unrated games as a guest under this name."
            : "If not, just hit return to try another name.",
        "",
        "password: "));
    out.echo(true);
    return done();
  }

  private void offerGuest(String guest) {
    name = guest;
    phase = Phase.GUEST;
    out.send(String.join(IcsFace.EOL,
        "Logging you in as \"" + name + "\"; you may use this name to play unrated games.",
        "(After logging in, do \"help\" for the commands.)",
        "",
        "Press return to enter the server as \"" + name + "\":"));
  }

  private CompletableFuture<Void> password(String password) {
    out.echo(false);
    out.send(IcsFace.EOL);
    if (!password.isEmpty()) {
      return signIn(new Command.Login(name, password));
    }
    if (guests) {
      return signIn(new Command.GuestLogin(name)); // refused if the name is not free
    }
    phase = Phase.NAME;
    out.send(IcsFace.LOGIN_PROMPT);
    return done();
  }

  /** Logs in; on a refusal the face has said why and prompted for a name again. */
  private CompletableFuture<Void> signIn(Command login) {
    phase = Phase.SESSION;
    return session.receive(login).thenRunAsync(() -> {
      if (state.user() == null) {
        phase = Phase.NAME;
      }
    }, loop);
  }

  private CompletableFuture<Void> command(String line) {
    IcsCommands.Input input = IcsCommands.parse(line, state);
    if (input instanceof IcsCommands.ToSession command) {
      return session.receive(command.command());
    }
    if (input instanceof IcsCommands.Reply reply) {
      return session.inOrder(() -> face.reply(reply.lines()));
    }
    return session.inOrder(() -> {
      out.send(IcsFace.EOL + "Logging you out." + IcsFace.EOL + IcsFace.EOL
          + "Thank you for using Arbiter." + IcsFace.EOL);
      out.close();
    });
  }

  private CompletableFuture<Void> again(String why) {
    phase = Phase.NAME;
    out.send(why + IcsFace.EOL + IcsFace.EOL + IcsFace.LOGIN_PROMPT);
    return done();
  }

  private static CompletableFuture<Void> done() {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void lineTooLong() {
    session.inOrder(() -> face.reply(List.of("Line too long.")));
  }

  @Override
  public void timedOut(long loginDeadlineSeconds) {
    session.receive(new LobbyNews.IdleTimedOut());
  }

  @Override
  public CompletableFuture<Void> closing(ClosingReason reason) {
    session.receive(new LobbyNews.Closing(reason));
    return session.inOrder(() -> { }); // after the notice
  }

  @Override
  public void closed(boolean overflowed) {
    if (overflowed) {
      session.abandon();
    }
    session.disconnected();
  }
}
