package arbiter.rules;

/** A rule set: its start position, its FEN reader, its notation and a move-tree counter. */
public interface Variant {

  /** The identifier used on the wire and the command line, e.g. {@code "chess"}. */
  String id();

  /** The position every game of this variant starts from. */
  Position start();

  /**
   * The position a FEN describes (SPEC 1.6).
   *
   * @throws IllegalArgumentException if the FEN is malformed
   */
  Position fromFen(String fen);

  /** The variant's native move notation. */
  Notation notation();

  /**
   * Counts the leaf nodes of the legal-move tree of {@code position} at {@code depth}. Variants with
   * a faster generator override this; the result must not change.
   */
  default long perft(Position position, int depth) {
    if (depth == 0) {
      return 1;
    }
    long nodes = 0;
    for (Move move : position.legalMoves()) {
      nodes += depth == 1 ? 1 : perft(position.play(move), depth - 1);
    }
    return nodes;
  }
}
