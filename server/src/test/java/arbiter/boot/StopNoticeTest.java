package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.boot.FaceSeat.Face;
import arbiter.cluster.RedisProcess;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that stops tells each connection why before it closes, in each face's own way: a
 * single process on SIGTERM (text, JSON versions 1 and 2, ICS, the web page's WebSocket); a
 * cluster's edge that gives up on its core after {@code cluster.core.wait.seconds}, and one
 * stopped by SIGTERM.
 */
@Tag("socket")
@Tag("process")
class StopNoticeTest {

  private static final Duration EXIT = Duration.ofSeconds(30);

  @TempDir Path home;
  @TempDir Path data;
  @TempDir Path edgeHome;

  /** The notice each face shows, for {@code reason}. */
  private static Predicate<String> notice(Face face, String reason) {
    String text = reason.equals("stopping") ? "the server is stopping; reconnect later"
        : "the server cannot be reached; reconnect later";
    return switch (face) {
      case TEXT -> text::equals;
      case JSON, WEB -> line -> line.contains("\"type\":\"closing\"")
          && line.contains("\"reason\":\"" + reason + "\"");
      case ICS -> line -> line.contains("**** T" + text.substring(1) + ". ****");
    };
  }

  /** Each face's player is told why, then its connection closes. */
  private static void toldAndClosed(List<FaceSeat> seats, String reason) {
    for (FaceSeat seat : seats) {
      seat.awaitLine(notice(seat.face, reason), "told the server closes");
      await(seat.name + " closed").atMost(EXIT).until(seat::isClosed);
    }
  }

  @Test
  void aSingleServerStoppedBySigtermTellsEveryFaceWhy() throws Exception {
    int ics = IcsClient.freePort();
    int http = IcsClient.freePort();
    ServerProcess server = new ServerProcess(home, data, 0, http, "ics.port=" + ics);
    List<FaceSeat> seats = new ArrayList<>();
    try {
      Face[] faces = {Face.TEXT, Face.JSON, Face.ICS, Face.WEB};
      for (int i = 0; i < faces.length; i++) {
        String name = "p" + i;
        TestServer.login(server.port(), name).close(); // registered
        int port = switch (faces[i]) {
          case TEXT, JSON -> server.port();
          case ICS -> ics;
          case WEB -> http;
        };
        seats.add(FaceSeat.login(faces[i], name, port));
      }
      JsonClient two = JsonClient.login(server.port(), "p9", new Request.Hello(2, "test"));
      server.terminate();
      toldAndClosed(seats, "stopping");
      Event.Closing closing = two.await(Event.Closing.class);
      assertThat(closing.reason()).isEqualTo("stopping");
      assertThat(server.awaitExit(EXIT)).isEqualTo(143);
    } finally {
      seats.forEach(FaceSeat::close);
      server.close();
    }
  }

  @Test
  void anEdgeThatGivesUpOnItsCoreOrStopsTellsItsClientsWhy() throws Exception {
    try (RedisProcess redis = RedisProcess.start()) {
      String link = "cluster.redis=" + redis.uri();
      int ics = IcsClient.freePort();
      try (ServerProcess core = ServerProcess.starting(home, data, 0, -1, link,
              "cluster.role=core");
          ServerProcess edge = ServerProcess.starting(edgeHome, data, 0, 0, link,
              "cluster.role=edge", "ics.port=" + ics, "cluster.core.timeout.seconds=2",
              "cluster.core.wait.seconds=3")) {
        ServerProcess.awaitAll(core, edge);
        ServerProcess.whenServing(() -> TestServer.login(edge.port(), "ann")).close();
        TestServer.login(edge.port(), "bea").close();
        List<FaceSeat> seats = List.of(FaceSeat.login(Face.TEXT, "ann", edge.port()),
            FaceSeat.login(Face.ICS, "bea", ics));
        core.kill(); // no standby: the edge waits, then gives up
        toldAndClosed(seats, "unavailable");

        LineClient late = new LineClient(edge.port()); // greeted; it waits for a core too
        late.send("login cid pw");
        late.awaitLine(line -> line.startsWith("the server is reconnecting"));
        edge.terminate();
        late.awaitLine(notice(Face.TEXT, "stopping"));
        await("closed").atMost(EXIT).until(() -> {
          late.pending();
          return late.isClosedByServer();
        });
        late.close();
      }
    }
  }
}
