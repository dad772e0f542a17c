package arbiter.session;

import arbiter.account.ScoreLine;
import arbiter.command.ChatText;
import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.LobbyNews;
import arbiter.event.SimulEvent;
import arbiter.export.GameExport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Map;
import java.util.TreeSet;
import arbiter.event.DomainEvent;
import arbiter.event.OnlineUser;
import arbiter.event.Refusal;
import arbiter.game.GameArchive;
import arbiter.game.StoredGame;
import arbiter.rating.RatingRow;
import arbiter.rules.Variants;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * {@code who}, {@code games} and the {@code tournament} commands, which a networked player may use
 * from any menu after login, and the refusal of lobby actions while at a game.
 */
final class LobbyQueries {

  private LobbyQueries() {}

  /** The answer if the command is one of them, else {@code null}. */
  static CompletionStage<Menu.Step> answer(Session session, Command command, Menu stay) {
    CompletionStage<Menu.Step> hand = ArbiterHand.answer(session, command, stay);
    if (hand != null) {
      return hand;
    }
    CompletionStage<Menu.Step> simul = SimulCommands.answer(session, command, stay);
    if (simul != null) {
      return simul;
    }
    if (command instanceof Command.Tournament tournament) {
      return session.back(session.tournament(tournament.command())).thenApply(answer -> Menu.Step.of(stay, answer));
    }
    if (command instanceof Command.Who) {
      List<OnlineUser> online = session.services().lobby().who();
      return session.blocking(() -> ratingsOf(session, online))
          .thenApply(ratings -> Menu.Step.of(stay, new AnswerEvent.WhoShown(online, ratings)));
    }
    if (command instanceof Command.WatchLobby watch) {
      // the ok first, then the lobby as it is: a watcher's pushes never come before its answer
      return new Menu.Step(stay, List.of(), () -> {
        session.services().lobby().watch(session, watch.on());
        if (session.services().simuls() != null) {
          session.services().simuls().watch(session, watch.on()); // the simuls are listed too
        }
      }).now();
    }
    if (command instanceof Command.Sought) {
      return Menu.Step.of(stay, new LobbyNews.SeeksShown(session.services().lobby().seeks())).now();
    }
    if (command instanceof Command.Games) {
      DomainEvent games = new AnswerEvent.GamesShown(session.services().lobby().games());
      SimulEvent.SimulsListed simuls = session.services().simuls() == null ? null
          : session.services().simuls().listing();
      return (simuls == null || simuls.simuls().isEmpty() ? Menu.Step.of(stay, games)
          : Menu.Step.of(stay, games, simuls)).now();
    }
    return archive(session, command, stay);
  }

  /** {@code history}, {@code moves} and a replay: the stored games, read off the session's thread. */
  private static CompletionStage<Menu.Step> archive(Session session, Command command, Menu stay) {
    GameArchive archive = session.services().archive();
    if (command instanceof Command.History history) {
      String user = history.user() == null ? session.name() : history.user();
      return session.blocking(() -> session.services().accounts().exists(user)
              ? new AnswerEvent.HistoryShown(user, archive.history(user, history.limit()))
              : new AnswerEvent.Refused(Refusal.UNKNOWN_USER))
          .thenApply(shown -> Menu.Step.of(stay, shown));
    }
    if (command instanceof Command.Export export && export.tournament() == null) {
      return session.blocking(() -> exported(session, archive.game(export.game())))
          .thenApply(shown -> Menu.Step.of(stay, shown));
    }
    if (command instanceof Command.Export export) {
      return session.back(session.services().tournaments().roundTags(export.tournament()))
          .thenCompose(rounds -> rounds == null
              ? Menu.Step.of(stay, new AnswerEvent.Refused(Refusal.NO_SUCH_TOURNAMENT)).now()
              : session.blocking(() -> exported(session, export.tournament(), rounds))
                  .thenApply(shown -> Menu.Step.of(stay, shown)));
    }
    if (command instanceof Command.ExportSimul simul) {
      return session.blocking(() -> exportedSimul(session, simul.host()))
          .thenApply(shown -> Menu.Step.of(stay, shown));
    }
    if (command instanceof Command.Moves moves) {
      return session.blocking(() -> archive.game(moves.game()))
          .thenApply(game -> Menu.Step.of(stay, game == null
              ? new AnswerEvent.Refused(Refusal.NO_SUCH_GAME) : new AnswerEvent.RecordShown(game)));
    }
    if (command instanceof Command.Analyze analyze) {
      return analysis(session, analyze.game()).thenApply(shown -> Menu.Step.of(stay, shown));
    }
    if (command instanceof Command.Ratings ratings) {
      if (ratings.variant() != null && Variants.byId(ratings.variant()).isEmpty()) {
        return Menu.Step.of(stay, new AnswerEvent.Refused(Refusal.NO_SUCH_VARIANT)).now();
      }
      return session.blocking(() -> session.services().ratings().list(ratings.variant()))
          .thenApply(rows -> Menu.Step.of(stay, new AnswerEvent.RatingsShown(ratings.variant(), rows)));
    }
    if (command instanceof Command.Finger finger) {
      return session.blocking(() -> finger(session, finger.user())).thenApply(shown ->
          Menu.Step.of(stay, shown == null ? new AnswerEvent.Refused(Refusal.UNKNOWN_USER) : shown));
    }
    if (command instanceof Command.Replay replay) {
      return session.blocking(() -> {
        StoredGame game = archive.game(replay.game());
        return game == null ? null : game.after(replay.ply());
      }).thenApply(view -> Menu.Step.of(stay, view == null
              ? new AnswerEvent.Refused(Refusal.NO_SUCH_GAME) : new AnswerEvent.ReplayShown(view)));
    }
    return null;
  }

