package arbiter.cluster;

/**
 * Whether this node is the cluster's core now. What only the core may run (the journal, the
 * rooms, the listener of the edges' commands) starts on {@link #onLeader}.
 */
public interface Leadership {

  /** Whether this node holds the lease now. */
  boolean isLeader();

  /** The epoch of the lease this node holds or held last; 0 before it ever led. */
  long epoch();

  /** Runs {@code action} once this node leads: at once when it does already. */
  void onLeader(Runnable action);

  /** The leadership of a node that is alone ({@code cluster.role=single}): it always leads. */
  Leadership ALONE = new Leadership() {
    @Override
    public boolean isLeader() {
      return true;
    }

    @Override
    public long epoch() {
      return 0;
    }

    @Override
    public void onLeader(Runnable action) {
      action.run();
    }
  };
}
