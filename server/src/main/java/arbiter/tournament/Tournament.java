package arbiter.tournament;

import arbiter.rules.Side;
import arbiter.tournament.TournamentEvent.Created;
import arbiter.tournament.TournamentEvent.Joined;
import arbiter.tournament.TournamentEvent.Left;
import arbiter.tournament.TournamentEvent.Recorded;
import arbiter.tournament.TournamentEvent.RoundClosed;
import arbiter.tournament.TournamentEvent.Started;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One tournament: its players, rounds and results. Every change goes through a method that checks
 * it, throws {@link TournamentException} with a message for the user if the rules refuse it, and
 * otherwise returns the {@link TournamentEvent} it appended to {@link #events()}. Replaying those
 * events rebuilds the same tournament, pairings included. Not thread-safe: the server confines each
 * tournament to one thread or lock.
 */
public final class Tournament {

  private final Created created;
  private final List<TournamentEvent> events = new ArrayList<>();
  /** Join order: index + 1 is the pairing number. Players who left before the start are gone. */
  private final List<String> players = new ArrayList<>();
  /** Withdrawn players and the round in which they left. */
  private final Map<String, Integer> withdrawn = new LinkedHashMap<>();
  private final List<List<Pairing>> rounds = new ArrayList<>();
  private Phase phase = Phase.REGISTRATION;
  private int totalRounds;

  private Tournament(Created created) {
    this.created = created;
    this.events.add(created);
  }

  /**
   * Announces a tournament.
   *
   * @param rounds the number of rounds of a Swiss; ignored by a round robin, which plays one round
   *     fewer than its player count rounded up to even
   * @param moveLimit passed through to each game as the server defines it
   */
  public static Tournament create(
      String name, String variant, Format format, int rounds, int moveLimit, String creator) {
    return create(name, variant, format, rounds, moveLimit, creator, null);
  }

  /** Announces a tournament whose games have a time control ({@code null}: untimed). */
  public static Tournament create(String name, String variant, Format format, int rounds,
      int moveLimit, String creator, String timeControl) {
    if (name == null || name.isBlank()) {
      throw new TournamentException("a tournament needs a name");
    }
    if (format == Format.SWISS && rounds < 1) {
      throw new TournamentException("a Swiss tournament needs at least 1 round");
    }
    return new Tournament(new Created(name, variant, format,
        format == Format.SWISS ? rounds : 0, moveLimit, creator, timeControl));
  }

  /** Rebuilds a tournament from its events, checking each as when it first happened. */
  public static Tournament replay(List<TournamentEvent> history) {
    if (history.isEmpty() || !(history.get(0) instanceof Created first)) {
      throw new IllegalArgumentException("a tournament's events start with Created");
    }
    Tournament tournament = create(first.name(), first.variant(), first.format(), first.rounds(),
        first.moveLimit(), first.creator(), first.timeControl());
    for (TournamentEvent event : history.subList(1, history.size())) {
      tournament.apply(event);
    }
    return tournament;
  }

  /** Performs the change an event describes, as its own method would. */
  public TournamentEvent apply(TournamentEvent event) {
    if (event instanceof Joined e) {
      return join(e.player());
    } else if (event instanceof Left e) {
      return leave(e.player());
    } else if (event instanceof Started e) {
      return start(e.paired(), e.seeding());
    } else if (event instanceof Recorded e) {
      return record(e.round(), e.board(), e.result());
    } else if (event instanceof RoundClosed e) {
      if (e.round() != roundNumber()) {
        throw new TournamentException("round " + e.round() + " is not the current round");
      }
      return nextRound(e.paired());
    }
    throw new TournamentException("a tournament is created only once");
  }

  /** Signs a player up; only before the start. */
  public Joined join(String player) {
    requirePhase(Phase.REGISTRATION, "has already started");
    if (players.contains(player)) {
      throw new TournamentException(player + " has already joined " + name());
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
    if (phase == Phase.FINISHED) {
      throw new TournamentException(name() + " is over");
    }
    if (!players.contains(player)) {
      throw new TournamentException(player + " is not in " + name());
    }
    if (withdrawn.containsKey(player)) {
      throw new TournamentException(player + " has already left " + name());
    }
    return commit(new Left(player));
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
  private Started start(List<Pairing> paired, List<String> seeding) {
    requirePhase(Phase.REGISTRATION, "has already started");
    if (seeding != null && !(seeding.size() == players.size() && seeding.containsAll(players))) {
      throw new TournamentException("a seeding lists every player of " + name() + " once");
    }
    if (players.size() < 2) {
      throw new TournamentException("a tournament needs at least 2 players to start; " + name()
          + " has " + players.size());
    }
    if (format() == Format.SWISS && players.size() <= created.rounds()) {
      throw new TournamentException("a Swiss of " + created.rounds() + " rounds needs at least "
          + (created.rounds() + 1) + " players; " + name() + " has " + players.size());
    }
    totalRounds = format() == Format.SWISS
        ? created.rounds() : BergerTable.roundCount(players.size());
    if (seeding != null) {
      players.clear();
      players.addAll(seeding);
    }
    return commit(new Started(paired != null ? paired : pairNext(), seeding));
  }

  /** Enters the result of a game of the current round. A board takes one result only. */
  public Recorded record(int round, int board, Result result) {
    requirePhase(Phase.RUNNING, "is not running");
    if (round != roundNumber()) {
      throw new TournamentException("round " + round + " is not the current round ("
          + roundNumber() + ")");
    }
    List<Pairing> boards = currentRound();
    if (board < 1 || board > boards.size()) {
      throw new TournamentException("round " + round + " has no board " + board);
    }
    Pairing pairing = boards.get(board - 1);
    if (pairing.isBye() || result == null || result == Result.BYE) {
      throw new TournamentException("board " + board + " of round " + round
          + (pairing.isBye() ? " is a bye" : " needs a game result"));
    }
    if (!pairing.isPending()) {
      throw new TournamentException("board " + board + " of round " + round + " already has "
          + pairing.result().label());
    }
    return commit(new Recorded(round, board, result));
  }

  /** Closes the current, complete round: pairs the next one or finishes the tournament. */
  public RoundClosed nextRound() {
    return nextRound(null);
  }

  /** Closes the round with the next one as {@code paired}, or as paired now if that is null. */
  private RoundClosed nextRound(List<Pairing> paired) {
    requirePhase(Phase.RUNNING, "is not running");
    if (!roundComplete()) {
      List<Integer> waiting = currentRound().stream().filter(Pairing::isPending)
          .map(Pairing::board).toList();
      throw new TournamentException("round " + roundNumber() + " is not complete: board(s) "
          + waiting + " have no result");
    }
    boolean last = roundNumber() == totalRounds;
    return commit(new RoundClosed(roundNumber(), last ? null : paired != null ? paired : pairNext()));
  }

  private <E extends TournamentEvent> E commit(E event) {
    if (event instanceof Joined e) {
      players.add(e.player());
    } else if (event instanceof Left e) {
      if (phase == Phase.REGISTRATION) {
        players.remove(e.player());
      } else {
        withdrawn.put(e.player(), roundNumber());
        forfeitCurrentGame(e.player());
      }
    } else if (event instanceof Started e) {
      phase = Phase.RUNNING;
      addRound(e.paired());
    } else if (event instanceof Recorded e) {
      List<Pairing> round = rounds.get(e.round() - 1);
      round.set(e.board() - 1, round.get(e.board() - 1).withResult(e.result()));
    } else if (event instanceof RoundClosed e) {
      if (roundNumber() == totalRounds) {
        phase = Phase.FINISHED;
      } else {
        addRound(e.paired());
      }
    }
    events.add(event);
    return event;
  }

  private void forfeitCurrentGame(String player) {
    List<Pairing> round = current();
    for (int i = 0; i < round.size(); i++) {
      Pairing pairing = round.get(i);
      if (pairing.isPending() && pairing.involves(player)) {
        round.set(i, pairing.withResult(forfeitResult(pairing)));
      }
    }
  }

  /** The result of a game with at least one withdrawn player, or null if both still play. */
  private Result forfeitResult(Pairing pairing) {
    boolean whiteGone = withdrawn.containsKey(pairing.white());
    boolean blackGone = withdrawn.containsKey(pairing.black());
    if (whiteGone && blackGone) {
      return Result.DOUBLE_FORFEIT;
    }
    if (whiteGone) {
      return Result.BLACK_WIN_BY_FORFEIT;
    }
    return blackGone ? Result.WHITE_WIN_BY_FORFEIT : null;
  }

  /** The next round as the rules pair it now, or null if it cannot be paired. */
  private List<Pairing> pairNext() {
    return format() == Format.SWISS ? pairSwiss() : pairRoundRobin(rounds.size() + 1);
  }

  private void addRound(List<Pairing> next) {
    if (next == null) {
      phase = Phase.FINISHED; // nobody left to pair, or no legal pairing: end after this round
      totalRounds = rounds.size();
      return;
    }
    rounds.add(new ArrayList<>(next));
  }

  private List<Pairing> pairRoundRobin(int round) {
    List<Pairing> games = new ArrayList<>();
    String bye = null;
    for (BergerTable.Game game : BergerTable.round(BergerTable.tableSize(players.size()), round)) {
      boolean whiteReal = game.white() <= players.size();
      boolean blackReal = game.black() <= players.size();
      if (whiteReal && blackReal) {
        Pairing pairing = new Pairing(games.size() + 1, players.get(game.white() - 1),
            players.get(game.black() - 1), null);
        games.add(pairing.withResult(forfeitResult(pairing)));
      } else {
        bye = players.get((whiteReal ? game.white() : game.black()) - 1);
      }
    }
    if (bye != null) {
      games.add(new Pairing(games.size() + 1, bye, null, Result.BYE));
    }
    return games;
  }

  private List<Pairing> pairSwiss() {
    List<DutchPairer.Entrant> entrants = new ArrayList<>();
    int available = 0;
    for (Scorecard card : Scorecard.of(players, rounds, format()).values()) {
      boolean paired = !withdrawn.containsKey(card.player());
      available += paired ? 1 : 0;
      entrants.add(card.entrant(rounds.size(), paired));
    }
    if (available < 2) {
      return null;
    }
    // the top seed has white in round 1, as FIDE lets the organizer decide before the draw
    DutchPairer.Setting setting = new DutchPairer.Setting(totalRounds, Side.WHITE);
    return DutchPairer.pair(entrants, setting).map(ArrayList::new).orElse(null);
  }

  private void requirePhase(Phase wanted, String otherwise) {
    if (phase != wanted) {
      String why = phase == Phase.FINISHED ? "is over" : otherwise;
      throw new TournamentException(name() + " " + why);
    }
  }

  /** Every event so far, {@link Created} first; {@link #replay} of this list rebuilds the state. */
  public List<TournamentEvent> events() {
    return List.copyOf(events);
  }

  public String name() {
    return created.name();
  }

  public String variant() {
    return created.variant();
  }

  public Format format() {
    return created.format();
  }

  public int moveLimit() {
    return created.moveLimit();
  }

  /** Every game's time control as text, {@code null} when untimed. */
  public String timeControl() {
    return created.timeControl();
  }

  public String creator() {
    return created.creator();
  }

  public Phase phase() {
    return phase;
  }

  public boolean isFinished() {
    return phase == Phase.FINISHED;
  }

  /**
   * How many rounds the tournament has: the Swiss setting, or for a round robin the count its
   * players need (known before the start from the players so far). Shrinks to the rounds played
   * if a Swiss ends early because no legal pairing is left.
   */
  public int rounds() {
    if (phase == Phase.REGISTRATION) {
      return format() == Format.SWISS
          ? created.rounds() : BergerTable.roundCount(Math.max(players.size(), 2));
    }
    return totalRounds;
  }

  /** Players in join order (pairing number = position + 1), including withdrawn ones. */
  public List<String> players() {
    return List.copyOf(players);
  }

  /** Whether the player withdrew after the start. */
  public boolean hasWithdrawn(String player) {
    return withdrawn.containsKey(player);
  }

  /** The number of the round being played (or the last one, once finished); 0 before the start. */
  public int roundNumber() {
    return rounds.size();
  }

  /** The boards of the current round; empty before the start. */
  public List<Pairing> currentRound() {
    return List.copyOf(current());
  }

  private List<Pairing> current() {
    return rounds.isEmpty() ? new ArrayList<>() : rounds.get(rounds.size() - 1);
  }

  /** The boards of a round already paired (1-based). */
  public List<Pairing> pairings(int round) {
    if (round < 1 || round > rounds.size()) {
      throw new TournamentException(name() + " has no round " + round + " paired");
    }
    return List.copyOf(rounds.get(round - 1));
  }

  /** The board of the current round where {@code player} sits, if any. */
  public Optional<Pairing> currentPairing(String player) {
    return current().stream().filter(p -> p.involves(player)).findFirst();
  }

  /** Whether every board of the current round has a result. */
  public boolean roundComplete() {
    return !rounds.isEmpty() && current().stream().noneMatch(Pairing::isPending);
  }

  /** The standings after every result known so far. */
  public StandingsTable standings() {
    return StandingsTable.of(players, rounds, format());
  }
}
