package arbiter.director;

import arbiter.clock.Ticker;
import arbiter.director.TournamentArchive.BoardGame;
import arbiter.director.knockout.KnockoutClocks;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.game.Ending;
import arbiter.game.GameRoom;
import arbiter.lobby.Lobby;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Result;
import arbiter.tournament.TeamStandings;
import arbiter.tournament.TieBreak;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentEvent;
import arbiter.tournament.TournamentException;
import arbiter.tournament.knockout.KnockoutRules;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays the rounds of the running tournaments: starts each board's game through the lobby, enters
 * the results as games end, closes complete rounds and pairs the next. Each round game is linked to
 * its board before it starts, so that after a restart {@link #catchUp} finds every result that came
 * while the server was down. Confined to the director's thread; the store calls block there.
 */
final class RoundRunner {

  private static final Logger LOG = LoggerFactory.getLogger(RoundRunner.class);

  private final Tournaments tournaments;
  private final TournamentArchive archive;
  private final Lobby lobby;
  private final StandingsExport export;
  /** The games of players who did not come, and the players who keep not coming. */
  private final Absences absences;
  private final Timing timing;
  /** Every game a round started, by board. */
  private final BoardGames boardGames;
  private final ArenaRunner arena;
  /** Who hears of the rounds: not whoever registered a seat's name. */
  private final RoundAudience audience;
  /** When each tournament's published round starts, in the ticker's monotonic time. */
  private final Map<String, Long> startsAt = new HashMap<>();
  /** When each tournament's next round is paired after a break, in the same time. */
  private final Map<String, Long> pairsAt = new HashMap<>();
  /** Where pairings are computed, and the director's thread, where they are applied. */
  private final Executor pairingWorker;
  private final Executor directorThread;
  /** The tournaments whose next round is being paired, each with the stage that says when. */
  private final Map<String, CompletableFuture<Void>> pairing = new HashMap<>();

  /**
   * The server's defaults for the rounds' rhythm (each tournament may set its own), and how the
   * runner waits.
   *
   * @param countdownSeconds between a round's publication and the start of its games
   * @param delaySeconds between the end of a round and the automatic pairing of the next
   * @param manualPairing whether rounds wait for {@code tournament pair} instead
   * @param absences forfeit losses after which a player is withdrawn (0: never)
   * @param reportSeconds over the board: the seconds a board's second report may take
   * @param ticker the games' clock: monotonic time for countdowns, wall time for the audit log
   * @param later runs a task on the director's thread after a number of the ticker's milliseconds
   */
  record Timing(int countdownSeconds, int delaySeconds, boolean manualPairing, int absences,
      int reportSeconds, Ticker ticker, Later later) {

    /** The server's default of an option a tournament has not set. */
    String defaultOption(String key) {
      return switch (key) {
        case "tiebreaks" -> TieBreak.codes(TieBreak.DEFAULT);
        case "pairing" -> manualPairing ? "manual" : "auto";
        case "delay" -> Integer.toString(delaySeconds);
        case "countdown" -> Integer.toString(countdownSeconds);
        case "absences" -> Integer.toString(absences);
        case "acceleration", "forbidden" -> "none";
        case "checkin", "fide", "otb" -> "off";
        case "deadline" -> Integer.toString(reportSeconds);
        case "pab" -> "1"; // a Swiss's; a round robin's rest day is worth nothing whatever is set
        default -> KnockoutRules.defaultOption(key); // a knockout's, else none
      };
    }
  }

  /** Runs a task on the director's thread later. */
  interface Later {
    void schedule(long millis, Runnable task);
  }

  /**
   * @param absentMillis a round game a player has not come to for this long is lost by them
   * @param pairingWorker computes the pairings of the next rounds, off the director's thread
   * @param directorThread runs a task on the director's thread
   */
  RoundRunner(Tournaments tournaments, TournamentArchive archive, Lobby lobby,
      StandingsExport export, long absentMillis, Timing timing, Executor pairingWorker,
      Executor directorThread, RoundAudience audience) {
    this.audience = audience;
    this.pairingWorker = pairingWorker;
    this.directorThread = directorThread;
    this.tournaments = tournaments;
    this.archive = archive;
    this.lobby = lobby;
    this.export = export;
    this.timing = timing;
    this.boardGames = new BoardGames(archive, lobby);
    this.absences = new Absences(tournaments, archive, boardGames, audience, timing, absentMillis);
    this.arena = new ArenaRunner(tournaments, archive, lobby, timing, this);
  }

  /** The arenas' timing and pairing. */
  ArenaRunner arena() {
    return arena;
  }

  /** Who hears of the rounds. */
  RoundAudience audience() {
    return audience;
  }

  /** Runs a task on the director's thread (after a game room answered). */
  Executor directorThread() {
    return directorThread;
  }

  /** The games the rounds started, by board. */
  BoardGames boardGames() {
    return boardGames;
  }

  /** The server's default of an option a tournament has not set. */
  String defaultOption(String key) {
    return timing.defaultOption(key);
  }

  /** The report file an organizer put in the tournament's folder; throws when there is none. */
  String readTrf(String name) {
    return export.readTrf(name);
  }

  /** The players file an organizer put in the tournament's folder; throws when there is none. */
  String readPlayers(String name) {
    return export.readPlayers(name);
  }

  /** Writes the tournament's files (standings, crosstable, rounds, page, report file) now. */
  void writeFiles(Tournament tournament) {
    export.write(tournament);
  }

  /** The round just paired (round 1 at the start) is published; its games start after it. */
  void publish(Tournament tournament) {
    int round = tournament.roundNumber();
    int seconds = tournament.format() == Format.ARENA ? 0 // an arena's clock is its countdown
        : tournament.options().number("countdown", timing.countdownSeconds());
    startsAt.put(tournament.name(), timing.ticker().now() + seconds * 1000L);
    if (tournament.format() != Format.ARENA) { // an arena pairs as its clock starts: each is told
      tellPairings(tournament, seconds);
    }
    export.write(tournament);
    if (seconds == 0) {
      begin(tournament);
    } else {
      timing.later().schedule(seconds * 1000L, () -> {
        Tournament now = tournaments.get(tournament.name());
        if (now == tournament && tournament.phase() == Phase.RUNNING
            && tournament.roundNumber() == round && !tournament.awaitingPairing()
            && !tournament.roundBegun()) {
          begin(tournament);
        }
      });
    }
  }

  /** Tells the players and organizers the current round's boards, as they stand now. */
  void tellPairings(Tournament tournament, int seconds) {
    DomainEvent published = new TournamentNews.RoundPublished(tournament.name(),
        tournament.roundNumber(), tournament.currentRound(), seconds);
    audience.tellAll(tournament, published);
  }

  /** Seconds until the published round starts (0 when due). */
  int secondsLeft(Tournament tournament) {
    long left = startsAt.getOrDefault(tournament.name(), 0L) - timing.ticker().now();
    return (int) Math.max(0, (left + 999) / 1000);
  }

  /** Seconds of the break left before the next round is paired; -1 when no break is counted. */
  int breakSecondsLeft(Tournament tournament) {
    Long at = pairsAt.get(tournament.name());
    if (at == null || !tournament.awaitingPairing()) {
      return -1;
    }
    return (int) Math.max(0, (at - timing.ticker().now() + 999) / 1000);
  }

  /** Starts the published round's games now. */
  void begin(Tournament tournament) {
    tournaments.store(tournament, tournament.begin());
    startsAt.remove(tournament.name());
    if (tournament.format() == Format.ARENA) {
      arena.opened(tournament);
    }
    startRound(tournament);
  }

  /**
   * Pairs the next round on the pairing worker (a Swiss of a big field may take long, and other
   * tournaments and the lobby must not wait for it), then publishes it on the director's thread;
   * the tournament may finish instead. The stage completes on the director's thread once the
   * round is published, or with the refusal.
   */
  CompletionStage<Void> pairNow(Tournament tournament) {
    pairsAt.remove(tournament.name());
    CompletableFuture<Void> done = pairing.get(tournament.name());
    if (done != null) {
      return done; // asked again while it is being paired
    }
    CompletableFuture<Void> started = new CompletableFuture<>();
    pairing.put(tournament.name(), started);
    List<TournamentEvent> history = tournament.events();
    CompletableFuture.supplyAsync(() -> Tournament.planNextRound(history), pairingWorker)
        .whenComplete((boards, error) -> directorThread.execute(
            () -> applyPairing(tournament, history.size(), boards, error)));
    return started;
  }

  /** Publishes the round paired on the worker, unless the tournament changed meanwhile. */
  private void applyPairing(Tournament tournament, int version, List<Pairing> boards,
      Throwable error) {
    CompletableFuture<Void> done = pairing.remove(tournament.name());
    try {
      if (error != null) {
        throw error instanceof CompletionException && error.getCause() != null
            ? error.getCause() : error;
      }
      if (tournaments.get(tournament.name()) != tournament || !tournament.awaitingPairing()) {
        done.complete(null); // paired or removed meanwhile
        return;
      }
      if (tournament.events().size() != version) { // a withdrawal or an option came: again
        pairNow(tournament).whenComplete((again, failed) -> relay(failed, done));
        return;
      }
      tournaments.store(tournament, tournament.pair(boards));
      if (tournament.isFinished()) {
        finish(tournament);
      } else {
        publish(tournament);
      }
      done.complete(null);
    } catch (TournamentException e) {
      done.completeExceptionally(e); // a refusal for the organizer who asked
    } catch (Throwable e) {
      LOG.error("tournament {}: the next round cannot be paired", tournament.name(), e);
      done.completeExceptionally(e);
    }
  }

  private static void relay(Throwable failed, CompletableFuture<Void> to) {
    if (failed == null) {
      to.complete(null);
    } else {
      to.completeExceptionally(failed);
    }
  }

  /** Starts the game of every pending board of the current round, and tells the players. */
  void startRound(Tournament tournament) {
    int round = tournament.roundNumber();
    Variant variant = Variants.byId(tournament.variant()).orElseThrow();
    for (Pairing pairing : tournament.currentRound()) {
      if (pairing.isBye()) {
        if (!tournament.hasWithdrawn(pairing.white())) { // a round robin keeps a leaver's seat
          audience.tell(tournament, pairing.white(),
              new TournamentNews.RoundBye(tournament.name(), round));
        }
      } else if (pairing.isPending() && !boardGames.hasGame(tournament, pairing)
          && tournament.boardReports().onServer(round, pairing.board())) {
        // the link is stored first (off the lobby's lock): a game never runs unknown to its board
        long id = lobby.reserveGameId();
        boardGames.link(new BoardGame(id, tournament.name(), round, pairing.board()));
        GameRoom room =
            lobby.arrange(id, pairing.white(), pairing.black(), variant, tournament.moveLimit(),
                TimeControl.parse(KnockoutClocks.timeControl(tournament, round, pairing.board())),
                audience.unclaimed(tournament, pairing.white(), pairing.black()));
        KnockoutClocks.startArmageddon(tournament, round, pairing.board(), room);
        for (Side side : Side.values()) {
          String player = side == Side.WHITE ? pairing.white() : pairing.black();
          String opponent = side == Side.WHITE ? pairing.black() : pairing.white();
          audience.tell(tournament, player, new TournamentNews.RoundGame(tournament.name(), round,
              pairing.board(), side, opponent, room.id()));
        }
      }
    }
    export.write(tournament);
    closeRoundIfComplete(tournament); // every board may be decided already (byes, withdrawals)
  }

  /**
   * A player has just left a running tournament, which scored their pending board as a forfeit:
   * the board's game stops there, unscored by the tournament, and the round may now be complete.
   *
   * @param board the player's board of the current round as it was before they left, or null
   */
  void withdrawn(Tournament tournament, String player, Pairing board) {
    if (board != null && board.isPending()) {
      for (GameRoom room : boardGames.gamesOf(tournament, board)) {
        room.forfeit(board.sideOf(player).orElseThrow());
      }
    }
    closeRoundIfComplete(tournament);
  }

  /**
   * A game ended after {@code plies} half-moves and was stored; if it is a round game, its board
   * gets the result.
   */
  void gameEnded(long gameId, Ending ending, int plies) {
    BoardGame game = boardGames.get(gameId);
    if (game == null) {
      arena.elsewhereEnded(); // not a tournament game; its players may be free for an arena
      return;
    }
    enter(tournaments.get(game.tournament()), game, Result.of(ending), plies);
  }

  /**
   * After a restart: enters the results stored for games but not for the tournament (a double
   * absence stays a double forfeit), then starts the boards whose game was never stored.
   */
  void catchUp(Tournament tournament) {
    audience.unclaimResumed(tournament, boardGames);
    int round = tournament.roundNumber();
    // a copy: a result may close the round, and the next round links new games
    for (BoardGame game : boardGames.all()) {
      if (game.tournament().equals(tournament.name()) && game.round() == tournament.roundNumber()) {
        Ending ending = archive.ending(game.gameId());
        if (ending != null) {
          enter(tournament, game, Result.of(ending), archive.plies(game.gameId()));
        }
      }
    }
    if (tournament.phase() != Phase.RUNNING || tournament.roundNumber() != round) {
      return; // a result closed the round, and what followed has run
    }
    if (tournament.awaitingPairing()) {
      pairWhenDue(tournament);
    } else if (!tournament.roundBegun()) {
      publish(tournament); // published before the restart: the countdown runs again
    } else {
      startRound(tournament); // boards whose game was never stored get one
    }
  }

  /** Ends every round game against the players who have not come to it within the time. */
  void sweepAbsentPlayers() {
    absences.sweep();
    arena.sweepUnstarted();
  }

  /** Enters a board's result if it is still wanted, then closes the round when it is complete. */
  private void enter(Tournament tournament, BoardGame game, Result result, int plies) {
    if (tournament.phase() != Phase.RUNNING || game.round() != tournament.roundNumber()) {
      return;
    }
    Pairing pairing = tournament.currentRound().get(game.board() - 1);
    if (!pairing.isPending()) {
      return; // decided already: a player withdrew
    }
    arena.played(tournament, pairing, plies);
    tournaments.store(tournament, tournament.record(game.round(), game.board(), result));
    arena.unstarted(tournament, game.board(), plies);
    absences.withdraw(tournament, tournament.currentRound().get(game.board() - 1));
    closeRoundIfComplete(tournament);
  }

  void closeRoundIfComplete(Tournament tournament) {
    if (tournament.format() == Format.ARENA && arena.goesOn(tournament)) {
      return; // an arena's one round closes once its time is up and its last game is over
    }
    if (tournament.phase() != Phase.RUNNING || !tournament.roundBegun()
        || !tournament.roundComplete()) {
      return;
    }
    int closed = tournament.roundNumber();
    tournaments.store(tournament, tournament.endRound());
    for (String player : tournament.players()) {
      audience.tell(tournament, player, new TournamentNews.RoundOver(tournament.name(), closed));
    }
    if (tournament.isFinished()) {
      finish(tournament);
      return;
    }
    export.write(tournament);
    pairWhenDue(tournament);
  }

  /** Pairs the next round now or after the delay, unless an organizer pairs it by hand. */
  private void pairWhenDue(Tournament tournament) {
    if (tournament.options().manualPairing(timing.manualPairing())) {
      return;
    }
    int delay = tournament.options().number("delay", timing.delaySeconds());
    if (delay == 0) {
      pairNow(tournament);
      return;
    }
    int round = tournament.roundNumber();
    pairsAt.put(tournament.name(), timing.ticker().now() + delay * 1000L);
    timing.later().schedule(delay * 1000L, () -> {
      if (tournaments.get(tournament.name()) == tournament && tournament.phase() == Phase.RUNNING
          && tournament.awaitingPairing() && tournament.roundNumber() == round
          && !tournament.options().manualPairing(timing.manualPairing())) {
        pairNow(tournament);
      }
    });
  }

  private void finish(Tournament tournament) {
    export.write(tournament);
    DomainEvent over = new TournamentNews.TournamentOver(tournament.name(), tournament.standings(),
        tournament.format().isTeam() ? TeamStandings.of(tournament) : List.of());
    tournament.players().forEach(player -> audience.tell(tournament, player, over));
  }

  /** After an organizer's change: the files again, and the round may now be complete. */
  void changed(Tournament tournament) {
    export.write(tournament);
    closeRoundIfComplete(tournament);
  }

  /** The wall clock's time now, in epoch milliseconds (audit lines, corrections). */
  long epochMillis() {
    return timing.ticker().epochMillis();
  }
}
