package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every registered variant played to its end by two JSON clients choosing among the legal moves
 * of each state; every state is checked against the rules' own board view of the same moves.
 */
@Tag("socket")
class JsonEveryVariantTest {

  private static final int LIMIT = 120;

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
  void everyStateMatchesTheRulesUntilTheEnd(String id) {
    Variant variant = Variants.byId(id).orElseThrow();
    String white = "jw_" + id;
    String black = "jb_" + id;
    Random random = new Random(id.hashCode());
    try (JsonClient whiteClient = JsonClient.login(server, white);
        JsonClient blackClient = JsonClient.login(server, black)) {
      whiteClient.send(new Request.Challenge(black, LIMIT, id));
      blackClient.await(Event.Challenged.class);
      blackClient.send(new Request.Accept(white));
      Position position = variant.start();
      long seq = 1;
      GameState state = whiteClient.awaitState(seq).state();
      assertThat(blackClient.awaitState(seq).state()).usingRecursiveComparison().isEqualTo(state);
      while (true) {
        assertMatches(state, position);
        if (!state.status().equals("ongoing")) {
          break;
        }
        GameState.LegalMove move = state.legalMoves().get(random.nextInt(state.legalMoves().size()));
        JsonClient mover = state.sideToMove().equals("white") ? whiteClient : blackClient;
        mover.send(new Request.Move(move.move()));
        position = position.play(parse(variant, position, move.move()));
        seq++;
        state = whiteClient.awaitState(seq).state();
        assertThat(blackClient.awaitState(seq).state()).usingRecursiveComparison().isEqualTo(state);
        assertThat(state.lastMove()).isEqualTo(move.move());
      }
      assertThat(state.legalMoves()).isEmpty();
      assertThat(state.reason()).isNotEmpty();
    }
  }

  private static arbiter.rules.Move parse(Variant variant, Position position, String text) {
    try {
      return variant.notation().parse(position, text);
    } catch (arbiter.rules.NotationException e) {
      throw new AssertionError("the server offered a move its notation cannot read: " + text, e);
    }
  }

  /** The state shows the position: every cell, both hands, the side to move and its moves. */
  private static void assertMatches(GameState state, Position position) {
    assertThat(state.board().rows()).isEqualTo(position.rows());
    assertThat(state.board().columns()).isEqualTo(position.columns());
    for (int row = 0; row < position.rows(); row++) {
      for (int column = 0; column < position.columns(); column++) {
        GameState.Piece cell = state.board().cells().get(row).get(column);
        BoardPiece piece = position.occupant(row, column).orElse(null);
        if (piece == null) {
          assertThat(cell).as("cell %d,%d", row, column).isNull();
        } else {
          assertThat(cell).as("cell %d,%d", row, column).isEqualTo(new GameState.Piece(
              String.valueOf(piece.kind()), piece.side().label(), piece.promoted()));
        }
      }
    }
    assertThat(state.hands().white()).isEqualTo(kinds(position.hand(Side.WHITE)));
    assertThat(state.hands().black()).isEqualTo(kinds(position.hand(Side.BLACK)));
    assertThat(state.sideToMove()).isEqualTo(position.sideToMove().label());
    if (state.status().equals("ongoing")) {
      assertThat(state.legalMoves()).hasSameSizeAs(position.legalMoves());
      for (GameState.LegalMove move : state.legalMoves()) {
        if (move.from() == null) {
          assertThat(move.drop()).isNotNull();
          assertThat(position.hand(position.sideToMove())).extracting(p -> String.valueOf(p.kind()))
              .contains(move.drop());
        } else {
          assertThat(state.board().cells().get(move.from()[0]).get(move.from()[1]).color())
              .isEqualTo(state.sideToMove());
        }
      }
    }
  }

  private static List<String> kinds(List<BoardPiece> hand) {
    return hand.stream().map(piece -> String.valueOf(piece.kind())).toList();
  }
}
