package arbiter.director;

import arbiter.event.TournamentReply;
import arbiter.tournament.Tournament;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The organizers' actions on each tournament, stored with who and when. An action is kept as the
 * command that did it ({@code swap ann bob in round 2}), which is what the log shows.
 */
final class AuditLog {

  private final TournamentArchive archive;
  private final LongSupplier epochMillis;

  AuditLog(TournamentArchive archive, LongSupplier epochMillis) {
    this.archive = archive;
    this.epochMillis = epochMillis;
  }

  void record(Tournament tournament, String user, String action) {
    archive.audit(tournament.name(),
        new TournamentArchive.AuditLine(epochMillis.getAsLong(), user, action));
  }

  List<TournamentReply.AuditEntry> entries(Tournament tournament) {
    return archive.audit(tournament.name()).stream()
        .map(line -> new TournamentReply.AuditEntry(line.at(), line.by(), line.action()))
        .toList();
  }
}
