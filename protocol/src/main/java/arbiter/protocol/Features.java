package arbiter.protocol;

/** The optional features a client may ask for in {@link Request.Hello}. */
public final class Features {

  /**
   * After a game's first full {@code state}, send each change as an {@link Event.Delta} with its
   * {@code seq}; a client that misses one asks for the state again with {@link Request.Resync}.
   */
  public static final String DELTA = "delta";

  private Features() {}
}
