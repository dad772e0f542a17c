package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.game.StoredGame;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every registered variant is played to its end over TCP by two clients with random moves. */
@Tag("socket")
class EveryVariantTest {

  private static final int LIMIT = 150;

  @TempDir static Path data;
  private static ArbiterServer server;

  @BeforeAll
  static void start() throws InterruptedException {
    server = TestServer.start(data);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  static Stream<String> variants() {
    return StreamSupport.stream(Variants.ids().spliterator(), false);
  }

  @ParameterizedTest
  @MethodSource("variants")
  void aRandomGameIsPlayedToItsEndAndStored(String id) throws Exception {
    Variant variant = Variants.byId(id).orElseThrow();
    String white = "w_" + id;
    String black = "b_" + id;
    try (LineClient whiteClient = TestServer.login(server, white);
        LineClient blackClient = TestServer.login(server, black)) {
      TestServer.startGame(whiteClient, white, blackClient, black, LIMIT, id);
      RandomPlayer[] players = {
        new RandomPlayer(whiteClient, white, variant, 1), new RandomPlayer(blackClient, black, variant, 2)
      };
      Position position = variant.start();
      int turns = 0;
      String result = null;
      while (result == null) {
        Side mover = position.sideToMove();
        RandomPlayer player = players[mover.ordinal()];
        RandomPlayer opponent = players[mover.opponent().ordinal()];
        Position after = player.move(position);
        Position seen = opponent.opponentMoved(position, player.name());
        assertThat(seen.toFen()).isEqualTo(after.toFen());
        position = after;
        turns++;
        result = RandomPlayer.expectedResult(position, turns, LIMIT, white, black);
      }

      assertThat(players[0].awaitResult()).isEqualTo(result);
      assertThat(players[1].awaitResult()).isEqualTo(result);
      int played = turns;
      org.awaitility.Awaitility.await()
          .atMost(LineClient.WAIT)
          .until(() -> stored(white) != null);
      StoredGame game = stored(white);
      assertThat(game.variant()).isEqualTo(id);
      assertThat(game.black()).isEqualTo(black);
      assertThat(game.moves()).hasSize(played);
    }
  }

  private static StoredGame stored(String white) {
    List<StoredGame> games = server.store().finishedGames();
    return games.stream().filter(game -> game.white().equals(white)).findFirst().orElse(null);
  }
}
