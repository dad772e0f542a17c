package arbiter.director;

import arbiter.command.TournamentCommand;
import arbiter.event.Refusal;
import arbiter.event.TournamentReply;
import arbiter.protocol.TimeControl;
import arbiter.rating.Rating;
import arbiter.rating.RatingBook;
import arbiter.rating.RatingRow;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.ReportFile;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentSummary;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfFormatException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A tournament's life before and around its rounds: creating one (or importing it from a report
 * file), joining, leaving and starting it with its seeding. Confined to the director's thread.
 */
final class Registration {

  private static final org.slf4j.Logger LOG =
      org.slf4j.LoggerFactory.getLogger(Registration.class);
  /** Letters, digits, {@code _} and {@code -}: a name that is also a safe folder name. */
  private static final Pattern NAME = StandingsExport.SAFE_NAME;

  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Organizers organizers;
  private final RatingBook ratings;
  private final AuditLog audit;
  private final int perUser;
  private final int swissRoundsMax;

  /**
   * @param perUser tournaments a user may have created and not finished (0: no limit)
   * @param swissRoundsMax the most rounds a Swiss may have (0: no limit)
   */
  Registration(Tournaments tournaments, RoundRunner rounds, Organizers organizers,
      RatingBook ratings, AuditLog audit, int perUser, int swissRoundsMax) {
    this.tournaments = tournaments;
    this.rounds = rounds;
    this.organizers = organizers;
    this.ratings = ratings;
    this.audit = audit;
    this.perUser = perUser;
    this.swissRoundsMax = swissRoundsMax;
  }

  TournamentReply create(String user, TournamentCommand.Create create) {
    String name = create.name();
    requireNewName(name);
    Variant variant = variant(create.variant());
    Format format =
        switch (create.format()) {
          case "roundrobin" -> Format.ROUND_ROBIN;
          case "swiss" -> Format.SWISS;
          default -> throw new Refused(Refusal.TOURNAMENT_FORMAT);
        };
    int rounds = create.rounds();
    if (rounds < 0 || create.limit() < 0) {
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
    TimeControl control = timeControl(create.time());
    Tournament tournament = Tournament.create(name, variant.id(), format, rounds, create.limit(),
        user, control.timed() ? control.text() : null);
    tournaments.add(tournament);
    return new TournamentReply.Created(TournamentSummary.of(tournament));
  }

  /** A Swiss taken over from a report file; nothing is stored unless all of it reads. */
  TournamentReply importTrf(String user, TournamentCommand.Import command) {
    String name = command.name();
    requireNewName(name);
    Variant variant = variant(command.variant());
    if (command.limit() < 0) {
      throw new Refused(Refusal.TOURNAMENT_NUMBERS);
    }
    TimeControl control = timeControl(command.time());
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
    audit.record(tournament, user, "import");
    rounds.catchUp(tournament);
    return new TournamentReply.Imported(TournamentSummary.of(tournament));
  }

  TournamentReply list() {
    return new TournamentReply.Listed(
        tournaments.all().stream().map(TournamentSummary::of).toList());
  }

  TournamentReply join(String user, Tournament tournament) {
    tournaments.store(tournament, tournament.join(user));
    return new TournamentReply.Joined(tournament.name());
  }

  TournamentReply leave(String user, Tournament tournament) {
    withdraw(tournament, user);
    return new TournamentReply.Left(tournament.name());
  }

  TournamentReply start(String user, Tournament tournament) {
    organizers.requireRunner(user, tournament, Refusal.NOT_ORGANIZER);
    if (tournament.phase() == Phase.REGISTRATION) {
      Map<String, Integer> rated = ratingsOf(tournament.variant(), tournament.players());
      if (!rated.isEmpty()) {
        tournaments.store(tournament, tournament.rate(rated));
      }
    }
    tournaments.store(tournament, tournament.format() == Format.SWISS
        ? tournament.start(seeding(tournament)) : tournament.start());
    audit.record(tournament, user, "start");
    rounds.publish(tournament);
    return new TournamentReply.Started(tournament.name());
  }

  /** Takes a player out; a running tournament forfeits their pending board and goes on. */
  void withdraw(Tournament tournament, String player) {
    boolean running = tournament.phase() == Phase.RUNNING;
    Pairing board = running ? tournament.currentPairing(player).orElse(null) : null;
    tournaments.store(tournament, tournament.leave(player));
    if (running) {
      rounds.withdrawn(tournament, player, board);
    }
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
          withdraw(tournament, user);
        } catch (TournamentException e) { // the tournament's rules keep the seat; say so
          LOG.warn("tournament {}: removed account {} could not leave: {}", tournament.name(),
              user, e.getMessage());
        }
      }
    }
  }

  /** The players' ratings in a variant, rounded; unrated players are left out. */
  Map<String, Integer> ratingsOf(String variant, List<String> players) {
    Map<String, Integer> rated = new HashMap<>();
    for (RatingRow row : ratings.list(variant)) {
      if (players.contains(row.user())) {
        rated.put(row.user(), (int) Math.round(row.rating().rating()));
      }
    }
    return rated;
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

  private void requireNewName(String name) {
    if (!NAME.matcher(name).matches()) {
      throw new Refused(Refusal.TOURNAMENT_NAME_FORMAT);
    }
    if (tournaments.contains(name)) {
      throw new Refused(Refusal.TOURNAMENT_EXISTS);
    }
  }

  private static Variant variant(String id) {
    return Variants.byId(id).orElseThrow(() -> new Refused(Refusal.NO_SUCH_VARIANT));
  }

  private static TimeControl timeControl(String time) {
    try {
      return TimeControl.parse(time);
    } catch (IllegalArgumentException e) {
      throw new Refused(Refusal.BAD_TIME_CONTROL);
    }
  }
}
