package arbiter.rules;

import java.util.List;

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

  /**
   * The native notation of every move of {@code position}'s {@link Position#legalMoves()}, in
   * their order: what a server sends with every change, so a notation may make them at once.
   */
  default List<String> formatLegal(Position position) {
    List<Move> moves = position.legalMoves();
    String[] texts = new String[moves.size()];
    for (int i = 0; i < texts.length; i++) {
      texts[i] = format(position, moves.get(i));
    }
    return List.of(texts);
  }
}
