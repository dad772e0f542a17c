package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.tournament.Pairing;
import arbiter.tournament.PlayerCodes;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The figure for over-the-board play: the time from a result sent by a phone (the second, agreeing
 * report of a board, {@code POST /api/phone} as the phone page sends it) to the projector's socket
 * pushing the tournament with that board's result, over a round of 40 boards. Printed, not
 * asserted beyond every result arriving.
 */
@Tag("socket")
class OtbLatencyTest {

  @TempDir Path data;
  private ArbiterServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void aResultReachesTheProjectorSoonAfterThePhoneSendsIt() throws Exception {
    server = TestServer.start(TestServer.settings(data).with("http.port", -1));
    Path folder = Files.createDirectories(data.resolve("tournaments").resolve("otb"));
    StringBuilder csv = new StringBuilder("name\n");
    for (int i = 1; i <= 80; i++) {
      csv.append(String.format("p%02d%n", i));
    }
    Files.writeString(folder.resolve("players.csv"), csv);
    try (LineClient org = TestServer.login(server, "org")) {
      org.send("tournament create otb chess swiss 5 otb");
      org.awaitLine(line -> line.startsWith("tournament otb created"));
      org.send("tournament players otb");
      org.awaitLine(line -> line.contains("80 player(s) entered"));
      org.send("tournament start otb");
      org.awaitLine(line -> line.contains("round 1"));
    }
    PlayerCodes codes = server.tournaments().codes("otb").toCompletableFuture().join();
    List<Pairing> round = server.tournaments().view("otb").toCompletableFuture().join()
        .roundsPaired().get(0);
    assertThat(round).hasSize(40);

    String origin = "http://127.0.0.1:" + server.httpPort();
    HttpClient http = HttpClient.newHttpClient();
    // another site's page may not act for a player; nonsense is a 400
    assertThat(post(http, origin, "http://elsewhere.example", "{\"name\":\"otb\"}").statusCode())
        .isEqualTo(403);
    assertThat(post(http, origin, origin, "{\"name\":\"otb\",\"code\":\"AB\","
        + "\"action\":\"dance\"}").statusCode()).isEqualTo(400);
    LinkedBlockingQueue<Arrival> pushed = new LinkedBlockingQueue<>();
    WebSocket projector = http.newWebSocketBuilder().header("Origin", origin)
        .buildAsync(URI.create("ws://127.0.0.1:" + server.httpPort() + "/projector?name=otb"),
            new Collector(pushed)).join();
    pushed.poll(10, TimeUnit.SECONDS); // the tournament as it stands when the socket opens

    List<Long> micros = new ArrayList<>();
    for (Pairing board : round) {
      send(http, origin, codes.code(board.white()));
      long sent = System.nanoTime();
      send(http, origin, codes.code(board.black()));
      String wanted = "\"board\":" + board.board() + ",\"white\":\"" + board.white()
          + "\",\"black\":\"" + board.black() + "\",\"result\":\"1-0\"";
      while (true) {
        Arrival arrival = pushed.poll(10, TimeUnit.SECONDS);
        assertThat(arrival).as("board %d on the projector", board.board()).isNotNull();
        if (arrival.text().contains(wanted)) {
          micros.add((arrival.nanos() - sent) / 1000);
          break;
        }
      }
    }
    projector.abort();
    Collections.sort(micros);
    System.out.printf("OTB result, phone to projector, %d boards: p50 %.1f ms, p99 %.1f ms,"
        + " max %.1f ms%n", micros.size(), micros.get(micros.size() / 2) / 1000.0,
        micros.get((int) Math.ceil(micros.size() * 0.99) - 1) / 1000.0,
        micros.get(micros.size() - 1) / 1000.0);

    // a guesser gets ten wrong codes in ten minutes, then not even a right one is looked up
    String guess = "{\"name\":\"otb\",\"code\":\"%s\",\"action\":\"status\"}";
    for (int i = 0; i < 10; i++) {
      assertThat(post(http, origin, origin, String.format(guess, "ZZZZZ" + i)).body())
          .contains("\"ok\":false");
    }
    HttpResponse<String> refused = post(http, origin, origin,
        String.format(guess, codes.code(round.get(0).white())));
    assertThat(refused.statusCode()).isEqualTo(429);
    assertThat(refused.body()).contains("Too many wrong codes");
  }

  private static void send(HttpClient http, String origin, String code) throws Exception {
    HttpResponse<String> answer = post(http, origin, origin, "{\"name\":\"otb\",\"code\":\""
        + code + "\",\"action\":\"report\",\"round\":1,\"result\":\"1-0\"}");
    assertThat(answer.body()).contains("\"ok\":true");
  }

  private static HttpResponse<String> post(HttpClient http, String server, String origin,
      String body) throws Exception {
    return http.send(HttpRequest.newBuilder(URI.create(server + "/api/phone"))
        .header("Origin", origin).header("Content-Type", "application/json")
        .timeout(Duration.ofSeconds(10)).POST(HttpRequest.BodyPublishers.ofString(body))
        .build(), HttpResponse.BodyHandlers.ofString());
  }

  /** A projector message and when it arrived. */
  private record Arrival(String text, long nanos) {}

  /** Collects the projector's messages, each whole, with their arrival time. */
  private static final class Collector implements WebSocket.Listener {

    private final LinkedBlockingQueue<Arrival> into;
    private final StringBuilder partial = new StringBuilder();

    Collector(LinkedBlockingQueue<Arrival> into) {
      this.into = into;
    }

    @Override
    public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        into.add(new Arrival(partial.toString(), System.nanoTime()));
        partial.setLength(0);
      }
      socket.request(1);
      return null;
    }
  }
}
