package arbiter.cluster;

import arbiter.config.Settings;

/**
 * How long a lease lasts unrenewed before a standby takes it ({@code cluster.lease.millis}, 3000)
 * and how often its holder renews it and a standby looks ({@code cluster.renew.millis}, 1000). A
 * takeover comes a lease and at most one look after the last renewal: under 10 s by default.
 */
public record LeaseTiming(long leaseMillis, long renewMillis) {

  public LeaseTiming {
    if (renewMillis <= 0 || renewMillis >= leaseMillis) {
      throw new IllegalArgumentException("setting cluster.renew.millis (" + renewMillis
          + ") must be above 0 and below cluster.lease.millis (" + leaseMillis + ")");
    }
  }

  /** The timing the settings give. */
  public static LeaseTiming of(Settings settings) {
    return new LeaseTiming(settings.integer("cluster.lease.millis", 3000),
        settings.integer("cluster.renew.millis", 1000));
  }
}
