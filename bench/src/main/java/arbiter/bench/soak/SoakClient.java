package arbiter.bench.soak;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.function.Predicate;

/** A blocking line client of the soak run, connecting from a chosen loopback address. */
final class SoakClient implements AutoCloseable {

  private final Socket socket;
  private final OutputStream out;
  private final BufferedReader in;

  SoakClient(int port, String from) throws IOException {
    socket = new Socket("127.0.0.1", port, InetAddress.getByName(from), 0);
    socket.setTcpNoDelay(true);
    socket.setSoTimeout(30_000);
    out = socket.getOutputStream();
    in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
  }

  void send(String line) throws IOException {
    raw((line + "\r\n").getBytes(StandardCharsets.UTF_8));
  }

  void raw(byte[] bytes) throws IOException {
    out.write(bytes);
    out.flush();
  }

  /** The next line, or an exception when the server closed the connection. */
  String next() throws IOException {
    String line = in.readLine();
    if (line == null) {
      throw new IOException("closed by the server");
    }
    return line;
  }

  /** Skips lines up to the first that matches. */
  String await(Predicate<String> wanted) throws IOException {
    while (true) {
      String line = next();
      if (wanted.test(line)) {
        return line;
      }
    }
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
