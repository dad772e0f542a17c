package arbiter.client.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.client.TestServers;
import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("socket")
class ServerLinkTest {

  @TempDir Path data;

  @Test
  void addressesReadHostAndPort() {
    assertThat(Address.parse(null)).isEqualTo(new Address("localhost", 4000));
    assertThat(Address.parse("lan-box")).isEqualTo(new Address("lan-box", 4000));
    assertThat(Address.parse("10.0.0.5:4100")).isEqualTo(new Address("10.0.0.5", 4100));
    assertThat(Address.parse(":4100")).isEqualTo(new Address("localhost", 4100));
    assertThat(Address.parse("[::1]:4100")).isEqualTo(new Address("::1", 4100));
    assertThat(Address.parse("::1")).isEqualTo(new Address("::1", 4000));
    assertThatThrownBy(() -> Address.parse("host:http")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Address.parse("host:70000")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aDroppedLinkLogsInAgainButNotAfterATakeover() throws Exception {
    try (ArbiterServer server = TestServers.start(data, 0)) {
      BlockingQueue<Event> first = new LinkedBlockingQueue<>();
      try (ServerLink link = link(server.port(), first)) {
        link.send(new Request.Register("ann", "pw"));
        link.send(new Request.Login("ann", "pw"));
        awaitOk(first, "login");

        link.dropConnection();
        awaitOk(first, "login"); // logged in again by itself

        BlockingQueue<Event> second = new LinkedBlockingQueue<>();
        try (ServerLink other = link(server.port(), second)) {
          other.send(new Request.Login("ann", "pw"));
          awaitOk(second, "login");
          await(first, event -> event instanceof Event.Notice notice
              && Event.Notice.TAKEN_OVER.equals(notice.code()));
          await(first, event -> event instanceof Event.Welcome); // connected again, as a guest
          link.send(new Request.Who());
          assertThat(await(first, event -> event instanceof Event.Error))
              .isEqualTo(new Event.Error("not_logged_in", "log in first"));
        }
      }
    }
  }

  @Test
  void aPingIsAnsweredAtOnceWithAPongAndNotPassedOn() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      BlockingQueue<Event> events = new LinkedBlockingQueue<>();
      try (ServerLink link = link(server.getLocalPort(), events);
          Socket client = server.accept()) {
        client.setSoTimeout(10_000);
        BufferedReader in = new BufferedReader(
            new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
        Writer out = new OutputStreamWriter(client.getOutputStream(), StandardCharsets.UTF_8);
        assertThat(in.readLine()).startsWith("{\"type\":\"hello\"");

        out.write("{\"type\":\"ping\",\"id\":41}\r\n");
        out.write("{\"type\":\"notice\",\"text\":\"after\"}\r\n");
        out.flush();

        assertThat(in.readLine()).isEqualTo("{\"type\":\"pong\",\"id\":41}");
        assertThat(events.poll(10, TimeUnit.SECONDS)).isEqualTo(new Event.Notice("after"));
        assertThat(events).isEmpty();
      }
    }
  }

  @Test
  void deltasReachTheListenerAsWholeStatesAndAGapAsksForTheStateAgain() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      BlockingQueue<Event> events = new LinkedBlockingQueue<>();
      try (ServerLink link = link(server.getLocalPort(), events);
          Socket client = server.accept()) {
        client.setSoTimeout(10_000);
        BufferedReader in = new BufferedReader(
            new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
        Writer out = new OutputStreamWriter(client.getOutputStream(), StandardCharsets.UTF_8);
        assertThat(in.readLine()).contains("\"features\":[\"delta\",\"form_variant\"]");
        GameState start = new GameState(3, 1, "pawns", "ann", "bob",
            new GameState.Board(1, 2, List.of(java.util.Arrays.asList(
                new GameState.Piece("P", "white", false), null))),
            new GameState.Hands(List.of(), List.of()), "white", List.of(), null, List.of(), 0, -1,
            "ongoing", null, "");
        out.write(JsonCodec.encode(new Event.State(start)) + "\r\n");
        out.write(JsonCodec.encode(new Event.Delta(3, 2, 1, "a1b1",
            List.of(new GameState.Cell(0, 0, null),
                new GameState.Cell(0, 1, new GameState.Piece("P", "white", false))),
            start.hands(), "black", List.of(), -1, "ongoing", null, "", null)) + "\r\n");
        out.write(JsonCodec.encode(new Event.Delta(3, 5, 4, "x", List.of(), start.hands(),
            "white", List.of(), -1, "ongoing", null, "", null)) + "\r\n");
        out.write(JsonCodec.encode(new Event.Delta(3, 6, 5, "y", List.of(), start.hands(),
            "black", List.of(), -1, "ongoing", null, "", null)) + "\r\n");
        out.flush();

        assertThat(events.poll(10, TimeUnit.SECONDS)).isInstanceOf(Event.State.class);
        GameState second = ((Event.State) events.poll(10, TimeUnit.SECONDS)).state();
        assertThat(second.seq()).isEqualTo(2);
        assertThat(second.moves()).containsExactly("a1b1");
        assertThat(second.sideToMove()).isEqualTo("black");
        assertThat(second.board().cells().get(0)).containsExactly(null,
            new GameState.Piece("P", "white", false));
        // seq 3 and 4 never came: one resync, the deltas after it dropped until the state
        assertThat(in.readLine()).isEqualTo("{\"type\":\"resync\",\"game\":3}");
        assertThat(events.poll(300, TimeUnit.MILLISECONDS)).isNull();
      }
    }
  }

