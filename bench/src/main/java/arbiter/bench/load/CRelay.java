package arbiter.bench.load;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The C relay ({@code bench/src/main/c/relay.c}, in the jar as a resource), compiled with the
 * machine's {@code cc} when there is one.
 */
final class CRelay {

  private CRelay() {}

  /**
   * Compiles the relay into {@code dir}; returns the program, or {@code null} with the reason
   * printed when there is no C compiler or it failed.
   */
  static Path compile(Path dir, java.io.PrintStream out) throws IOException, InterruptedException {
    Path source = dir.resolve("relay.c");
    try (InputStream in = CRelay.class.getResourceAsStream("relay.c")) {
      if (in == null) {
        out.println("C relay skipped: relay.c is not in the bench jar");
        return null;
      }
      Files.copy(in, source);
    }
    Path program = dir.resolve("relay");
    Process cc;
    try {
      cc = new ProcessBuilder("cc", "-O2", "-o", program.toString(), source.toString())
          .redirectErrorStream(true).start();
    } catch (IOException noCompiler) {
      out.println("C relay skipped: no C compiler (cc) on this machine");
      return null;
    }
    String said = new String(cc.getInputStream().readAllBytes());
    if (!cc.waitFor(60, TimeUnit.SECONDS) || cc.exitValue() != 0) {
      out.println("C relay skipped: cc failed: " + said.strip());
      return null;
    }
    return program;
  }

  /** Starts the relay: {@code toMover} bytes back to a line's sender, the line padded to {@code toPartner}. */
  static ChildProcess start(Path program, int toMover, int toPartner) throws IOException {
    return new ChildProcess(List.of(program.toString(), String.valueOf(toMover),
        String.valueOf(toPartner)));
  }
}
