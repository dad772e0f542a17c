package arbiter.rules;

/**
 * A move of some variant. Each variant defines its own move type; code outside the variant only
 * passes moves back to the position that produced them and to the variant's {@link Notation}.
 */
public interface Move {

  /**
   * The square the move starts from as {@code {row, column}}, 0-based from the bottom-left of the
   * board as white sees it, or {@code null} for a move that starts off the board (a drop). A
   * variant may share the array between moves: callers read it, never change it.
   */
  int[] from();

  /**
   * The square the move ends on as {@code {row, column}}, 0-based and maybe shared, like {@link
   * #from()}.
   */
  int[] to();
}
