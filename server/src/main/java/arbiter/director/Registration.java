package arbiter.director;

import arbiter.command.TournamentCommand;
import arbiter.event.Actor;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.protocol.TimeControl;
import arbiter.rating.RatingBook;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.PlayersCsv;
import arbiter.tournament.ReportFile;
import arbiter.tournament.SeatName;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.TournamentSummary;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfFormatException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * A tournament's life before and around its rounds: creating one (or importing it from a report
 * file), joining, leaving and starting it with its seeding, and entering players. A registered
 * user plays only in a tournament they joined or whose invitation they accepted: an organizer who
 * enters them, or a report file that names them, invites them. Confined to the director's thread.
 */
final class Registration {

  /** Letters, digits, {@code _} and {@code -}: a name that is also a safe folder name. */
  private static final Pattern NAME = StandingsExport.SAFE_NAME;
  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Organizers organizers;
  private final Seeding seeding;
  private final PlayerAccounts accounts;
  private final AuditLog audit;
  private final int perUser;
  private final int swissRoundsMax;
  private final int playersMax;
  private final Predicate<String> registered;
  private final BiConsumer<String, DomainEvent> tell;
  private final Invitations invitations;
  /** The full-point byes already warned of in FIDE mode: tournament, organizer, player. */
  private final Set<String> fullByeWarnings = new HashSet<>();

  /**
   * @param perUser tournaments a user may have created and not finished (0: no limit)
   * @param swissRoundsMax the most rounds a Swiss may have (0: no limit)
   * @param playersMax the most players a tournament may have (0: no limit)
   * @param registered whether a name has an account
   * @param tell tells a user an event, if they are online
   */
  Registration(Tournaments tournaments, RoundRunner rounds, Organizers organizers,
      RatingBook ratings, AuditLog audit, int perUser, int swissRoundsMax,
      int playersMax, Predicate<String> registered, BiConsumer<String, DomainEvent> tell,
      Invitations invitations, PlayerAccounts accounts) {
    this.accounts = accounts;
    this.tournaments = tournaments;
    this.invitations = invitations;
    this.rounds = rounds;
    this.organizers = organizers;
    this.seeding = new Seeding(ratings);
    this.audit = audit;
    this.perUser = perUser;
    this.swissRoundsMax = swissRoundsMax;
    this.playersMax = playersMax;
    this.registered = registered;
    this.tell = tell;
  }

  TournamentReply create(String user, TournamentCommand.Create create) {
    String name = create.name();
    requireNewName(name);
    Variant variant = variant(create.variant());
    Format format =
        switch (create.format()) {
          case "roundrobin" -> Format.ROUND_ROBIN;
          case "swiss" -> Format.SWISS;
          case "knockout" -> Format.KNOCKOUT;
          case "arena" -> Format.ARENA;
          case "teamswiss" -> Format.TEAM_SWISS;
          case "teamroundrobin" -> Format.TEAM_ROUND_ROBIN;
          default -> throw new Refused(Refusal.TOURNAMENT_FORMAT);
        };
    int rounds = create.rounds();
    if (rounds < 0 || create.limit() < 0 || create.boards() < 0) {
      throw new Refused(Refusal.TOURNAMENT_NUMBERS);
    }
    if ((format == Format.SWISS || format == Format.TEAM_SWISS) && rounds == 0) {
      throw new Refused(Refusal.SWISS_NEEDS_ROUNDS);
    }
    requireRoundsAllowed(format, rounds);
    requireUnderTournamentLimit(user);
    TimeControl control = TournamentClock.of(create.time());
    Tournament tournament = Tournament.create(name, variant.id(), format, rounds, create.limit(),
        user, control.timed() ? control.text() : null, create.boards());
    tournaments.add(tournament);
    organizers.bind(tournament, user);
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
    TimeControl control = TournamentClock.of(command.time());
    String text = command.trf() != null ? command.trf() : rounds.readTrf(name);
    TrfFile file;
    try {
      file = TrfFile.parse(text);
    } catch (TrfFormatException e) {
      throw TournamentException.trf(e);
    }
    requireUnderTournamentLimit(user);
    requireRoundsAllowed(Format.SWISS, file.rounds().orElse(0)); // an import is a Swiss
    Tournament tournament = Tournament.replay(ReportFile.history(text, file, name,
        variant.id(), command.limit(), user, control.timed() ? control.text() : null));
    if (playersMax > 0 && tournament.players().size() > playersMax) {
      throw new Refused(Refusal.PLAYER_LIMIT, name, playersMax);
    }
    tournaments.adopt(tournament);
    organizers.bind(tournament, user);
    audit.record(tournament, user, AuditAction.of(Kind.IMPORT));
    inviteImported(user, tournament);
    rounds.catchUp(tournament);
    // an import that pairs and starts nothing (finished, or paired by hand) wrote no file
    rounds.writeFiles(tournament);
    return new TournamentReply.Imported(TournamentSummary.of(tournament));
  }

