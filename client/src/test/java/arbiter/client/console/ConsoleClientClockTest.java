package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.client.net.Address;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.jline.builtins.ScreenTerminal;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JLine front end in a timed game, on a scripted terminal that can redraw: the clocks stand at
 * the right of the prompt line and count down there while a move is half typed, which arrives
 * whole. A scripted server sends the state; the client's clock is injected.
 */
@Tag("socket")
class ConsoleClientClockTest {

  private static final Duration WAIT = Duration.ofSeconds(10);

  @TempDir Path data;

  @Test
  void theClocksBesideThePromptCountDownWithoutDisturbingTheLineBeingTyped() throws Exception {
    AtomicLong now = new AtomicLong(40_000_000);
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      PipedOutputStream keyboard = new PipedOutputStream();
      PipedInputStream in = new PipedInputStream(keyboard);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      Terminal terminal = TerminalBuilder.builder().system(false).streams(in, out).type("screen")
          .encoding(StandardCharsets.UTF_8).size(new Size(100, 20)).build();
      ConsoleClient client = new ConsoleClient(terminal,
          new Address("127.0.0.1", server.getLocalPort()), data.resolve("history"), now::get);
      Thread running = new Thread(() -> {
        try {
          client.run();
        } catch (Exception e) {
          throw new RuntimeException(e);
        }
      });
      running.start();
      try (Socket connection = server.accept()) {
        connection.setSoTimeout((int) WAIT.toMillis());
        BufferedReader fromClient = new BufferedReader(
            new InputStreamReader(connection.getInputStream(), StandardCharsets.UTF_8));
        Writer toClient =
            new OutputStreamWriter(connection.getOutputStream(), StandardCharsets.UTF_8);
        assertThat(fromClient.readLine()).contains("\"hello\"");
        type(keyboard, "login ann pw\n");
        assertThat(fromClient.readLine()).contains("\"login\"");
        send(toClient, new Event.Ok("login", "login successful"));
        send(toClient, new Event.GameStarted(1, "pawns", "ann", "bob", 0, "5+3"));
        send(toClient, new Event.State(ConsoleClockTest.state(1, "ongoing", null, "",
            new GameState.Clock("5+3", 300_000, 300_000, "white", 0, 0, 0, 0))));
        await().atMost(WAIT).until(() -> promptLine(out).contains("clock: white 5:00  black 5:00"));

        type(keyboard, "a1");
        await().atMost(WAIT).until(() -> promptLine(out).contains("> a1"));
        now.addAndGet(7_000);
        client.refreshClocks(); // what the once-a-second tick does
        await().atMost(WAIT).until(() -> promptLine(out).contains("clock: white 4:53  black 5:00"));
        assertThat(promptLine(out)).startsWith("ann [pawns #1, your move]> a1 ");

        type(keyboard, "b2\n");
        assertThat(fromClient.readLine()).isEqualTo(JsonCodec.encode(new Request.Move("a1b2")));
        send(toClient, new Event.Ok("move", "")); // answered, so quitting need not wait for it
        type(keyboard, "quit\n");
        running.join(WAIT.toMillis());
        assertThat(running.isAlive()).isFalse();
      }
    }
  }

  /** The line the cursor is on, as a screen would show the terminal's output so far. */
  private static String promptLine(ByteArrayOutputStream out) {
    ScreenTerminal screen = new ScreenTerminal(100, 20);
    String text;
    synchronized (out) {
      text = out.toString(StandardCharsets.UTF_8);
    }
    screen.write(text);
    int[] cursor = new int[2];
    long[] cells = new long[100 * 20];
    screen.dump(cells, 0, 0, 20, 100, cursor);
    List<String> rows = screen.toString().lines().toList();
    return rows.get(cursor[1]).stripTrailing();
  }

  private static void send(Writer toClient, Event event) throws Exception {
    toClient.write(JsonCodec.encode(event) + "\r\n");
    toClient.flush();
  }

  private static void type(PipedOutputStream keyboard, String text) throws Exception {
    keyboard.write(text.getBytes(StandardCharsets.UTF_8));
    keyboard.flush();
  }
}
