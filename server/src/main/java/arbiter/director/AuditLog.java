package arbiter.director;

import arbiter.event.Actor;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.tournament.Tournament;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;

/**
 * The organizers' actions on each tournament, stored with who and when. An action is typed
 * ({@link AuditAction}: a swap of ann and bob in round 2), each face words it. A player's
 * own action (leave, bye, accepting or declining an invitation) is also told to the tournament's
 * organizers, its creator and arbiters; what an organizer did, the others read in the log.
 */
final class AuditLog {

  /** The kind of a late entry and of an invitation, by what its byes are worth (0, 1/2, 1). */
  static final List<Kind> ENTERED = List.of(Kind.ENTER, Kind.ENTER_HALF, Kind.ENTER_FULL);
  static final List<Kind> INVITED = List.of(Kind.INVITE, Kind.INVITE_HALF, Kind.INVITE_FULL);

  private final TournamentArchive archive;
  private final LongSupplier epochMillis;
  private final BiConsumer<String, DomainEvent> tell;
  private final ToLongFunction<String> accountIds;

  /**
   * @param tell tells a user an event, if they are online
   * @param accountIds each name's stable account id, 0 when it has no account
   */
  AuditLog(TournamentArchive archive, LongSupplier epochMillis,
      BiConsumer<String, DomainEvent> tell, ToLongFunction<String> accountIds) {
    this.archive = archive;
    this.epochMillis = epochMillis;
    this.tell = tell;
    this.accountIds = accountIds;
  }

  /**
   * Stores the action under the account that did it ({@code ann#12}): two accounts of one name,
   * one removed and one registered later, are told apart.
   */
  void record(Tournament tournament, String user, AuditAction action) {
    note(tournament, user, action);
    tellOrganizers(tournament, Actor.user(user), action);
  }

  /**
   * Stores an action the director took by the tournament's rules (no user did it) and tells the
   * organizers, as {@link #record} does.
   */
  void recordDirector(Tournament tournament, AuditAction action) {
    archive.audit(tournament.name(),
        new TournamentArchive.AuditLine(epochMillis.getAsLong(), Actor.DIRECTOR, action));
    tellOrganizers(tournament, Actor.DIRECTOR, action);
  }

  /** Tells the creator and arbiters of an action, except the organizer who did it. */
  private void tellOrganizers(Tournament tournament, Actor by, AuditAction action) {
    Set<String> organizers = new LinkedHashSet<>();
    organizers.add(tournament.creator());
    organizers.addAll(tournament.arbiters());
    if (by instanceof Actor.User user && organizers.contains(user.name())) {
      return;
    }
    DomainEvent notice = new TournamentNews.TournamentNotice(tournament.name(), by, action);
    organizers.forEach(organizer -> tell.accept(organizer, notice));
  }

  /**
   * Stores the action without telling the organizers (a player's report of their board: the
   * organizers hear of a board when it needs them).
   */
  void note(Tournament tournament, String user, AuditAction action) {
    long id = accountIds.applyAsLong(user);
    String by = id == 0 ? user : user + "#" + id;
    archive.audit(tournament.name(),
        new TournamentArchive.AuditLine(epochMillis.getAsLong(), Actor.user(by), action));
  }

  List<TournamentReply.AuditEntry> entries(Tournament tournament) {
    return archive.audit(tournament.name()).stream()
        .map(line -> new TournamentReply.AuditEntry(line.at(), line.by(), line.action()))
        .toList();
  }
}
