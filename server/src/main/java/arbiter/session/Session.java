package arbiter.session;

import arbiter.async.LoopLane;
import arbiter.async.TaskChain;
import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.LobbyNews;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.game.FaultLog;
import arbiter.game.GameRoom;
import arbiter.lobby.Member;
import arbiter.rules.Side;
import arbiter.store.StoreException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One user's conversation with Arbiter: registration menu, main menu, game. Typed commands go in,
 * typed events come out through the {@link Face}; it knows nothing of Netty, consoles or wire
 * formats.
 *
 * <p>Commands and events (a game starts or ends, another login takes over) run one at a time, in
 * order, through a {@link TaskChain} on the session's executor; a command that waits for the store
 * or a game room holds back the commands after it. The menu is only touched by those tasks.
 */
public final class Session implements Member, Conversation {

  private static final Logger LOG = LoggerFactory.getLogger(Session.class);
  /**
   * The store's failures, for every session together: a store that is down fails the command of
   * each player who types one, and each logged its stack trace (a flood during an outage).
   */
  private static final FaultLog STORE_FAULTS =
      new FaultLog(LOG, () -> System.nanoTime() / 1_000_000);

  private final Services services;
  private volatile Face face;
  private final TaskChain chain;
  /**
   * Where the news of a game this user watches waits its turn on the chain's thread; looked up
   * at the first such news (a race only looks it up twice: its fields are final).
   */
  private LoopLane lateLane;
  private volatile Menu menu;
  private volatile String user;
  private volatile boolean ended;
  /** Whether the user logged in as an ICS guest: no account, never rated. */
  private volatile boolean guest;
  /** The connection was dropped: commands still queued are skipped, not answered. */
  private volatile boolean abandoned;
  /** The thread a menu decides a command on, while it does; news it makes comes before the answer. */
  private volatile Thread deciding;
  /** A command is being handled: news waits for its answer (a room returns it, never sends it). */
  private volatile boolean answering;
  /** News waiting for an answer to be shown: later news waits behind it. */
  private final AtomicInteger waitingNews = new AtomicInteger();
  /** When the command in hand arrived (see {@link #arrivedAt()}); read by its game's room. */
  private volatile long arrivedAt = -1;

  public Session(Services services, Face face, Executor executor) {
    this.services = services;
    this.face = face;
    this.chain = new TaskChain(executor);
    this.menu = new RegistrationMenu(this);
  }

  /**
   * Handles one command; the stage completes once it has been answered. A failure is logged with
   * its stack trace and answered {@link Refusal#INTERNAL}: nothing is swallowed.
   */
  @Override
  public CompletableFuture<Void> receive(Command command) {
    // stamped at the edge, as the line is read: the room may get round to it later
    long arrived = services.lobby() == null ? -1 : services.lobby().rooms().ticker().now();
    return chain.submit(
        () -> {
          if (ended || abandoned) {
            return CompletableFuture.completedFuture(null);
          }
          arrivedAt = arrived;
          answering = true;
          return handled(command)
              .handle(
                  (step, error) -> {
                    try {
                      return answered(command, step, error);
                    } finally {
                      answering = false;
                    }
                  });
        });
  }

  /** Shows a command's answer (or the failure it met), then moves to the next menu. */
  private Void answered(Command command, Menu.Step step, Throwable error) {
    if (error != null) {
      Throwable cause = error instanceof CompletionException && error.getCause() != null
          ? error.getCause() : error;
      if (cause instanceof StoreException) {
        STORE_FAULTS.failed("session of " + user + ": failed on " + command, cause);
      } else {
        LOG.error("session of {}: failed on {}", user, command, cause);
      }
      face.answer(new Reply(Asking.of(command),
          List.of(new AnswerEvent.Refused(Refusal.INTERNAL))));
      return null;
    }
    menu = step.next();
    face.answer(new Reply(Asking.of(command), step.answer()));
    step.then().run();
    return null;
  }

  private CompletionStage<Menu.Step> handled(Command command) {
    deciding = Thread.currentThread();
    try {
      // a game's menu takes nearly every command (the moves) and is called directly; a call
      // through the interface of five menus went through an itable stub each command
      Menu now = menu;
      return now instanceof GameMenu game ? game.handle(command) : now.handle(command);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    } finally {
      deciding = null;
    }
  }

