package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.Features;
import arbiter.protocol.GameDeltas;
import arbiter.protocol.GameState;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code delta} feature over real sockets: asked for in {@code hello}, a game's first state is
 * whole and each change after it a delta with the next {@code seq}; a client that misses one asks
 * for the state again. Clients that do not ask get whole states as before.
 */
@Tag("socket")
class DeltaSessionTest {

  private static final Request.Hello DELTAS =
      new Request.Hello(JsonCodec.VERSION, "test", List.of(Features.DELTA));
  private static final String[] MOVES = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6",
      "O-O", "f6", "d4", "exd4", "Nxd4", "c5"};

  @TempDir Path data;
  private ArbiterServer server;

  @BeforeEach
  void start() throws InterruptedException {
    server = TestServer.start(data);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void theWelcomeGrantsDeltasOnlyToAClientThatAsks() {
    try (JsonClient asks = new JsonClient(server.port());
        JsonClient plain = new JsonClient(server.port())) {
      asks.send(new Request.Hello(JsonCodec.VERSION, "test", List.of("delta", "telepathy")));
      plain.send(new Request.Hello(1, "test")); // a version 1 client is answered in version 1
      assertThat(asks.next()).isEqualTo(
          new Event.Welcome(JsonCodec.VERSION, "arbiter", List.of(Features.DELTA)));
      assertThat(plain.raw().next())
          .isEqualTo("{\"type\":\"welcome\",\"version\":1,\"server\":\"arbiter\"}");
    }
  }

  @Test
  void deltasFollowTheFirstStateAndRebuildEveryStateAPlainClientGets() {
    try (JsonClient ali = JsonClient.login(server, "ali", DELTAS);
        JsonClient bob = JsonClient.login(server, "bob", DELTAS);
        JsonClient carol = JsonClient.login(server, "carol")) {
      startChess(ali, bob);
      GameState aliHas = ali.await(Event.State.class).state();
      GameState bobHas = bob.await(Event.State.class).state();
      carol.send(new Request.Observe(1));
      GameState carolHas = carol.await(Event.State.class).state();
      assertThat(aliHas.seq()).isEqualTo(1);
      for (int i = 0; i < MOVES.length; i++) {
        JsonClient mover = i % 2 == 0 ? ali : bob;
        mover.send(new Request.Move(MOVES[i]));
        assertThat(mover.next()).isInstanceOf(Event.Ok.class);
        aliHas = GameDeltas.apply(aliHas, ali.await(Event.Delta.class));
        bobHas = GameDeltas.apply(bobHas, bob.await(Event.Delta.class));
        carolHas = carol.await(Event.State.class).state(); // carol did not ask: whole states
        assertThat(aliHas.seq()).isEqualTo(i + 2);
        assertThat(encoded(aliHas)).isEqualTo(encoded(carolHas)).isEqualTo(encoded(bobHas));
      }
      assertThat(aliHas.moves()).containsExactly(MOVES);
      bob.send(new Request.Forfeit());
      assertThat(bob.next()).isInstanceOf(Event.Ok.class);
      Event.Delta end = ali.await(Event.Delta.class);
      assertThat(GameDeltas.apply(aliHas, end).status()).isEqualTo("win");
      assertThat(encoded(GameDeltas.apply(aliHas, end)))
          .isEqualTo(encoded(carol.await(Event.State.class).state()));
    }
  }

  @Test
  void aClientThatMissesADeltaAsksForTheStateAndGoesOnFromIt() {
    try (JsonClient ali = JsonClient.login(server, "ali", DELTAS);
        JsonClient bob = JsonClient.login(server, "bob", DELTAS)) {
      startChess(ali, bob);
      GameState bobHas = bob.await(Event.State.class).state();
      ali.await(Event.State.class);
      ali.send(new Request.Move("e4"));
      bob.await(Event.Delta.class); // lost, as a client that dropped it would have
      bob.send(new Request.Move("e5"));
      assertThat(bob.next()).isInstanceOf(Event.Ok.class);
      Event.Delta next = bob.await(Event.Delta.class);
      assertThat(GameDeltas.follows(bobHas, next)).isFalse();

      bob.send(new Request.Resync(1));
      GameState whole = bob.next() instanceof Event.State state ? state.state() : null;
      assertThat(whole).isNotNull();
      assertThat(whole.seq()).isEqualTo(3);
      assertThat(whole.moves()).containsExactly("e4", "e5");
      ali.send(new Request.Move("Nf3"));
      GameState after = GameDeltas.apply(whole, bob.await(Event.Delta.class));
      assertThat(after.seq()).isEqualTo(4);
      assertThat(after.lastMove()).isEqualTo("Nf3");
      assertThat(after.sideToMove()).isEqualTo("black");
    }
  }

  @Test
  void aResyncOutsideAGameIsRefused() {
    try (JsonClient ali = JsonClient.login(server, "ali", DELTAS)) {
      ali.send(new Request.Resync(1));
      assertThat(ali.next()).isInstanceOf(Event.Error.class);
    }
  }

  @Test
  void aSpectatorWhoAsksGetsTheWholeStateOnArrivalThenDeltas() {
    try (JsonClient ali = JsonClient.login(server, "ali", DELTAS);
        JsonClient bob = JsonClient.login(server, "bob");
        JsonClient dan = JsonClient.login(server, "dan", DELTAS)) {
      startChess(ali, bob);
      ali.await(Event.State.class);
      ali.send(new Request.Move("d4"));
      bob.awaitState(2);
      dan.send(new Request.Observe(1));
      GameState danHas = dan.await(Event.State.class).state();
      assertThat(danHas.seq()).isEqualTo(2);
      bob.send(new Request.Move("d5"));
      GameState bobSees = bob.awaitState(3).state();
      danHas = GameDeltas.apply(danHas, dan.await(Event.Delta.class));
      assertThat(encoded(danHas)).isEqualTo(encoded(bobSees));
    }
  }

  private static void startChess(JsonClient white, JsonClient black) {
    white.send(new Request.Challenge("bob", 0, "chess"));
    assertThat(white.next()).isInstanceOf(Event.Ok.class);
    black.await(Event.Challenged.class);
    black.send(new Request.Accept("ali"));
  }

  private static String encoded(GameState state) {
    return JsonCodec.encode(new Event.State(state));
  }
}
