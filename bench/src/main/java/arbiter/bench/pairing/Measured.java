package arbiter.bench.pairing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A program run to its end under GNU time: its wall and CPU seconds, its peak resident memory and
 * its standard output; {@code timedOut} when it was stopped at the limit.
 */
record Measured(double wallSeconds, double cpuSeconds, long peakKib, String out, int status,
    boolean timedOut) {

  private static final String TIME = "/usr/bin/time";

  /** Whether GNU time is there to measure with ({@code apt-get install time}). */
  static boolean available() {
    return Files.isExecutable(Path.of(TIME));
  }

  /** Runs {@code command}, stopped after {@code limitSeconds}. */
  static Measured run(List<String> command, long limitSeconds)
      throws IOException, InterruptedException {
    Path times = Files.createTempFile("arbiter-time", ".txt");
    Path out = Files.createTempFile("arbiter-out", ".txt");
    List<String> timed = new ArrayList<>(List.of(TIME, "-f", "%e %U %S %M", "-o", times.toString()));
    timed.addAll(command);
    Process process = new ProcessBuilder(timed).redirectOutput(out.toFile())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    boolean ended = process.waitFor(limitSeconds, TimeUnit.SECONDS);
    if (!ended) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly().waitFor();
    }
    String output = Files.readString(out, StandardCharsets.ISO_8859_1);
    String[] t = ended ? lastLine(Files.readString(times)).split(" ") : new String[0];
    Files.deleteIfExists(times);
    Files.deleteIfExists(out);
    if (t.length < 4) {
      return new Measured(limitSeconds, Double.NaN, -1, output, -1, true);
    }
    return new Measured(Double.parseDouble(t[0]),
        Double.parseDouble(t[1]) + Double.parseDouble(t[2]), Long.parseLong(t[3]), output,
        process.exitValue(), false);
  }

  // GNU time writes "Command exited with non-zero status N" before its line when the program fails
  private static String lastLine(String text) {
    String[] lines = text.strip().split("\n");
    return lines[lines.length - 1].strip();
  }
}
