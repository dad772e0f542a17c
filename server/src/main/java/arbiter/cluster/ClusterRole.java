package arbiter.cluster;

import arbiter.config.Settings;
import java.util.Locale;

/** What a node is ({@code cluster.role}): the whole server alone, a core, or an edge. */
public enum ClusterRole {
  /** One process with everything (the default; SQLite unless {@code jdbc.url} says otherwise). */
  SINGLE,
  /** The lobby, rooms, director and journal; a second core with the same settings is standby. */
  CORE,
  /** The faces only, forwarding to the core. */
  EDGE;

  /**
   * Whether a node of this role leads by the lease ({@link CoreLeader}): a core on PostgreSQL,
   * which a standby shares. A core on SQLite keeps its data directory to itself, as a single
   * server does, and has no standby.
   */
  public boolean leased(Settings settings) {
    return this == CORE && settings.string("jdbc.url", "").startsWith("jdbc:postgresql:");
  }

  /** The role the settings name; a name that is no role is an error naming the key. */
  public static ClusterRole of(Settings settings) {
    String name = settings.string("cluster.role", "single");
    try {
      return valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "setting cluster.role is single, core or edge, not " + name, e);
    }
  }
}
