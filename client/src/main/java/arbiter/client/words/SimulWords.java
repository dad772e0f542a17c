package arbiter.client.words;

import arbiter.protocol.Event;
import arbiter.protocol.SimulData;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The clients' lines for the simul messages: a listing from its fields in the client's words, an
 * answer or news as the server words it ({@code text}, in the language the client asked for).
 */
public final class SimulWords {

  private SimulWords() {}

  /** The lines of a simul message, or {@code null} when the message is no simul's. */
  public static List<String> lines(Event event) {
    if (event instanceof Event.Simul simul) {
      return List.of(simul.text().split("\n"));
    }
    if (event instanceof Event.Simuls simuls) {
      return listing(simuls.simuls());
    }
    if (event instanceof Event.SimulLobby lobby) {
      return listing(lobby.simuls());
    }
    if (event instanceof Event.SimulNotice notice) {
      return List.of("* " + notice.text());
    }
    if (event instanceof Event.SimulOver over) {
      return List.of("* " + over.text());
    }
    if (event instanceof Event.SimulAudit audit) {
      List<String> lines = new ArrayList<>();
      for (SimulData.AuditRow row : audit.rows()) {
        lines.add(Instant.ofEpochMilli(row.at()) + " " + row.by() + ": "
            + (row.message() != null ? row.message() : row.action()));
      }
      return lines;
    }
    return null;
  }

  /** The simuls, one line each, or the line that there are none. */
  public static List<String> listing(List<SimulData> simuls) {
    if (simuls.isEmpty()) {
      return List.of(w("client.simul_none"));
    }
    List<String> lines = new ArrayList<>();
    simuls.forEach(simul -> lines.add(row(simul)));
    return lines;
  }

  /** One simul: host, variant, time, boards and stage. */
  public static String row(SimulData simul) {
    return w("client.simul_row", simul.host(), simul.variant(),
        simul.time() == null ? w("client.simul_untimed") : simul.time(), simul.boards().size(),
        switch (simul.stage()) { // the keys written out, for the words check
          case "open" -> w("client.simul_open", simul.host());
          case "running" -> w("client.simul_running");
          default -> w("client.simul_over");
        });
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }
}
