package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.client.TestServers;
import arbiter.client.net.Address;
import arbiter.client.net.ServerLink;
import arbiter.protocol.Request;
import arbiter.boot.ArbiterServer;
import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JLine front end on a scripted terminal: lines typed, replies printed, history written. */
@Tag("socket")
class ConsoleClientTerminalTest {

  @TempDir Path data;

  @Test
  void typedLinesReachTheServerAndRepliesArePrinted() throws Exception {
    try (ArbiterServer server = TestServers.start(data, 0)) {
      PipedOutputStream keyboard = new PipedOutputStream();
      PipedInputStream in = new PipedInputStream(keyboard);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      Terminal terminal = TerminalBuilder.builder().system(false).streams(in, out)
          .type(Terminal.TYPE_DUMB).encoding(StandardCharsets.UTF_8).build();
      Path history = data.resolve("history");
      ConsoleClient client = new ConsoleClient(terminal, new Address("127.0.0.1", server.port()), history);
      Thread running = new Thread(() -> {
        try {
          client.run();
        } catch (Exception e) {
          throw new RuntimeException(e);
        }
      });
      running.start();

      type(keyboard, "register ann pw\n");
      await().atMost(Duration.ofSeconds(10)).until(() -> text(out).contains("register successful"));
      type(keyboard, "login ann pw\nwho\n");
      await().atMost(Duration.ofSeconds(10)).until(() -> text(out).contains("online: ann"));
      try (ServerLink bob = new ServerLink(new Address("127.0.0.1", server.port()), "bob", event -> { })) {
        bob.start();
        bob.awaitConnected(Duration.ofSeconds(10));
        bob.send(new Request.Register("bob", "pw"));
        bob.send(new Request.Login("bob", "pw"));
        // a line typed in two pieces around a message printed above it arrives whole
        type(keyboard, "decl");
        bob.send(new Request.Challenge("ann", 0, "chess"));
        await().atMost(Duration.ofSeconds(10))
            .until(() -> text(out).contains("bob challenges you to chess (no move limit, untimed, rated; bob plays white):"
                + " accept bob or decline bob"));
        type(keyboard, "ine bob\n");
        await().atMost(Duration.ofSeconds(10)).until(() -> text(out).contains("challenge declined"));
      }
      type(keyboard, "quit\n");
      running.join(10_000);

      assertThat(running.isAlive()).isFalse();
      assertThat(text(out)).contains("connected to arbiter (protocol 2)").contains("ann> ");
      assertThat(history).content().contains("login ann pw").contains("who").contains("decline bob");
    }
  }

  private static void type(PipedOutputStream keyboard, String text) throws Exception {
    keyboard.write(text.getBytes(StandardCharsets.UTF_8));
    keyboard.flush();
  }

  private static String text(ByteArrayOutputStream out) {
    synchronized (out) {
      return out.toString(StandardCharsets.UTF_8);
    }
  }
}
