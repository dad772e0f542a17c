package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.client.swing.Bot;
import arbiter.boot.ServerProcess;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console client as a process of its own through a real {@code kill -9} of its server and a
 * restart on the same port: it reconnects and logs in by itself, prints its game at the stored
 * position with the clocks as they were and the line saying whom the game waits for, and plays
 * on once the other player is back.
 */
@Tag("socket")
@Tag("process")
class ConsoleComebackTest {

  private static final Duration WAIT = Duration.ofSeconds(30);
  private static final Pattern CLOCKS =
      Pattern.compile("clock: white (\\d+):(\\d{2})\\S*  black (\\d+):(\\d{2})");

  @TempDir Path home;
  @TempDir Path data;
  @TempDir Path user;

  @Test
  void theConsoleClientComesBackIntoItsGameAfterAKillAndARestart() throws Exception {
    int port = ServerProcess.freePort();
    ServerProcess first = new ServerProcess(home, data, port, 0, "resume.grace.seconds=120");
    Process console = console(port);
    List<String> printed = new CopyOnWriteArrayList<>();
    Thread reader = new Thread(() -> read(console, printed), "console-output");
    reader.setDaemon(true);
    reader.start();
    try (OutputStream keyboard = console.getOutputStream()) {
      String clocksBefore;
      try (first; Bot bob = new Bot(port)) {
        type(keyboard, "register ann pw");
        awaitLine(printed, line -> line.contains("register successful"));
        type(keyboard, "login ann pw");
        awaitLine(printed, line -> line.contains("login successful"));
        bob.login("bob");
        bob.send(new Request.Challenge("ann", 0, "chess", "5+0", false));
        awaitLine(printed, line -> line.contains("bob challenges you"));
        type(keyboard, "accept bob");
        bob.await(Event.GameStarted.class);
        bob.send(new Request.Move("e4"));
        awaitLine(printed, line -> line.contains("bob played e4"));
        clocksBefore = awaitLine(printed, line -> line.contains("clock: white"));
        first.kill();
        awaitLine(printed, line -> line.contains("lost; reconnecting"));
      }

      long killedAt = System.nanoTime();
      int seen = printed.size();
      try (ServerProcess second = new ServerProcess(home, data, port, 0, "resume.grace.seconds=120")) {
        long upAt = System.nanoTime();
        awaitLine(printed, line -> line.contains("waits for bob"));
        long backAt = System.nanoTime();
        List<String> since = printed.subList(seen, printed.size());
        assertThat(since).anyMatch(line -> line.contains("bob played e4"));
        // the clocks stand still while the game waits: as they were when the server died
        String clocksAfter = since.stream().filter(line -> line.contains("clock: white"))
            .reduce((a, b) -> b).orElseThrow();
        int[] before = seconds(clocksBefore);
        int[] after = seconds(clocksAfter);
        for (int side = 0; side < 2; side++) { // a stored clock and a live one may differ by a second
          assertThat(after[side]).isBetween(before[side] - 1, before[side] + 1);
        }
        System.out.printf(
            "console client back in its game %.2f s after the restart (%.2f s after the kill)%n",
            (backAt - upAt) / 1e9, (backAt - killedAt) / 1e9);

        try (Bot bob = new Bot(second.port())) {
          bob.login("bob");
          awaitLine(printed, line -> line.contains("goes on"));
          type(keyboard, "e5");
          GameState reply;
          do {
            reply = bob.await(Event.State.class).state();
          } while (reply.moves().size() < 2);
          assertThat(reply.moves()).containsExactly("e4", "e5");
        }
        type(keyboard, "quit");
      }
    } finally {
      console.destroyForcibly();
    }
  }

  /** {@code ./arbiter client 127.0.0.1:PORT}, its terminal a pipe (JLine's dumb terminal). */
  private Process console(int port) throws IOException {
    List<String> command = ServerProcess.java();
    command.addAll(List.of("-Duser.home=" + user, "arbiter.client.ClientMain", "client",
        "127.0.0.1:" + port));
    return new ProcessBuilder(command)
        .redirectErrorStream(true)
        .start();
  }

  private static void read(Process console, List<String> printed) {
    try (BufferedReader in = new BufferedReader(
        new InputStreamReader(console.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        printed.add(line);
      }
    } catch (IOException e) {
      printed.add("(console output closed: " + e + ")");
    }
  }

  private static void type(OutputStream keyboard, String line) throws IOException {
    keyboard.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    keyboard.flush();
  }

  /** The first line printed from now on (or already) that matches, within {@link #WAIT}. */
  private static String awaitLine(List<String> printed, Predicate<String> wanted) {
    return await().atMost(WAIT).until(
        () -> printed.stream().filter(wanted).reduce((a, b) -> b).orElse(null),
        found -> found != null);
  }

  /** "clock: white 5:00  black 4:59" as white's and black's seconds. */
  private static int[] seconds(String line) {
    Matcher clocks = CLOCKS.matcher(line);
    assertThat(clocks.find()).as(line).isTrue();
    return new int[] {Integer.parseInt(clocks.group(1)) * 60 + Integer.parseInt(clocks.group(2)),
        Integer.parseInt(clocks.group(3)) * 60 + Integer.parseInt(clocks.group(4))};
  }
}
