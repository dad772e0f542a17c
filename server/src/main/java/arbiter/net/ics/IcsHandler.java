package arbiter.net.ics;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.face.ics.IcsCommands;
import arbiter.face.ics.IcsFace;
import arbiter.face.ics.IcsState;
import arbiter.net.ConnectionCap;
import arbiter.session.Services;
import arbiter.session.Session;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One ICS connection: the FICS login dialogue (a name, then the password with the echo off, or a
 * guest's name to confirm), then each line through {@link IcsCommands} to the session. Lines are
 * handled one after another, each once the one before is answered; reading pauses while many wait.
 */
final class IcsHandler extends SimpleChannelInboundHandler<String> {

  private static final Logger LOG = LoggerFactory.getLogger(IcsHandler.class);
  private static final int PAUSE_AT = 16;
  private static final int RESUME_AT = 4;
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_]{1,32}");
  static final String BANNER = String.join(IcsFace.EOL,
      "",
      "Arbiter chess server (freechess.org compatible ICS port)",
      "",
      "Log in with your Arbiter name and password, or as \"guest\".",
      "",
      IcsFace.LOGIN_PROMPT);

  private enum Phase { NAME, PASSWORD, GUEST, SESSION }

  private final Services services;
  private final IcsSettings settings;
  private IcsState state;
  private IcsConnection out;
  private IcsFace face;
  private Session session;
  /** Where the login dialogue is; touched on the event loop only. */
  private Phase phase = Phase.NAME;
  private String name;
  /** The line being handled and those waiting, in order; event loop only. */
  private CompletableFuture<Void> tail = CompletableFuture.completedFuture(null);
  private int backlog;

  IcsHandler(Services services, IcsSettings settings) {
    this.services = services;
    this.settings = settings;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    state = new IcsState();
    out = new IcsConnection(ctx.channel(), settings);
    face = new IcsFace(out, state, System::currentTimeMillis);
    session = new Session(services, face, ctx.channel().eventLoop());
    out.send(BANNER);
    ctx.fireChannelActive();
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, String line) {
    backlog++;
    if (backlog == PAUSE_AT) {
      ctx.channel().config().setAutoRead(false);
    }
    tail = tail
        .thenComposeAsync(done -> handle(line), ctx.channel().eventLoop())
        .handle((done, error) -> {
          if (error != null) {
            LOG.error("ICS connection {}: failed on a line", ctx.channel().remoteAddress(), error);
          }
          backlog--;
          if (backlog == RESUME_AT && ctx.channel().isWritable()) {
            ctx.channel().config().setAutoRead(true);
          }
          return null;
        });
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
      if (!settings.guests()) {
        return again("Sorry, this server admits registered players only.");
      }
      name = guestName();
      phase = Phase.GUEST;
      out.send(String.join(IcsFace.EOL,
          "Logging you in as \"" + name + "\"; you may use this name to play unrated games.",
          "(After logging in, do \"help\" for the commands.)",
          "",
          "Press return to enter the server as \"" + name + "\":"));
      return done();
    }
    if (!NAME.matcher(typed).matches()) {
      return again("Sorry, names may consist only of English letters, digits and underscores.");
    }
    name = typed;
    return CompletableFuture.supplyAsync(() -> services.accounts().exists(typed),
            services.blocking())
        .thenAcceptAsync(registered -> afterName(registered), session.executor());
  }

  private void afterName(boolean registered) {
    if (registered) {
      phase = Phase.PASSWORD;
      out.send(String.join(IcsFace.EOL,
          "\"" + name + "\" is a registered name.  If it is yours, type the password.",
          "If not, just hit return to try another name.",
          "",
          "password: "));
      out.echo(true);
      return;
    }
    if (!settings.guests()) {
      again("\"" + name + "\" is not a registered name; this server admits registered players"
          + " only.");
      return;
    }
    phase = Phase.GUEST;
    out.send(String.join(IcsFace.EOL,
        "\"" + name + "\" is not a registered name.  You may use this name to play unrated games.",
        "(After logging in, do \"help\" for the commands.)",
        "",
        "Press return to enter the server as \"" + name + "\":"));
  }

  private CompletableFuture<Void> password(String password) {
    out.echo(false);
    out.send(IcsFace.EOL);
    if (password.isEmpty()) {
      phase = Phase.NAME;
      out.send(IcsFace.LOGIN_PROMPT);
      return done();
    }
    return signIn(new Command.Login(name, password));
  }

  /** Logs in; on a refusal the face has said why and prompted for a name again. */
  private CompletableFuture<Void> signIn(Command login) {
    phase = Phase.SESSION;
    return session.receive(login).thenRunAsync(() -> {
      if (state.user() == null) {
        phase = Phase.NAME;
      }
    }, session.executor());
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

  /** {@code GuestABCD}: four random capitals, not a name online now. */
  private String guestName() {
    for (int attempt = 0; ; attempt++) {
      StringBuilder guest = new StringBuilder("Guest");
      for (int i = 0; i < 4; i++) {
        // not a secret: any free name will do, and SecureRandom may block on the event loop
        guest.append((char) ('A' + ThreadLocalRandom.current().nextInt(26)));
      }
      String candidate = guest.toString();
      if (attempt > 100 || !services.lobby().isOnline(candidate)) {
        return candidate;
      }
    }
  }

  private static CompletableFuture<Void> done() {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    session.disconnected();
    ctx.fireChannelInactive();
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event == ConnectionCap.LOGIN_DEADLINE || event instanceof IdleStateEvent) {
      session.receive(new DomainEvent.IdleTimedOut());
      out.close();
      return;
    }
    ctx.fireUserEventTriggered(event);
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    if (cause instanceof TooLongFrameException) {
      session.inOrder(() -> face.reply(List.of("Line too long.")));
      return;
    }
    if (cause instanceof IOException) {
      LOG.debug("ICS connection {} failed: {}", ctx.channel().remoteAddress(), cause.toString());
    } else {
      LOG.warn("ICS connection {} failed", ctx.channel().remoteAddress(), cause);
    }
    ctx.close();
  }
}
