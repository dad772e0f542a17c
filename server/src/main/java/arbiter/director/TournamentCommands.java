package arbiter.director;

import arbiter.rating.Rating;
import arbiter.rating.RatingBook;
import arbiter.rating.RatingRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import arbiter.command.TournamentCommand;
import arbiter.protocol.TimeControl;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Printouts;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentEvent;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentOptions;
import arbiter.tournament.ReportFile;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfFormatException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks and runs the {@code tournament} commands of a user, answering each with its lines or a
 * typed refusal. Every change is stored before the answer; a start or a withdrawal goes on to the
 * {@link RoundRunner}. Confined to the director's thread.
 */
final class TournamentCommands {

  private static final org.slf4j.Logger LOG =
      org.slf4j.LoggerFactory.getLogger(TournamentCommands.class);
  /** Letters, digits, {@code _} and {@code -}: a name that is also a safe folder name. */
  private static final Pattern NAME = StandingsExport.SAFE_NAME;

  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Set<String> admins;
  private final RatingBook ratings;
  private final TournamentArchive archive;
  private final int perUser;
  private final int swissRoundsMax;

  /**
   * @param admins users who may run any tournament
   * @param perUser tournaments a user may have created and not finished (0: no limit)
   * @param swissRoundsMax the most rounds a Swiss may have (0: no limit)
   */
  TournamentCommands(Tournaments tournaments, RoundRunner rounds, Set<String> admins,
      RatingBook ratings, TournamentArchive archive, int perUser, int swissRoundsMax) {
    this.tournaments = tournaments;
    this.rounds = rounds;
    this.admins = admins;
    this.ratings = ratings;
    this.archive = archive;
    this.perUser = perUser;
    this.swissRoundsMax = swissRoundsMax;
  }

  /** The answer to {@code user}'s command: {@code TournamentShown}, or {@code Refused}. */
  List<DomainEvent> run(String user, TournamentCommand command) {
    try {
      List<String> lines = answer(user, command);
      return List.of(new DomainEvent.TournamentShown(command.action(), command.name(), lines));
    } catch (Refused e) {
      return List.of(new DomainEvent.Refused(e.reason, e.subject, e.number));
    } catch (TournamentException e) {
      return List.of(new DomainEvent.Refused(Refusal.TOURNAMENT_RULE, e.getMessage(), 0));
    }
  }

  private List<String> answer(String user, TournamentCommand command) {
    if (command instanceof TournamentCommand.Create create) {
      return create(user, create);
    }
    if (command instanceof TournamentCommand.ListAll) {
      return list();
    }
    if (command instanceof TournamentCommand.Import imported) {
      return importTrf(user, imported);
    }
    Tournament tournament = find(command.name());
    if (command instanceof TournamentCommand.Join) {
      tournaments.store(tournament, tournament.join(user));
      return List.of("you joined " + tournament.name());
    }
    if (command instanceof TournamentCommand.Leave) {
      return leave(user, tournament);
    }
    if (command instanceof TournamentCommand.Start) {
      return start(user, tournament);
    }
    if (command instanceof TournamentCommand.Standings standings) {
      String table =
          standings.csv() ? tournament.standings().toCsv() : tournament.standings().toText();
      return List.of(table.split("\r?\n"));
    }
    if (command instanceof TournamentCommand.Pairings pairings) {
      return pairings(tournament, pairings.round());
    }
    if (command instanceof TournamentCommand.Crosstable) {
      if (tournament.roundNumber() == 0) {
        throw new Refused(Refusal.NOT_STARTED, tournament.name());
      }
      return List.of(Printouts.crosstable(tournament).split("\n"));
    }
    if (command instanceof TournamentCommand.Trf) {
      return List.of(ReportFile.export(tournament).split("\r?\n"));
    }
    if (command instanceof TournamentCommand.Bye bye) {
      return bye(user, tournament, bye);
    }
    if (command instanceof TournamentCommand.Audit) {
      requireOrganizer(user, tournament);
      return audit(tournament);
    }
    if (command instanceof TournamentCommand.Configure set && set.key() == null) {
      return options(tournament);
    }
    if (command instanceof TournamentCommand.Arbiter arbiter) {
      if (!user.equals(tournament.creator()) && !admins.contains(user)) {
        throw new Refused(Refusal.NOT_ORGANIZER, tournament.name());
      }
      tournaments.store(tournament, tournament.nameArbiter(arbiter.user()));
      audit(tournament, user, "arbiter " + arbiter.user());
      return List.of(arbiter.user() + " is an arbiter of " + tournament.name());
    }
    requireOrganizer(user, tournament);
    return control(user, tournament, command);
  }

