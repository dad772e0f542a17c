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
}
