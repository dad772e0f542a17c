package arbiter.local.judge;

import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.chess.ChessVariant;

/**
 * Judges one chess game fed move by move in lenient SAN. Moves are examined in order and the first
 * problem decides: an ambiguous move is a puzzle, a move no piece can make is illegal, and any move
 * after mate or stalemate is dead. The moves are read directly against the legal-move list.
 */
public final class GameJudge {

  private static final Notation SAN = ChessVariant.MATE_OR_STALEMATE.notation();

  private Position position = ChessVariant.MATE_OR_STALEMATE.start();

  /** The verdict once a problem has decided it, else null. */
  private Verdict decided;

  /** Examines the next move of the game. */
  public void move(String san) {
    if (decided != null) {
      return;
    }
    if (position.outcome().isOver()) {
      decided = Verdict.DEAD_MOVES;
      return;
    }
    try {
      position = position.play(SAN.parse(position, san));
    } catch (NotationException e) {
      decided =
          e.kind() == NotationException.Kind.AMBIGUOUS ? Verdict.PUZZLE_MOVE : Verdict.ILLEGAL_MOVE;
    }
  }

  /** The verdict on the moves examined so far, taken as the whole game. */
  public Verdict verdict() {
    if (decided != null) {
      return decided;
    }
    Outcome outcome = position.outcome();
    return switch (outcome.status()) {
      case WIN -> outcome.winner() == Side.WHITE ? Verdict.WHITE_WIN : Verdict.BLACK_WIN;
      case DRAW -> Verdict.STALEMATE;
      case ONGOING -> Verdict.DRAW;
    };
  }

  /** Judges a whole game. */
  public static Verdict judge(Iterable<String> moves) {
    GameJudge judge = new GameJudge();
    for (String move : moves) {
      judge.move(move);
    }
    return judge.verdict();
  }
}