  @Test
  void aMessageTheClientFailsToShowIsSaidAndTheLinkReadsOn() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      BlockingQueue<Event> events = new LinkedBlockingQueue<>();
      // as the console client failed on a state without its variant, from a fake server
      ServerLink link = new ServerLink(new Address("127.0.0.1", server.getLocalPort()), "test",
          event -> {
            if (event instanceof Event.State) {
              throw new NullPointerException("no variant");
            }
            events.add(event);
          });
      link.start();
      try (link; Socket hostile = server.accept()) {
        Peer peer = greeted(hostile);
        BufferedReader in = peer.in();
        Writer out = peer.out();
        out.write("{\"type\":\"state\",\"state\":{\"game\":1}}\n");
        out.write("{\"type\":\"ping\",\"id\":7}\n");
        out.write("{\"type\":\"notice\",\"text\":\"still here\"}\n");
        out.flush();
        assertThat(events.poll(10, TimeUnit.SECONDS)).isEqualTo(new Event.Notice(
            "the client cannot show the server's message (java.lang.NullPointerException: no"
                + " variant): {\"type\":\"state\",\"state\":{\"game\":1}}"));
        assertThat(in.readLine()).isEqualTo("{\"type\":\"pong\",\"id\":7}");
        assertThat(events.poll(10, TimeUnit.SECONDS)).isEqualTo(new Event.Notice("still here"));
      }
    }
  }

  @Test
  void aLineTooLongForTheHeapDropsTheConnectionAndTheLinkComesBack() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      BlockingQueue<Event> events = new LinkedBlockingQueue<>();
      BlockingQueue<String> drops = new LinkedBlockingQueue<>();
      ServerLink link = new ServerLink(new Address("127.0.0.1", server.getLocalPort()), "test",
          new LinkListener() {
            @Override
            public void received(Event event) {
              events.add(event);
            }

            @Override
            public void disconnected(String reason) {
              drops.add(reason);
            }
          });
      link.start();
      try (link; Socket hostile = server.accept()) {
        Writer out = greeted(hostile).out();
        out.write("{\"type\":\"notice\",\"text\":\"before\"}\r\n");
        char[] chunk = new char[1 << 20];
        java.util.Arrays.fill(chunk, 'A');
        out.flush();
        try {
          out.write("{\"type\":\"notice\",\"text\":\"");
          for (int i = 0; i <= 16; i++) { // 17 MiB in one line: over the link's 16 MiB
            out.write(chunk);
          }
          out.write("\"}\n");
          out.flush();
        } catch (java.net.SocketException hungUp) {
          // the link may hang up before the line's end: it need not read more to know
        }
        assertThat(events.poll(10, TimeUnit.SECONDS)).isEqualTo(new Event.Notice("before"));
        assertThat(drops.poll(10, TimeUnit.SECONDS))
            .isEqualTo("the server sent a line over 16777216 characters; reconnecting to 127.0.0.1:"
                + server.getLocalPort());
        server.setSoTimeout(2_000); // not at once: such a server is asked again every 5 s
        assertThatThrownBy(server::accept).isInstanceOf(java.net.SocketTimeoutException.class);
        server.setSoTimeout(10_000);
        try (Socket again = server.accept()) { // the link came back by itself
          Writer out2 = greeted(again).out();
          out2.write("{\"type\":\"notice\",\"text\":\"after\"}\r");
          out2.write("{\"type\":\"notice\",\"text\":\"\\u00e9t\u00e9\"}\n");
          out2.flush();
          assertThat(events.poll(10, TimeUnit.SECONDS)).isEqualTo(new Event.Notice("after"));
          assertThat(events.poll(10, TimeUnit.SECONDS)).isEqualTo(new Event.Notice("\u00e9t\u00e9"));
          assertThat(events).isEmpty();
        }
      }
    }
  }

  /** A fake server's side of a connection the link made, its hello read. */
  private record Peer(BufferedReader in, Writer out) {}

  private static Peer greeted(Socket socket) throws java.io.IOException {
    socket.setSoTimeout(10_000);
    BufferedReader in = new BufferedReader(
        new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    assertThat(in.readLine()).startsWith("{\"type\":\"hello\"");
    return new Peer(in, new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
  }

  private static ServerLink link(int port, BlockingQueue<Event> events) throws InterruptedException {
    ServerLink link = new ServerLink(new Address("127.0.0.1", port), "test", new LinkListener() {
      @Override
      public void received(Event event) {
        events.add(event);
      }
    });
    link.start();
    assertThat(link.awaitConnected(Duration.ofSeconds(10))).isTrue();
    return link;
  }

  private static void awaitOk(BlockingQueue<Event> events, String request) throws InterruptedException {
    await(events, event -> event instanceof Event.Ok ok && ok.request().equals(request));
  }

  private static Event await(BlockingQueue<Event> events, java.util.function.Predicate<Event> wanted)
      throws InterruptedException {
    while (true) {
      Event event = events.poll(10, TimeUnit.SECONDS);
      assertThat(event).as("an awaited message").isNotNull();
      if (wanted.test(event)) {
        return event;
      }
    }
  }
}
