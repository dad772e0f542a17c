package arbiter.tournament;

import arbiter.tournament.TournamentEvent.Configured;
import arbiter.tournament.TournamentEvent.Created;
import arbiter.tournament.TournamentEvent.Joined;
import arbiter.tournament.TournamentEvent.Left;
import arbiter.tournament.TournamentEvent.Paired;
import arbiter.tournament.TournamentEvent.Recorded;
import arbiter.tournament.TournamentEvent.Reseated;
import arbiter.tournament.TournamentEvent.RoundClosed;
import arbiter.tournament.TournamentEvent.Started;
import arbiter.tournament.knockout.Bracket;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One tournament: its players, rounds and results. Every change goes through a method that checks
 * it, throws {@link TournamentException} with a typed reason if the rules refuse it, and
 * otherwise returns the {@link TournamentEvent} it appended to {@link #events()}. Replaying those
 * events rebuilds the same tournament, pairings included. Not thread-safe: the server confines each
 * tournament to one thread or lock.
 */
public final class Tournament {

  /** Everything the events made so far; changed only by {@link #commit}. */
  private final TournamentState state;

  private Tournament(Created created) {
    this.state = new TournamentState(created, this);
  }

  /** Announces an untimed tournament (a round robin's rounds follow from its field). */
  public static Tournament create(
      String name, String variant, Format format, int rounds, int moveLimit, String creator) {
    return create(name, variant, format, rounds, moveLimit, creator, null);
  }

  /** Announces a tournament whose games have a time control ({@code null}: untimed). */
  public static Tournament create(String name, String variant, Format format, int rounds,
      int moveLimit, String creator, String timeControl) {
    return create(name, variant, format, rounds, moveLimit, creator, timeControl, 0);
  }

  /** Announces a tournament; a team competition's matches have {@code boards} boards. */
  public static Tournament create(String name, String variant, Format format, int rounds,
      int moveLimit, String creator, String timeControl, int boards) {
    return new Tournament(TeamRounds.created(
        new Created(name, variant, format, rounds, moveLimit, creator, timeControl, boards)));
  }

  /** Rebuilds a tournament from its events, checking each as when it first happened. */
  public static Tournament replay(List<TournamentEvent> history) {
    if (history.isEmpty() || !(history.get(0) instanceof Created first)) {
      throw new IllegalArgumentException("a tournament's events start with Created");
    }
    Tournament tournament = create(first.name(), first.variant(), first.format(), first.rounds(),
        first.moveLimit(), first.creator(), first.timeControl(), first.boards());
    for (TournamentEvent event : history.subList(1, history.size())) {
      tournament.apply(event);
    }
    return tournament;
  }

  /** Performs the change an event describes, as its own method would. */
  public TournamentEvent apply(TournamentEvent event) {
    return TournamentReplay.apply(this, event);
  }

  /** Signs a player up; only before the start. */
  public Joined join(String player) {
    requirePhase(Phase.REGISTRATION, TournamentRefusal.REGISTRATION_CLOSED);
    if (state.players.contains(player)) {
      throw new TournamentException(TournamentRefusal.ALREADY_JOINED, player, name());
    }
    return commit(new Joined(player));
  }

  /**
   * Takes a player out. Before the start they are simply removed. Afterwards they are withdrawn:
   * their game of the current round, if it has no result yet, is lost by forfeit (the server must
   * then stop that game without recording it), every later game of a round robin is a forfeit
   * win for the opponent, and a Swiss pairs them no more.
   */
  public Left leave(String player) {
    return Attendance.leave(this, state, player);
  }

  /** Closes registration and pairs round 1, pairing numbers in join order. */
  public Started start() {
    return start(null, null);
  }

  /** Closes registration and pairs round 1, pairing numbers in the {@code seeding} order. */
  public Started start(List<String> seeding) {
    return start(null, seeding);
  }

  /**
   * Closes registration with round 1 as {@code paired}, or as paired now if that is null; the
   * players' pairing numbers follow {@code seeding} (every player once), or join order if null.
   */
  Started start(List<Pairing> paired, List<String> seeding) {
    requirePhase(Phase.REGISTRATION, TournamentRefusal.REGISTRATION_CLOSED);
    if (seeding != null && !(seeding.size() == state.players.size() && seeding.containsAll(state.players))) {
      throw new TournamentException(TournamentRefusal.SEEDING_MISMATCH, name());
    }
    Attendance.requirePresent(this, state);
    if (format().isTeam()) {
      TeamRounds.requireStartable(this, state);
    } else if (format() == Format.SWISS && state.players.size() <= state.created.rounds()) {
      throw new TournamentException(TournamentRefusal.SWISS_TOO_FEW_PLAYERS, state.created.rounds(),
          name(), state.players.size());
    }
    state.totalRounds = format().isTeam() ? TeamRounds.rounds(state)
        : format() == Format.SWISS ? state.created.rounds()
        : format() == Format.KNOCKOUT ? Integer.MAX_VALUE // ends when the final is decided
        : format() == Format.ARENA ? 1 : BergerTable.roundCount(state.players.size());
    if (seeding != null) {
      state.players.clear();
      state.players.addAll(seeding);
    }
    state.withdrawAbsent(); // before round 1 is paired without them
    return commit(new Started(paired != null ? paired : state.pairNext(), seeding));
  }

  /** Enters the result of a game of the current round. A board takes one result only. */
  public Recorded record(int round, int board, Result result) {
    requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    if (round != roundNumber()) {
      throw new TournamentException(TournamentRefusal.NOT_CURRENT_ROUND_OF, round, roundNumber());
    }
    List<Pairing> boards = currentRound();
    if (board < 1 || board > boards.size()) {
      throw new TournamentException(TournamentRefusal.NO_BOARD, round, board);
    }
    Pairing pairing = boards.get(board - 1);
    if (pairing.isBye() || result == null || result == Result.BYE) {
      throw new TournamentException(pairing.isBye() ? TournamentRefusal.BYE_BOARD
          : TournamentRefusal.RESULT_NEEDED, board, round);
    }
    if (!pairing.isPending()) {
      throw new TournamentException(TournamentRefusal.HAS_RESULT, board, round, pairing.result());
    }
    return commit(new Recorded(round, board, result));
  }

  /** Closes the current, complete round: pairs the next one or finishes the tournament. */
  public RoundClosed nextRound() {
    return nextRound(null);
  }

  /** Closes the round with the next one as {@code paired}, or as paired now if that is null. */
  RoundClosed nextRound(List<Pairing> paired) {
    requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    requireRoundComplete();
    boolean last = roundNumber() == state.totalRounds;
    return commit(new RoundClosed(roundNumber(), last ? null : paired != null ? paired : state.pairNext()));
  }

  /** Fixes the players' ratings, as read when the tournament starts (or when they enter). */
  public TournamentEvent.Rated rate(Map<String, Integer> given) {
    if (state.phase == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, name());
    }
    return commit(new TournamentEvent.Rated(given));
  }

  /**
   * Enters a player after the start (a Swiss or an arena): every round already paired, the
   * published one included, scores them a bye worth {@code byeHalfPoints} (see {@link
   * LateEntries}); the next pairing takes them in with the next pairing number.
   */
  public TournamentEvent.Entered enter(String player, int byeHalfPoints, Integer rating) {
    return LateEntries.enter(this, state, player, byeHalfPoints, rating);
  }

  /** Hands a seat to the account {@code player}: its score, games and colours, under their name. */
  public TournamentEvent.Handed handOver(String seat, String player) {
    return SeatHandover.handOver(this, state, seat, player);
  }

  /** A player's half-point bye in {@code round}: not paired yet, or published and not begun. */
  public TournamentEvent.ByeRequested requestBye(String player, int round) {
    return Attendance.requestBye(this, state, player, round);
  }

  /** Lets a withdrawn player play again, from the next pairing on. */
  public TournamentEvent.Reinstated reinstate(String player) {
    return LateEntries.reinstate(this, state, player);
  }

  /** Changes a result entered in any round so far (a wrong one, an adjudication); not a bye's. */
  public TournamentEvent.Corrected correct(int round, int board, Result result, String by,
      long at) {
    return Corrections.correct(this, state, round, board, result, by, at);
  }

  /** Exchanges two players' seats (board and colour) in the published round, before it starts. */
  public Reseated swap(String first, String second, String by, long at) {
    return Seats.swap(this, state, first, second, by, at);
  }

  /**
   * Seats {@code white} and {@code black} at {@code board} of the published round, before it
   * starts; the players who sat there take the seats the two left.
   */
  public Reseated setBoard(int board, String white, String black, String by, long at) {
    return Seats.setBoard(this, state, board, white, black, by, at);
  }

  Reseated reseat(int round, List<Pairing> boards, String by, long at) {
    return Seats.reseat(this, state, round, boards, by, at);
  }

  /** Sets one option (see {@link TournamentOptions}; forbid/allow edit a pair); any time. */
  public Configured configure(String key, String value) {
    boolean pair = key.equals("forbid") || key.equals("allow");
    Knockouts.requireSettable(this, state, key);
    return commit(pair ? new Configured("forbidden", state.forbidding(key.equals("forbid"), value))
        : new Configured(key, TournamentOptions.check(key, value)));
  }

  /** Gives a player's federation and title, as a report file writes them. */
  public TournamentEvent.Described describe(String player, String federation, String title) {
    requirePlayer(player);
    return commit(new TournamentEvent.Described(player, federation, title));
  }

  /** Confirms a player's presence before round 1, when check-in is on. */
  public TournamentEvent.CheckedIn checkIn(String player) {
    return Attendance.checkIn(this, state, player);
  }

  /** Pairs the published round of a Swiss again, before its games begin: {@link Attendance}. */
  public TournamentEvent.Repaired repair(String by, long at) {
    return Attendance.repair(this, state, null, by, at);
  }

  TournamentEvent.Repaired repaired(TournamentEvent.Repaired e) {
    return Attendance.repair(this, state, e.boards(), e.by(), e.at());
  }

  /** Names a user arbiter of this tournament: they may run every organizer control. */
  public TournamentEvent.ArbiterNamed nameArbiter(String user) {
    if (state.arbiters.contains(user)) {
      throw new TournamentException(TournamentRefusal.ALREADY_ARBITER, user, name());
    }
    return commit(new TournamentEvent.ArbiterNamed(user));
  }

  /**
   * Closes the current, complete round without pairing the next: the tournament then waits for
   * {@link #pair()} (or finishes after its last round).
   */
  public TournamentEvent.RoundEnded endRound() {
    requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    if (state.awaitingPairing) {
      throw new TournamentException(TournamentRefusal.ROUND_ALREADY_OVER, roundNumber(), name());
    }
    requireRoundComplete();
    return commit(new TournamentEvent.RoundEnded(roundNumber()));
  }

  /** Pairs and publishes the next round; when none can be paired the tournament finishes. */
  public Paired pair() {
    return pair(null);
  }

  /**
   * The boards the rules would give the next round of the tournament these events rebuild
   * (empty when none can be paired). It works on a copy, so a big field can be paired on another
   * thread while the tournament goes on; {@link #pairAs} then applies the result.
   */
  public static List<Pairing> planNextRound(List<TournamentEvent> history) {
    Tournament copy = replay(history);
    copy.requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    List<Pairing> next = copy.state.pairNext();
    return next == null ? List.of() : next;
  }

  /** Pairs the next round as {@code boards} ({@link #planNextRound}), or as paired now if null. */
  public Paired pair(List<Pairing> boards) {
    requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    if (!state.awaitingPairing) {
      throw new TournamentException(state.begunRound < roundNumber()
          ? TournamentRefusal.ROUND_ALREADY_PUBLISHED : TournamentRefusal.ROUND_NOT_OVER,
          roundNumber(), name());
    }
    List<Pairing> next = boards != null ? boards : state.pairNext();
    return commit(new Paired(roundNumber() + 1, next == null ? List.of() : next));
  }

  /** Starts the published round: its boards are fixed from now on. */
  public TournamentEvent.Begun begin() {
    requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    if (state.awaitingPairing || state.begunRound >= roundNumber()) {
      throw new TournamentException(TournamentRefusal.ROUND_ALREADY_STARTED, roundNumber(), name());
    }
    return commit(new TournamentEvent.Begun(roundNumber()));
  }

  private void requireRoundComplete() {
    if (!roundComplete()) {
      throw new TournamentException(TournamentRefusal.ROUND_INCOMPLETE, roundNumber(),
          currentRound().stream().filter(Pairing::isPending).map(Pairing::board).toList());
    }
  }

  void requirePlayer(String player) {
    if (!state.players.contains(player)) {
      throw new TournamentException(TournamentRefusal.NOT_IN, player, name());
    }
  }

  void requirePhase(Phase wanted, TournamentRefusal otherwise) {
    if (state.phase != wanted) {
      throw new TournamentException(state.phase == Phase.FINISHED ? TournamentRefusal.OVER
          : otherwise, name());
    }
  }

  /** Whether the player checked in (under their present name). */
  public boolean hasCheckedIn(String player) {
    return state.checkedIn.contains(player);
  }

  /** Every event so far, {@link Created} first; {@link #replay} of this list rebuilds the state. */
  public List<TournamentEvent> events() {
    return List.copyOf(state.events);
  }

  public String name() {
    return state.created.name();
  }

  public String variant() {
    return state.created.variant();
  }

  public Format format() {
    return state.created.format();
  }

  public int moveLimit() {
    return state.created.moveLimit();
  }

  /** Every game's time control as text, {@code null} when untimed. */
  public String timeControl() {
    return state.created.timeControl();
  }

  public String creator() {
    return state.created.creator();
  }

  public Phase phase() {
    return state.phase;
  }

  public boolean isFinished() {
    return state.phase == Phase.FINISHED;
  }

  /**
   * How many rounds the tournament has: the Swiss setting, or for a round robin the count its
   * players need (known before the start from the players so far). Shrinks to the rounds played
   * if a Swiss ends early because no legal pairing is left. A knockout's: its match's games.
   */
  public int rounds() {
    if (state.phase != Phase.REGISTRATION && format() != Format.KNOCKOUT) {
      return state.totalRounds;
    }
    return format() == Format.ARENA ? 1 : format().isTeam() ? TeamRounds.rounds(state)
        : format() != Format.ROUND_ROBIN ? state.created.rounds()
        : BergerTable.roundCount(Math.max(state.players.size(), 2));
  }

  /** Players in join order (pairing number = position + 1), including withdrawn ones. */
  public List<String> players() {
    return List.copyOf(state.players);
  }

  /** Whether the player withdrew after the start. */
  public boolean hasWithdrawn(String player) {
    return state.withdrawn.containsKey(player);
  }

  /** The number of the round being played (or the last one, once finished); 0 before the start. */
  public int roundNumber() {
    return state.rounds.size();
  }

  /** The boards of the current round; empty before the start. */
  public List<Pairing> currentRound() {
    return List.copyOf(state.current());
  }

  /** The boards of a round already paired (1-based). */
  public List<Pairing> pairings(int round) {
    if (round < 1 || round > state.rounds.size()) {
      throw new TournamentException(TournamentRefusal.NO_ROUND_PAIRED, name(), round);
    }
    return List.copyOf(state.rounds.get(round - 1));
  }

  /** The board of the current round where {@code player} sits, if any. */
  public Optional<Pairing> currentPairing(String player) {
    return state.current().stream().filter(p -> p.involves(player)).findFirst();
  }

  /** Whether every board of the current round has a result. */
  public boolean roundComplete() {
    return !state.rounds.isEmpty() && state.current().stream().noneMatch(Pairing::isPending);
  }

  /** The standings after every result known so far, by the tournament's tie-break order. */
  public StandingsTable standings() {
    return format() == Format.ARENA ? ArenaPlay.standings(state) : Knockouts.standings(state,
        StandingsTable.of(state.players, state.rounds, format(), state.options.tieBreaks(format()),
            state.ratings, state.options.byeHalfPoints(format())));
  }

  /** A knockout's bracket as it stands; {@code null} for another format or before the start. */
  public Bracket bracket() {
    return Knockouts.bracket(state);
  }

  /** The arena's own changes and readings (refused unless the format is an arena). */
  public ArenaPlay arena() {
    return new ArenaPlay(this, state);
  }

  /** The options an organizer set. */
  public TournamentOptions options() {
    return state.options;
  }

  /** The users named arbiters of this tournament. */
  public Set<String> arbiters() {
    return Set.copyOf(state.arbiters);
  }

  /** The players' ratings as fixed at the start (or at a late entry); unrated players absent. */
  public Map<String, Integer> ratings() {
    return Map.copyOf(state.ratings);
  }

  /** Players who asked for a half-point bye in {@code round}, in the order asked. */
  public List<String> byeRequests(int round) {
    return List.copyOf(state.byeRequests.getOrDefault(round, List.of()));
  }

  /** Whether the current round is over and the next waits to be paired. */
  public boolean awaitingPairing() {
    return state.awaitingPairing;
  }

  /** Whether the current round's games have started (its boards are fixed). */
  public boolean roundBegun() {
    return !state.rounds.isEmpty() && !state.awaitingPairing && state.begunRound >= roundNumber();
  }

  /** The over-the-board side: the players' reports, locked rounds, boards on the server. */
  public BoardReports boardReports() {
    return state.reports;
  }

  /** The state, for the rules of this package that work on it ({@link TeamField#of}). */
  TournamentState state() {
    return state;
  }

  <E extends TournamentEvent> E commit(E event) {
    state.apply(event);
    return event;
  }
}