  /**
   * The analysis of a finished game, on the analyses' thread; a running game's or an unknown one's
   * is refused.
   */
  private static CompletionStage<DomainEvent> analysis(Session session, long id) {
    if (session.services().lobby().room(id) != null) {
      return CompletableFuture.completedFuture(new AnswerEvent.Refused(Refusal.GAME_RUNNING));
    }
    return session.blocking(() -> session.services().archive().game(id))
        .thenCompose(game -> game == null
            ? CompletableFuture.completedFuture(new AnswerEvent.Refused(Refusal.NO_SUCH_GAME))
            : game.result() == null
                ? CompletableFuture.completedFuture(new AnswerEvent.Refused(Refusal.GAME_RUNNING))
                : session.back(session.services().analyses().of(game)));
  }

  /** A stored game exported and saved, or the refusal when no game has the id. */
  private static DomainEvent exported(Session session, StoredGame game) {
    if (game == null) {
      return new AnswerEvent.Refused(Refusal.NO_SUCH_GAME);
    }
    String host = session.services().simuls() == null ? null
        : session.services().simuls().hostOf(game.id());
    return saved(session, List.of(host == null ? GameExport.of(game)
        : GameExport.of(game, "Simul " + host)));
  }

  /** A tournament's games exported and saved, one file per variant (a tournament has one). */
  private static DomainEvent exported(Session session, String tournament,
      Map<Long, String> rounds) {
    return exported(session, tournament, new TreeSet<>(rounds.keySet()), rounds,
        Refusal.NO_TOURNAMENT_GAMES);
  }

  /** The games of the host's latest simul, saved as one file ("Simul HOST", round = board). */
  private static DomainEvent exportedSimul(Session session, String host) {
    if (session.services().simuls() == null) {
      return new AnswerEvent.Refused(Refusal.NO_SUCH_GAME);
    }
    List<Long> games = session.services().simuls().latestGames(host);
    Map<Long, String> boards = new HashMap<>();
    for (int board = 0; board < games.size(); board++) {
      boards.put(games.get(board), Integer.toString(board + 1));
    }
    return exported(session, "Simul " + host, games, boards, Refusal.NO_SIMUL_GAMES);
  }

  /**
   * The stored games of {@code ids}, in that order, saved under the event {@code event} with
   * their {@code rounds}; {@code none} when no game is stored.
   */
  private static DomainEvent exported(Session session, String event, Collection<Long> ids,
      Map<Long, String> rounds, Refusal none) {
    List<StoredGame> games = new ArrayList<>();
    for (long id : ids) {
      StoredGame game = session.services().archive().game(id);
      if (game != null) {
        games.add(game);
      }
    }
    return games.isEmpty() ? new AnswerEvent.Refused(none)
        : saved(session, GameExport.tournament(event, games, rounds));
  }

