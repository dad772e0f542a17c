package arbiter.local;

import arbiter.game.SeedCheckersBoard;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.checkers.CheckersVariant;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Entry point of the draughts replay (seed 004): reads {@code N} and {@code N} moves, plays them
 * from the start under the seed's rules (no draw rules) and prints the board the seed's way.
 */
public final class ReplayProgram {

  private ReplayProgram() {}

  public static void main(String[] args) throws IOException {
    Writer out = StandardStreams.out();
    int status = run(System.in, out, System.err);
    out.flush();
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Replays the game of {@code in} and prints its board on {@code out}; returns the exit status: 0,
   * or 1 after one line on {@code err} naming the move that is illegal, unreadable or missing.
   */
  static int run(InputStream in, Writer out, PrintStream err) throws IOException {
    // moves contain no blanks (seed 004), so the input is read as blank-separated words
    String[] words = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip().split("\\s+");
    int count;
    try {
      count = Integer.parseInt(words[0]);
    } catch (NumberFormatException e) {
      err.println("replay: the input must start with the number of moves, not '" + words[0] + "'");
      return 1;
    }
    if (count < 0) {
      err.println("replay: the number of moves must not be negative: " + count);
      return 1;
    }
    CheckersVariant variant = CheckersVariant.WITHOUT_DRAWS;
    Notation notation = variant.notation();
    Position position = variant.start();
    for (int number = 1; number <= count; number++) {
      if (number >= words.length) {
        err.println("replay: move " + number + " is missing (" + count + " announced)");
        return 1;
      }
      String text = words[number];
      try {
        position = position.play(notation.parse(position, text));
      } catch (NotationException e) {
        String why =
            e.kind() == NotationException.Kind.MALFORMED ? "is not a move" : "is illegal";
        err.println("replay: move " + number + " " + text + " " + why);
        return 1;
      }
    }
    for (String line : SeedCheckersBoard.INSTANCE.lines(position)) {
      out.write(line);
      out.write('\n');
    }
    return 0;
  }
}
