package arbiter.boot;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A telnet-like test client over a real socket: sends lines, collects the lines it receives. */
final class LineClient implements AutoCloseable {

  static final Duration WAIT = Duration.ofSeconds(10);
  private static final String CLOSED = "\u0000closed";

  private final Socket socket;
  private final OutputStream out;
  private final BlockingQueue<String> received = new LinkedBlockingQueue<>();
  private final List<String> seen = new ArrayList<>();
  private volatile boolean closed;

  /** A client that has read the server's banner, as a player reads it before typing. */
  LineClient(int port) {
    this(port, "127.0.0.1", true);
  }

  /** A client; {@code skipBanner} false leaves the banner to be read with {@link #next()}. */
  LineClient(int port, boolean skipBanner) {
    this(port, "127.0.0.1", skipBanner);
  }

  /** A client that connects from {@code localAddress} (any of 127.0.0.0/8 on loopback). */
  LineClient(int port, String localAddress) {
    this(port, localAddress, true);
  }

  LineClient(int port, String localAddress, boolean skipBanner) {
    try {
      socket = new Socket("127.0.0.1", port, java.net.InetAddress.getByName(localAddress), 0);
      socket.setTcpNoDelay(true);
      out = socket.getOutputStream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Thread reader = new Thread(this::read, "test-client-reader");
    reader.setDaemon(true);
    reader.start();
    if (skipBanner) {
      await(arbiter.face.text.NetworkText.BANNER_END);
      seen.clear();
    }
  }

  private void read() {
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        received.add(line);
      }
    } catch (IOException e) {
      // the socket closed
    }
    closed = true;
    received.add(CLOSED);
  }

  /** Sends the lines, each ended by {@code \r\n} as telnet does. */
  LineClient send(String... lines) {
    StringBuilder text = new StringBuilder();
    for (String line : lines) {
      text.append(line).append("\r\n");
    }
    return sendRaw(text.toString().getBytes(StandardCharsets.UTF_8));
  }

  LineClient sendRaw(byte[] bytes) {
    try {
      out.write(bytes);
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** The next line received (waiting for it). */
  String next() {
    try {
      String line = received.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
      if (line == null) {
        throw new AssertionError("no line within " + WAIT + "; seen so far: " + tail());
      }
      if (line.equals(CLOSED)) {
        received.add(CLOSED);
        throw new AssertionError("connection closed; seen so far: " + tail());
      }
      seen.add(line);
      return line;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** The next {@code count} lines. */
  List<String> next(int count) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      lines.add(next());
    }
    return lines;
  }

  /** Skips lines up to the first that matches; returns it. */
  String awaitLine(Predicate<String> wanted) {
    while (true) {
      String line = next();
      if (wanted.test(line)) {
        return line;
      }
    }
  }

  /** Skips lines up to the first equal to {@code text}. */
  String await(String text) {
    return awaitLine(text::equals);
  }

  /** The lines received so far and not yet read. */
  List<String> pending() {
    List<String> lines = new ArrayList<>();
    received.drainTo(lines);
    lines.remove(CLOSED);
    if (closed) {
      received.add(CLOSED);
    }
    return lines;
  }

  /** Whether the server closed the connection (after the lines received before it). */
  boolean isClosedByServer() {
    return closed;
  }

  private String tail() {
    return seen.subList(Math.max(0, seen.size() - 20), seen.size()).toString();
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
