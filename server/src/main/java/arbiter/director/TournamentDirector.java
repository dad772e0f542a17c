package arbiter.director;

import arbiter.command.TournamentCommand;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.game.Ending;
import arbiter.game.GameRoom;
import arbiter.lobby.Lobby;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.director.TournamentArchive;
import arbiter.director.TournamentArchive.BoardGame;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentEvent;
import arbiter.tournament.TournamentException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the server's tournaments: the {@code tournament} commands, the games of each round, their
 * results, and the standings files. Every tournament event is stored before anyone is told of it
 * or a game follows from it, and each round game is linked to its board before it starts, so a
 * restarted server carries on at the current round. All of it runs on one thread of its own,
 * where the store calls may block.
 */
public final class TournamentDirector implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(TournamentDirector.class);
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,32}");

  /**
   * What the director needs to know.
   *
   * @param admins users who may start any tournament
   * @param absentMillis a round game a player has not come to for this long is lost by them
   * @param sweepMillis how often games are checked for absent players
   * @param exportDir where standings files are written, one text and one CSV per tournament
   */
  public record Config(Set<String> admins, long absentMillis, long sweepMillis, Path exportDir) {}

  private final TournamentArchive archive;
  private final Lobby lobby;
  private final Config config;
  private final ScheduledExecutorService thread;
  // confined to the thread
  private final Map<String, Tournament> tournaments = new LinkedHashMap<>();
  private final Map<Long, BoardGame> boardGames = new HashMap<>();

  public TournamentDirector(TournamentArchive archive, Lobby lobby, Config config) {
    this.archive = archive;
    this.lobby = lobby;
    this.config = config;
    this.thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
      Thread thread = new Thread(runnable, "arbiter-tournaments");
      thread.setDaemon(true);
      return thread;
    });
    lobby.onGameEnd((room, ending) -> thread.execute(() -> gameEnded(room, ending)));
  }

  /**
   * Loads every stored tournament. Call once, before the lobby resumes its games: the end of a
   * resumed round game then reaches its tournament.
   */
  public void load() {
    run(() -> {
      boardGames.putAll(archive.boardGames());
      archive.histories().forEach((name, history) -> tournaments.put(name, Tournament.replay(history)));
      return null;
    }).toCompletableFuture().join();
  }

  /**
   * Carries the running tournaments on after a restart: results of round games that ended while
   * the server was down are entered, and boards whose game was never stored get one. Call once,
   * after the lobby resumed its games.
   */
  public void carryOn() {
    run(() -> {
      for (Tournament tournament : tournaments.values()) {
        if (tournament.phase() == Phase.RUNNING) {
          catchUp(tournament);
        }
      }
      thread.scheduleWithFixedDelay(this::forfeitAbsentPlayers, config.sweepMillis(),
          config.sweepMillis(), TimeUnit.MILLISECONDS);
      return null;
    }).toCompletableFuture().join();
  }

  /** Runs a {@code tournament} command of {@code user}; completes with its answer. */
  public CompletionStage<List<DomainEvent>> command(String user, TournamentCommand command) {
    return run(() -> {
      try {
        List<String> lines = answer(user, command);
        return List.<DomainEvent>of(
            new DomainEvent.TournamentShown(command.action(), command.name(), lines));
      } catch (TournamentRefusal e) {
        return List.<DomainEvent>of(new DomainEvent.Refused(e.reason(), e.subject(), 0));
      } catch (TournamentException e) {
        return List.<DomainEvent>of(
            new DomainEvent.Refused(Refusal.TOURNAMENT_RULE, e.getMessage(), 0));
      }
    });
  }

  private List<String> answer(String user, TournamentCommand command) {
    if (command instanceof TournamentCommand.Create create) {
      return create(user, create);
    }
    if (command instanceof TournamentCommand.ListAll) {
      return list();
    }
    Tournament tournament = find(command.name());
    if (command instanceof TournamentCommand.Join) {
      return join(user, tournament);
    }
    if (command instanceof TournamentCommand.Leave) {
      return leave(user, tournament);
    }
    if (command instanceof TournamentCommand.Start) {
      return start(user, tournament);
    }
    if (command instanceof TournamentCommand.Standings standings) {
      String table = standings.csv() ? tournament.standings().toCsv() : tournament.standings().toText();
      return List.of(table.split("\r?\n"));
    }
    TournamentCommand.Pairings pairings = (TournamentCommand.Pairings) command;
    return pairings(tournament, pairings.round());
  }

  /** A refusal of the director's own: a typed reason, and the tournament it names if any. */
  private static final class TournamentRefusal extends RuntimeException {
    private final Refusal reason;
    private final String subject;

    TournamentRefusal(Refusal reason, String subject) {
      super(reason.name(), null, false, false);
      this.reason = reason;
      this.subject = subject;
    }

    TournamentRefusal(Refusal reason) {
      this(reason, "");
    }

    Refusal reason() {
      return reason;
    }

    String subject() {
      return subject;
    }
  }

  private List<String> create(String user, TournamentCommand.Create create) {
    String name = create.name();
    if (!NAME.matcher(name).matches()) {
      throw new TournamentRefusal(Refusal.TOURNAMENT_NAME_FORMAT);
    }
    if (tournaments.containsKey(name)) {
      throw new TournamentRefusal(Refusal.TOURNAMENT_EXISTS);
    }
    Variant variant = Variants.byId(create.variant()).orElse(null);
    if (variant == null) {
      throw new TournamentRefusal(Refusal.NO_SUCH_VARIANT);
    }
    Format format =
        switch (create.format()) {
          case "roundrobin" -> Format.ROUND_ROBIN;
          case "swiss" -> Format.SWISS;
          default -> null;
        };
    if (format == null) {
      throw new TournamentRefusal(Refusal.TOURNAMENT_FORMAT);
    }
    int rounds = create.rounds();
    int limit = create.limit();
    if (rounds < 0 || limit < 0) {
      throw new TournamentRefusal(Refusal.TOURNAMENT_NUMBERS);
    }
    if (format == Format.SWISS && rounds == 0) {
      throw new TournamentRefusal(Refusal.SWISS_NEEDS_ROUNDS);
    }
    Tournament tournament = Tournament.create(name, variant.id(), format, rounds, limit, user);
    tournaments.put(name, tournament);
    archive.append(name, 0, tournament.events().get(0));
    return List.of("tournament " + name + " created: " + describe(tournament));
  }

  private List<String> join(String user, Tournament tournament) {
    store(tournament, tournament.join(user));
    return List.of("you joined " + tournament.name());
  }

  private List<String> leave(String user, Tournament tournament) {
    boolean running = tournament.phase() == Phase.RUNNING;
    Pairing board = running ? tournament.currentPairing(user).orElse(null) : null;
    store(tournament, tournament.leave(user));
    if (board != null && board.isPending()) {
      // the tournament scored the game as lost by forfeit; the game itself stops unscored there
      for (GameRoom room : gamesOf(tournament, board)) {
        room.forfeit(board.sideOf(user).orElseThrow());
      }
    }
    if (running) {
      closeRoundIfComplete(tournament);
    }
    return List.of("you left " + tournament.name());
  }

  private List<String> start(String user, Tournament tournament) {
    if (!user.equals(tournament.creator()) && !config.admins().contains(user)) {
      throw new TournamentRefusal(Refusal.NOT_ORGANIZER, tournament.name());
    }
    store(tournament, tournament.start());
    startRound(tournament);
    return List.of("tournament " + tournament.name() + " started");
  }

  private List<String> list() {
    List<String> lines = new ArrayList<>();
    for (Tournament tournament : tournaments.values()) {
      lines.add(tournament.name() + " " + describe(tournament));
    }
    return lines.isEmpty() ? List.of("no tournaments") : lines;
  }

  private List<String> pairings(Tournament tournament, int round) {
    int wanted = round == 0 ? tournament.roundNumber() : round;
    if (wanted == 0) {
      throw new TournamentRefusal(Refusal.NOT_STARTED, tournament.name());
    }
    List<String> lines = new ArrayList<>();
    lines.add(tournament.name() + " round " + wanted);
    for (Pairing pairing : tournament.pairings(wanted)) {
      lines.add(pairing.toString());
    }
    return lines;
  }

  private static String describe(Tournament tournament) {
    return tournament.variant() + " " + (tournament.format() == Format.SWISS ? "swiss" : "roundrobin")
        + " rounds " + tournament.rounds() + " limit " + tournament.moveLimit() + " players "
        + tournament.players().size() + " " + switch (tournament.phase()) {
          case REGISTRATION -> "open";
          case RUNNING -> "round " + tournament.roundNumber();
          case FINISHED -> "finished";
        };
  }

  private Tournament find(String name) {
    Tournament tournament = tournaments.get(name);
    if (tournament == null) {
      throw new TournamentRefusal(Refusal.NO_SUCH_TOURNAMENT);
    }
    return tournament;
  }

  /** Stores the event the tournament just appended. */
  private void store(Tournament tournament, TournamentEvent event) {
    archive.append(tournament.name(), tournament.events().size() - 1, event);
  }

  /** Starts the game of every pending board of the current round, and tells the players. */
  private void startRound(Tournament tournament) {
    int round = tournament.roundNumber();
    Variant variant = Variants.byId(tournament.variant()).orElseThrow();
    for (Pairing pairing : tournament.currentRound()) {
      if (pairing.isBye()) {
        lobby.tell(pairing.white(), new DomainEvent.RoundBye(tournament.name(), round));
      } else if (pairing.isPending() && !hasGame(tournament, pairing)) {
        // the link is stored first (off the lobby's lock): a game never runs unknown to its board
        long id = lobby.reserveGameId();
        link(new BoardGame(id, tournament.name(), round, pairing.board()));
        GameRoom room = lobby.arrange(id, pairing.white(), pairing.black(), variant, tournament.moveLimit());
        for (Side side : Side.values()) {
          String player = side == Side.WHITE ? pairing.white() : pairing.black();
          String opponent = side == Side.WHITE ? pairing.black() : pairing.white();
          lobby.tell(player, new DomainEvent.RoundGame(tournament.name(), round, pairing.board(),
              side, opponent, room.id()));
        }
      }
    }
    exportStandings(tournament);
    closeRoundIfComplete(tournament); // every board may be decided already (byes, withdrawals)
  }

  private void link(BoardGame game) {
    archive.link(game);
    boardGames.put(game.gameId(), game);
  }

  /** The live games of a board of the current round (one, unless a restart came in between). */
  private List<GameRoom> gamesOf(Tournament tournament, Pairing pairing) {
    List<GameRoom> live = new ArrayList<>();
    for (BoardGame game : boardsOf(tournament, pairing)) {
      GameRoom room = lobby.room(game.gameId());
      if (room != null) {
        live.add(room);
      }
    }
    return live;
  }

  /** Whether the board has a game that runs, or that ended and whose result is on its way. */
  private boolean hasGame(Tournament tournament, Pairing pairing) {
    for (BoardGame game : boardsOf(tournament, pairing)) {
      if (lobby.room(game.gameId()) != null || archive.ending(game.gameId()) != null) {
        return true;
      }
    }
    return false;
  }

  private List<BoardGame> boardsOf(Tournament tournament, Pairing pairing) {
    List<BoardGame> games = new ArrayList<>();
    for (BoardGame game : boardGames.values()) {
      if (game.tournament().equals(tournament.name()) && game.round() == tournament.roundNumber()
          && game.board() == pairing.board()) {
        games.add(game);
      }
    }
    return games;
  }

  private void gameEnded(GameRoom room, Ending ending) {
    BoardGame game = boardGames.get(room.id());
    if (game == null) {
      return; // not a tournament game
    }
    Tournament tournament = tournaments.get(game.tournament());
    enter(tournament, game, Result.of(ending));
  }

  /** Enters a board's result if it is still wanted, then closes the round when it is complete. */
  private void enter(Tournament tournament, BoardGame game, Result result) {
    if (tournament.phase() != Phase.RUNNING || game.round() != tournament.roundNumber()) {
      return;
    }
    Pairing pairing = tournament.currentRound().get(game.board() - 1);
    if (!pairing.isPending()) {
      return; // decided already: a player withdrew
    }
    store(tournament, tournament.record(game.round(), game.board(), result));
    closeRoundIfComplete(tournament);
  }



  private void closeRoundIfComplete(Tournament tournament) {
    if (tournament.phase() != Phase.RUNNING || !tournament.roundComplete()) {
      return;
    }
    int closed = tournament.roundNumber();
    store(tournament, tournament.nextRound());
    for (String player : tournament.players()) {
      lobby.tell(player, new DomainEvent.RoundOver(tournament.name(), closed));
    }
    if (tournament.isFinished()) {
      exportStandings(tournament);
      DomainEvent over = new DomainEvent.TournamentOver(tournament.name(),
          List.of(tournament.standings().toText().split("\n")));
      tournament.players().forEach(player -> lobby.tell(player, over));
      return;
    }
    startRound(tournament);
  }

  /** After a restart: enters results that were stored for games but not for the tournament. */
  private void catchUp(Tournament tournament) {
    for (BoardGame game : boardGames.values()) {
      if (game.tournament().equals(tournament.name()) && game.round() == tournament.roundNumber()) {
        Ending ending = archive.ending(game.gameId());
        if (ending != null) {
          enter(tournament, game, Result.of(ending)); // a double absence stays a double forfeit
        }
      }
    }
    if (tournament.phase() == Phase.RUNNING) {
      startRound(tournament); // boards whose game was never stored get one now
    }
  }

  private void forfeitAbsentPlayers() {
    for (Tournament tournament : tournaments.values()) {
      if (tournament.phase() == Phase.RUNNING) {
        for (Pairing pairing : tournament.currentRound()) {
          if (pairing.isPending()) {
            gamesOf(tournament, pairing).forEach(room -> room.forfeitAbsent(config.absentMillis()));
          }
        }
      }
    }
  }

  private void exportStandings(Tournament tournament) {
    try {
      Files.createDirectories(config.exportDir());
      Files.writeString(config.exportDir().resolve(tournament.name() + "-standings.txt"),
          tournament.standings().toText());
      Files.writeString(config.exportDir().resolve(tournament.name() + "-standings.csv"),
          tournament.standings().toCsv());
    } catch (IOException e) {
      LOG.warn("tournament {}: cannot write the standings files", tournament.name(), e);
    }
  }

  private interface Work<T> {
    T run();
  }

  private <T> CompletionStage<T> run(Work<T> work) {
    CompletableFuture<T> done = new CompletableFuture<>();
    thread.execute(() -> {
      try {
        done.complete(work.run());
      } catch (RuntimeException e) {
        LOG.error("tournament director failed", e);
        done.completeExceptionally(e);
      }
    });
    return done;
  }

  @Override
  public void close() {
    thread.shutdown();
    try {
      thread.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
