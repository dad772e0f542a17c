package arbiter.protocol;

/** The optional features a client may ask for in {@link Request.Hello}. */
public final class Features {

  /**
   * After a game's first full {@code state}, send each change as an {@link Event.Delta} with its
   * {@code seq}; a client that misses one asks for the state again with {@link Request.Resync}.
   */
  public static final String DELTA = "delta";

  /**
   * The welcome names the variant the server's challenge forms offer first ({@code variant}, the
   * server's setting {@code challenge.variant}); without it the welcome is as it always was.
   */
  public static final String FORM_VARIANT = "form_variant";

  private Features() {}
}
