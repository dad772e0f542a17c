package arbiter.local;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;

/** Entry point of 5x5 shogi (seed 001): pumps standard input through a {@link MinishogiSession}. */
public final class MinishogiProgram {

  private MinishogiProgram() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in = StandardStreams.in();
    Writer out = StandardStreams.out();
    run(in, out);
  }

  /** Plays every line of {@code in} until {@code 0}, a win or the end of the input. */
  static void run(BufferedReader in, Writer out) throws IOException {
    MinishogiSession session = new MinishogiSession();
    try {
      for (String line = in.readLine(); line != null && !session.isOver(); line = in.readLine()) {
        for (String output : session.line(line)) {
          out.write(output);
          out.write('\n');
        }
        if (!in.ready()) {
          out.flush(); // someone may be typing: answer before waiting for the next line
        }
      }
    } finally {
      out.flush();
    }
  }
}