  /**
   * Writes the files under the exports folder. Their names are the exporter's, made of ids and
   * checked tournament names only, so no user text chooses a path.
   */
  private static DomainEvent saved(Session session, List<GameExport.Exported> files) {
    Path folder = session.services().exportDir();
    List<String> savedAs = new ArrayList<>();
    try {
      Files.createDirectories(folder);
      for (GameExport.Exported file : files) {
        Path path = folder.resolve(file.fileName()).normalize();
        if (!path.getParent().equals(folder.normalize())) {
          throw new IllegalStateException("an export name left its folder: " + file.fileName());
        }
        Files.writeString(path, file.text());
        // the folder's own name, never the server's path to it
        savedAs.add(folder.getFileName() + "/" + file.fileName());
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot save an export under " + folder, e);
    }
    return new AnswerEvent.ExportShown(files, savedAs);
  }

  /** The rating rows of the users online. */
  private static List<RatingRow> ratingsOf(Session session, List<OnlineUser> online) {
    Set<String> names = new HashSet<>();
    online.forEach(user -> names.add(user.name()));
    List<RatingRow> ratings = new ArrayList<>();
    for (RatingRow row : session.services().ratings().list(null)) { // one query, however many
      if (names.contains(row.user())) {
        ratings.add(row);
      }
    }
    return ratings;
  }


  /** A user's ratings and finished games, or {@code null} if there is no such user. */
  private static DomainEvent finger(Session session, String user) {
    if (!session.services().accounts().exists(user)) {
      return null;
    }
    int games = 0;
    for (ScoreLine line : session.services().accounts().scoreboard(null)) {
      if (line.name().equals(user)) {
        games = line.wins() + line.draws() + line.losses();
      }
    }
    return new AnswerEvent.FingerShown(user, session.services().ratings().of(user), games);
  }

  /**
   * Whether the command is chat that must not reach the other terminals: control characters
   * would let it forge server lines or retitle their windows.
   */
  static boolean badChat(Command command) {
    return command instanceof Command.Say say && ChatText.hasControl(say.text());
  }

  /**
   * Why a chat line may not go out ({@code null}: it may, or it is no chat): control characters,
   * or more than {@code chat.lines.per.minute} from this user.
   */
  static AnswerEvent.Refused chatRefusal(Session session, Command command) {
    if (badChat(command)) {
      return new AnswerEvent.Refused(Refusal.CHAT_CONTROL);
    }
    RateLimiter chat = session.services().limits().chat();
    if (command instanceof Command.Say && !chat.tryAcquire(session.name())) {
      return new AnswerEvent.Refused(Refusal.CHAT_LIMIT, "", chat.count());
    }
    return null;
  }

  /**
   * What a menu at a game (a player's, a simul host's, a spectator's) answers itself before the
   * game sees the command: a question, a refused chat line, another menu's command; {@code null}
   * when the command is for the game.
   */
  static CompletionStage<Menu.Step> atGame(Session session, Command command, Menu stay) {
    CompletionStage<Menu.Step> query = answer(session, command, stay);
    if (query != null) {
      return query;
    }
    AnswerEvent.Refused chat = chatRefusal(session, command);
    if (chat != null) {
      return Menu.Step.of(stay, chat).now();
    }
    Refusal elsewhere = outOfGame(command);
    return elsewhere == null ? null
        : Menu.Step.of(stay, new AnswerEvent.Refused(elsewhere)).now();
  }

  /** Whether the command is one of the registration menu's: it needs the user logged out. */
  static boolean signsIn(Command command) {
    return command instanceof Command.Register || command instanceof Command.Login
        || command instanceof Command.Remove || command instanceof Command.GuestLogin;
  }

  /**
   * Why a command of another menu cannot be given at a game ({@code null}: it is for the game).
   * On text each is an invalid command, as seed 002's game menu knows none of them.
   */
  static Refusal outOfGame(Command command) {
    if (command instanceof Command.Challenge || command instanceof Command.Accept
        || command instanceof Command.Decline || command instanceof Command.Observe
        || command instanceof Command.Scoreboard || command instanceof Command.Logout
        || command instanceof Command.LogoutAll
        || command instanceof Command.Withdraw || command instanceof Command.Seek
        || command instanceof Command.Unseek || command instanceof Command.Play) {
      return Refusal.LEAVE_GAME_FIRST;
    }
    if (signsIn(command)) {
      return Refusal.LOG_OUT_FIRST;
    }
    if (command instanceof Command.Unobserve) {
      return Refusal.NOT_WATCHING;
    }
    if (command instanceof Command.ListUsers || command instanceof Command.Exit) {
      return Refusal.INVALID_COMMAND;
    }
    return null;
  }
}
