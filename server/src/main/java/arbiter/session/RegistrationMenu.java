package arbiter.session;

import arbiter.account.Accounts;
import arbiter.command.Command;
import arbiter.director.TournamentDirector;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent.Done;
import arbiter.event.AnswerEvent.Refused;
import arbiter.event.AnswerEvent;
import arbiter.event.MenuKind;
import arbiter.event.Refusal;
import arbiter.simul.Simuls;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The first menu (seed 002): register, login, remove, list_users, help, exit; and the web face's
 * password-less resume of a login.
 */
final class RegistrationMenu implements Menu {

  private static final Logger LOG = LoggerFactory.getLogger(RegistrationMenu.class);

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
          .thenApply(names -> Step.of(this, new AnswerEvent.UsersListed(names)));
    }
    if (command instanceof Command.Help) {
      return Step.of(this, new AnswerEvent.HelpShown(MenuKind.REGISTRATION)).now();
    }
    if (command instanceof Command.Exit) {
      return new Step(this, java.util.List.of(new Done(Ack.PROGRAM_ENDED)), session::end).now();
    }
    return refuse(Refusal.LOG_IN_FIRST);
  }

  private CompletionStage<Step> register(String name, String password) {
    Refusal error = formatError(name, password);
    if (error == null && password.length() < session.services().passwordMinLength()) {
      error = Refusal.PASSWORD_FORMAT; // the server's minimum, beyond the seed rule
    }
    if (error == null && session.services().lobby().bots().isBot(name)) {
      error = Refusal.USER_EXISTS; // a house bot's name: no account may take it
    }
    if (error != null) {
      return refuse(error);
    }
    RateLimiter registrations = session.services().limits().registrations();
    if (!registrations.tryAcquire(session.face().address())) {
      return session.slowly(
          Step.of(this, new Refused(Refusal.REGISTRATION_LIMIT, "", registrations.count())));
    }
    return orBusy(session
        .hashingAfter(0, () -> session.services().accounts().register(name, password))
        .thenApply(created -> Step.of(this,
            created ? new Done(Ack.REGISTERED) : new Refused(Refusal.USER_EXISTS))));
  }

  private CompletionStage<Step> login(String name, String password) {
    Refusal error = formatError(name, password);
    if (error != null) {
      return refuse(error);
    }
    return orBusy(check(name, password)
        .thenCompose(refused -> refused == null
            ? keptLanguage(name).thenApply(language -> session.logIn(name, language))
            : Step.of(this, refused).now()));
  }

  /** The language kept with the account; {@code null} when none is or the store cannot say. */
  private CompletionStage<String> keptLanguage(String name) {
    return session.blocking(() -> {
      try {
        return session.services().accounts().language(name);
      } catch (RuntimeException e) {
        LOG.warn("cannot read the language of {}; speaking the default", name, e);
        return null;
      }
    });
  }

  /**
   * A guest takes a name that no account has in any case, that is no admin's and no tournament
   * player's, and that nobody online uses: a guest can pass for nobody.
   */
  private CompletionStage<Step> guestLogin(String name) {
    if (!Credentials.validName(name)) {
      return refuse(Refusal.USERNAME_FORMAT);
    }
    if (session.services().lobby().isOnline(name)) {
      return refuse(Refusal.USER_BUSY);
    }
    TournamentDirector director = session.services().tournaments();
    return session
        .blocking(() -> session.services().accounts().existsInAnyCase(name))
        .thenCompose(taken -> taken || director == null ? CompletableFuture.completedFuture(taken)
            : session.back(director.reservedName(name)))
        .thenApply(taken -> taken
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
        .thenCompose(exists -> exists
            ? keptLanguage(name).thenApply(language -> session.logIn(name, language))
            : Step.of(this, new Refused(Refusal.NO_SUCH_USER)).now());
  }

  private CompletionStage<Step> remove(String name, String password) {
    Refusal error = formatError(name, password);
    if (error != null) {
      return refuse(error);
    }
    return orBusy(check(name, password)
        .thenCompose(
            refused -> {
              if (refused != null) {
                return Step.of(this, refused).now();
              }
              if (session.services().lobby().isOnline(name)
                  || session.services().lobby().isPlaying(name)) {
                return refuse(Refusal.USER_BUSY);
              }
              return session
                  .blocking(() -> session.services().accounts().remove(name))
                  .thenCompose(removed -> withdrawn(name))
                  .thenApply(removed -> Step.of(this, new Done(Ack.REMOVED, name)));
            }));
  }

  /**
   * Checks the password after the wait earlier attempts on this user or from this address impose
   * (see {@link LoginThrottle}), on the hashing pool; {@code null} when it is right, else why not.
   */
  private CompletionStage<Refused> check(String name, String password) {
    LoginThrottle throttle = session.services().throttle();
    String address = session.face().address();
    LoginThrottle.Admission admission = throttle.admit(name, address);
    if (!admission.admitted()) {
      long seconds = (admission.refusedForMillis() + 999) / 1000;
      return session.slowly(new Refused(Refusal.LOGIN_THROTTLED, "", seconds));
    }
    return session.hashingAfter(
        admission.waitMillis(),
        () -> {
          Accounts.Check check = session.services().accounts().check(name, password);
          if (check == Accounts.Check.OK) {
            throttle.succeeded(name, address);
            return null;
          }
          throttle.failed(name, address);
          // an unknown user gets the wrong password's answer: a login never tells if a name exists
          return new Refused(Refusal.WRONG_PASSWORD);
        });
  }

  /**
   * A removed account leaves its tournaments and open simuls (one it hosts is cancelled), so a
   * new account of its name has no seat and hosts nothing.
   */
  private CompletionStage<Void> withdrawn(String name) {
    Simuls simuls = session.services().simuls();
    CompletionStage<Void> simul = simuls == null ? CompletableFuture.completedFuture(null)
        : session.back(simuls.accountRemoved(name));
    return session.services().tournaments() == null ? simul
        : simul.thenCompose(done -> session.back(
            session.services().tournaments().accountRemoved(name)));
  }

  /** The refusal for a full hashing queue, in place of the failure it comes as. */
  private CompletionStage<Step> orBusy(CompletionStage<Step> stage) {
    return stage.exceptionally(error -> {
      Throwable cause = error instanceof CompletionException && error.getCause() != null
          ? error.getCause() : error;
      if (cause instanceof Session.Busy) {
        return Step.of(this, new Refused(Refusal.SERVER_BUSY));
      }
      throw error instanceof CompletionException completion ? completion
          : new CompletionException(error);
    });
  }

  private static Refusal formatError(String name, String password) {
    if (!Credentials.validName(name)) {
      return Refusal.USERNAME_FORMAT;
    }
    if (!Credentials.valid(password)) {
      return Refusal.PASSWORD_FORMAT;
    }
    return null;
  }

  private CompletionStage<Step> refuse(Refusal refusal) {
    return Step.of(this, new Refused(refusal)).now();
  }
}
