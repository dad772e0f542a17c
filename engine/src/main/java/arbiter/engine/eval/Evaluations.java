package arbiter.engine.eval;

import arbiter.engine.Evaluation;
import arbiter.rules.Variant;

/** The evaluation of each variant, by the variant's id. */
public final class Evaluations {

  private Evaluations() {}

  /**
   * The evaluation for {@code variant}.
   *
   * @throws IllegalArgumentException for a variant the engine does not know
   */
  public static Evaluation of(Variant variant) {
    return switch (variant.id()) {
      case "chess" -> ChessEvaluation.chess();
      case "kingcapture" -> ChessEvaluation.kingCapture();
      case "pawns" -> new PawnsEvaluation();
      case "minishogi" -> new MinishogiEvaluation();
      case "checkers" -> new CheckersEvaluation();
      default -> throw new IllegalArgumentException("no engine for variant " + variant.id());
    };
  }
}
