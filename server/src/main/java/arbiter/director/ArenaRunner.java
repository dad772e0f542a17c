package arbiter.director;

import arbiter.clock.GameClock;
import arbiter.event.Actor;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.lobby.Lobby;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.tournament.ArenaPlay;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Tournament;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs an arena's time: starts its clock when its games begin, pairs the free players a short
 * while after the first of them became free ({@link #GATHER_MILLIS}, so that several games' ends
 * give a choice of opponents), pairs nobody in its last moments ({@link #closingMillis}), and lets
 * the round runner close its one round once the time is up and the last game is over. Lives in the
 * director's package for the round runner's package-private parts; confined to the director's
 * thread.
 */
final class ArenaRunner {

  /** How long the first freed player waits for others before a pairing: two seconds. */
  static final long GATHER_MILLIS = 2_000;

  private final Tournaments tournaments;
  private final TournamentArchive archive;
  private final Lobby lobby;
  private final RoundRunner.Timing timing;
  private final RoundRunner rounds;
  /** Arenas whose next pairing is scheduled; arenas whose end is scheduled. */
  private final Set<String> gathering = new HashSet<>();
  private final Set<String> ending = new HashSet<>();

  ArenaRunner(Tournaments tournaments, TournamentArchive archive, Lobby lobby,
      RoundRunner.Timing timing, RoundRunner rounds) {
    this.tournaments = tournaments;
    this.archive = archive;
    this.lobby = lobby;
    this.timing = timing;
    this.rounds = rounds;
  }

  /**
   * No new game is paired in an arena's last tenth, and at most its last minute: games begun
   * then could not finish in time.
   */
  static long closingMillis(int minutes) {
    return Math.min(60_000L, minutes * 6_000L);
  }

  /**
   * The arena began: its clock starts now and every free player is paired at once (a player in
   * another game waits for its end).
   */
  void opened(Tournament arena) {
    tournaments.store(arena,
        arena.arena().time(timing.ticker().epochMillis() + arena.arena().minutes() * 60_000L));
    pair(arena);
  }

  /**
   * After any change to a running arena: arms its end, and gathers the free players for a
   * pairing while time is left. Returns whether the arena goes on; false once its time is up,
   * when the round runner closes its round as soon as the last game is over.
   */
  boolean goesOn(Tournament arena) {
    if (arena.phase() != Phase.RUNNING || !arena.roundBegun()) {
      return true;
    }
    if (arena.arena().endsAt() == 0) { // begun, and the server went down before its clock
      opened(arena);
    }
    long left = millisLeft(arena);
    if (left <= 0) {
      return false;
    }
    if (ending.add(arena.name())) {
      timing.later().schedule(left, () -> {
        ending.remove(arena.name());
        if (tournaments.get(arena.name()) == arena) {
          rounds.closeRoundIfComplete(arena);
        }
      });
    }
    if (left > closingMillis(arena.arena().minutes()) && !gathering.contains(arena.name())
        && !arena.arena().plan(lobby::isPlaying).isEmpty()) {
      gathering.add(arena.name());
      timing.later().schedule(GATHER_MILLIS, () -> pair(arena));
    }
    return true;
  }

  /** A game outside any tournament ended: its players may now be free in a running arena. */
  void elsewhereEnded() {
    for (Tournament tournament : List.copyOf(tournaments.all())) {
      if (tournament.format() == Format.ARENA && tournament.phase() == Phase.RUNNING) {
        goesOn(tournament);
      }
    }
  }

  /** The gathering is over: the free players are paired and their games start. */
  private void pair(Tournament arena) {
    gathering.remove(arena.name());
    if (tournaments.get(arena.name()) != arena || arena.phase() != Phase.RUNNING
        || millisLeft(arena) <= closingMillis(arena.arena().minutes())) {
      return;
    }
    ArenaPlay play = arena.arena();
    List<Pairing> boards = play.plan(lobby::isPlaying);
    if (!boards.isEmpty()) {
      tournaments.store(arena, play.pair(boards));
      rounds.startRound(arena);
    }
  }

  /**
   * An arena board's game ended after {@code plies} half-moves (-1: unknown): stored before its
   * result, so that lichess's minimum-move rules score it ({@code ArenaScoring}).
   */
  void played(Tournament arena, Pairing board, int plies) {
    if (arena.format() == Format.ARENA && plies >= 0) {
      tournaments.store(arena, arena.arena().played(board.board(), plies));
    }
  }

  /**
   * After an arena board's result: a player who lost it without their first move (not come, or
   * not moved in time: {@link #firstMoveMillis}) is paused, as lila withdraws a game's non-mover
   * ({@code TournamentApi.withdrawNonMover}); audited, told to them and the organizers. They come
   * back with {@code tournament join}.
   */
  void unstarted(Tournament arena, int board, int plies) {
    if (arena.format() != Format.ARENA || plies < 0 || plies > 1
        || arena.phase() != Phase.RUNNING) {
      return;
    }
    Pairing decided = arena.currentRound().get(board - 1);
    Side culprit = plies == 0 ? Side.WHITE : Side.BLACK;
    String player = culprit == Side.WHITE ? decided.white() : decided.black();
    if (decided.isPending() || decided.result().played()
        || decided.result().halfPoints(culprit) != 0 || arena.arena().paused(player)
        || arena.hasWithdrawn(player)) {
      return;
    }
    tournaments.store(arena, arena.arena().pause(player));
    AuditAction action = AuditAction.of(Kind.PAUSE_NO_MOVE, player, board);
    archive.audit(arena.name(),
        new TournamentArchive.AuditLine(timing.ticker().epochMillis(), Actor.DIRECTOR, action));
    DomainEvent notice = new TournamentNews.TournamentNotice(arena.name(), Actor.DIRECTOR, action);
    Set<String> told = new LinkedHashSet<>(List.of(player, arena.creator()));
    told.addAll(arena.arbiters());
    told.forEach(user -> rounds.audience().tell(arena, user, notice));
  }

  /** Ends every running arena game whose player to move let the first-move time pass. */
  void sweepUnstarted() {
    for (Tournament arena : tournaments.all()) {
      TimeControl control = arena.format() == Format.ARENA && arena.phase() == Phase.RUNNING
          && arena.timeControl() != null ? TimeControl.parse(arena.timeControl()) : null;
      if (control == null || !control.timed()) {
        continue; // an untimed game has no clock whose start counts
      }
      long millis = firstMoveMillis(control);
      for (Pairing board : arena.currentRound()) {
        if (board.isPending() && !board.isBye()) {
          rounds.boardGames().gamesOf(arena, board)
              .forEach(room -> room.forfeitUnstarted(millis));
        }
      }
    }
  }

  /**
   * The time a player has for their first move in an arena game, from their clock's start: lila's
   * {@code timeForFirstMove} for a tournament game, by the speed of the control's estimated
   * length (initial time and 40 moves' increment, as lichess estimates): 11 s ultrabullet (under
   * 30 s), 16 s bullet (under 3 min), 21 s blitz (under 8 min), 25 s rapid (under 25 min), else
   * 30 s.
   */
  static long firstMoveMillis(TimeControl control) {
    long estimate = GameClock.estimatedMillis(control);
    int seconds = estimate < 30_000 ? 11 : estimate < 180_000 ? 16 : estimate < 480_000 ? 21
        : estimate < 1_500_000 ? 25 : 30;
    return seconds * 1000L;
  }

  /** Milliseconds until the arena's end; the whole length before its clock started. */
  long millisLeft(Tournament arena) {
    long endsAt = arena.arena().endsAt();
    return endsAt == 0 ? arena.arena().minutes() * 60_000L
        : endsAt - timing.ticker().epochMillis();
  }
}
