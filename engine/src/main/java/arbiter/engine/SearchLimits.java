package arbiter.engine;

import java.util.function.LongSupplier;

/**
 * When a search stops: after a depth, a number of nodes, or a deadline on a clock the caller gives
 * (nanoseconds, e.g. {@code System::nanoTime}, or a fake clock in tests). The soft time is when no
 * new iteration starts; the hard time aborts the running one.
 *
 * @param depth the deepest iteration, in plies
 * @param nodes the node budget
 * @param softNanos after this long no new iteration starts
 * @param hardNanos after this long the search stops, checked every few hundred nodes
 * @param clock the caller's clock in nanoseconds
 */
public record SearchLimits(int depth, long nodes, long softNanos, long hardNanos, LongSupplier clock) {

  /** The deepest a search goes, whatever the limits say. */
  public static final int MAX_DEPTH = 64;

  private static final LongSupplier NO_CLOCK = () -> 0L;

  public SearchLimits {
    if (depth < 1 || nodes < 1 || softNanos < 0 || hardNanos < 0) {
      throw new IllegalArgumentException("search limits must be positive");
    }
    depth = Math.min(depth, MAX_DEPTH);
  }

  /** Searches to {@code depth} plies, with no other limit. */
  public static SearchLimits depth(int depth) {
    return new SearchLimits(depth, Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE, NO_CLOCK);
  }

  /** Searches until about {@code nodes} nodes are visited (always finishing the first ply). */
  public static SearchLimits nodes(long nodes) {
    return new SearchLimits(MAX_DEPTH, nodes, Long.MAX_VALUE, Long.MAX_VALUE, NO_CLOCK);
  }

  /** Searches for a time on {@code clock}: no new iteration after {@code soft}, none past {@code hard}. */
  public static SearchLimits time(long softNanos, long hardNanos, LongSupplier clock) {
    return new SearchLimits(MAX_DEPTH, Long.MAX_VALUE, softNanos, hardNanos, clock);
  }

  /** These limits, with a depth of at most {@code depth}. */
  public SearchLimits atMostDepth(int depth) {
    return new SearchLimits(Math.min(this.depth, depth), nodes, softNanos, hardNanos, clock);
  }

  /** These limits, with at most {@code nodes} nodes. */
  public SearchLimits atMostNodes(long nodes) {
    return new SearchLimits(depth, Math.min(this.nodes, nodes), softNanos, hardNanos, clock);
  }
}
