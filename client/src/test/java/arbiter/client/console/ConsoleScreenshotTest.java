package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.Screen;
import arbiter.client.TestServers;
import arbiter.client.net.Address;
import arbiter.client.net.LinkListener;
import arbiter.client.net.ServerLink;
import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A chess opening in the console client with colours and Unicode pieces, its output painted to
 * target/screenshots/console.png (the README's console picture).
 */
@Tag("socket")
class ConsoleScreenshotTest {

  @TempDir Path data;

  @Test
  void aColourGameIsPaintedAsATerminalWouldShowIt() throws Exception {
    try (ArbiterServer server = TestServers.start(data, 0)) {
      List<String> transcript = java.util.Collections.synchronizedList(new ArrayList<>());
      Screen annScreen = new Screen();
      ConsoleSession[] ann = new ConsoleSession[1];
      ServerLink annLink = link(server.port(), event -> ann[0].received(event));
      ann[0] = new ConsoleSession(annLink::send, lines -> {
        transcript.addAll(lines);
        annScreen.accept(lines);
      }, new BoardDrawing(true, true));
      Screen bobScreen = new Screen();
      ConsoleSession[] bob = new ConsoleSession[1];
      ServerLink bobLink = link(server.port(), event -> bob[0].received(event));
      bob[0] = new ConsoleSession(bobLink::send, bobScreen, BoardDrawing.ascii());
      annLink.start();
      bobLink.start();
      annScreen.await(line -> line.startsWith("connected"));
      bobScreen.await(line -> line.startsWith("connected"));
      bob[0].typed("register bob pw");
      bobScreen.await("register successful");
      bob[0].typed("login bob pw");
      bobScreen.await("login successful");

      type(ann[0], transcript, "register ann pw");
      annScreen.await("register successful");
      type(ann[0], transcript, "login ann pw");
      annScreen.await("login successful");
      type(ann[0], transcript, "challenge bob 0 chess");
      bobScreen.await(line -> line.startsWith("ann challenges you"));
      bob[0].typed("accept ann");
      annScreen.await(line -> line.endsWith("(you)"));
      transcript.clear();
      type(ann[0], transcript, "e4");
      bobScreen.await("ann played e4");
      bob[0].typed("say have fun");
      bob[0].typed("e5");
      annScreen.await("bob played e5");
      annScreen.await(line -> line.endsWith("(you)"));
      transcript.add(ann[0].prompt() + "Nf");

      BufferedImage picture = AnsiPicture.of(transcript, 60);
      Path out = Path.of("target", "screenshots");
      Files.createDirectories(out);
      ImageIO.write(picture, "png", out.resolve("console.png").toFile());
      assertThat(transcript).contains("bob: have fun");
      annLink.close();
      bobLink.close();
    }
  }

  private static void type(ConsoleSession session, List<String> transcript, String line) {
    transcript.add(session.prompt() + line);
    session.typed(line);
  }

  private static ServerLink link(int port, java.util.function.Consumer<Event> events) {
    return new ServerLink(new Address("127.0.0.1", port), "test", new LinkListener() {
      @Override
      public void received(Event event) {
        events.accept(event);
      }
    });
  }
}
