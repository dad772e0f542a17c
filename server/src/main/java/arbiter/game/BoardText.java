package arbiter.game;

import arbiter.rules.Position;
import arbiter.rules.minishogi.SeedBoard;
import java.util.List;

/** Draws a position as lines of text, the way its variant's seed draws it. */
@FunctionalInterface
public interface BoardText {

  /** The board, top row first. */
  List<String> lines(Position position);

  /** The drawing for a variant: its seed's board where one is known, else the FEN. */
  static BoardText of(String variantId) {
    return switch (variantId) {
      case "kingcapture", "chess" -> SeedChessBoard.INSTANCE;
      case "pawns" -> SeedPawnsBoard.INSTANCE;
      case "minishogi" -> SeedBoard::lines;
      case "checkers" -> SeedCheckersBoard.INSTANCE;
      default -> position -> List.of(position.toFen());
    };
  }
}
