package arbiter.session;

import arbiter.async.TaskChain;
import arbiter.director.TournamentDirector;
import arbiter.game.GameRoom;
import arbiter.lobby.Member;
import arbiter.protocol.Event;
import arbiter.rules.Side;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One user's conversation with Arbiter: registration menu, main menu, game. Lines go in, lines
 * come out through the {@link Connection}; it knows nothing of Netty or consoles.
 *
 * <p>Lines and events (a game starts or ends, another login takes over) run one at a time, in
 * order, through a {@link TaskChain} on the session's executor; a line that waits for the store or
 * a game room holds back the lines after it. The menu is only touched by those chained tasks.
 */
public final class Session implements Member {

  private static final Logger LOG = LoggerFactory.getLogger(Session.class);

  private final Services services;
  private final Connection connection;
  private final TaskChain chain;
  private volatile Menu menu;
  private volatile String user;
  private volatile boolean ended;

  public Session(Services services, Connection connection, Executor executor) {
    this.services = services;
    this.connection = connection;
    this.chain = new TaskChain(executor);
    this.menu = new RegistrationMenu(this);
  }

  /** Handles one input line; the stage completes once it has been handled. */
  public CompletableFuture<Void> receive(String line) {
    return chain.submit(
        () -> {
          if (ended) {
            return CompletableFuture.completedFuture(null);
          }
          return menu.handle(line)
              .handle(
                  (next, error) -> {
                    if (error != null) {
                      LOG.error("session of {}: failed on a line", user, error);
                      show("server error, try again");
                    } else {
                      menu = next;
                    }
                    return null;
                  });
        });
  }

  /** The connection is gone: leave the lobby (a game waits for the player to log in again). */
  public CompletableFuture<Void> disconnected() {
    return chain.submit(
        () -> {
          menu.disconnected();
          logOut();
          ended = true;
        });
  }

  /** Runs a tournament command (the words after {@code tournament}) for the logged-in user. */
  public CompletionStage<TournamentDirector.Answer> tournament(List<String> words) {
    return services.tournaments().command(user, words);
  }

  /** Whether a user is logged in. */
  public boolean isLoggedIn() {
    return user != null;
  }

  /** Whether the session has ended ({@code exit}, or taken over). */
  public boolean hasEnded() {
    return ended;
  }

  @Override
  public String name() {
    return user;
  }

  @Override
  public void show(List<String> lines) {
    if (!lines.isEmpty()) {
      connection.send(lines);
    }
  }

  /** Whether the user plays a game in this session now. */
  public boolean isPlaying() {
    return menu instanceof GameMenu;
  }

  /** Whether the user watches a game in this session now. */
  public boolean isWatching() {
    return menu instanceof SpectatorMenu;
  }

  @Override
  public boolean structured() {
    return connection.structured();
  }

  @Override
  public void send(Event event) {
    connection.send(event);
  }

  @Override
  public void gameEnded(GameRoom room) {
    chain.submit(
        () -> {
          if (menu instanceof InGame inGame && inGame.room() == room) {
            menu = new MainMenu(this);
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
            show("logged in from another connection");
            user = null;
            ended = true;
            menu = new RegistrationMenu(this); // its game now belongs to the new session
            connection.close();
          }
        });
  }

  // --- for the menus (they run inside this session's chained tasks) ---

  Services services() {
    return services;
  }

  Connection connection() {
    return connection;
  }

  Executor executor() {
    return chain.executor();
  }

  void show(String... lines) {
    show(Arrays.asList(lines));
  }

  /** Runs a blocking call (store, hashing) off the session's thread. */
  <T> CompletionStage<T> blocking(Supplier<T> call) {
    return CompletableFuture.supplyAsync(call, services.blocking());
  }

  /** Runs a blocking call after a delay, off the session's thread. */
  <T> CompletionStage<T> blockingAfter(long delayMillis, Supplier<T> call) {
    if (delayMillis <= 0) {
      return blocking(call);
    }
    return CompletableFuture.supplyAsync(
        call,
        CompletableFuture.delayedExecutor(
            delayMillis, java.util.concurrent.TimeUnit.MILLISECONDS, services.blocking()));
  }

  /**
   * The user logged in: online in the lobby (before they are told, so others can challenge them
   * at once), then told, then a game of theirs continues here.
   */
  Menu logIn(String name) {
    user = name;
    connection.loggedIn(true);
    var login = services.lobby().login(name, this);
    show("login successful");
    if (login.room() == null) {
      return new MainMenu(this);
    }
    login.room().rebind(login.side(), this);
    return new GameMenu(this, login.room(), login.side());
  }

  void logOut() {
    String name = user;
    if (name != null) {
      services.lobby().logout(name, this);
      user = null;
      connection.loggedIn(false);
    }
  }

  /** {@code exit}: the conversation is over. */
  void end() {
    ended = true;
    connection.close();
  }

  /** A menu that belongs to a game room. */
  interface InGame {
    GameRoom room();
  }
}