  /** The organizer controls, once the user may run them. */
  private List<String> control(String user, Tournament tournament, TournamentCommand command) {
    String name = tournament.name();
    if (command instanceof TournamentCommand.Enter enter) {
      Integer rating = ratingsOf(tournament.variant(), List.of(enter.player()))
          .get(enter.player());
      tournaments.store(tournament, tournament.enter(enter.player(), enter.half() ? 1 : 0, rating));
      audit(tournament, user, "enter " + enter.player() + (enter.half() ? " half" : ""));
      rounds.changed(tournament);
      return List.of(enter.player() + " entered " + name + " (rounds so far: byes worth "
          + (enter.half() ? "1/2" : "0") + ")");
    }
    if (command instanceof TournamentCommand.Withdraw withdraw) {
      withdraw(tournament, withdraw.player());
      audit(tournament, user, "withdraw " + withdraw.player());
      return List.of(withdraw.player() + " withdrawn from " + name);
    }
    if (command instanceof TournamentCommand.Reinstate reinstate) {
      tournaments.store(tournament, tournament.reinstate(reinstate.player()));
      audit(tournament, user, "reinstate " + reinstate.player());
      return List.of(reinstate.player() + " reinstated in " + name);
    }
    if (command instanceof TournamentCommand.Pair) {
      if (!tournament.awaitingPairing()) {
        tournament.pair(); // throws the reason: not started, published, not over, finished
      }
      rounds.pairNow(tournament);
      audit(tournament, user, "pair round " + tournament.roundNumber());
      return List.of(name + (tournament.isFinished() ? " is over: no round left to pair"
          : " round " + tournament.roundNumber() + " published"));
    }
    if (command instanceof TournamentCommand.Begin) {
      int round = tournament.roundNumber();
      if (tournament.phase() == Phase.RUNNING && !tournament.awaitingPairing()
          && !tournament.roundBegun()) {
        rounds.begin(tournament);
      } else {
        tournament.begin(); // throws the reason
      }
      audit(tournament, user, "begin round " + round);
      return List.of(name + " round " + round + " started");
    }
    if (command instanceof TournamentCommand.Swap swap) {
      tournaments.store(tournament,
          tournament.swap(swap.first(), swap.second(), user, rounds.now()));
      return reseated(user, tournament, "swap " + swap.first() + " " + swap.second());
    }
    if (command instanceof TournamentCommand.Board board) {
      tournaments.store(tournament, tournament.setBoard(board.board(), board.white(),
          board.black(), user, rounds.now()));
      return reseated(user, tournament,
          "board " + board.board() + " " + board.white() + " " + board.black());
    }
    if (command instanceof TournamentCommand.Correct correct) {
      Result result = Result.parse(correct.result());
      if (result == null) {
        throw new Refused(Refusal.TOURNAMENT_RESULT);
      }
      TournamentEvent.Corrected done = tournament.correct(correct.round(), correct.board(),
          result, user, rounds.now());
      tournaments.store(tournament, done);
      String line = "result round " + done.round() + " board " + done.board() + " from "
          + done.from().label() + " to " + done.to().label();
      audit(tournament, user, line);
      rounds.changed(tournament);
      return List.of(name + " " + line);
    }
    if (command instanceof TournamentCommand.Configure set) {
      TournamentEvent.Configured done = tournament.configure(set.key(), set.value());
      tournaments.store(tournament, done);
      audit(tournament, user, "set " + done.key() + " " + done.value());
      return List.of(name + " " + done.key() + " " + done.value());
    }
    throw new IllegalStateException("no tournament command " + command.action());
  }

  /** A Swiss taken over from a report file; nothing is stored unless all of it reads. */
  private List<String> importTrf(String user, TournamentCommand.Import command) {
    String name = command.name();
    if (!NAME.matcher(name).matches()) {
      throw new Refused(Refusal.TOURNAMENT_NAME_FORMAT);
    }
    if (tournaments.contains(name)) {
      throw new Refused(Refusal.TOURNAMENT_EXISTS);
    }
    Variant variant = Variants.byId(command.variant()).orElse(null);
    if (variant == null) {
      throw new Refused(Refusal.NO_SUCH_VARIANT);
    }
    if (command.limit() < 0) {
      throw new Refused(Refusal.TOURNAMENT_NUMBERS);
    }
    TimeControl control;
    try {
      control = TimeControl.parse(command.time());
    } catch (IllegalArgumentException e) {
      throw new Refused(Refusal.BAD_TIME_CONTROL);
    }
    String text = command.trf() != null ? command.trf() : rounds.readTrf(name);
    TrfFile file;
    try {
      file = TrfFile.parse(text);
    } catch (TrfFormatException e) {
      throw new TournamentException(e.getMessage());
    }
    Tournament tournament = Tournament.replay(ReportFile.history(text, file, name,
        variant.id(), command.limit(), user, control.timed() ? control.text() : null));
    tournaments.adopt(tournament);
    audit(tournament, user, "import");
    rounds.catchUp(tournament);
    return List.of("tournament " + name + " imported: " + describe(tournament));
  }

