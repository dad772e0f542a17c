package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A raw ICS client over a real socket, as XBoard reads the port: the bytes as they come (FICS ends
 * lines with {@code \n\r} and leaves its prompt unended; the echo switch is bytes), read up to an
 * expected text.
 */
final class IcsClient implements AutoCloseable {

  static final Duration WAIT = Duration.ofSeconds(10);
  static final String EOL = "\n\r";
  static final String IAC_WILL_ECHO = "\u00ff\u00fb\u0001";
  static final String IAC_WONT_ECHO = "\u00ff\u00fc\u0001";

  private final Socket socket;
  private final OutputStream out;
  /** Everything received and not yet taken, bytes as ISO-8859-1 chars (IAC stays 0xFF). */
  private final StringBuilder received = new StringBuilder();
  private volatile boolean closed;

  IcsClient(int port) {
    try {
      socket = new Socket("127.0.0.1", port);
      socket.setTcpNoDelay(true);
      out = socket.getOutputStream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Thread reader = new Thread(this::read, "ics-client-reader");
    reader.setDaemon(true);
    reader.start();
  }

  /** Logs a registered user in, the way XBoard's logon script and FICS do it. */
  static IcsClient logIn(int port, String name, String password) {
    IcsClient client = new IcsClient(port);
    client.upTo("login: ");
    client.send(name);
    assertThat(client.upTo(IAC_WILL_ECHO)).isEqualTo(
        "\"" + name + "\": if it is your name, type the password." + EOL
            + "If not, just hit return to play unrated games as a guest under this name." + EOL
            + EOL + "password: "
            + IAC_WILL_ECHO);
    client.send(password);
    assertThat(client.block()).isEqualTo(IAC_WONT_ECHO + EOL
        + "**** Starting FICS session as " + name + " ****" + EOL + "fics% ");
    return client;
  }

  /** A loopback port free now, for a server's ICS port (0 turns that port off). */
  static int freePort() {
    try {
      return LoopbackPorts.free();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void read() {
    byte[] buffer = new byte[4096];
    try (InputStream in = socket.getInputStream()) {
      int n;
      while ((n = in.read(buffer)) > 0) {
        synchronized (received) {
          received.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
          received.notifyAll();
        }
      }
    } catch (IOException e) {
      // the socket closed
    }
    synchronized (received) {
      closed = true;
      received.notifyAll();
    }
  }

  /** Sends a line ended by {@code \n}, as XBoard does. */
  IcsClient send(String line) {
    try {
      out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** Everything received up to and including {@code text}, taken from the buffer. */
  String upTo(String text) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    synchronized (received) {
      while (true) {
        int at = received.indexOf(text);
        if (at >= 0) {
          String taken = received.substring(0, at + text.length());
          received.delete(0, at + text.length());
          return taken;
        }
        long left = deadline - System.nanoTime();
        if (left <= 0 || closed) {
          throw new AssertionError("no \"" + printable(text) + "\" within " + WAIT + (closed
              ? " (closed)" : "") + "; received: \"" + printable(received.toString()) + "\"");
        }
        try {
          received.wait(Math.max(1, left / 1_000_000));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new AssertionError(e);
        }
      }
    }
  }

  /** Whether the server closed the connection. */
  boolean isClosed() {
    return closed;
  }

  /** The next block of output: everything up to and including the next {@code fics% } prompt. */
  String block() {
    return upTo("fics% ");
  }

  static String printable(String text) {
    return text.replace("\n", "\\n").replace("\r", "\\r").replace("\u00ff", "<IAC>");
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
