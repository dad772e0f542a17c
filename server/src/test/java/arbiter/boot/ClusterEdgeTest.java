package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.RedisProcess;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cluster on loopback, each part its own process: Redis, a core and two edges. A text player on
 * one edge and a JSON player on the other play a game; Redis restarts in the middle; each player
 * keeps its connection (a command meanwhile is refused: the server is reconnecting), is shown the
 * game again and plays on, and a spectator on an edge watches on; a chess program logs in on the
 * ICS port
 * of an edge; after a restart of the core every move a player was told of is stored, once.
 */
@Tag("socket")
@Tag("process")
class ClusterEdgeTest {

  /** Knights out and back: legal for ever in kingcapture without a limit. */
  private static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};
  /** As long as the cluster may take to hear its core again. */
  private static final Pattern GAME = Pattern.compile("you play white in game (\\d+)");
  private static final String RECONNECTING = "the server is reconnecting, so that did not happen"
      + " (a move was not played); send it again once your game is shown";

  @TempDir Path coreHome;
  @TempDir Path data;
  @TempDir Path edgeHomeA;
  @TempDir Path edgeHomeB;

  @Test
  void aGameAcrossTwoEdgesGoesOnThroughARedisRestart() throws Exception {
    String game;
    try (RedisProcess redis = RedisProcess.start()) {
      String[] cluster = {"cluster.redis=" + redis.uri(), "reconnect.grace.seconds=120"};
      int icsA = IcsClient.freePort();
      try (ServerProcess core = ServerProcess.starting(coreHome, data, 0, -1,
              with(with(cluster, "cluster.role=core"), "ics.port=" + IcsClient.freePort()));
          ServerProcess edgeA = ServerProcess.starting(edgeHomeA, data, 0, 0,
              with(with(cluster, "cluster.role=edge"), "ics.port=" + icsA));
          ServerProcess edgeB = ServerProcess.starting(edgeHomeB, data, 0, 0,
              with(cluster, "cluster.role=edge"))) {
        ServerProcess.awaitAll(core, edgeA, edgeB); // started side by side: each waits for Redis
        LineClient alice = ServerProcess.whenServing(() -> TestServer.login(edgeA.port(), "alice"));
        // each edge takes connections once it has heard the core: the second may not have yet
        JsonClient bob = ServerProcess.whenServing(() ->
            JsonClient.login(edgeB.port(), "bob", new Request.Hello(1, "test")));
        alice.send("new_game bob 0");
        alice.await("challenge sent to bob");
        bob.await(Event.Challenged.class);
        bob.send(new Request.Accept("alice"));
        alice.awaitLine(line -> line.startsWith("moves in "));
        long id = stateAfter(bob, 0).state().game();
        LineClient carol = TestServer.login(edgeA.port(), "carol"); // a spectator
        carol.send("observe " + id);
        String watching = "observing game " + id + " alice bob ";
        carol.awaitLine(line -> line.startsWith(watching));
        play(alice, bob, 0, 7);

        redis.stop(); // both edges and the core lose Redis: the edges keep their clients waiting
        alice.send("who");
        alice.await(RECONNECTING);
        redis.startAgain();

        // each is shown its game again on the connection it kept, its login resumed
        Matcher started = GAME.matcher(alice.awaitLine(line -> GAME.matcher(line).find()));
        assertThat(started.find()).isTrue();
        game = started.group(1);
        assertThat(stateAfter(bob, 7).state().moves()).hasSize(7);
        assertThat(closed(alice) || closed(bob.raw())).isFalse();
        // the spectator is shown the game again unasked, on its edge's restored watch
        carol.awaitLine(line -> line.startsWith(watching));
        play(alice, bob, 7, 14);
        carol.awaitLine(line -> line.startsWith("bob played ")); // a move after the restart
        System.out.printf("cluster: 14 moves across two edges, Redis restarted after 7; the %s%n",
            "players kept their connections and played on");
        alice.close();
        bob.close();
        carol.close();
        // the ICS face crosses an edge too: a chess program's login, as XBoard's
        TestServer.login(edgeB.port(), "carol").close();
        IcsClient.logIn(icsA, "carol", "pw").close();
        core.kill(); // no goodbye: what was stored is what counts
      }
    }
    try (ServerProcess single = new ServerProcess(coreHome, data, 0, 0);
        LineClient carol = TestServer.login(single.port(), "carol")) {
      carol.send("games");
      String line = carol.awaitLine(text -> text.startsWith(game + " "));
      assertThat(line).endsWith(" 14"); // every move told to a player, stored once
    }
  }

  /** Plays plies {@code from} to {@code to} (exclusive): white by text, black by JSON. */
  private static void play(LineClient white, JsonClient black, int from, int to) {
    for (int ply = from; ply < to; ply++) {
      String move = SHUFFLE[ply % 4];
      if (ply % 2 == 0) {
        white.send(move);
        white.await("turn completed");
      } else {
        black.send(new Request.Move(move));
        white.awaitLine(line -> line.startsWith("bob played"));
      }
      stateAfter(black, ply + 1);
    }
  }

  /** The first state that has {@code plies} moves. */
  private static Event.State stateAfter(JsonClient client, int plies) {
    while (true) {
      Event.State state = client.await(Event.State.class);
      if (state.state().moves().size() == plies) {
        return state;
      }
    }
  }

  private static boolean closed(LineClient client) {
    client.pending();
    return client.isClosedByServer();
  }

  private static String[] with(String[] settings, String setting) {
    String[] all = java.util.Arrays.copyOf(settings, settings.length + 1);
    all[settings.length] = setting;
    return all;
  }
}