  private List<String> bye(String user, Tournament tournament, TournamentCommand.Bye bye) {
    String player = bye.player() == null ? user : bye.player();
    if (!player.equals(user)) {
      requireOrganizer(user, tournament);
    }
    int round = bye.round() == 0 ? tournament.roundNumber() + 1 : bye.round();
    tournaments.store(tournament, tournament.requestBye(player, round));
    audit(tournament, user, "bye " + player + " round " + round);
    return List.of(player + " has a half-point bye in round " + round + " of "
        + tournament.name());
  }

  /** A re-seating was stored: logged, and everyone is shown the boards as they now stand. */
  private List<String> reseated(String user, Tournament tournament, String what) {
    audit(tournament, user, what + " in round " + tournament.roundNumber());
    rounds.tellPairings(tournament, rounds.secondsLeft(tournament));
    rounds.changed(tournament);
    List<String> lines = new ArrayList<>();
    lines.add(tournament.name() + " round " + tournament.roundNumber() + " re-seated: " + what);
    tournament.currentRound().forEach(p -> lines.add(p.toString()));
    return lines;
  }

  private void withdraw(Tournament tournament, String player) {
    boolean running = tournament.phase() == Phase.RUNNING;
    Pairing board = running ? tournament.currentPairing(player).orElse(null) : null;
    tournaments.store(tournament, tournament.leave(player));
    if (running) {
      rounds.withdrawn(tournament, player, board);
    }
  }

  private List<String> audit(Tournament tournament) {
    List<String> lines = new ArrayList<>();
    for (TournamentArchive.AuditLine line : archive.audit(tournament.name())) {
      lines.add(Instant.ofEpochMilli(line.at()).truncatedTo(ChronoUnit.SECONDS) + " "
          + line.by() + " " + line.action());
    }
    return lines.isEmpty() ? List.of("no organizer actions on " + tournament.name()) : lines;
  }

  private void audit(Tournament tournament, String user, String action) {
    archive.audit(tournament.name(),
        new TournamentArchive.AuditLine(rounds.now(), user, action));
  }

  private List<String> options(Tournament tournament) {
    List<String> lines = new ArrayList<>();
    for (String key : TournamentOptions.KEYS) {
      String set = tournament.options().get(key);
      lines.add(key + " " + (set != null ? set : rounds.defaultOption(key) + " (default)"));
    }
    return lines;
  }

  /** The creator, an admin or an arbiter of the tournament may; anyone else is refused. */
  private void requireOrganizer(String user, Tournament tournament) {
    if (!user.equals(tournament.creator()) && !admins.contains(user)
        && !tournament.arbiters().contains(user)) {
      throw new Refused(Refusal.NOT_ARBITER, tournament.name());
    }
  }

  /** The players' ratings in a variant, rounded; unrated players are left out. */
  private Map<String, Integer> ratingsOf(String variant, List<String> players) {
    Map<String, Integer> rated = new HashMap<>();
    for (RatingRow row : ratings.list(variant)) {
      if (players.contains(row.user())) {
        rated.put(row.user(), (int) Math.round(row.rating().rating()));
      }
    }
    return rated;
  }

  /** A refusal of the director's own: a typed reason, and the tournament it names if any. */
  private static final class Refused extends RuntimeException {
    private final Refusal reason;
    private final String subject;
    private final long number;

    Refused(Refusal reason, String subject) {
      this(reason, subject, 0);
    }

    Refused(Refusal reason, String subject, long number) {
      super(reason.name(), null, false, false); // control flow: no stack trace
      this.reason = reason;
      this.subject = subject;
      this.number = number;
    }

    Refused(Refusal reason) {
      this(reason, "");
    }
  }

