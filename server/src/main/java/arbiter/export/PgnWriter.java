package arbiter.export;

import arbiter.game.StoredGame;
import arbiter.game.StoredGame.MoveClock;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.Variant;
import java.util.ArrayList;
import java.util.List;

/** One game of chess, kingcapture or pawns as PGN. */
final class PgnWriter {

  private PgnWriter() {}

  static String game(StoredGame game, Variant variant, String event, String round) {
    boolean chess = variant.id().equals("chess");
    StringBuilder out = new StringBuilder(1024);
    String result = PgnText.chessResult(game.result());
    PgnText.sevenTags(out, game, event, round, result);
    if (!chess) {
      // not the chess start (pawns) or not chess rules (kingcapture): readers must assume neither
      PgnText.tag(out, "SetUp", "1");
      PgnText.tag(out, "FEN", variant.start().toFen());
    }
    PgnText.tag(out, "Variant", chess ? "Standard" : variant.id());
    PgnText.tag(out, "TimeControl", PgnTimeControl.of(game.timeControl()));
    PgnText.tag(out, "Termination", termination(game));
    PgnText.tag(out, "PlyCount", Integer.toString(game.moves().size()));
    String annotator = PgnText.annotator(game);
    if (annotator != null) {
      PgnText.tag(out, "Annotator", annotator);
    }
    out.append('\n');
    PgnText.wrap(out, movetext(game, variant, result));
    return out.toString();
  }

  /**
   * The movetext tokens: move numbers, moves, clock comments and the result. A move of black after
   * a comment repeats its number ({@code 1...}), as PGN's export format asks.
   */
  private static List<String> movetext(StoredGame game, Variant variant, String result) {
    // each variant's own notation writes what PGN wants: chess writes SAN (whatever was stored),
    // kingcapture and pawns coordinates (e2e4), PGN's long algebraic form, free of the check marks
    // that SAN would add and their rules do not have
    Notation writer = variant.notation();
    List<String> tokens = new ArrayList<>();
    Position position = variant.start();
    List<String> moves = game.moves();
    boolean afterComment = false;
    for (int i = 0; i < moves.size(); i++) {
      Move move = StoredMoves.parse(variant, position, moves.get(i), i);
      boolean white = position.sideToMove() == Side.WHITE;
      int number = i / 2 + 1;
      if (white) {
        tokens.add(number + ".");
      } else if (i == 0 || afterComment) {
        tokens.add(number + "...");
      }
      tokens.add(writer.format(position, move));
      afterComment = i < game.clocks().size();
      if (afterComment) {
        tokens.add("{[%clk " + clock(game.clocks().get(i)) + "]}");
      }
      position = position.play(move);
    }
    tokens.addAll(PgnText.comment(PgnText.decision(game, PgnText::chessResult)));
    tokens.add(result);
    return tokens;
  }

  /** A remaining time as {@code h:mm:ss}, rounded down: the clock had no more whole seconds. */
  static String clock(MoveClock clock) {
    long seconds = Math.max(0, clock.millis()) / 1000;
    return String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
  }

  /**
   * The PGN standard's Termination value (section 9.8.1): a game decided on the board, by
   * agreement, by a rule or by resignation ended {@code normal}ly; one a player left or never came
   * to was {@code abandoned}; an unfinished game is {@code unterminated}.
   */
  static String termination(StoredGame game) {
    if (game.result() == null) {
      return "unterminated";
    }
    Termination termination = Termination.ofWord(String.valueOf(game.reason())).orElse(null);
    if (termination == null) {
      return "normal";
    }
    return switch (termination) {
      case TIME_FORFEIT -> "time forfeit";
      case ADJUDICATION -> "adjudication";
      case ABANDONED, ABSENT, BOTH_ABSENT, NO_FIRST_MOVE -> "abandoned";
      default -> "normal";
    };
  }
}
