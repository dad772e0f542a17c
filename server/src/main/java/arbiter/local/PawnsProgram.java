package arbiter.local;

import arbiter.local.pawns.PawnsDialogue;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Entry point of pawns-only chess (seed 000): pumps standard input through a {@link PawnsDialogue}.
 */
public final class PawnsProgram {

  private PawnsProgram() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in = StandardStreams.in();
    Writer out = StandardStreams.out();
    run(in, out, new PawnsDialogue());
  }

  /** Plays the dialogue on {@code in} and {@code out} until it is over or the input ends. */
  static void run(BufferedReader in, Writer out, PawnsDialogue dialogue) throws IOException {
    try {
      write(out, dialogue.start());
      out.flush();
      while (!dialogue.isOver()) {
        String line = in.readLine();
        write(out, line == null ? dialogue.end() : dialogue.line(line));
        if (!in.ready()) {
          out.flush(); // a player may be typing: show the board before waiting for the next line
        }
      }
    } finally {
      out.flush();
    }
  }

  private static void write(Writer out, List<String> lines) throws IOException {
    for (String line : lines) {
      out.write(line);
      out.write('\n');
    }
  }
}