  /** Refuses a name no account has: a role is given to an account, not kept for a name. */
  void requireAccount(String name) {
    if (!registered.test(name)) {
      throw new Refused(Refusal.NO_SUCH_USER);
    }
  }

  /** A Swiss of more rounds than the server allows is refused, created or imported. */
  private void requireRoundsAllowed(Format format, int rounds) {
    if (format == Format.SWISS && swissRoundsMax > 0 && rounds > swissRoundsMax) {
      throw new Refused(Refusal.ROUNDS_LIMIT, "", swissRoundsMax);
    }
  }

  /** A user has as many unfinished tournaments as the server allows: no more, created or imported. */
  private void requireUnderTournamentLimit(String user) {
    if (perUser > 0 && tournaments.all().stream().filter(
        held -> held.creator().equals(user) && held.phase() != Phase.FINISHED).count() >= perUser) {
      throw new Refused(Refusal.TOURNAMENT_LIMIT, "", perUser);
    }
  }

  /** A full tournament takes no new player (one already in it keeps their seat). */
  private void requireRoom(Tournament tournament, String player) {
    if (playersMax > 0 && !tournament.players().contains(player)
        && tournament.players().size() >= playersMax) {
      throw new Refused(Refusal.PLAYER_LIMIT, tournament.name(), playersMax);
    }
  }

  TournamentReply list() {
    return new TournamentReply.Listed(
        tournaments.all().stream().map(TournamentSummary::of).toList());
  }

  /**
   * Joins before the start, or accepts an organizer's invitation at any time (a seat of the
   * user's name is not theirs to join: {@link SeatHandovers#requireOwnPlayer}).
   */
  TournamentReply join(String user, Tournament tournament) {
    requireRoom(tournament, user); // before the invitation is used up
    Invitations.Invitation invitation = invitations.take(tournament.name(), user);
    if (invitation == null) {
      accounts.bindToAccount(tournament, user); // stored first: a failed join binds nobody
      tournaments.store(tournament, tournament.join(user));
    } else if (tournament.players().contains(user) && tournament.hasWithdrawn(user)) {
      accounts.bindToAccount(tournament, user); // a seat a report file gave this very account
      tournaments.store(tournament, tournament.reinstate(user));
      audit.record(tournament, user, AuditAction.of(Kind.ACCEPT));
    } else {
      accounts.bindToAccount(tournament, user);
      seat(tournament, user, invitation.byeHalfPoints(), null);
      audit.record(tournament, user, AuditAction.of(Kind.ACCEPT));
      repairPublished(user, tournament);
    }
    return new TournamentReply.Joined(tournament.name());
  }

  /** A player joins a running arena late: seated at once, paired when free. */
  TournamentReply enterArena(String user, Tournament tournament) {
    accounts.bindToAccount(tournament, user);
    seat(tournament, user, 0, null);
    audit.record(tournament, user, AuditAction.of(Kind.JOIN));
    return new TournamentReply.Joined(tournament.name());
  }

  TournamentReply decline(String user, Tournament tournament) {
    if (invitations.take(tournament.name(), user) == null) {
      throw new Refused(Refusal.NOT_INVITED, tournament.name());
    }
    audit.record(tournament, user, AuditAction.of(Kind.DECLINE));
    return new TournamentReply.Declined(tournament.name());
  }

  TournamentReply leave(String user, Tournament tournament) {
    boolean published = published(tournament);
    withdraw(tournament, user);
    audit.record(tournament, user, AuditAction.of(Kind.LEAVE));
    if (published) {
      repairPublished(user, tournament);
    }
    return new TournamentReply.Left(tournament.name());
  }

