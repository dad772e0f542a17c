package arbiter.session;

import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent.Done;
import arbiter.event.AnswerEvent.Refused;
import arbiter.event.AnswerEvent;
import arbiter.event.MenuKind;
import arbiter.event.Refusal;
import arbiter.game.GameRoom;
import arbiter.game.GameSummary;
import arbiter.lobby.Lobby;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The menu after login: seed 002's new_game (a challenge here), scoreboard, list_users, help and
 * logout, and the server's accept, decline, withdraw, seek, play, observe; who, games and the
 * tournaments are {@link LobbyQueries}.
 */
final class MainMenu implements Menu {

  static final String DEFAULT_VARIANT = "kingcapture";

  private final Session session;

  MainMenu(Session session) {
    this.session = session;
  }

  @Override
  public CompletionStage<Step> handle(Command command) {
    CompletionStage<Step> query = LobbyQueries.answer(session, command, this);
    if (query != null) {
      return query;
    }
    if (command instanceof Command.Challenge challenge) {
      return newGame(challenge);
    }
    if (command instanceof Command.Scoreboard scoreboard) {
      return scoreboard(scoreboard.variant());
    }
    if (command instanceof Command.ListUsers) {
      return session.blocking(() -> session.services().accounts().names())
          .thenApply(names -> Step.of(this, new AnswerEvent.UsersListed(names)));
    }
    if (command instanceof Command.Help) {
      return Step.of(this, new AnswerEvent.HelpShown(MenuKind.MAIN_NETWORK)).now();
    }
    if (command instanceof Command.Logout) {
      session.logOut();
      return Step.of(new RegistrationMenu(session), new Done(Ack.LOGGED_OUT)).now();
    }
    if (command instanceof Command.LogoutAll) {
      String name = session.name();
      return session.blocking(() -> {
        session.services().accounts().endLogins(name);
        return name;
      }).thenApply(ended -> {
        session.logOut();
        return Step.of(new RegistrationMenu(session), new Done(Ack.LOGGED_OUT));
      });
    }
    if (command instanceof Command.Accept accept) {
      return accept(accept.user());
    }
    if (command instanceof Command.Decline decline) {
      return Step.of(this,
          session.services().lobby().decline(session.name(), decline.user()).answer()).now();
    }
    if (command instanceof Command.Withdraw withdraw) {
      return Step.of(this,
          session.services().lobby().withdraw(session.name(), withdraw.user()).answer()).now();
    }
    if (command instanceof Command.Seek seek) {
      return seek(seek);
    }
    if (command instanceof Command.Unseek) {
      return Step.of(this, session.services().lobby().unseek(session.name()).answer()).now();
    }
    if (command instanceof Command.Play play) {
      return play(play.ad());
    }
    if (command instanceof Command.Observe observe) {
      return observe(observe.player() == null ? observe.game() : gameOf(observe.player()));
    }
    return refuse(outOfPlace(command));
  }

  /** Why a command has no place in the main menu. */
  private static Refusal outOfPlace(Command command) {
    if (LobbyQueries.signsIn(command)) {
      return Refusal.LOG_OUT_FIRST;
    }
    if (command instanceof Command.Unobserve) {
      return Refusal.NOT_WATCHING;
    }
    if (command instanceof Command.Say) {
      return Refusal.NO_GAME_FOR_CHAT;
    }
    if (command instanceof Command.Exit) {
      return Refusal.INVALID_COMMAND;
    }
    return Refusal.NOT_PLAYING;
  }

