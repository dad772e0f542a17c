package arbiter.director;

import arbiter.command.TournamentCommand;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.tournament.Phase;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

/**
 * An organizer hands a seat (a player entered without an account) to an account: the account is
 * invited, and only once it accepts ({@code tournament join}) does it take the seat over, its
 * score, games, colours and rating kept, under the account's name; until then the seat stays a
 * seat. Registering a seat's name gives nothing. Each step is stored, then logged (with account
 * ids) and told to the organizers. Confined to the director's thread.
 */
final class SeatHandovers {

  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Organizers organizers;
  private final PlayerAccounts accounts;
  private final Invitations invitations;
  private final AuditLog audit;
  private final Predicate<String> registered;
  private final BiConsumer<String, DomainEvent> tell;

  /**
   * @param registered whether a name has an account
   * @param tell tells a user an event, if they are online
   */
  SeatHandovers(Tournaments tournaments, RoundRunner rounds, Organizers organizers,
      PlayerAccounts accounts, Invitations invitations, AuditLog audit,
      Predicate<String> registered, BiConsumer<String, DomainEvent> tell) {
    this.tournaments = tournaments;
    this.rounds = rounds;
    this.organizers = organizers;
    this.accounts = accounts;
    this.invitations = invitations;
    this.audit = audit;
    this.registered = registered;
    this.tell = tell;
  }

  /** {@code tournament seat NAME SEAT USER}: an organizer offers the seat to an account. */
  TournamentReply offer(String user, Tournament tournament, TournamentCommand.Seat command) {
    organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
    String name = tournament.name();
    String seat = command.seat();
    String to = command.user();
    if (tournament.phase() == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, name);
    }
    if (!accounts.isSeat(tournament, seat)) {
      throw new TournamentException(TournamentRefusal.NOT_A_SEAT, seat, name);
    }
    if (!registered.test(to)) {
      throw new Refused(Refusal.NO_SUCH_USER);
    }
    if (!to.equals(seat) && tournament.players().contains(to)) {
      throw new TournamentException(TournamentRefusal.ALREADY_IN, to, name);
    }
    invitations.invite(name, to, new Invitations.Invitation(user, 0, seat));
    audit.record(tournament, user, AuditAction.of(Kind.SEAT_OFFER, seat, to));
    tell.accept(to, new TournamentNews.TournamentInvited(name, user, false, seat));
    return new TournamentReply.Invited(name, to, seat);
  }

  /** Whether the user's open invitation to the tournament offers a seat. */
  boolean offered(String user, Tournament tournament) {
    Invitations.Invitation invitation = invitations.peek(tournament.name(), user);
    return invitation != null && invitation.seat() != null;
  }

  /**
   * The user accepts the seat offered to them ({@link #offered}): it becomes theirs, under their
   * name, and they play its game in progress, if any, and its next ones.
   */
  TournamentReply accept(String user, Tournament tournament) {
    String name = tournament.name();
    String seat = invitations.take(name, user).seat();
    if (!accounts.isSeat(tournament, seat)) { // handed to another meanwhile, or gone
      throw new TournamentException(TournamentRefusal.NOT_A_SEAT, seat, name);
    }
    accounts.bindToAccount(tournament, user); // stored first: the seat is never nobody's and theirs
    if (!seat.equals(user)) {
      tournaments.store(tournament, tournament.handOver(seat, user));
      rounds.audience().handedOver(tournament, rounds.boardGames(), seat, user); // the game on
    }
    audit.record(tournament, user, AuditAction.of(Kind.SEAT_ACCEPT, seat));
    if (tournament.phase() == Phase.RUNNING && !tournament.awaitingPairing()
        && !tournament.roundBegun()) {
      rounds.tellPairings(tournament, rounds.secondsLeft(tournament)); // the boards, renamed
    }
    rounds.changed(tournament);
    return new TournamentReply.Joined(name);
  }

  /**
   * A user acts as a player of the tournament (joins or comes back, leaves, checks in, asks for
   * their bye, reports, pauses, berserks, calls the arbiter) only as the player of their name
   * bound to their own account: not as a seat of that name, unless an invitation of theirs
   * (an organizer's offer, a report file's) makes it theirs.
   */
  void requireOwnPlayer(String user, Tournament tournament, TournamentCommand command) {
    boolean asPlayer = command instanceof TournamentCommand.Join
        && invitations.peek(tournament.name(), user) == null
        || command instanceof TournamentCommand.Leave
        || command instanceof TournamentCommand.Checkin
        || command instanceof TournamentCommand.Report
        || command instanceof TournamentCommand.CallArbiter
        || command instanceof TournamentCommand.Berserk
        || command instanceof TournamentCommand.Bye bye && own(user, bye.player())
        || command instanceof TournamentCommand.Pause pause && own(user, pause.player())
        || command instanceof TournamentCommand.Resume resume && own(user, resume.player());
    if (asPlayer && accounts.isSeat(tournament, user)) {
      throw new TournamentException(TournamentRefusal.SEAT_NOT_YOURS, user, tournament.name());
    }
  }

  private static boolean own(String user, String player) {
    return player == null || player.equals(user);
  }
}