  /**
   * An organizer enters the players of a CSV file: every row is checked first, so a bad row
   * enters nobody. Names without an account take seats (with their rating, federation and title);
   * registered users are invited.
   */
  TournamentReply importPlayers(String user, Tournament tournament,
      TournamentCommand.ImportPlayers command) {
    String text = command.csv() != null ? command.csv() : rounds.readPlayers(tournament.name());
    List<PlayersCsv.Row> rows = PlayersCsv.parse(text);
    for (PlayersCsv.Row row : rows) {
      if (tournament.players().contains(row.name())) {
        throw PlayersCsv.bad(PlayersCsv.lineOf(text, row.name()), "twice");
      }
    }
    if (!rows.isEmpty()) {
      requireEnterable(tournament, rows.get(0).name());
    }
    List<String> entered = new ArrayList<>();
    List<String> invited = new ArrayList<>();
    for (PlayersCsv.Row row : rows) {
      String player = row.name();
      if (!player.equals(user) && registered.test(player)) {
        invite(tournament, user, player, 0);
        invited.add(player);
        continue;
      }
      bindOrSeat(tournament, user, player);
      seat(tournament, player, 0, row.rating());
      if (!row.federation().isEmpty() || !row.title().isEmpty()) {
        tournaments.store(tournament, tournament.describe(player, row.federation(), row.title()));
      }
      entered.add(player);
    }
    audit.record(tournament, user, AuditAction.of(Kind.PLAYERS, entered.size(), invited.size()));
    repairPublished(user, tournament); // once, for all of them
    return new TournamentReply.PlayersEntered(tournament.name(), entered, invited);
  }

  /** A player confirms their presence before round 1. */
  TournamentReply checkIn(String user, Tournament tournament) {
    tournaments.store(tournament, tournament.checkIn(user));
    audit.record(tournament, user, AuditAction.of(Kind.CHECKIN));
    return new TournamentReply.CheckedIn(tournament.name(), user);
  }

  /** Whether a (team) Swiss's current round is published and its games have not begun. */
  boolean published(Tournament tournament) {
    return (tournament.format() == Format.SWISS || tournament.format() == Format.TEAM_SWISS)
        && tournament.phase() == Phase.RUNNING
        && !tournament.awaitingPairing() && !tournament.roundBegun();
  }

  /**
   * After a late entry, a bye for it or a withdrawal in the published round's countdown: the
   * round is paired again, logged and shown to everyone. When no legal pairing is left the round
   * stays as it was (the entrant keeps their bye), and the log says so.
   */
  void repairPublished(String user, Tournament tournament) {
    if (!published(tournament)) {
      return;
    }
    int round = tournament.roundNumber();
    try {
      tournaments.store(tournament, tournament.repair(user, rounds.epochMillis()));
    } catch (TournamentException e) {
      audit.recordDirector(tournament, AuditAction.of(Kind.ROUND_KEPT, round, e.reason().name()));
      return;
    }
    audit.recordDirector(tournament, AuditAction.of(Kind.REPAIR, round));
    rounds.tellPairings(tournament, rounds.secondsLeft(tournament));
  }

  /**
   * An organizer's entry, before the start or after it: a registered user other than the
   * organizer is invited; a name without an account takes a seat at once, which nobody plays
   * until an organizer hands it to an account ({@link SeatHandovers}).
   */
  TournamentReply enter(String user, Tournament tournament, TournamentCommand.Enter enter) {
    String player = enter.player();
    String name = tournament.name();
    int byes = enter.full() ? 2 : enter.half() ? 1 : 0;
    if (enter.full()) {
      warnOfFullByes(user, tournament, player);
    }
    if (!player.equals(user) && registered.test(player)) {
      requireEnterable(tournament, player);
      requireRoom(tournament, player);
      invite(tournament, user, player, byes);
      return new TournamentReply.Invited(name, player);
    }
    if (!player.equals(user)) {
      SeatName.require(player);
    }
    bindOrSeat(tournament, user, player);
    seat(tournament, player, byes, null);
    audit.record(tournament, user, AuditAction.of(AuditLog.ENTERED.get(byes), player));
    repairPublished(user, tournament);
    return new TournamentReply.Entered(name, player, enter.half(), enter.full());
  }

  /** An organizer who enters themselves plays as their account; any other name is a seat. */
  private void bindOrSeat(Tournament tournament, String user, String player) {
    if (player.equals(user)) {
      accounts.bindToAccount(tournament, user);
    } else {
      accounts.seat(tournament, player);
    }
  }

  /**
   * In FIDE mode a full-point bye given by hand is refused once with a warning (C.04.A: what FIDE
   * does not allow is warned of, not prevented); the same entry typed again is made.
   */
  private void warnOfFullByes(String user, Tournament tournament, String player) {
    if (tournament.options().on("fide") && tournament.phase() == Phase.RUNNING
        && fullByeWarnings.add(tournament.name() + " " + user + " " + player)) {
      throw new TournamentException(TournamentRefusal.FIDE_FULL_BYE, tournament.name());
    }
  }