  /**
   * From now on the session speaks through another face (a text connection whose client sent a
   * JSON line); commands received before keep the face they were sent with.
   */
  @Override
  public CompletableFuture<Void> speak(Face newFace) {
    return chain.submit(() -> {
      face = newFace;
    });
  }

  /** Runs a task after every command received before it, so a face's own answers keep their order. */
  @Override
  public CompletableFuture<Void> inOrder(Runnable task) {
    return chain.submit(task);
  }

  /** The connection is gone: leave the lobby (a game waits for the player to log in again). */
  @Override
  public CompletableFuture<Void> disconnected() {
    return chain.submit(
        () -> {
          menu.disconnected();
          logOut();
          ended = true;
        });
  }

  /**
   * The connection was closed for misbehaving (it never read its replies): commands it sent and
   * that wait in line are skipped. Call before {@link #disconnected()}.
   */
  @Override
  public void abandon() {
    abandoned = true;
  }

  /** Whether the session has ended ({@code exit}, or taken over). */
  public boolean hasEnded() {
    return ended;
  }

  @Override
  public String name() {
    return user;
  }

  /**
   * News, shown at once unless a command's answer is due: then it waits for that answer (which a
   * room returns, and news must not overtake), and later news waits behind it. What the lobby
   * tells this user while deciding one of their commands (the seek ads its game removed) comes
   * before the answer, as it always did.
   */
  @Override
  public void receive(DomainEvent event) {
    if (deciding == Thread.currentThread() || (!answering && waitingNews.get() == 0)) {
      face.push(event);
      return;
    }
    waitingNews.incrementAndGet();
    chain.submit(() -> {
      waitingNews.decrementAndGet();
      face.push(event);
    });
  }

  /**
   * News of a game this user watches is shown on the session's own thread (its connection's
   * event loop), never on the room's, and in the loop's late lane ({@link LoopLane}): a thousand
   * spectators cost the room's thread a thousand queue entries, not a thousand renderings, and
   * their loops serve the players' replies between slices of them.
   */
  @Override
  public void receiveAsSpectator(DomainEvent event) {
    if (deciding == Thread.currentThread()) {
      face.push(event); // the spectator's own command: in order with its answer
      return;
    }
    waitingNews.incrementAndGet();
    if (lateLane == null) {
      lateLane = LoopLane.of(chain.executor());
    }
    lateLane.submit(() -> chain.submitHere(() -> {
      waitingNews.decrementAndGet();
      face.push(event);
    }));
  }

  @Override
  public boolean guest() {
    return guest;
  }

  @Override
  public boolean plays(String variant) {
    return face.plays(variant);
  }

  @Override
  public boolean seesSeeks() {
    return face.seesSeeks();
  }

  @Override
  public long arrivedAt() {
    return arrivedAt;
  }

  @Override
  public long lagMillis() {
    return face.lagMillis();
  }

  @Override
  public void gameEnded(GameRoom room) {
    chain.submit(
        () -> {
          if (menu instanceof InGame inGame && inGame.room() == room) {
            menu = new MainMenu(this);
          } else if (menu instanceof BoardsMenu boards) {
            menu = boards.without(room);
          }
        });
  }

  @Override
  public void enterGame(GameRoom room, Side side) {
    chain.submit(
        () -> {
          if (menu instanceof SpectatorMenu watching) {
            watching.room().unobserve(this); // a game of their own starts: they stop watching
          }
          menu = new GameMenu(this, room, side);
        });
  }

  @Override
  public void takenOver() {
    chain.submit(
        () -> {
          if (user != null) {
            if (menu instanceof SpectatorMenu watching) {
              watching.room().unobserve(this); // the new session does not watch for this one
            }
            face.push(new LobbyNews.TakenOver());
            user = null;
            ended = true;
            menu = new RegistrationMenu(this); // its game now belongs to the new session
            face.close();
          }
        });
  }

  /** The variant the clients' challenge forms offer first (the server's setting). */
  @Override
  public String formVariant() {
    return services.formVariant();
  }

  // --- for the menus (they run inside this session's chained tasks) ---

  Services services() {
    return services;
  }

  Face face() {
    return face;
  }

  @Override
  public Executor executor() {
    return chain.executor();
  }

  /**
   * Runs a blocking call (store, hashing) off the session's thread; what follows it runs on the
   * session's thread again, so the menus never run elsewhere.
   */
  <T> CompletionStage<T> blocking(Supplier<T> call) {
    return back(CompletableFuture.supplyAsync(call, services.blocking()));
  }