  private CompletionStage<Step> newGame(Command.Challenge challenge) {
    if (!Credentials.validName(challenge.user())) {
      return refuse(Refusal.USERNAME_FORMAT);
    }
    Lobby lobby = session.services().lobby();
    // "house ... level N" is the bot houseN
    String opponent = challenge.level() == 0 ? challenge.user()
        : lobby.bots().atLevel(challenge.user(), challenge.level());
    if (opponent == null) {
      return Step.of(this, new AnswerEvent.Refused(Refusal.BOT_LEVEL, "", lobby.bots().maxLevel()))
          .now();
    }
    if (challenge.limit() < 0) {
      return refuse(Refusal.NEGATIVE_LIMIT);
    }
    if (opponent.equals(session.name())) {
      return refuse(Refusal.SELF_CHALLENGE);
    }
    // a guest online is known without the store: every challenge of an ICS guest to another
    // took a trip to the blocking pool and back (a bot is asked there still: a bot's game starts
    // at once, and its news keeps its place after the answer)
    CompletionStage<Boolean> known = lobby.isGuest(opponent)
        ? CompletableFuture.completedFuture(true)
        : session.blocking(() -> session.services().lobby().bots().isBot(opponent)
            || session.services().accounts().exists(opponent)
            || session.services().lobby().isGuest(opponent));
    return known
        .thenApply(
            exists -> {
              if (!exists) {
                return Step.of(this, new Refused(Refusal.NO_SUCH_USER));
              }
              String id = challenge.variant() == null ? DEFAULT_VARIANT : challenge.variant();
              Variant variant = Variants.byId(id).orElse(null);
              if (variant == null) {
                return Step.of(this, new Refused(Refusal.NO_SUCH_VARIANT));
              }
              TimeControl control;
              try {
                control = TimeControl.parse(challenge.time());
              } catch (IllegalArgumentException e) {
                return Step.of(this, new Refused(Refusal.BAD_TIME_CONTROL));
              }
              return start(opponent, challenge, variant, control);
            });
  }

  private Step start(String opponent, Command.Challenge challenge, Variant variant,
      TimeControl control) {
    Lobby lobby = session.services().lobby();
    int most = session.services().limits().challengesPerUser();
    if (most > 0 && lobby.challengesFrom(session.name()) >= most) {
      return Step.of(this, new Refused(Refusal.CHALLENGE_LIMIT, "", most));
    }
    return Step.of(this, lobby.challenge(session.name(), session, opponent, challenge.limit(),
        variant, control, challenge.rated()).answer());
  }

  private CompletionStage<Step> accept(String from) {
    Lobby.Accepted accepted = session.services().lobby().accept(session.name(), session, from);
    if (accepted.refusal() != null) {
      return refuse(accepted.refusal());
    }
    GameRoom room = accepted.room();
    return new Step(new GameMenu(session, room, Side.BLACK), List.of(), room::start).now();
  }

  private CompletionStage<Step> seek(Command.Seek seek) {
    TimeControl control;
    try {
      control = TimeControl.parse(seek.time());
    } catch (IllegalArgumentException e) {
      return refuse(Refusal.BAD_TIME_CONTROL);
    }
    return Step.of(this,
        session.services().lobby().seek(session.name(), session, control, seek.rated()).answer())
        .now();
  }

  private CompletionStage<Step> play(int ad) {
    Lobby.Accepted accepted = session.services().lobby().play(session.name(), session, ad);
    if (accepted.refusal() != null) {
      return refuse(accepted.refusal());
    }
    GameRoom room = accepted.room();
    return new Step(new GameMenu(session, room, Side.BLACK), List.of(), room::start).now();
  }

  private CompletionStage<Step> scoreboard(String variant) {
    if (variant != null && Variants.byId(variant).isEmpty()) {
      return refuse(Refusal.NO_SUCH_VARIANT);
    }
    return session
        .blocking(() -> session.services().accounts().scoreboard(variant))
        .thenApply(rows -> Step.of(this, new AnswerEvent.ScoreboardShown(variant, rows)));
  }

  /** The running game {@code player} plays (their name in any case), -1 when none. */
  private long gameOf(String player) {
    for (GameSummary game : session.services().lobby().games()) {
      if (game.white().equalsIgnoreCase(player) || game.black().equalsIgnoreCase(player)) {
        return game.id();
      }
    }
    return -1;
  }

  private CompletionStage<Step> observe(long id) {
    GameRoom room = session.services().lobby().room(id);
    if (room == null) {
      return refuse(Refusal.NO_SUCH_GAME);
    }
    return session.back(room.observe(session))
        .thenApply(shown -> shown.missed()
            ? Step.of(this, new Refused(Refusal.NO_SUCH_GAME))
            : Step.of(new SpectatorMenu(session, room), shown.answer()));
  }

  private CompletionStage<Step> refuse(Refusal refusal) {
    return Step.of(this, new Refused(refusal)).now();
  }
}
