package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The web face's HTTP edges over raw sockets, and the JSON protocol over its WebSocket. */
@Tag("socket")
class WebHttpTest {

  @TempDir Path data;
  private ArbiterServer server;

  @BeforeEach
  void start() throws InterruptedException {
    server = TestServer.start(TestServer.settings(data).with("http.port", -1));
  }

  @AfterEach
  void stop() {
    server.close();
  }

  /** Sends raw bytes and reads the whole answer until the server closes or a second passes. */
  private String raw(String request) throws IOException {
    return raw(request.getBytes(StandardCharsets.ISO_8859_1));
  }

  private String raw(byte[] request) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", server.httpPort())) {
      socket.setSoTimeout(5000);
      OutputStream out = socket.getOutputStream();
      try {
        out.write(request);
        out.flush();
      } catch (IOException e) {
        // the server may answer and close before it has read everything we send
      }
      InputStream in = socket.getInputStream();
      ByteArrayOutputStream answer = new ByteArrayOutputStream();
      byte[] buffer = new byte[8192];
      try {
        int n;
        while ((n = in.read(buffer)) > 0) {
          answer.write(buffer, 0, n);
          if (answer.toString(StandardCharsets.ISO_8859_1).contains("\r\n\r\n")
              && complete(answer.toString(StandardCharsets.ISO_8859_1))) {
            break;
          }
        }
      } catch (IOException e) {
        // a reset after the answer: what came is what we check
      }
      return answer.toString(StandardCharsets.UTF_8);
    }
  }

  private static boolean complete(String answer) {
    int head = answer.indexOf("\r\n\r\n");
    for (String line : answer.substring(0, head).split("\r\n")) {
      if (line.toLowerCase().startsWith("content-length:")) {
        int length = Integer.parseInt(line.substring(15).trim());
        return answer.getBytes(StandardCharsets.ISO_8859_1).length >= head + 4 + length;
      }
    }
    return answer.startsWith("HTTP/1.1 101");
  }

  private static String get(String path, String... headers) {
    return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + String.join("", headers)
        + "Connection: close\r\n\r\n";
  }

  @Test
  void pagesComeFromTheResourcesWithSecurityHeaders() throws IOException {
    String index = raw(get("/"));
    assertThat(index).startsWith("HTTP/1.1 200 OK")
        .contains("<title data-i18n=\"page.title\">Arbiter</title>");
    assertThat(index.toLowerCase()).contains("content-security-policy: default-src 'self'",
        "x-content-type-options: nosniff", "x-frame-options: deny", "referrer-policy: no-referrer",
        "content-type: text/html; charset=utf-8");
    assertThat(raw(get("/js/board.js"))).startsWith("HTTP/1.1 200 OK")
        .containsIgnoringCase("content-type: text/javascript");
  }

  @Test
  void unknownPathsAndPathsThatClimbAreNotFound() throws IOException {
    assertThat(raw(get("/nope.html"))).startsWith("HTTP/1.1 404 ");
    assertThat(raw(get("/js/../index.html"))).startsWith("HTTP/1.1 404 ");
    assertThat(raw(get("/../../../../etc/passwd"))).startsWith("HTTP/1.1 404 ");
    assertThat(raw(get("/%2e%2e/%2e%2e/etc/passwd"))).startsWith("HTTP/1.1 404 ");
    assertThat(raw(get("/web/index.html"))).startsWith("HTTP/1.1 404 ");
    assertThat(raw(get("/arbiter/boot/ArbiterServer.class"))).startsWith("HTTP/1.1 404 ");
    assertThat(raw(get("/api/tournament?name=..%2F..%2Fetc"))).startsWith("HTTP/1.1 404 ");
    assertThat(raw("POST /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi"))
        .startsWith("HTTP/1.1 405 ");
  }

  @Test
  void oversizedRequestsAreRefused() throws IOException {
    assertThat(raw(get("/", "X-Filler: " + "a".repeat(20_000) + "\r\n"))).startsWith("HTTP/1.1 431 ");
    assertThat(raw(get("/" + "a".repeat(10_000)))).startsWith("HTTP/1.1 414 ");
    String body = "x".repeat(100_000);
    assertThat(raw("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: " + body.length() + "\r\n\r\n" + body))
        .startsWith("HTTP/1.1 413 ");
    // the server goes on
    assertThat(raw(get("/"))).startsWith("HTTP/1.1 200 OK");
  }

  private static String upgrade(String path, String origin) {
    return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        + "Sec-WebSocket-Version: 13\r\n" + (origin == null ? "" : "Origin: " + origin + "\r\n")
        + "\r\n";
  }

  @Test
  void aWebSocketFromAnotherOriginIsRefused() throws IOException {
    assertThat(raw(upgrade("/ws", "http://evil.example"))).startsWith("HTTP/1.1 403 ");
    assertThat(raw(upgrade("/ws", "http://127.0.0.1:1"))).startsWith("HTTP/1.1 403 ");
    assertThat(raw(upgrade("/ws", "null"))).startsWith("HTTP/1.1 403 ");
    assertThat(raw(upgrade("/watch?game=1", "http://evil.example"))).startsWith("HTTP/1.1 403 ");
    assertThat(raw(upgrade("/ws", "http://127.0.0.1"))).startsWith("HTTP/1.1 101 ");
  }

  @Test
  void theWebSocketSpeaksTheJsonProtocolOneMessageAFrame() throws Exception {
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    WebSocket.Listener listener = new WebSocket.Listener() {
      private final StringBuilder parts = new StringBuilder();

      @Override
      public CompletionStage<?> onText(WebSocket socket, CharSequence text, boolean last) {
        parts.append(text);
        if (last) {
          received.add(parts.toString());
          parts.setLength(0);
        }
        socket.request(1);
        return null;
      }
    };
    WebSocket socket = HttpClient.newHttpClient().newWebSocketBuilder()
        .connectTimeout(Duration.ofSeconds(5))
        .buildAsync(URI.create("ws://127.0.0.1:" + server.httpPort() + "/ws"), listener)
        .get(5, TimeUnit.SECONDS);
    try (LineClient bob = TestServer.login(server, "bob")) {
      for (String request : List.of(
          "{\"type\":\"hello\",\"version\":1,\"client\":\"test\"}",
          "{\"type\":\"register\",\"user\":\"ali\",\"password\":\"pw\"}",
          "{\"type\":\"login\",\"user\":\"ali\",\"password\":\"wrong\"}",
          "{\"type\":\"login\",\"user\":\"ali\",\"password\":\"pw\"}",
          "{\"type\":\"who\"}",
          "not json")) {
        socket.sendText(request, true).get(5, TimeUnit.SECONDS);
      }
      assertThat(next(received)).isEqualTo("{\"type\":\"welcome\",\"version\":1,\"server\":\"arbiter\"}");
      assertThat(next(received)).isEqualTo("{\"type\":\"ok\",\"request\":\"register\",\"message\":\"register successful\"}");
      assertThat(next(received)).contains("\"code\":\"bad_credentials\"");
      assertThat(next(received)).isEqualTo("{\"type\":\"ok\",\"request\":\"login\",\"message\":\"login successful\"}");
      assertThat(next(received)).startsWith("{\"type\":\"session_token\""); // the web face's own
      assertThat(next(received)).startsWith("{\"type\":\"who\",\"users\":[\"ali\",\"bob\",\"house\",");
      assertThat(next(received)).contains("\"code\":\"bad_json\"");
      bob.send("new_game ali 0 pawns");
      assertThat(next(received)).isEqualTo(
          "{\"type\":\"challenged\",\"from\":\"bob\",\"variant\":\"pawns\",\"limit\":0}");
    }
    socket.abort();
  }

  @Test
  void theSpectatorsSocketOfAGameThatDoesNotRunSaysSoAndCloses() throws Exception {
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    watch(42, received);
    assertThat(next(received)).isEqualTo(
        "{\"type\":\"error\",\"code\":\"no_such_game\",\"message\":\"no running game with this id\"}");
    assertThat(next(received)).isEqualTo("closed 1000");
  }

  @Test
  void theSpectatorsSocketOfAGameThatEndedShowsItsLastPositionOnce() throws Exception {
    try (LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      ali.send("e2e4");
      ali.await("turn completed");
      bob.send("forfeit");
      bob.await("game over: bob resigned");
    }
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    WebSocket watch = watch(1, received);
    String state = next(received);
    assertThat(state).startsWith("{\"type\":\"state\"").contains("\"white\":\"ali\"")
        .contains("\"moves\":[\"e2e4\"]").endsWith(
            "\"status\":\"win\",\"winner\":\"white\",\"reason\":\"resignation\"}}");
    assertThat(received.poll(1, TimeUnit.SECONDS)).as("nothing after the last position").isNull();
    watch.abort();
  }

  @Test
  void theSpectatorsSocketSaysItsNoticesInThePagesLanguage() throws Exception {
    try (LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, "chess 5+3");
      LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
      WebSocket watch = watch("1&lang=ru", received);
      String message = next(received);
      while (!message.startsWith("{\"type\":\"state\"")) {
        message = next(received);
      }
      ali.send("pause 1");
      ali.awaitLine(line -> line.contains("pauses when they agree"));
      bob.send("pause 1");
      bob.awaitLine(line -> line.contains("paused game 1"));
      do {
        message = next(received);
      } while (!message.contains("\"game_paused\""));
      // a watch page in Russian said "bob paused game 1; ..." in English above its board
      assertThat(message).contains("bob приостановил партию 1");
      watch.abort();
    }
  }

  /** A page's watch of {@code game}: each message into {@code received}, then "closed STATUS". */
  private WebSocket watch(long game, LinkedBlockingQueue<String> received) throws Exception {
    return watch(String.valueOf(game), received);
  }

  /** A page's watch with the query after {@code game=}, e.g. {@code 7&lang=ru}. */
  private WebSocket watch(String game, LinkedBlockingQueue<String> received) throws Exception {
    WebSocket.Listener listener = new WebSocket.Listener() {
      @Override
      public CompletionStage<?> onText(WebSocket socket, CharSequence text, boolean last) {
        received.add(text.toString());
        socket.request(1);
        return null;
      }

      @Override
      public CompletionStage<?> onClose(WebSocket socket, int status, String reason) {
        received.add("closed " + status);
        return null;
      }
    };
    return HttpClient.newHttpClient().newWebSocketBuilder()
        .buildAsync(URI.create("ws://127.0.0.1:" + server.httpPort() + "/watch?game=" + game),
            listener)
        .get(5, TimeUnit.SECONDS);
  }

  private static String next(LinkedBlockingQueue<String> received) throws InterruptedException {
    String message = received.poll(10, TimeUnit.SECONDS);
    assertThat(message).as("a message within 10 s").isNotNull();
    return message;
  }

  // --- the session cookie: a login that outlives the WebSocket ---

  private static final java.util.regex.Pattern TOKEN =
      java.util.regex.Pattern.compile("\\{\"type\":\"session_token\",\"token\":\"([A-Za-z0-9_-]{43})\"\\}");

  /** A WebSocket on /ws, with the cookie's token if not null; every text message and the close. */
  private WebSocket socket(String token, LinkedBlockingQueue<String> received) throws Exception {
    WebSocket.Listener listener = new WebSocket.Listener() {
      private final StringBuilder parts = new StringBuilder();

      @Override
      public CompletionStage<?> onText(WebSocket socket, CharSequence text, boolean last) {
        parts.append(text);
        if (last) {
          received.add(parts.toString());
          parts.setLength(0);
        }
        socket.request(1);
        return null;
      }

      @Override
      public CompletionStage<?> onClose(WebSocket socket, int status, String reason) {
        received.add("closed " + status);
        return null;
      }
    };
    WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder()
        .connectTimeout(Duration.ofSeconds(5));
    if (token != null) {
      builder.header("Cookie", "theme=dark; arbiter_session=" + token);
    }
    return builder.buildAsync(URI.create("ws://127.0.0.1:" + server.httpPort() + "/ws"), listener)
        .get(5, TimeUnit.SECONDS);
  }

  /** Registers and logs in over a WebSocket; the token the server gives after the login. */
  private String logIn(WebSocket socket, LinkedBlockingQueue<String> received, String user)
      throws Exception {
    socket.sendText("{\"type\":\"register\",\"user\":\"" + user + "\",\"password\":\"pw\"}", true);
    assertThat(next(received)).contains("\"request\":\"register\"");
    socket.sendText("{\"type\":\"login\",\"user\":\"" + user + "\",\"password\":\"pw\"}", true);
    assertThat(next(received)).isEqualTo("{\"type\":\"ok\",\"request\":\"login\",\"message\":\"login successful\"}");
    java.util.regex.Matcher token = TOKEN.matcher(next(received));
    assertThat(token.matches()).as("a session_token message").isTrue();
    return token.group(1);
  }

  private static String session(String method, String origin, String body, String... headers) {
    return method + " /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + (origin == null ? "" : "Origin: " + origin + "\r\n") + String.join("", headers)
        + "Content-Type: application/json\r\nContent-Length: " + body.length()
        + "\r\nConnection: close\r\n\r\n" + body;
  }

  @Test
  void theTokenOfALoginBecomesAnHttpOnlyStrictCookieOnlyForThisServersPages() throws Exception {
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    WebSocket socket = socket(null, received);
    String token = logIn(socket, received, "ali");
    String body = "{\"token\":\"" + token + "\"}";

    String answer = raw(session("POST", "http://127.0.0.1", body));
    assertThat(answer).startsWith("HTTP/1.1 204 ");
    String cookie = answer.lines().filter(line -> line.toLowerCase().startsWith("set-cookie:"))
        .findFirst().orElseThrow();
    assertThat(cookie).startsWithIgnoringCase("Set-Cookie: arbiter_session=" + token + ";")
        .contains("; Max-Age=43200", "; Path=/", "; SameSite=Strict")
        .containsIgnoringCase("; HttpOnly")
        .doesNotContainIgnoringCase("Secure");

    // another site's page, a page that names no origin, a token never given, not JSON
    assertThat(raw(session("POST", "http://evil.example", body))).startsWith("HTTP/1.1 403 ")
        .doesNotContainIgnoringCase("set-cookie");
    assertThat(raw(session("POST", null, body))).startsWith("HTTP/1.1 403 ");
    assertThat(raw(session("POST", "http://127.0.0.1", "{\"token\":\"" + "A".repeat(43) + "\"}")))
        .startsWith("HTTP/1.1 403 ");
    assertThat(raw(session("POST", "http://127.0.0.1", "token"))).startsWith("HTTP/1.1 400 ");
    assertThat(raw(session("PUT", "http://127.0.0.1", body))).startsWith("HTTP/1.1 405 ");
    // a WebSocket from another site's page is refused before its cookie is looked at
    assertThat(raw(upgrade("/ws", "http://evil.example").replace("\r\n\r\n",
        "\r\nCookie: arbiter_session=" + token + "\r\n\r\n"))).startsWith("HTTP/1.1 403 ");
    socket.abort();
  }

  @Test
  void aConnectionWithTheCookieResumesTheLoginAndItsGameTakingOverTheOldOne() throws Exception {
    LinkedBlockingQueue<String> first = new LinkedBlockingQueue<>();
    WebSocket old = socket(null, first);
    String token = logIn(old, first, "ali");
    try (LineClient bob = TestServer.login(server, "bob")) {
      bob.send("new_game ali 0 pawns");
      assertThat(next(first)).contains("\"type\":\"challenged\"");
      old.sendText("{\"type\":\"accept\",\"user\":\"bob\"}", true);
      bob.await("you play white in game 1 (pawns)");

      LinkedBlockingQueue<String> second = new LinkedBlockingQueue<>();
      WebSocket resumed = socket(token, second);
      assertThat(next(second)).isEqualTo("{\"type\":\"resumed\",\"user\":\"ali\"}");
      assertThat(next(second)).startsWith("{\"type\":\"game_started\",\"game\":1,");
      assertThat(next(second)).startsWith("{\"type\":\"state\"").contains("\"white\":\"bob\"");
      String last;
      do { // the older connection is taken over, told so and closed
        last = next(first);
      } while (!last.startsWith("closed"));
      resumed.sendText("{\"type\":\"who\"}", true);
      assertThat(next(second)).startsWith("{\"type\":\"who\",\"users\":[\"ali\",\"bob\",\"house\",");
      resumed.abort();
    }
  }

  @Test
  void aWrongOrLoggedOutTokenIsRefusedInOneLineAndTheLoginFormFollows() throws Exception {
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    WebSocket wrong = socket("A".repeat(43), received);
    String refused = "{\"type\":\"resume_refused\",\"code\":\"not_logged_in\","
        + "\"message\":\"your saved login has expired or was ended: log in again\"}";
    assertThat(next(received)).isEqualTo(refused);
    String token = logIn(wrong, received, "ali"); // a password still logs in
    wrong.sendText("{\"type\":\"logout\"}", true);
    assertThat(next(received)).contains("\"request\":\"logout\"");
    wrong.abort();

    LinkedBlockingQueue<String> after = new LinkedBlockingQueue<>();
    WebSocket loggedOut = socket(token, after);
    assertThat(next(after)).isEqualTo(refused);
    loggedOut.sendText("{\"type\":\"who\"}", true);
    assertThat(next(after)).contains("\"code\":\"not_logged_in\"");
    loggedOut.abort();

    // logging out on the page clears the cookie and ends its login
    LinkedBlockingQueue<String> third = new LinkedBlockingQueue<>();
    WebSocket socket = socket(null, third);
    String kept = logIn(socket, third, "bea");
    socket.abort();
    String cleared = raw(session("DELETE", "http://127.0.0.1", "",
        "Cookie: arbiter_session=" + kept + "\r\n"));
    assertThat(cleared).startsWith("HTTP/1.1 204 ")
        .containsIgnoringCase("Set-Cookie: arbiter_session=; Max-Age=0;");
    LinkedBlockingQueue<String> fourth = new LinkedBlockingQueue<>();
    WebSocket again = socket(kept, fourth);
    assertThat(next(fourth)).isEqualTo(refused);
    again.abort();
  }

  private static final String REFUSED = "{\"type\":\"resume_refused\",\"code\":\"not_logged_in\","
      + "\"message\":\"your saved login has expired or was ended: log in again\"}";

  @Test
  void aCookieOfARemovedAccountLogsIntoNobodyEvenWhenTheNameIsRegisteredAgain() throws Exception {
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    WebSocket socket = socket(null, received);
    String token = logIn(socket, received, "ali");
    socket.abort();
    try (LineClient someone = new LineClient(server.port())) {
      someone.send("remove ali pw");
      someone.awaitLine(line -> line.contains("removed"));
      someone.send("register ali other");
      someone.await("register successful");
    }
    LinkedBlockingQueue<String> after = new LinkedBlockingQueue<>();
    WebSocket old = socket(token, after);
    assertThat(next(after)).isEqualTo(REFUSED);
    old.abort();
  }

  @Test
  void aLoginOutlivesARestartOfTheServer() throws Exception {
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    WebSocket socket = socket(null, received);
    String token = logIn(socket, received, "ali");
    socket.abort();
    server.close();
    server = TestServer.start(TestServer.settings(data).with("http.port", -1));
    LinkedBlockingQueue<String> after = new LinkedBlockingQueue<>();
    WebSocket resumed = socket(token, after);
    assertThat(next(after)).isEqualTo("{\"type\":\"resumed\",\"user\":\"ali\"}");
    resumed.abort();
  }

  @Test
  void logoutAllEndsTheLoginsOfEveryBrowser() throws Exception {
    LinkedBlockingQueue<String> first = new LinkedBlockingQueue<>();
    WebSocket phone = socket(null, first);
    String phoneToken = logIn(phone, first, "ali");
    phone.abort();
    LinkedBlockingQueue<String> second = new LinkedBlockingQueue<>();
    WebSocket laptop = socket(null, second);
    laptop.sendText("{\"type\":\"login\",\"user\":\"ali\",\"password\":\"pw\"}", true);
    assertThat(next(second)).contains("\"request\":\"login\"");
    java.util.regex.Matcher laptopToken = TOKEN.matcher(next(second));
    assertThat(laptopToken.matches()).isTrue();
    laptop.sendText("{\"type\":\"logout_all\"}", true);
    assertThat(next(second)).startsWith("{\"type\":\"ok\",\"request\":\"logout_all\"");
    laptop.abort();
    for (String token : List.of(phoneToken, laptopToken.group(1))) {
      LinkedBlockingQueue<String> after = new LinkedBlockingQueue<>();
      WebSocket old = socket(token, after);
      assertThat(next(after)).isEqualTo(REFUSED);
      old.abort();
    }
    // and on text: a browser's login ends when its owner types logout all in telnet
    LinkedBlockingQueue<String> third = new LinkedBlockingQueue<>();
    WebSocket tablet = socket(null, third);
    tablet.sendText("{\"type\":\"login\",\"user\":\"ali\",\"password\":\"pw\"}", true);
    next(third);
    java.util.regex.Matcher tabletToken = TOKEN.matcher(next(third));
    assertThat(tabletToken.matches()).isTrue();
    tablet.abort();
    try (LineClient telnet = TestServer.login(server, "ali")) {
      telnet.send("logout all");
      telnet.await("logout successful");
    }
    LinkedBlockingQueue<String> after = new LinkedBlockingQueue<>();
    WebSocket old = socket(tabletToken.group(1), after);
    assertThat(next(after)).isEqualTo(REFUSED);
    old.abort();
  }

  @Test
  void anExpiredTokenIsRefused() throws Exception {
    server.close();
    server = TestServer.start(TestServer.settings(data).with("http.port", -1)
        .with("http.session.hours", 0)); // every login has expired as soon as it is given
    LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    WebSocket socket = socket(null, received);
    String token = logIn(socket, received, "ali");
    socket.abort();
    assertThat(raw(session("POST", "http://127.0.0.1", "{\"token\":\"" + token + "\"}")))
        .startsWith("HTTP/1.1 403 ");
    LinkedBlockingQueue<String> after = new LinkedBlockingQueue<>();
    WebSocket expired = socket(token, after);
    assertThat(next(after)).startsWith("{\"type\":\"resume_refused\"");
    expired.abort();
  }

  @Test
  void theProjectorsJsonNamesTheTournaments() throws IOException {
    try (LineClient ann = TestServer.login(server, "ann")) {
      ann.send("tournament create cup kingcapture roundrobin 0 0");
      ann.awaitLine(line -> line.startsWith("tournament cup created"));
      assertThat(raw(get("/api/tournaments"))).contains("{\"tournaments\":[{\"name\":\"cup\","
          + "\"variant\":\"kingcapture\",\"format\":\"roundrobin\",", "\"phase\":\"open\"");
      assertThat(raw(get("/api/tournament?name=cup")))
          .contains("\"name\":\"cup\"", "\"phase\":\"open\"", "\"standings\":[]");
      assertThat(raw(get("/api/tournament?name=nope"))).startsWith("HTTP/1.1 404 ");
      assertThat(raw(get("/api/games"))).endsWith("{\"games\":[]}");
    }
  }
}
