package arbiter.director;

import arbiter.async.TaskChain;
import arbiter.clock.Ticker;
import arbiter.command.TournamentCommand;
import arbiter.director.team.TeamBook;
import arbiter.event.AuditAction;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.game.Journal;
import arbiter.lobby.Lobby;
import arbiter.rating.RatingBook;
import arbiter.tournament.Format;
import arbiter.tournament.Phase;
import arbiter.tournament.PlayerCodes;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentSummary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the server's tournaments: the entry point for their commands, the games' ends and the
 * absent-player sweep. Every tournament event is stored before anyone is told of it or a game
 * follows from it, so a restarted server carries on at the current round. All tournament state is
 * confined to one serial executor, where the store calls may block: the director's own daemon
 * thread, or one a test gives it.
 */
public final class TournamentDirector implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(TournamentDirector.class);

  /**
   * What the director needs to know.
   *
   * @param admins users who may start any tournament
   * @param absentMillis a round game a player has not come to for this long is lost by them
   * @param sweepMillis how often games are checked for absent players
   * @param exportDir where standings files are written, one text and one CSV per tournament
   * @param ratings where the players' ratings are read to seed a Swiss (blocking calls: the
   *     director's thread may make them)
   * @param registered whether a name has an account (a blocking call too): an organizer who
   *     enters one invites them, and they play only once they accept
   * @param playersMax the most players a tournament may have (0: no limit); joining, entering
   *     or importing beyond it is refused
   * @param games where a corrected result reaches its game's record, scores and ratings
   *     ({@code null}: the standings only)
   * @param accountIds each name's stable account id, 0 when it has no account (a blocking call
   *     too): a tournament's creator and arbiters are bound to the account they were when named
   * @param webAddress the server's web address ({@code http://HOST:PORT/}) for the printouts'
   *     links, asked when a link is given; {@code null} when the web pages are off
   * @param language the server's language ({@code language.default}): the words of the
   *     standings, crosstable and pairing files written to {@code exportDir}
   */
  public record Config(Set<String> admins, long absentMillis, long sweepMillis, Path exportDir,
      RatingBook ratings, Rhythm rhythm, int tournamentsPerUser, int swissRoundsMax,
      Predicate<String> registered, int playersMax, Journal games,
      ToLongFunction<String> accountIds, java.util.function.Supplier<String> webAddress,
      String language) {

    /**
     * A director whose server has no web pages ({@code tournament print} says so) and writes
     * its files in English.
     */
    public Config(Set<String> admins, long absentMillis, long sweepMillis, Path exportDir,
        RatingBook ratings, Rhythm rhythm, int tournamentsPerUser, int swissRoundsMax,
        Predicate<String> registered, int playersMax, Journal games,
        ToLongFunction<String> accountIds) {
      this(admins, absentMillis, sweepMillis, exportDir, ratings, rhythm, tournamentsPerUser,
          swissRoundsMax, registered, playersMax, games, accountIds, () -> null,
          arbiter.face.words.Words.ENGLISH);
    }
  }

  /**
   * The server's defaults for the rounds' rhythm; each tournament may set its own with
   * {@code tournament set}.
   *
   * @param countdownSeconds between a round's published pairings and the start of its games
   * @param delaySeconds between the end of a round and the automatic pairing of the next
   * @param manualPairing whether rounds wait for {@code tournament pair NAME}
   * @param absences forfeit losses after which a player is withdrawn (0: never)
   * @param reportSeconds over the board: after a board's first report, the seconds the opponent
   *     has to report too before the board goes to the arbiter
   */
  public record Rhythm(int countdownSeconds, int delaySeconds, boolean manualPairing,
      int absences, int reportSeconds) {

    /** A rhythm whose over-the-board reports wait ten minutes for the second one. */
    public Rhythm(int countdownSeconds, int delaySeconds, boolean manualPairing, int absences) {
      this(countdownSeconds, delaySeconds, manualPairing, absences, 600);
    }

    /** No countdown, no delay, automatic pairing, withdrawal after two absences. */
    public static final Rhythm IMMEDIATE = new Rhythm(0, 0, false, 2);
  }

  /**
   * Where the servers' directors pair their next rounds: one thread, shared, so that pairing a
   * big field takes one core at most and the director's own thread stays free.
   */
  private static final Executor PAIRING = daemonThread("arbiter-pairing");

  private final Config config;
  // a chain, not the bare executor: a task queued from inside another (a game that ends during a
  // command, on a direct executor) still runs after it, as it would on a thread of its own
  private final TaskChain thread;
  /** The director's own thread; null when the executor was given. */
  private final ExecutorService ownThread;
  /** The games' clock, which also times countdowns, pairing delays and the absence sweep. */
  private final Ticker ticker;
  // confined to the thread
  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final TournamentCommands commands;
  private final TournamentWatchers watchers = new TournamentWatchers();
  private final Invitations invitations;
  private final TeamBook teams;

  /**
   * A director on a daemon thread of its own, timed by {@code ticker}, which sweeps for absent
   * players once carried on.
   */
  public TournamentDirector(TournamentArchive archive, Lobby lobby, Config config, Ticker ticker) {
    this(archive, lobby, config, ticker, daemonThread("arbiter-tournaments"));
  }

  private TournamentDirector(TournamentArchive archive, Lobby lobby, Config config, Ticker ticker,
      ExecutorService ownThread) {
    this(archive, lobby, config, ticker, ownThread, ownThread, PAIRING);
  }

  private TournamentDirector(TournamentArchive archive, Lobby lobby, Config config, Ticker ticker,
      Executor executor, ExecutorService ownThread, Executor pairingWorker) {
    this.config = config;
    this.thread = new TaskChain(executor);
    this.ownThread = ownThread;
    this.ticker = ticker;
    this.tournaments = new Tournaments(archive);
    this.invitations = new Invitations(archive);
    this.teams = new TeamBook(archive, config.registered());
    Rhythm rhythm = config.rhythm();
    PlayerAccounts accounts = new PlayerAccounts(config.accountIds(), archive);
    this.rounds = new RoundRunner(tournaments, archive, lobby,
        new StandingsExport(config.exportDir(), arbiter.face.words.Words.of(config.language())),
        config.absentMillis(),
        new RoundRunner.Timing(rhythm.countdownSeconds(), rhythm.delaySeconds(),
            rhythm.manualPairing(), rhythm.absences(), rhythm.reportSeconds(), ticker,
            this::later),
        pairingWorker, task -> run(() -> {
          task.run();
          return null;
        }), new RoundAudience(lobby, accounts));
    Organizers organizers = new Organizers(config.admins(), config.accountIds(), archive);
    AuditLog audit = new AuditLog(archive, ticker::epochMillis, lobby::tell, config.accountIds());
    OverTheBoard otb = new OverTheBoard(tournaments, rounds, organizers, audit, lobby::tell,
        ticker, this::later, rhythm.reportSeconds(), new BoardPgn(config.games(),
            rounds.boardGames(), lobby::reserveGameId, ticker::epochMillis));
    this.commands = new TournamentCommands(tournaments, rounds, organizers, config.ratings(),
        audit, config.tournamentsPerUser(),
        config.swissRoundsMax(), config.playersMax(), config.registered(), lobby::tell,
        invitations,
        new ResultCorrections(config.games(), rounds.boardGames(), ticker::epochMillis,
            lobby::tell), config.webAddress(), otb,
        teams, accounts);
    lobby.onGameEnd((room, ending) -> run(() -> {
      rounds.gameEnded(room.id(), ending, room.plies());
      return null;
    }));
  }

  /**
   * A director whose state lives on {@code executor}, a serial executor the caller owns (a direct
   * one in tests), timed by {@code ticker} (a fake one in tests). Nothing sweeps by itself: the
   * caller calls {@link #sweepAbsentPlayers()}.
   */
  public static TournamentDirector onExecutor(Executor executor, TournamentArchive archive,
      Lobby lobby, Config config, Ticker ticker) {
    return onExecutor(executor, Runnable::run, archive, lobby, config, ticker);
  }

  /** As {@link #onExecutor}, with the next rounds paired on {@code pairingWorker}. */
  public static TournamentDirector onExecutor(Executor executor, Executor pairingWorker,
      TournamentArchive archive, Lobby lobby, Config config, Ticker ticker) {
    return new TournamentDirector(archive, lobby, config, ticker, executor, null, pairingWorker);
  }

  /** Runs {@code task} on the director's thread after {@code millis} of the ticker's time. */
  private void later(long millis, Runnable task) {
    ticker.schedule(() -> run(() -> {
      task.run();
      return null;
    }), millis);
  }

  /** Sweeps for absent players every {@code millis} of the ticker's time, while the thread runs. */
  private void sweepEvery(long millis) {
    ticker.schedule(() -> {
      if (!ownThread.isShutdown()) {
        sweepAbsentPlayers().whenComplete((done, error) -> sweepEvery(millis));
      }
    }, millis);
  }

  private static ExecutorService daemonThread(String name) {
    return Executors.newSingleThreadExecutor(runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    });
  }

  /**
   * Loads every stored tournament. Call once, before the lobby resumes its games: the end of a
   * resumed round game then reaches its tournament.
   */
  public void load() {
    run(() -> {
      rounds.boardGames().load();
      tournaments.load();
      commands.bindLoaded();
      return null;
    }).toCompletableFuture().join();
  }

  /**
   * Carries the running tournaments on after a restart: results of round games that ended while
   * the server was down are entered, and boards whose game was never stored get one. Call once,
   * after the lobby resumed its games. On its own thread the director then sweeps for absent
   * players every {@code sweepMillis}.
   */
  public void carryOn() {
    run(() -> {
      for (Tournament tournament : tournaments.all()) {
        if (tournament.phase() == Phase.RUNNING) {
          try {
            rounds.catchUp(tournament);
          } catch (RuntimeException e) { // the others carry on; this one waits for an operator
            LOG.error("tournament {}: cannot carry on after the restart", tournament.name(), e);
          }
        }
      }
      commands.carryOn();
      return null;
    }).toCompletableFuture().join();
    if (ownThread != null) {
      sweepEvery(config.sweepMillis());
    }
  }

  /** Runs a {@code tournament} command of {@code user}; completes with its answer. */
  public CompletionStage<List<DomainEvent>> command(String user, TournamentCommand command) {
    // the answer of tournament pair comes later, and the thread serves others meanwhile
    return run(() -> commands.run(user, command, false)).thenCompose(answer -> answer);
  }

  /**
   * Runs a command of the player whose over-the-board code a phone gave ({@link #seat}): the code
   * is the organizer's handing of the seat to whoever holds it, so a seat (a player without an
   * account) reports and checks in this way; completes with its answer.
   */
  public CompletionStage<List<DomainEvent>> commandByCode(String player,
      TournamentCommand command) {
    return run(() -> commands.run(player, command, true)).thenCompose(answer -> answer);
  }

  /**
   * The games a tournament's rounds started, each with its round, or {@code null} when no
   * tournament has the name.
   */
  public CompletionStage<Map<Long, Integer>> games(String tournament) {
    return run(() ->
        tournaments.contains(tournament) ? rounds.boardGames().games(tournament) : null);
  }

  /**
   * The PGN Round tag of each game a tournament's rounds started ({@code ROUND.GAME} in a
   * knockout), or {@code null} when no tournament has the name.
   */
  public CompletionStage<Map<Long, String>> roundTags(String tournament) {
    return run(() -> {
      Tournament found = tournaments.get(tournament);
      return found == null ? null : rounds.boardGames().roundTags(found);
    });
  }

  /** A tournament as it stands now, or {@code null} when no tournament has the name. */
  public CompletionStage<TournamentView> view(String name) {
    return run(() -> {
      Tournament tournament = tournaments.get(name);
      return tournament == null ? null : viewOf(tournament);
    });
  }

  /**
   * {@code watcher} is given the tournament's view now and after every change, on the director's
   * thread (it hands the view to its own); completes with whether the tournament exists.
   */
  public CompletionStage<Boolean> watch(String name, Consumer<TournamentView> watcher) {
    return run(() -> {
      Tournament tournament = tournaments.get(name);
      if (tournament != null) {
        watchers.add(tournament, rounds.boardGames().games(name).size(), watcher,
            viewOf(tournament));
      }
      return tournament != null;
    });
  }

  /** {@code watcher} is told no more. */
  public void unwatch(String name, Consumer<TournamentView> watcher) {
    run(() -> {
      watchers.remove(name, watcher);
      return null;
    });
  }

  private TournamentView viewOf(Tournament tournament) {
    return TournamentViews.of(tournament, rounds.boardGames().byBoard(tournament.name()),
        rounds.secondsLeft(tournament), rounds.breakSecondsLeft(tournament),
        tournament.format() == Format.ARENA ? rounds.arena().millisLeft(tournament) : 0);
  }

  /**
   * The players' codes of a tournament ({@link PlayerCodes}: each player's short code for the
   * phone page and the printed pairing lists), drawn the first time; {@code null} when no
   * tournament has the name.
   */
  public CompletionStage<PlayerCodes> codes(String name) {
    return run(() -> commands.codes(name));
  }

  /**
   * The seat of the player whose code (printed on their pairing line) is {@code code}, as their
   * phone shows it; {@code null} when no tournament has the name or no player the code.
   */
  public CompletionStage<PhoneSeat> seat(String name, String code) {
    return run(() -> {
      PlayerCodes codes = commands.codes(name);
      String player = codes == null ? null : codes.player(code).orElse(null);
      return player == null ? null : PhoneSeat.of(tournaments.get(name), player);
    });
  }

  /** Every tournament in one line of a list, in the order they were created. */
  public CompletionStage<List<TournamentSummary>> summaries() {
    return run(() -> tournaments.all().stream().map(TournamentSummary::of).toList());
  }

  /**
   * Whether a name, in any case, is an admin's or a player's in a tournament that has not
   * finished: no guest may take it.
   */
  public CompletionStage<Boolean> reservedName(String name) {
    return run(() -> config.admins().stream().anyMatch(admin -> admin.equalsIgnoreCase(name))
        || tournaments.all().stream().anyMatch(tournament ->
            tournament.phase() != Phase.FINISHED && tournament.players().stream()
                .anyMatch(player -> player.equalsIgnoreCase(name))));
  }

  /**
   * The invitations {@code user} has not answered, tournaments' (those not finished) then teams',
   * as the news that told them: a user who was offline when invited hears of them at their next
   * login.
   */
  public CompletionStage<List<DomainEvent>> invitationsOf(String user) {
    return run(() -> {
      List<DomainEvent> open = new ArrayList<>();
      invitations.of(user).forEach((name, invitation) -> {
        Tournament tournament = tournaments.get(name);
        if (tournament != null && tournament.phase() != Phase.FINISHED) {
          open.add(new TournamentNews.TournamentInvited(name, invitation.by(),
              invitation.byeHalfPoints() == 1, invitation.seat()));
        }
      });
      teams.inviting(user).forEach(team ->
          open.add(new TournamentNews.TeamInvited(team.name(), team.captain())));
      return open;
    });
  }

  /** An account was removed: it leaves every tournament that has not finished. */
  public CompletionStage<Void> accountRemoved(String user) {
    return run(() -> {
      commands.withdrawEverywhere(user);
      return null;
    });
  }

  /**
   * Whether a user may act as the arbiter of a running game.
   *
   * @param tournament the game's tournament, {@code null} when it is in none
   * @param allowed whether the user runs that tournament or is an admin
   */
  public record Arbitration(String tournament, boolean allowed) {}

  /** Whether {@code user} arbitrates game {@code gameId}; see {@link Arbitration}. */
  public CompletionStage<Arbitration> arbitration(String user, long gameId) {
    return run(() -> commands.arbitration(user, gameId));
  }

  /**
   * Whether {@code user} runs the tournament (its creator, one of its arbiters, or an admin);
   * false when no tournament has the name.
   */
  public CompletionStage<Boolean> runs(String user, String tournament) {
    return run(() -> commands.runs(user, tournament));
  }

  /** Writes {@code action}, done by {@code user}, to the tournament's audit log. */
  public CompletionStage<Void> audit(String tournament, String user, AuditAction action) {
    return run(() -> {
      commands.audit(tournament, user, action);
      return null;
    });
  }

  /** Ends the round games of players who did not come within {@code absentMillis}. */
  public CompletionStage<Void> sweepAbsentPlayers() {
    return run(() -> {
      rounds.sweepAbsentPlayers();
      return null;
    });
  }

  private <T> CompletionStage<T> run(Supplier<T> work) {
    return thread.submit(() -> {
      try {
        T done = work.get();
        watchers.afterTask(tournaments::get,
            name -> rounds.boardGames().games(name).size(), this::viewOf);
        return CompletableFuture.completedFuture(done);
      } catch (RuntimeException e) {
        LOG.error("tournament director failed", e);
        return CompletableFuture.failedFuture(e);
      }
    });
  }

  /** Stops the director's own thread; a given executor is left to its owner. */
  @Override
  public void close() {
    if (ownThread == null) {
      return;
    }
    ownThread.shutdown();
    try {
      ownThread.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
