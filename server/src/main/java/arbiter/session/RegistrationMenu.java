package arbiter.session;

import arbiter.account.Accounts;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.DomainEvent;
import arbiter.event.DomainEvent.Done;
import arbiter.event.DomainEvent.Refused;
import arbiter.event.Refusal;
import java.util.concurrent.CompletionStage;

/**
 * The first menu (seed 002): register, login, remove, list_users, help, exit; and the web face's
 * password-less resume of a login.
 */
final class RegistrationMenu implements Menu {

  private final Session session;

  RegistrationMenu(Session session) {
    this.session = session;
  }

  @Override
  public CompletionStage<Step> handle(Command command) {
    if (command instanceof Command.Register register) {
      return register(register.user(), register.password());
    }
    if (command instanceof Command.Login login) {
      return login(login.user(), login.password());
    }
    if (command instanceof Command.GuestLogin guest) {
      return guestLogin(guest.user());
    }
    if (command instanceof Command.Resume resume) {
      return resume(resume.user());
    }
    if (command instanceof Command.Remove remove) {
      return remove(remove.user(), remove.password());
    }
    if (command instanceof Command.ListUsers) {
      return session.blocking(() -> session.services().accounts().names())
          .thenApply(names -> Step.of(this, new DomainEvent.UsersListed(names)));
    }
    if (command instanceof Command.Help) {
      return Step.of(this, new DomainEvent.HelpShown(DomainEvent.MenuKind.REGISTRATION)).now();
    }
    if (command instanceof Command.Exit) {
      return new Step(this, java.util.List.of(new Done(Ack.PROGRAM_ENDED)), session::end).now();
    }
    return refuse(Refusal.LOG_IN_FIRST);
  }

  private CompletionStage<Step> register(String name, String password) {
    Refusal error = formatError(name, password, session.services().network());
    if (error == null && password.length() < session.services().passwordMinLength()) {
      error = Refusal.PASSWORD_FORMAT; // the network's minimum; the console keeps the seed rule
    }
    if (error != null) {
      return refuse(error);
    }
    return session
        .blocking(() -> session.services().accounts().register(name, password))
        .thenApply(created -> Step.of(this,
            created ? new Done(Ack.REGISTERED) : new Refused(Refusal.USER_EXISTS)));
  }

  private CompletionStage<Step> login(String name, String password) {
    Refusal error = formatError(name, password, session.services().network());
    if (error != null) {
      return refuse(error);
    }
    return check(name, password)
        .thenApply(check -> check == Accounts.Check.OK
            ? session.logIn(name)
            : Step.of(this, new Refused(checkError(check))));
  }

  /** A guest takes a name that no account has and nobody online uses. */
  private CompletionStage<Step> guestLogin(String name) {
    if (!Credentials.validName(name, true)) {
      return refuse(Refusal.USERNAME_FORMAT);
    }
    if (session.services().lobby().isOnline(name)) {
      return refuse(Refusal.USER_BUSY);
    }
    return session
        .blocking(() -> session.services().accounts().exists(name))
        .thenApply(exists -> exists
            ? Step.of(this, new Refused(Refusal.USER_EXISTS))
            : session.logInGuest(name));
  }

  /**
   * Logs in a user whose face proved the login without a password (so no throttle either); the
   * account may have been removed since.
   */
  private CompletionStage<Step> resume(String name) {
    return session
        .blocking(() -> session.services().accounts().exists(name))
        .thenApply(exists -> exists
            ? session.logIn(name)
            : Step.of(this, new Refused(Refusal.NO_SUCH_USER)));
  }

  private CompletionStage<Step> remove(String name, String password) {
    Refusal error = formatError(name, password, session.services().network());
    if (error != null) {
      return refuse(error);
    }
    return check(name, password)
        .thenCompose(
            check -> {
              if (check != Accounts.Check.OK) {
                return refuse(checkError(check));
              }
              if (session.services().lobby().isOnline(name)
                  || session.services().lobby().isPlaying(name)) {
                return refuse(Refusal.USER_BUSY);
              }
              return session
                  .blocking(() -> session.services().accounts().remove(name))
                  .thenApply(removed -> Step.of(this, new Done(Ack.REMOVED, name)));
            });
  }

  /** Checks the password after the wait earlier failures of this user or address impose. */
  private CompletionStage<Accounts.Check> check(String name, String password) {
    LoginThrottle throttle = session.services().throttle();
    String address = session.face().address();
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

  private static Refusal formatError(String name, String password, boolean network) {
    if (!Credentials.validName(name, network)) {
      return Refusal.USERNAME_FORMAT;
    }
    if (!Credentials.valid(password)) {
      return Refusal.PASSWORD_FORMAT;
    }
    return null;
  }

  private static Refusal checkError(Accounts.Check check) {
    return check == Accounts.Check.NO_USER ? Refusal.NO_SUCH_USER : Refusal.WRONG_PASSWORD;
  }

  private CompletionStage<Step> refuse(Refusal refusal) {
    return Step.of(this, new Refused(refusal)).now();
  }
}
