package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hall's printouts over real HTTP: who may print what, and the one-line refusals. */
@Tag("socket")
class PrintHttpTest {

  private static final Pattern TOKEN =
      Pattern.compile("\\{\"type\":\"session_token\",\"token\":\"([A-Za-z0-9_-]{43})\"\\}");

  @TempDir Path data;
  private ArbiterServer server;
  private final HttpClient http = HttpClient.newBuilder()
      .connectTimeout(Duration.ofSeconds(5)).build();

  @BeforeEach
  void start() throws InterruptedException {
    server = TestServer.start(TestServer.settings(data).with("http.port", -1));
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private HttpResponse<byte[]> get(String path, String... headers) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(
        URI.create("http://127.0.0.1:" + server.httpPort() + path)).timeout(Duration.ofSeconds(20));
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  private static String body(HttpResponse<byte[]> response) {
    return new String(response.body(), StandardCharsets.UTF_8);
  }

  /** Logs {@code user} (registered with {@code pw}) in over the page's WebSocket: its token. */
  private String token(String user) throws Exception {
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    WebSocket socket = http.newWebSocketBuilder().buildAsync(
        URI.create("ws://127.0.0.1:" + server.httpPort() + "/ws"), new WebSocket.Listener() {
          @Override
          public CompletionStage<?> onText(WebSocket ws, CharSequence text, boolean last) {
            received.add(text.toString());
            ws.request(1);
            return null;
          }
        }).get(5, TimeUnit.SECONDS);
    socket.sendText("{\"type\":\"login\",\"user\":\"" + user + "\",\"password\":\"pw\"}", true);
    while (true) {
      String message = received.poll(10, TimeUnit.SECONDS);
      assertThat(message).as("a session token").isNotNull();
      Matcher token = TOKEN.matcher(message);
      if (token.matches()) {
        socket.abort();
        return token.group(1);
      }
    }
  }

  @Test
  void anyoneGetsTheListsOrganizersTheSlipsAndRefusalsAreOneLine() throws Exception {
    try (LineClient ann = TestServer.login(server, "ann");
        LineClient bob = TestServer.login(server, "bob");
        LineClient cy = TestServer.login(server, "cy")) {
      ann.send("tournament create cup kingcapture swiss 2 2");
      ann.awaitLine(line -> line.startsWith("tournament cup created"));
      for (LineClient player : List.of(ann, bob, cy)) {
        player.send("tournament join cup");
        player.await("you joined cup");
      }
      ann.send("tournament start cup");
      ann.awaitLine(line -> line.startsWith("tournament cup round 1 pairings"));

      HttpResponse<byte[]> pdf = get("/tournament/cup/print/pairings.pdf?paper=letter");
      assertThat(pdf.statusCode()).isEqualTo(200);
      assertThat(pdf.headers().firstValue("content-type")).contains("application/pdf");
      assertThat(new String(pdf.body(), 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
      HttpResponse<byte[]> page = get("/tournament/cup/print/alphabetical", "Accept-Language",
          "ru");
      assertThat(page.statusCode()).isEqualTo(200);
      assertThat(body(page)).contains("<html lang=\"ru\"", "Пары по алфавиту, тур 1",
          "<td>bob</td>", "<svg class=\"qr\"", "?join=cup");
      assertThat(get("/print.css").statusCode()).isEqualTo(200);
      for (String open : List.of("standings", "crosstable", "players")) {
        assertThat(get("/tournament/cup/print/" + open + ".pdf").statusCode()).isEqualTo(200);
      }

      HttpResponse<byte[]> slips = get("/tournament/cup/print/slips.pdf");
      assertThat(slips.statusCode()).isEqualTo(403);
      assertThat(body(slips)).isEqualTo("only the organizers of cup may print its slips\n");
      assertThat(get("/tournament/cup/print/cards", "Cookie", "arbiter_session=" + token("bob"))
          .statusCode()).isEqualTo(403);
      String annToken = token("ann");
      HttpResponse<byte[]> own = get("/tournament/cup/print/slips.pdf", "Cookie",
          "arbiter_session=" + annToken);
      assertThat(own.statusCode()).isEqualTo(200);
      assertThat(new String(own.body(), 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");

      HttpResponse<byte[]> nope = get("/tournament/nope/print/pairings.pdf");
      assertThat(nope.statusCode()).isEqualTo(404);
      assertThat(body(nope)).isEqualTo("no tournament nope\n");
      assertThat(body(get("/tournament/cup/print/pairings?round=7")))
          .isEqualTo("tournament cup has no round 7 to print\n");
      assertThat(get("/tournament/cup/print/berger.pdf").statusCode()).isEqualTo(404);
      assertThat(get("/tournament/%3Cb%3E/print/pairings").statusCode()).isEqualTo(404);
      assertThat(get("/tournament/cup/print/../../etc/passwd").statusCode()).isEqualTo(404);
      assertThat(get("/tournament/cup/print/pairings?round=x").statusCode()).isEqualTo(400);
      assertThat(get("/tournament/cup/print/pairings?paper=a3").statusCode()).isEqualTo(400);
    }
  }

  @Test
  void overTheBoardTheOrganizersCopyCarriesThePlayersCodesAndThePhonePage() throws Exception {
    try (LineClient ann = TestServer.login(server, "ann");
        LineClient bob = TestServer.login(server, "bob");
        LineClient cy = TestServer.login(server, "cy")) {
      ann.send("tournament create hall chess swiss 2 0 otb");
      ann.awaitLine(line -> line.startsWith("tournament hall created"));
      for (LineClient player : List.of(ann, bob, cy)) {
        player.send("tournament join hall");
        player.await("you joined hall");
      }
      ann.send("tournament start hall");
      ann.awaitLine(line -> line.startsWith("tournament hall round 1 pairings"));

      String anyone = body(get("/tournament/hall/print/alphabetical"));
      String organizers = body(get("/tournament/hall/print/alphabetical", "Cookie",
          "arbiter_session=" + token("ann")));
      Pattern code = Pattern.compile("bob \\(([A-Z2-9]{6})\\)|<td>([A-Z2-9]{6})</td>");
      assertThat(code.matcher(organizers).find()).as("a code on the organizer's copy").isTrue();
      assertThat(code.matcher(anyone).find()).as("no code on anybody's copy").isFalse();
      assertThat(organizers).contains("phone.html?name=hall");
    }
  }
}
