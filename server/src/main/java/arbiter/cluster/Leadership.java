package arbiter.cluster;

/**
 * Whether this core leads the cluster now, and under which epoch. The core serves its edges only
 * while it leads; a new epoch tells the edges that the core changed.
 */
public interface Leadership {

  /** Runs {@code action} once this node leads (at once when it already does). */
  void onLeader(Runnable action);

  /** Whether this node leads now. */
  boolean isLeader();

  /** The epoch of the current leadership; a later leader's is greater. */
  long epoch();
}
