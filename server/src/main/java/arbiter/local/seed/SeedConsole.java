package arbiter.local.seed;

import arbiter.account.Accounts;
import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.MenuKind;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.game.Journal;
import arbiter.game.Match;
import arbiter.protocol.TimeControl;
import arbiter.rules.Variants;
import arbiter.session.Credentials;
import arbiter.session.Face;
import java.util.List;

/**
 * The seed 002 program's conversation at one console: the registration menu, the main menu, and
 * a game both players play there ({@link ConsoleGame}). Typed commands in, typed events out
 * through the text face; accounts and games are stored as the network server stores them, but
 * nothing here is the server's: no lobby, no sessions, no network. Single-threaded.
 */
public final class SeedConsole {

  /** The variant of {@code new_game}: the seed's chess without check. */
  private static final String VARIANT = "kingcapture";

  private final Accounts accounts;
  private final Journal journal;
  private final Face face;
  private long lastGameId;
  private String user;
  private ConsoleGame game;
  private boolean ended;

  /** @param lastGameId the highest game id stored so far; new games count on from it */
  public SeedConsole(Accounts accounts, Journal journal, long lastGameId, Face face) {
    this.accounts = accounts;
    this.journal = journal;
    this.lastGameId = lastGameId;
    this.face = face;
  }

  /** Whether the program has ended ({@code exit}). */
  public boolean hasEnded() {
    return ended;
  }

  /** Handles one command and shows its answer. */
  public void receive(Command command) {
    if (ended) {
      return;
    }
    if (game != null) {
      face.answer(new Reply(Asking.of(command), game.play(command)));
      if (game.over()) {
        game = null;
      }
    } else if (user != null) {
      main(command);
    } else {
      face.answer(new Reply(Asking.of(command), registration(command)));
    }
  }

  // --- the registration menu ---

  private List<DomainEvent> registration(Command command) {
    if (command instanceof Command.Register register) {
      Refusal refusal = formatError(register.user(), register.password());
      return refusal != null ? refused(refusal)
          : accounts.register(register.user(), register.password())
              ? done(Ack.REGISTERED, "") : refused(Refusal.USER_EXISTS);
    }
    if (command instanceof Command.Login login) {
      Refusal refusal = checked(login.user(), login.password());
      if (refusal != null) {
        return refused(refusal);
      }
      user = login.user();
      return done(Ack.LOGGED_IN, "");
    }
    if (command instanceof Command.Remove remove) {
      Refusal refusal = checked(remove.user(), remove.password());
      if (refusal != null) {
        return refused(refusal);
      }
      accounts.remove(remove.user());
      return done(Ack.REMOVED, remove.user());
    }
    if (command instanceof Command.ListUsers) {
      return List.of(new AnswerEvent.UsersListed(accounts.names()));
    }
    if (command instanceof Command.Help) {
      return List.of(new AnswerEvent.HelpShown(MenuKind.REGISTRATION));
    }
    if (command instanceof Command.Exit) {
      ended = true;
      return done(Ack.PROGRAM_ENDED, "");
    }
    return refused(Refusal.LOG_IN_FIRST);
  }

  /** Why a name and password are refused, {@code null} when they are the user's. */
  private Refusal checked(String name, String password) {
    Refusal refusal = formatError(name, password);
    if (refusal != null) {
      return refusal;
    }
    return switch (accounts.check(name, password)) {
      case OK -> null;
      case NO_USER -> Refusal.NO_SUCH_USER; // the seed tells the two apart; the network does not
      default -> Refusal.WRONG_PASSWORD;
    };
  }

  private static Refusal formatError(String name, String password) {
    if (!Credentials.valid(name)) {
      return Refusal.USERNAME_FORMAT;
    }
    return Credentials.valid(password) ? null : Refusal.PASSWORD_FORMAT;
  }

  // --- the main menu ---

  private void main(Command command) {
    if (command instanceof Command.Challenge challenge && challenge.variant() == null) {
      newGame(challenge);
      return;
    }
    List<DomainEvent> answer;
    if (command instanceof Command.Scoreboard scoreboard) {
      answer = scoreboard.variant() != null && Variants.byId(scoreboard.variant()).isEmpty()
          ? refused(Refusal.NO_SUCH_VARIANT)
          : List.of(new AnswerEvent.ScoreboardShown(scoreboard.variant(),
              accounts.scoreboard(scoreboard.variant())));
    } else if (command instanceof Command.ListUsers) {
      answer = List.of(new AnswerEvent.UsersListed(accounts.names()));
    } else if (command instanceof Command.Help) {
      answer = List.of(new AnswerEvent.HelpShown(MenuKind.MAIN));
    } else if (command instanceof Command.Logout) {
      user = null;
      answer = done(Ack.LOGGED_OUT, "");
    } else {
      answer = refused(Refusal.INVALID_COMMAND);
    }
    face.answer(new Reply(Asking.of(command), answer));
  }

  /** {@code new_game}: the user plays white, the named opponent black, at this console. */
  private void newGame(Command.Challenge challenge) {
    String opponent = challenge.user();
    Refusal refusal = !Credentials.valid(opponent) ? Refusal.USERNAME_FORMAT
        : challenge.limit() < 0 ? Refusal.NEGATIVE_LIMIT
        : opponent.equals(user) ? Refusal.SELF_CHALLENGE
        : !accounts.exists(opponent) ? Refusal.NO_SUCH_USER
        : !untimed(challenge.time()) ? Refusal.BAD_TIME_CONTROL : null;
    if (refusal != null) {
      face.answer(new Reply(Asking.of(challenge), refused(refusal)));
      return;
    }
    Match match = new Match(Variants.byId(VARIANT).orElseThrow(), challenge.limit(), user,
        opponent);
    game = new ConsoleGame(++lastGameId, match, journal);
    face.answer(new Reply(Asking.of(challenge), List.of()));
    face.push(game.start());
  }

  /** Whether the time control reads (a console game runs no clock, whatever it says). */
  private static boolean untimed(String time) {
    try {
      TimeControl.parse(time);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static List<DomainEvent> done(Ack ack, String subject) {
    return List.of(new AnswerEvent.Done(ack, subject));
  }

  private static List<DomainEvent> refused(Refusal refusal) {
    return List.of(new AnswerEvent.Refused(refusal));
  }
}
