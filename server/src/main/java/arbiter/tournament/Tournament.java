package arbiter.tournament;

import arbiter.tournament.TournamentEvent.ArbiterNamed;
import arbiter.tournament.TournamentEvent.Begun;
import arbiter.tournament.TournamentEvent.ByeRequested;
import arbiter.tournament.TournamentEvent.Configured;
import arbiter.tournament.TournamentEvent.Corrected;
import arbiter.tournament.TournamentEvent.Created;
import arbiter.tournament.TournamentEvent.Entered;
import arbiter.tournament.TournamentEvent.Joined;
import arbiter.tournament.TournamentEvent.Left;
import arbiter.tournament.TournamentEvent.Paired;
import arbiter.tournament.TournamentEvent.Rated;
import arbiter.tournament.TournamentEvent.Recorded;
import arbiter.tournament.TournamentEvent.Reinstated;
import arbiter.tournament.TournamentEvent.Reseated;
import arbiter.tournament.TournamentEvent.RoundEnded;
import arbiter.tournament.TournamentEvent.RoundClosed;
import arbiter.tournament.TournamentEvent.Started;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
  private final Map<String, Integer> ratings = new HashMap<>();
  private final TournamentOptions options = new TournamentOptions();
  private final Set<String> arbiters = new LinkedHashSet<>();
  /** Requested half-point byes: round number to players, in the order asked. */
  private final Map<Integer, List<String>> byeRequests = new HashMap<>();
  /** The highest round whose games have started (its boards are fixed). */
  private int begunRound;
  /** The current round is closed and the next one waits to be paired. */
  private boolean awaitingPairing;

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
    } else if (event instanceof Rated e) {
      return rate(e.ratings());
    } else if (event instanceof Entered e) {
      return enter(e.player(), e.byeHalfPoints(), e.rating());
    } else if (event instanceof ByeRequested e) {
      return requestBye(e.player(), e.round());
    } else if (event instanceof Reinstated e) {
      return reinstate(e.player());
    } else if (event instanceof Corrected e) {
      return correct(e.round(), e.board(), e.to(), e.by(), e.at());
    } else if (event instanceof Reseated e) {
      return reseat(e.round(), e.boards(), e.by(), e.at(), e.what());
    } else if (event instanceof Configured e) {
      return configure(e.key(), e.value());
    } else if (event instanceof ArbiterNamed e) {
      return nameArbiter(e.user());
    } else if (event instanceof RoundEnded e) {
      if (e.round() != roundNumber()) {
        throw new TournamentException("round " + e.round() + " is not the current round");
      }
      return endRound();
    } else if (event instanceof Paired e) {
      if (e.round() != roundNumber() + 1) {
        throw new TournamentException("round " + e.round() + " is not the next round");
      }
      return pair(e.boards());
    } else if (event instanceof TournamentEvent.Imported e) {
      return commit(e);
    } else if (event instanceof Begun e) {
      if (e.round() != roundNumber()) {
        throw new TournamentException("round " + e.round() + " is not the current round");
      }
      return begin();
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

  /** Fixes the players' ratings, as read when the tournament starts (or when they enter). */
  public Rated rate(Map<String, Integer> given) {
    if (phase == Phase.FINISHED) {
      throw new TournamentException(name() + " is over");
    }
    return commit(new Rated(given));
  }

  /**
   * Enters a player after the start (a Swiss only): every round already paired, the published one
   * included, scores them a bye worth {@code byeHalfPoints} (0 or 1); the next pairing takes them
   * in with the next pairing number.
   */
  public Entered enter(String player, int byeHalfPoints, Integer rating) {
    if (phase == Phase.REGISTRATION) {
      throw new TournamentException(name() + " has not started; players join it");
    }
    requirePhase(Phase.RUNNING, "is not running");
    if (format() != Format.SWISS) {
      throw new TournamentException("a round robin takes no late entries");
    }
    if (players.contains(player)) {
      throw new TournamentException(player + " is already in " + name());
    }
    if (byeHalfPoints != 0 && byeHalfPoints != 1) {
      throw new TournamentException("a late entry's byes are worth 0 or 1/2");
    }
    return commit(new Entered(player, byeHalfPoints, rating));
  }

  /** Records a player's request for a half-point bye in {@code round}, which is not paired yet. */
  public ByeRequested requestBye(String player, int round) {
    if (phase == Phase.FINISHED) {
      throw new TournamentException(name() + " is over");
    }
    if (format() != Format.SWISS) {
      throw new TournamentException("a round robin gives no requested byes");
    }
    requirePlayer(player);
    if (withdrawn.containsKey(player)) {
      throw new TournamentException(player + " has withdrawn from " + name());
    }
    if (round <= rounds.size() || round > rounds()) {
      throw new TournamentException("round " + round + " of " + name() + " is not a coming round"
          + " (rounds " + (rounds.size() + 1) + " to " + rounds() + " are)");
    }
    if (byeRequests.getOrDefault(round, List.of()).contains(player)) {
      throw new TournamentException(player + " already has a bye in round " + round);
    }
    return commit(new ByeRequested(player, round));
  }

  /** Lets a withdrawn player play again, from the next pairing on. */
  public Reinstated reinstate(String player) {
    requirePhase(Phase.RUNNING, "is not running");
    requirePlayer(player);
    if (!withdrawn.containsKey(player)) {
      throw new TournamentException(player + " has not withdrawn from " + name());
    }
    return commit(new Reinstated(player));
  }

  /**
   * Changes the result of a board that has one (a wrong result, an adjudication), in any round
   * played so far; the standings follow. Byes keep their worth.
   */
  public Corrected correct(int round, int board, Result result, String by, long at) {
    if (phase == Phase.REGISTRATION) {
      throw new TournamentException(name() + " has not started");
    }
    if (round < 1 || round > rounds.size()) {
      throw new TournamentException(name() + " has no round " + round + " (rounds 1 to "
          + rounds.size() + " are paired)");
    }
    List<Pairing> boards = rounds.get(round - 1);
    if (board < 1 || board > boards.size()) {
      throw new TournamentException("round " + round + " has no board " + board);
    }
    Pairing pairing = boards.get(board - 1);
    if (pairing.isBye() || result == null || result.isBye()) {
      throw new TournamentException("board " + board + " of round " + round
          + (pairing.isBye() ? " is a bye" : " needs a game result"));
    }
    if (pairing.isPending()) {
      throw new TournamentException("board " + board + " of round " + round
          + " has no result yet");
    }
    if (pairing.result() == result) {
      throw new TournamentException("board " + board + " of round " + round + " already has "
          + result.label());
    }
    return commit(new Corrected(round, board, pairing.result(), result, by, at));
  }

  /** Exchanges two players' seats (board and colour) in the published round, before it starts. */
  public Reseated swap(String first, String second, String by, long at) {
    List<Pairing> boards = seatable();
    requireSeated(boards, first);
    requireSeated(boards, second);
    if (first.equals(second)) {
      throw new TournamentException("a swap needs two players");
    }
    return reseat(roundNumber(), exchange(boards, first, second), by, at,
        "swap " + first + " " + second);
  }

  /**
   * Seats {@code white} and {@code black} at {@code board} of the published round, before it
   * starts; the players who sat there take the seats the two left.
   */
  public Reseated setBoard(int board, String white, String black, String by, long at) {
    List<Pairing> boards = seatable();
    if (board < 1 || board > boards.size() || boards.get(board - 1).isBye()) {
      throw new TournamentException("round " + roundNumber() + " has no game on board " + board);
    }
    requireSeated(boards, white);
    requireSeated(boards, black);
    if (white.equals(black)) {
      throw new TournamentException("a board needs two players");
    }
    boards = exchange(boards, white, boards.get(board - 1).white());
    boards = exchange(boards, black, boards.get(board - 1).black());
    return reseat(roundNumber(), boards, by, at, "board " + board + " " + white + " " + black);
  }

  private Reseated reseat(int round, List<Pairing> boards, String by, long at, String what) {
    List<Pairing> now = seatable();
    if (round != roundNumber()) {
      throw new TournamentException("round " + round + " is not the published round");
    }
    if (boards.size() != now.size() || !seated(boards).equals(seated(now))) {
      throw new TournamentException("a re-seating keeps every player of the round, once each");
    }
    return commit(new Reseated(round, boards, by, at, what));
  }

  /** Everyone seated in {@code boards}, sorted; a player seated twice shows twice. */
  private static List<String> seated(List<Pairing> boards) {
    List<String> seated = new ArrayList<>();
    for (Pairing p : boards) {
      seated.add(p.white());
      if (p.black() != null) {
        seated.add(p.black());
      }
    }
    seated.sort(null);
    return seated;
  }

  /** The published round, whose boards may still change; throws when it has begun. */
  private List<Pairing> seatable() {
    requirePhase(Phase.RUNNING, "is not running");
    if (awaitingPairing || begunRound >= roundNumber()) {
      throw new TournamentException("round " + roundNumber() + " of " + name()
          + " has started; boards change only between its publication and its start");
    }
    return current();
  }

  private static void requireSeated(List<Pairing> boards, String player) {
    if (boards.stream().noneMatch(p -> p.involves(player))) {
      throw new TournamentException(player + " has no seat in this round");
    }
  }

  /** The boards with {@code a} and {@code b} in each other's seat; game results re-derived. */
  private List<Pairing> exchange(List<Pairing> boards, String a, String b) {
    List<Pairing> swapped = new ArrayList<>();
    for (Pairing p : boards) {
      String white = p.white().equals(a) ? b : p.white().equals(b) ? a : p.white();
      String black = p.black() == null ? null
          : p.black().equals(a) ? b : p.black().equals(b) ? a : p.black();
      Pairing seat = new Pairing(p.board(), white, black, p.result());
      swapped.add(seat.isBye() ? seat : seat.withResult(forfeitResult(seat)));
    }
    return swapped;
  }

  /** Sets one option (see {@link TournamentOptions}); any time, so a final order may change. */
  public Configured configure(String key, String value) {
    return commit(new Configured(key, TournamentOptions.check(key, value)));
  }

  /** Names a user arbiter of this tournament: they may run every organizer control. */
  public ArbiterNamed nameArbiter(String user) {
    if (arbiters.contains(user)) {
      throw new TournamentException(user + " is already an arbiter of " + name());
    }
    return commit(new ArbiterNamed(user));
  }

  /**
   * Closes the current, complete round without pairing the next: the tournament then waits for
   * {@link #pair()} (or finishes after its last round).
   */
  public RoundEnded endRound() {
    requirePhase(Phase.RUNNING, "is not running");
    if (awaitingPairing) {
      throw new TournamentException("round " + roundNumber() + " of " + name()
          + " is already over");
    }
    if (!roundComplete()) {
      List<Integer> waiting = currentRound().stream().filter(Pairing::isPending)
          .map(Pairing::board).toList();
      throw new TournamentException("round " + roundNumber() + " is not complete: board(s) "
          + waiting + " have no result");
    }
    return commit(new RoundEnded(roundNumber()));
  }

  /** Pairs and publishes the next round; when none can be paired the tournament finishes. */
  public Paired pair() {
    return pair(null);
  }

  private Paired pair(List<Pairing> boards) {
    requirePhase(Phase.RUNNING, "is not running");
    if (!awaitingPairing) {
      throw new TournamentException(begunRound < roundNumber()
          ? "round " + roundNumber() + " of " + name() + " is already published"
          : "round " + roundNumber() + " of " + name() + " is not over");
    }
    List<Pairing> next = boards != null ? boards : pairNext();
    return commit(new Paired(roundNumber() + 1, next == null ? List.of() : next));
  }

  /** Starts the published round: its boards are fixed from now on. */
  public Begun begin() {
    requirePhase(Phase.RUNNING, "is not running");
    if (awaitingPairing || begunRound >= roundNumber()) {
      throw new TournamentException("round " + roundNumber() + " of " + name()
          + " has already started");
    }
    return commit(new Begun(roundNumber()));
  }

  private void requirePlayer(String player) {
    if (!players.contains(player)) {
      throw new TournamentException(player + " is not in " + name());
    }
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
        begunRound = rounds.size(); // a closing that pairs starts the next round at once
      }
    } else if (event instanceof Rated e) {
      ratings.putAll(e.ratings());
    } else if (event instanceof Entered e) {
      players.add(e.player());
      if (e.rating() != null) {
        ratings.put(e.player(), e.rating());
      }
      Result bye = e.byeHalfPoints() == 1 ? Result.HALF_BYE : Result.ZERO_BYE;
      for (List<Pairing> round : rounds) {
        round.add(new Pairing(round.size() + 1, e.player(), null, bye));
      }
    } else if (event instanceof ByeRequested e) {
      byeRequests.computeIfAbsent(e.round(), r -> new ArrayList<>()).add(e.player());
    } else if (event instanceof Reinstated e) {
      withdrawn.remove(e.player());
    } else if (event instanceof Corrected e) {
      List<Pairing> round = rounds.get(e.round() - 1);
      round.set(e.board() - 1, round.get(e.board() - 1).withResult(e.to()));
    } else if (event instanceof Reseated e) {
      rounds.set(e.round() - 1, new ArrayList<>(e.boards()));
    } else if (event instanceof Configured e) {
      options.set(e.key(), e.value());
    } else if (event instanceof ArbiterNamed e) {
      arbiters.add(e.user());
    } else if (event instanceof RoundEnded) {
      if (roundNumber() == totalRounds) {
        phase = Phase.FINISHED;
      } else {
        awaitingPairing = true;
      }
    } else if (event instanceof Paired e) {
      awaitingPairing = false;
      addRound(e.boards().isEmpty() ? null : e.boards());
    } else if (event instanceof Begun e) {
      begunRound = e.round();
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
    List<String> resting = new ArrayList<>();
    for (String player : byeRequests.getOrDefault(rounds.size() + 1, List.of())) {
      if (!withdrawn.containsKey(player)) {
        resting.add(player);
      }
    }
    List<DutchPairer.Entrant> entrants = new ArrayList<>();
    int available = 0;
    for (Scorecard card : Scorecard.of(players, rounds, format()).values()) {
      boolean paired = !withdrawn.containsKey(card.player()) && !resting.contains(card.player());
      available += paired ? 1 : 0;
      entrants.add(card.entrant(rounds.size(), paired));
    }
    if (available < 2) {
      return null;
    }
    // the top seed has white in round 1, as FIDE lets the organizer decide before the draw
    DutchPairer.Setting setting = new DutchPairer.Setting(totalRounds, Side.WHITE);
    List<Pairing> boards = DutchPairer.pair(entrants, setting).map(ArrayList::new).orElse(null);
    if (boards != null) {
      for (String player : resting) {
        boards.add(new Pairing(boards.size() + 1, player, null, Result.HALF_BYE));
      }
    }
    return boards;
  }

  private void requirePhase(Phase wanted, String otherwise) {
    if (phase != wanted) {
      String why = phase == Phase.FINISHED ? "is over" : otherwise;
      throw new TournamentException(name() + " " + why);
    }
  }

  /** The text of the report file this tournament was taken over from, or {@code null}. */
  public String importedTrf() {
    for (TournamentEvent event : events) {
      if (event instanceof TournamentEvent.Imported imported) {
        return imported.trf();
      }
    }
    return null;
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

  /** The standings after every result known so far, by the tournament's tie-break order. */
  public StandingsTable standings() {
    return StandingsTable.of(players, rounds, format(), options.tieBreaks(format()), ratings);
  }

  /** The options an organizer set. */
  public TournamentOptions options() {
    return options;
  }

  /** The users named arbiters of this tournament. */
  public Set<String> arbiters() {
    return Set.copyOf(arbiters);
  }

  /** The players' ratings as fixed at the start (or at a late entry); unrated players absent. */
  public Map<String, Integer> ratings() {
    return Map.copyOf(ratings);
  }

  /** Players who asked for a half-point bye in {@code round}, in the order asked. */
  public List<String> byeRequests(int round) {
    return List.copyOf(byeRequests.getOrDefault(round, List.of()));
  }

  /** Whether the current round is over and the next waits to be paired. */
  public boolean awaitingPairing() {
    return awaitingPairing;
  }

  /** Whether the current round's games have started (its boards are fixed). */
  public boolean roundBegun() {
    return !rounds.isEmpty() && !awaitingPairing && begunRound >= roundNumber();
  }

  /** Games the player lost without playing: forfeit losses and double forfeits. */
  public int forfeitLosses(String player) {
    int losses = 0;
    for (List<Pairing> round : rounds) {
      for (Pairing p : round) {
        if (!p.isBye() && !p.isPending() && !p.result().played() && p.involves(player)) {
          Side side = p.sideOf(player).orElseThrow();
          losses += p.result().halfPoints(side) == 0 ? 1 : 0;
        }
      }
    }
    return losses;
  }
}
