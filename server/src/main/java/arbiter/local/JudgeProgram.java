package arbiter.local;

import arbiter.local.judge.JudgeInputException;
import arbiter.local.judge.JudgeSession;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.util.Optional;

/**
 * Entry point of the chess judge (seed 003): pumps standard input through a {@link JudgeSession}.
 */
public final class JudgeProgram {

  private JudgeProgram() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in = StandardStreams.in();
    Writer out = StandardStreams.out();
    int status = run(in, out, System.err);
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Judges every game of {@code in}, one verdict line each on {@code out}; returns the exit status:
   * 0, or 1 after a one-line message on {@code err} if the input is malformed.
   */
  static int run(BufferedReader in, Writer out, PrintStream err) throws IOException {
    JudgeSession session = new JudgeSession();
    try {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        Optional<String> verdict = session.line(line);
        if (verdict.isPresent()) {
          out.write(verdict.get());
          out.write('\n');
          if (!in.ready()) {
            out.flush(); // someone may be typing: answer before waiting for the next line
          }
        }
        if (session.isOver()) {
          break;
        }
      }
      session.end();
      return 0;
    } catch (JudgeInputException e) {
      err.println("judge: " + e.getMessage());
      return 1;
    } finally {
      out.flush();
    }
  }
}
