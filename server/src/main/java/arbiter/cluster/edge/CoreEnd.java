package arbiter.cluster.edge;

import arbiter.cluster.Payload;

/**
 * What an edge holds open with the core under a connection number: a client's, or a page's watch.
 */
interface CoreEnd {

  /** The core's {@code number}th payload for it; Lettuce's thread, in Redis's order. */
  void fromCore(long number, Payload payload);

  /** The core ended it: what it said before is shown, then it closes. */
  void endedByCore();

  /** Closes it (a client reconnects, a page opens its watch again). */
  void close();

  /**
   * No core is heard since {@code now} (the edge's clock): a page's watch closes (the page opens
   * it again); a client's connection waits for a core.
   */
  default void coreLost(long now) {
    close();
  }

  /** A core is heard again after {@link #coreLost}: a waiting connection opens at it again. */
  default void coreBack() {}

  /** Once a second while connections wait: one that waited over {@code boundMillis} closes. */
  default void waited(long now, long boundMillis) {}
}
