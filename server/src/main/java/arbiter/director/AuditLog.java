package arbiter.director;

import arbiter.event.DomainEvent;
import arbiter.event.TournamentReply;
import arbiter.tournament.Tournament;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;

/**
 * The organizers' actions on each tournament, stored with who and when. An action is kept as the
 * command that did it ({@code swap ann bob in round 2}), which is what the log shows. A player's
 * own action (leave, bye, accepting or declining an invitation) is also told to the tournament's
 * organizers, its creator and arbiters; what an organizer did, the others read in the log.
 */
final class AuditLog {

  private final TournamentArchive archive;
  private final LongSupplier epochMillis;
  private final BiConsumer<String, DomainEvent> tell;

  /** @param tell tells a user an event, if they are online */
  AuditLog(TournamentArchive archive, LongSupplier epochMillis,
      BiConsumer<String, DomainEvent> tell) {
    this.archive = archive;
    this.epochMillis = epochMillis;
    this.tell = tell;
  }

  void record(Tournament tournament, String user, String action) {
    archive.audit(tournament.name(),
        new TournamentArchive.AuditLine(epochMillis.getAsLong(), user, action));
    Set<String> organizers = new LinkedHashSet<>();
    organizers.add(tournament.creator());
    organizers.addAll(tournament.arbiters());
    if (organizers.contains(user)) {
      return;
    }
    DomainEvent notice = new DomainEvent.TournamentNotice(tournament.name(), user, action);
    organizers.forEach(organizer -> tell.accept(organizer, notice));
  }

  List<TournamentReply.AuditEntry> entries(Tournament tournament) {
    return archive.audit(tournament.name()).stream()
        .map(line -> new TournamentReply.AuditEntry(line.at(), line.by(), line.action()))
        .toList();
  }
}
