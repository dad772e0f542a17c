package arbiter.bench.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A process the load test measures from outside (the server, the C relay): started with its
 * command, it says {@code port N} on its output; what it prints later is read line by line;
 * closing its input stops it.
 */
final class ChildProcess implements AutoCloseable {

  private final Process process;
  private final BufferedReader out;
  private final int port;

  ChildProcess(List<String> command) throws IOException {
    process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    String first = out.readLine();
    if (first == null || !first.startsWith("port ")) {
      process.destroyForcibly();
      throw new IOException("the child did not start: " + command.get(0) + " said " + first);
    }
    port = Integer.parseInt(first.substring("port ".length()).strip());
  }

  int port() {
    return port;
  }

  long pid() {
    return process.pid();
  }

  /** Sends a line and reads the answer's line. */
  String ask(String line) throws IOException {
    OutputStream in = process.getOutputStream();
    in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    in.flush();
    return out.readLine();
  }

  /** SIGKILL: no shutdown hook runs, nothing is flushed (a crash). */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor();
  }

  @Override
  public void close() throws IOException, InterruptedException {
    process.getOutputStream().close();
    if (!process.waitFor(20, TimeUnit.SECONDS)) {
      process.destroy();
      process.waitFor(5, TimeUnit.SECONDS);
    }
  }
}
