package arbiter.local;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/** Entry point of 5x5 shogi (seed 001): pumps standard input through a {@link MinishogiSession}. */
public final class MinishogiProgram {

  private MinishogiProgram() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
    Writer out =
        new BufferedWriter(
            new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8),
            1 << 16);
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
