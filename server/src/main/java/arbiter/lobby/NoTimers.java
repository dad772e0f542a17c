package arbiter.lobby;

import arbiter.clock.Ticker;

/** Time without timers, for a lobby whose games are all untimed. */
final class NoTimers implements Ticker {

  @Override
  public long now() {
    return System.nanoTime() / 1_000_000;
  }

  @Override
  public long epochMillis() {
    return System.currentTimeMillis();
  }

  @Override
  public Cancellable schedule(Runnable task, long delayMillis) {
    throw new UnsupportedOperationException("this lobby has no timed games");
  }
}