  private void invite(Tournament tournament, String by, String player, int byes) {
    invitations.invite(tournament.name(), player, new Invitations.Invitation(by, byes));
    audit.record(tournament, by, AuditAction.of(AuditLog.INVITED.get(byes), player));
    tell.accept(player, new TournamentNews.TournamentInvited(tournament.name(), by, byes == 1));
  }

  /**
   * The registered users a report file names, other than its importer, are invited: until they
   * accept they are withdrawn, so no game of theirs is started, and the tournament waits for its
   * organizer to pair the next round ({@code pairing manual}) so that it does not go on without
   * them.
   */
  private void inviteImported(String importer, Tournament tournament) {
    if (tournament.phase() != Phase.RUNNING) {
      return; // a report file of a finished tournament: no game will be played
    }
    List<String> invited = tournament.players().stream()
        .filter(player -> !player.equals(importer) && registered.test(player)).toList();
    if (invited.isEmpty()) {
      return;
    }
    tournaments.store(tournament, tournament.configure("pairing", "manual"));
    audit.record(tournament, importer, AuditAction.of(Kind.SET, "pairing", "manual"));
    for (String player : invited) {
      if (!tournament.hasWithdrawn(player)) {
        withdraw(tournament, player);
      }
      invite(tournament, importer, player, 0);
    }
  }

  /**
   * A player takes a seat: joins before the start, enters late afterwards (rounds missed are
   * byes worth {@code byeHalfPoints}) with {@code rating}, else the server's (or none). The caller
   * logs the entry, then re-pairs a published round ({@link #repairPublished}).
   */
  private void seat(Tournament tournament, String player, int byeHalfPoints, Integer rating) {
    requireRoom(tournament, player);
    if (tournament.phase() == Phase.REGISTRATION) {
      tournaments.store(tournament, tournament.join(player));
      if (rating != null) {
        tournaments.store(tournament, tournament.rate(Map.of(player, rating)));
      }
      return;
    }
    Integer rated = rating != null ? rating
        : seeding.ratingsOf(tournament.variant(), accountsOf(tournament, List.of(player)))
            .get(player);
    tournaments.store(tournament, tournament.enter(player, byeHalfPoints, rated));
    rounds.changed(tournament);
  }

  /**
   * The players whom an account plays: only they have the server's rating. A seat has none, not
   * that of whoever registered its name since.
   */
  private List<String> accountsOf(Tournament tournament, List<String> players) {
    return players.stream().filter(player -> accounts.plays(tournament, player)).toList();
  }

  /** The checks a late entry makes, made before an invitation is sent. */
  private static void requireEnterable(Tournament tournament, String player) {
    if (tournament.phase() == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, tournament.name());
    }
    if (tournament.players().contains(player)) {
      throw new TournamentException(TournamentRefusal.ALREADY_IN, player, tournament.name());
    }
    if (tournament.phase() == Phase.RUNNING && tournament.format() != Format.SWISS
        && tournament.format() != Format.ARENA) {
      throw new TournamentException(TournamentRefusal.NO_LATE_ENTRIES);
    }
  }

  TournamentReply start(String user, Tournament tournament) {
    organizers.requireRunner(user, tournament, Refusal.NOT_ORGANIZER);
    if (tournament.phase() == Phase.REGISTRATION) {
      Map<String, Integer> rated =
          seeding.ratingsOf(tournament.variant(), accountsOf(tournament, tournament.players()));
      if (!rated.isEmpty()) {
        tournaments.store(tournament, tournament.rate(rated));
      }
    }
    tournaments.store(tournament, tournament.format() != Format.ROUND_ROBIN // seeded by rating
        ? tournament.start(seeding.of(tournament, accountsOf(tournament, tournament.players())))
        : tournament.start());
    audit.record(tournament, user, AuditAction.of(Kind.START));
    absentAtStart(tournament);
    rounds.publish(tournament);
    return new TournamentReply.Started(tournament.name());
  }

  /**
   * With check-in on, the players who did not check in were withdrawn for round 1 as it started:
   * each is logged and told, and the organizers hear of it (an organizer may reinstate them).
   */
  private void absentAtStart(Tournament tournament) {
    if (!tournament.options().on("checkin")) {
      return;
    }
    for (String player : tournament.players()) {
      if (tournament.hasWithdrawn(player)) {
        AuditAction action = AuditAction.of(Kind.NOT_CHECKED_IN, player);
        audit.recordDirector(tournament, action);
        tell.accept(player,
            new TournamentNews.TournamentNotice(tournament.name(), Actor.DIRECTOR, action));
      }
    }
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
}
