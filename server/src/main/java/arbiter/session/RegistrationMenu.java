package arbiter.session;

import arbiter.store.Accounts;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** The first menu (seed 002): register, login, remove, list_users, help, exit. */
final class RegistrationMenu implements Menu {

  static final List<String> HELP =
      List.of(
          "register [username] [password]",
          "login [username] [password]",
          "remove [username] [password]",
          "list_users",
          "help",
          "exit");

  private final Session session;

  RegistrationMenu(Session session) {
    this.session = session;
  }

  @Override
  public CompletionStage<Menu> handle(String line) {
    String[] words = line.strip().split("\\s+");
    String command = words[0];
    if (words.length == 3) {
      switch (command) {
        case "register":
          return register(words[1], words[2]);
        case "login":
          return login(words[1], words[2]);
        case "remove":
          return remove(words[1], words[2]);
        default:
          break;
      }
    }
    if (words.length == 1) {
      switch (command) {
        case "list_users":
          return session
              .blocking(() -> session.services().accounts().names())
              .thenApply(this::showing);
        case "help":
          return stay(HELP);
        case "exit":
          session.show("program ended");
          session.end();
          return CompletableFuture.completedFuture(this);
        default:
          break;
      }
    }
    return stay(List.of("invalid command"));
  }

  private CompletionStage<Menu> register(String name, String password) {
    String error = formatError(name, password);
    if (error != null) {
      return stay(List.of(error));
    }
    return session
        .blocking(() -> session.services().accounts().register(name, password))
        .thenApply(
            created -> reply(created ? "register successful" : "a user exists with this username"));
  }

  private CompletionStage<Menu> login(String name, String password) {
    String error = formatError(name, password);
    if (error != null) {
      return stay(List.of(error));
    }
    return check(name, password)
        .thenApply(
            check -> {
              if (check != Accounts.Check.OK) {
                return reply(checkError(check));
              }
              return session.logIn(name);
            });
  }

  private CompletionStage<Menu> remove(String name, String password) {
    String error = formatError(name, password);
    if (error != null) {
      return stay(List.of(error));
    }
    return check(name, password)
        .thenCompose(
            check -> {
              if (check != Accounts.Check.OK) {
                return stay(List.of(checkError(check)));
              }
              if (session.services().lobby().isOnline(name)
                  || session.services().lobby().isPlaying(name)) {
                return stay(List.of("this user is online or in a game"));
              }
              return session
                  .blocking(() -> session.services().accounts().remove(name))
                  .thenApply(removed -> reply("removed " + name + " successfully"));
            });
  }

  /** Checks the password after the wait earlier failures of this user or address impose. */
  private CompletionStage<Accounts.Check> check(String name, String password) {
    LoginThrottle throttle = session.services().throttle();
    String address = session.connection().address();
    return session.blockingAfter(
        throttle.delayMillis(name, address),
        () -> {
          Accounts.Check check = session.services().accounts().check(name, password);
          if (check == Accounts.Check.OK) {
            throttle.succeeded(name);
          } else {
            throttle.failed(name, address);
          }
          return check;
        });
  }

  private static String formatError(String name, String password) {
    if (!Credentials.valid(name)) {
      return "username format is invalid";
    }
    if (!Credentials.valid(password)) {
      return "password format is invalid";
    }
    return null;
  }

  private static String checkError(Accounts.Check check) {
    return check == Accounts.Check.NO_USER ? "no user exists with this username" : "incorrect password";
  }

  private Menu showing(List<String> lines) {
    session.show(lines);
    return this;
  }

  private Menu reply(String line) {
    session.show(line);
    return this;
  }

  private CompletionStage<Menu> stay(List<String> lines) {
    return CompletableFuture.completedFuture(showing(lines));
  }
}
