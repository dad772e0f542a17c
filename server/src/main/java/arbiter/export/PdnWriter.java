package arbiter.export;

import arbiter.game.StoredGame;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * One Russian draughts game as PDN (GameType 25): algebraic squares, {@code -} for a move and
 * {@code :} between the landing squares of a capture, which is both PDN's Russian usage and
 * Arbiter's native notation (SPEC 1.5).
 */
final class PdnWriter {

  /** PDN's GameType for Russian draughts. */
  static final String RUSSIAN = "25";

  private PdnWriter() {}

  static String game(StoredGame game, Variant variant, String event, String round) {
    StringBuilder out = new StringBuilder(1024);
    String result = PgnText.draughtsResult(game.result());
    PgnText.sevenTags(out, game, event, round, result);
    PgnText.tag(out, "GameType", RUSSIAN);
    if (game.timeControl() != null) {
      PgnText.tag(out, "TimeControl", PgnTimeControl.of(game.timeControl()));
    }
    String annotator = PgnText.annotator(game);
    if (annotator != null) {
      PgnText.tag(out, "Annotator", annotator); // PDN takes PGN's tags
    }
    out.append('\n');
    List<String> tokens = new ArrayList<>();
    Position position = variant.start();
    List<String> moves = game.moves();
    for (int i = 0; i < moves.size(); i++) {
      Move move = StoredMoves.parse(variant, position, moves.get(i), i);
      if (i % 2 == 0) {
        tokens.add(i / 2 + 1 + ".");
      }
      tokens.add(variant.notation().format(position, move));
      position = position.play(move);
    }
    tokens.addAll(PgnText.comment(PgnText.decision(game, PgnText::draughtsResult)));
    tokens.add(result);
    PgnText.wrap(out, tokens);
    return out.toString();
  }
}
