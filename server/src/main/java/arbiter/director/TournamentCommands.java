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
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import java.util.ArrayList;
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
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,32}");

  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Set<String> admins;
  private final RatingBook ratings;
  private final int perUser;
  private final int swissRoundsMax;

  /**
   * @param admins users who may start any tournament
   * @param perUser tournaments a user may have created and not finished (0: no limit)
   * @param swissRoundsMax the most rounds a Swiss may have (0: no limit)
   */
  TournamentCommands(Tournaments tournaments, RoundRunner rounds, Set<String> admins,
      RatingBook ratings, int perUser, int swissRoundsMax) {
    this.tournaments = tournaments;
    this.rounds = rounds;
    this.admins = admins;
    this.ratings = ratings;
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
    TournamentCommand.Pairings pairings = (TournamentCommand.Pairings) command;
    return pairings(tournament, pairings.round());
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
    boolean running = tournament.phase() == Phase.RUNNING;
    Pairing board = running ? tournament.currentPairing(user).orElse(null) : null;
    tournaments.store(tournament, tournament.leave(user));
    if (running) {
      rounds.withdrawn(tournament, user, board);
    }
    return List.of("you left " + tournament.name());
  }

  private List<String> start(String user, Tournament tournament) {
    if (!user.equals(tournament.creator()) && !admins.contains(user)) {
      throw new Refused(Refusal.NOT_ORGANIZER, tournament.name());
    }
    tournaments.store(tournament, tournament.format() == Format.SWISS
        ? tournament.start(seeding(tournament)) : tournament.start());
    rounds.startRound(tournament);
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