  private List<String> create(String user, TournamentCommand.Create create) {
    String name = create.name();
    if (!NAME.matcher(name).matches()) {
      throw new Refused(Refusal.TOURNAMENT_NAME_FORMAT);
    }
    if (tournaments.contains(name)) {
      throw new Refused(Refusal.TOURNAMENT_EXISTS);
    }
    Variant variant = Variants.byId(create.variant()).orElse(null);
    if (variant == null) {
      throw new Refused(Refusal.NO_SUCH_VARIANT);
    }
    Format format =
        switch (create.format()) {
          case "roundrobin" -> Format.ROUND_ROBIN;
          case "swiss" -> Format.SWISS;
          default -> null;
        };
    if (format == null) {
      throw new Refused(Refusal.TOURNAMENT_FORMAT);
    }
    int rounds = create.rounds();
    int limit = create.limit();
    if (rounds < 0 || limit < 0) {
      throw new Refused(Refusal.TOURNAMENT_NUMBERS);
    }
    if (format == Format.SWISS && rounds == 0) {
      throw new Refused(Refusal.SWISS_NEEDS_ROUNDS);
    }
    if (format == Format.SWISS && swissRoundsMax > 0 && rounds > swissRoundsMax) {
      throw new Refused(Refusal.ROUNDS_LIMIT, "", swissRoundsMax);
    }
    if (perUser > 0 && tournaments.all().stream().filter(
        held -> held.creator().equals(user) && held.phase() != Phase.FINISHED).count() >= perUser) {
      throw new Refused(Refusal.TOURNAMENT_LIMIT, "", perUser);
    }
    TimeControl control;
    try {
      control = TimeControl.parse(create.time());
    } catch (IllegalArgumentException e) {
      throw new Refused(Refusal.BAD_TIME_CONTROL);
    }
    Tournament tournament = Tournament.create(name, variant.id(), format, rounds, limit, user,
        control.timed() ? control.text() : null);
    tournaments.add(tournament);
    return List.of("tournament " + name + " created: " + describe(tournament));
  }

  /**
   * A Swiss's pairing numbers: the players by their rating in its variant, best first (an unrated
   * player counts as the initial rating), then by name.
   */
  private List<String> seeding(Tournament tournament) {
    Map<String, Double> rating = new HashMap<>();
    for (RatingRow row : ratings.list(tournament.variant())) {
      rating.put(row.user(), row.rating().rating());
    }
    List<String> players = new ArrayList<>(tournament.players());
    players.sort(Comparator.comparingDouble(
            (String player) -> rating.getOrDefault(player, Rating.INITIAL.rating()))
        .reversed().thenComparing(Comparator.naturalOrder()));
    return players;
  }

  /**
   * A removed account leaves every tournament that has not finished, as if it had typed leave,
   * so that a later account of the same name does not take over its seat.
   */
  void withdrawEverywhere(String user) {
    for (Tournament tournament : List.copyOf(tournaments.all())) {
      if (tournament.phase() != Phase.FINISHED && tournament.players().contains(user)
          && !tournament.hasWithdrawn(user)) {
        try {
          leave(user, tournament);
        } catch (TournamentException e) { // the tournament's rules keep the seat; say so
          LOG.warn("tournament {}: removed account {} could not leave: {}", tournament.name(),
              user, e.getMessage());
        }
      }
    }
  }

  private List<String> leave(String user, Tournament tournament) {
    withdraw(tournament, user);
    return List.of("you left " + tournament.name());
  }

  private List<String> start(String user, Tournament tournament) {
    if (!user.equals(tournament.creator()) && !admins.contains(user)
        && !tournament.arbiters().contains(user)) {
      throw new Refused(Refusal.NOT_ORGANIZER, tournament.name());
    }
    if (tournament.phase() == Phase.REGISTRATION) {
      Map<String, Integer> rated = ratingsOf(tournament.variant(), tournament.players());
      if (!rated.isEmpty()) {
        tournaments.store(tournament, tournament.rate(rated));
      }
    }
    tournaments.store(tournament, tournament.format() == Format.SWISS
        ? tournament.start(seeding(tournament)) : tournament.start());
    audit(tournament, user, "start");
    rounds.publish(tournament);
    return List.of("tournament " + tournament.name() + " started");
  }

  private List<String> list() {
    List<String> lines = new ArrayList<>();
    for (Tournament tournament : tournaments.all()) {
      lines.add(tournament.name() + " " + describe(tournament));
    }
    return lines.isEmpty() ? List.of("no tournaments") : lines;
  }

  private List<String> pairings(Tournament tournament, int round) {
    int wanted = round == 0 ? tournament.roundNumber() : round;
    if (wanted == 0) {
      throw new Refused(Refusal.NOT_STARTED, tournament.name());
    }
    List<String> lines = new ArrayList<>();
    lines.add(tournament.name() + " round " + wanted);
    for (Pairing pairing : tournament.pairings(wanted)) {
      lines.add(pairing.toString());
    }
    return lines;
  }

  private static String describe(Tournament tournament) {
    String format = tournament.format() == Format.SWISS ? "swiss" : "roundrobin";
    String phase =
        switch (tournament.phase()) {
          case REGISTRATION -> "open";
          case RUNNING -> "round " + tournament.roundNumber();
          case FINISHED -> "finished";
        };
    String time = tournament.timeControl() == null ? "" : " time " + tournament.timeControl();
    return tournament.variant() + " " + format + " rounds " + tournament.rounds() + " limit "
        + tournament.moveLimit() + time + " players " + tournament.players().size() + " " + phase;
  }

  private Tournament find(String name) {
    Tournament tournament = tournaments.get(name);
    if (tournament == null) {
      throw new Refused(Refusal.NO_SUCH_TOURNAMENT);
    }
    return tournament;
  }
}
