package arbiter.local.pawns;

import arbiter.game.BoardText;
import arbiter.rules.Move;
import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.pawns.PawnsNotation;
import arbiter.rules.pawns.PawnsVariant;
import java.util.ArrayList;
import java.util.List;

/**
 * The seed 000 console dialogue as a state machine: two names, then one move per line until a win,
 * a stalemate or {@code exit}. Takes input lines and returns output lines; knows no streams.
 *
 * <p>A move is checked in the seed's order: its shape ({@code Invalid Input}), then whether the
 * mover has a pawn on its first square ({@code No white pawn at e3}), then legality ({@code Invalid
 * Input}).
 */
public final class PawnsDialogue {

  private enum Stage {
    FIRST_NAME,
    SECOND_NAME,
    PLAYING,
    OVER
  }

  private static final BoardText BOARD = BoardText.of("pawns");

  private final String[] names = new String[2];
  private Position position;
  private Stage stage = Stage.FIRST_NAME;

  /** A dialogue that starts its game from the usual position. */
  public PawnsDialogue() {
    this(PawnsVariant.PAWNS.start());
  }

  /** A dialogue whose game starts from {@code position} (a pawns position). */
  public PawnsDialogue(Position position) {
    this.position = position;
  }

  /** The lines printed before any input: the title and the first prompt. */
  public List<String> start() {
    return List.of("Pawns-Only Chess", "First Player's name:");
  }

  /**
   * Reads one input line; returns the lines it prints. Nothing once the dialogue is over. {@code
   * exit} ends the dialogue at any prompt, a name prompt included (SPEC 1.1 names no exception).
   */
  public List<String> line(String line) {
    if (line.equals("exit")) {
      return end();
    }
    switch (stage) {
      case FIRST_NAME -> {
        names[0] = line;
        stage = Stage.SECOND_NAME;
        return List.of("Second Player's name:");
      }
      case SECOND_NAME -> {
        names[1] = line;
        stage = Stage.PLAYING;
        List<String> out = new ArrayList<>(BOARD.lines(position));
        out.add("");
        out.add(prompt());
        return out;
      }
      case PLAYING -> {
        return move(line);
      }
      default -> {
        return List.of();
      }
    }
  }

  /** The end of input: says goodbye unless the dialogue is already over. */
  public List<String> end() {
    if (stage == Stage.OVER) {
      return List.of();
    }
    stage = Stage.OVER;
    return List.of("Bye!");
  }

  /** Whether the game has ended or a player has typed {@code exit}. */
  public boolean isOver() {
    return stage == Stage.OVER;
  }

  private List<String> move(String text) {
    Side mover = position.sideToMove();
    if (!PawnsNotation.isWellFormed(text)) {
      return List.of("Invalid Input", prompt());
    }
    int[] origin = PawnsNotation.origin(text);
    boolean ownPawn =
        position
            .occupant(origin[0], origin[1])
            .filter(piece -> piece.side() == mover)
            .isPresent();
    if (!ownPawn) {
      return List.of("No " + mover.label() + " pawn at " + text.substring(0, 2), prompt());
    }
    Move move;
    try {
      move = PawnsVariant.PAWNS.notation().parse(position, text);
    } catch (NotationException e) {
      return List.of("Invalid Input", prompt());
    }
    position = position.play(move);
    List<String> out = new ArrayList<>(BOARD.lines(position));
    out.add("");
    Outcome outcome = position.outcome();
    if (!outcome.isOver()) {
      out.add(prompt());
      return out;
    }
    if (outcome.status() == Outcome.Status.DRAW) {
      out.add("Stalemate!");
    } else {
      out.add(outcome.winner() == Side.WHITE ? "White Wins!" : "Black Wins!");
    }
    out.addAll(end());
    return out;
  }

  private String prompt() {
    return names[position.sideToMove().ordinal()] + "'s turn:";
  }
}
