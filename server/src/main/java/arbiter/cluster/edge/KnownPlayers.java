package arbiter.cluster.edge;

import arbiter.cluster.Payload;
import arbiter.face.ics.IcsPlayers;
import java.util.List;

/**
 * What the core's lobby said of the players the call being shown names ({@link Payload.Players},
 * sent just before it): an edge's ICS face asks it rather than a lobby. A name the core did not
 * mention is no guest. Read and written on the connection's event loop.
 */
final class KnownPlayers implements IcsPlayers {

  private List<String> guests = List.of();

  /** The core's word for the next call. */
  void heard(Payload.Players players) {
    guests = players.guests();
  }

  @Override
  public boolean guest(String name) {
    return guests.contains(name);
  }
}
