package arbiter.rules;

/** Reads and writes one variant's native move notation. */
public interface Notation {

  /**
   * The legal move of {@code position} that {@code text} denotes.
   *
   * @throws NotationException if the text is malformed, names no legal move, or names several
   */
  Move parse(Position position, String text) throws NotationException;

  /** The native notation of {@code move}, a legal move of {@code position}. */
  String format(Position position, Move move);
}
