package arbiter.export;

import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Variant;

/** Reading a stored game's moves back through its rules, which every writer does. */
final class StoredMoves {

  private StoredMoves() {}

  /**
   * The move {@code text} denotes in {@code position}.
   *
   * @throws IllegalArgumentException if it is no legal move: the store holds a game its rules
   *     never allowed, and an export must not pass that on as a valid file
   */
  static Move parse(Variant variant, Position position, String text, int index) {
    try {
      return variant.notation().parse(position, text);
    } catch (NotationException e) {
      throw new IllegalArgumentException(
          "stored move " + (index + 1) + " (" + text + ") cannot be played: " + e.getMessage(), e);
    }
  }
}