  /**
   * Runs a call that hashes a password on the hashing pool, after a delay; see {@link #blocking}.
   * When the pool's queue is full the stage fails with {@link Busy}.
   */
  <T> CompletionStage<T> hashingAfter(long delayMillis, Supplier<T> call) {
    CompletableFuture<Void> waited = delayMillis <= 0
        ? CompletableFuture.completedFuture(null)
        : CompletableFuture.runAsync(() -> { },
            CompletableFuture.delayedExecutor(delayMillis, TimeUnit.MILLISECONDS));
    return back(waited.thenCompose(done -> {
      try {
        return CompletableFuture.supplyAsync(call, services.hashing());
      } catch (RejectedExecutionException e) {
        return CompletableFuture.failedFuture(new Busy());
      }
    }));
  }

  /**
   * A refusal for going over a limit, answered after a pause: the connection's next command waits
   * behind it, so a script that retries at once is slowed to one try a {@value #PAUSE_MILLIS} ms
   * instead of keeping the server busy with refusals.
   */
  <T> CompletionStage<T> slowly(T answer) {
    return back(CompletableFuture.supplyAsync(() -> answer,
        CompletableFuture.delayedExecutor(PAUSE_MILLIS, TimeUnit.MILLISECONDS, chain.executor())));
  }

  private static final long PAUSE_MILLIS = 1000;

  /** The hashing pool's queue is full: the request is refused, not queued. */
  static final class Busy extends RuntimeException {
    Busy() {
      super("password checks queued beyond their bound", null, false, false);
    }
  }

  /**
   * The stage of another thread (the store, a game room, the director), completing on the
   * session's thread: what a menu does after it stays confined there.
   */
  <T> CompletionStage<T> back(CompletionStage<T> stage) {
    return chain.back(stage);
  }

  /** Runs a tournament command for the logged-in user. */
  CompletionStage<List<DomainEvent>> tournament(TournamentCommand command) {
    return services.tournaments().command(user, command);
  }

  /**
   * The user logged in: online in the lobby (so others can challenge them at once), told, then a
   * game of theirs continues here.
   */
  Menu.Step logIn(String name) {
    user = name;
    face.loggedIn(true);
    var login = services.lobby().login(name, this);
    Menu menu;
    Runnable seated; // after the login's answer: back at the user's boards
    if (services.simuls() != null
        && BoardsMenu.of(this, services.simuls().boardsOf(name)) instanceof BoardsMenu boards) {
      menu = boards; // a simul's host: back at every board
      seated = () -> boards.rooms().forEach(room -> room.rebind(room.sideOf(name), this));
    } else if (login.room() == null) {
      menu = new MainMenu(this);
      seated = () -> {};
    } else {
      GameRoom room = login.room();
      Side side = login.side();
      menu = new GameMenu(this, room, side);
      seated = () -> room.rebind(side, this);
    }
    return new Menu.Step(menu, List.of(new AnswerEvent.Done(arbiter.event.Ack.LOGGED_IN)), () -> {
      seated.run();
      tellInvitations(name);
    });
  }

  /**
   * The tournament and team invitations the user has not answered, told after the login's
   * answer.
   */
  private void tellInvitations(String name) {
    if (services.tournaments() == null || guest) {
      return; // an invitation goes to an account; a guest has none
    }
    back(services.tournaments().invitationsOf(name)).whenComplete((invitations, error) -> {
      if (error != null) {
        LOG.warn("cannot read the invitations of {}", name, error);
      } else if (name.equals(user)) {
        invitations.forEach(this::receive);
      }
    });
  }

  /** The user logged in, reading the language kept with their account ({@code null}: none). */
  Menu.Step logIn(String name, String language) {
    if (language != null) {
      face.speaks(language);
    }
    return logIn(name);
  }

  /** A guest logged in: as {@link #logIn}, marked so that their games are never rated. */
  Menu.Step logInGuest(String name) {
    guest = true;
    return logIn(name);
  }

  void logOut() {
    String name = user;
    if (name != null) {
      services.lobby().logout(name, this);
      if (services.simuls() != null) {
        services.simuls().watch(this, false);
      }
      user = null;
      guest = false;
      face.loggedIn(false);
    }
  }

  /** {@code exit}: the conversation is over. */
  void end() {
    ended = true;
    face.close();
  }

  /** A menu that belongs to a game room. */
  interface InGame {
    GameRoom room();
  }
}
