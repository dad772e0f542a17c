package arbiter.cluster;

/**
 * A stand-in {@link Leadership} for a cluster of one core: it always leads, under an epoch taken
 * when it starts, so that edges tell a restarted core from the one they knew. The PostgreSQL lease
 * (a standby core) replaces it.
 */
public final class SoleLeader implements Leadership {

  private final long epoch;

  /** @param epoch greater than any earlier run's, e.g. the start time in milliseconds */
  public SoleLeader(long epoch) {
    this.epoch = epoch;
  }

  @Override
  public void onLeader(Runnable action) {
    action.run();
  }

  @Override
  public boolean isLeader() {
    return true;
  }

  @Override
  public long epoch() {
    return epoch;
  }
}
