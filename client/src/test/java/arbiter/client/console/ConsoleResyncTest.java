package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A state numbered below the one shown, with no game_started before it, does not freeze the
 * console: it asks for the game again and draws the answer whatever its number.
 */
class ConsoleResyncTest {

  private final List<Request> sent = new ArrayList<>();
  private final List<String> printed = new ArrayList<>();

  @Test
  void aNumberingThatWentBackAsksForTheGameAgainAndGoesOnFromItsAnswer() {
    ConsoleSession session = new ConsoleSession(sent::add, printed::addAll, BoardDrawing.ascii(),
        () -> 0L);
    session.typed("login ann pw");
    session.received(new Event.Ok("login", "login successful"));
    session.received(new Event.GameStarted(1, "pawns", "ann", "bob", 0, null));
    session.received(new Event.State(state(13, "white")));
    sent.clear();

    session.received(new Event.State(state(2, "black"))); // the server's numbers went back
    assertThat(sent).containsExactly(new Request.Resync(1));
    assertThat(session.prompt()).contains("your move");

    session.received(new Event.State(state(2, "black"))); // the answer, drawn whatever its number
    assertThat(session.prompt()).contains("black to move");
    session.received(new Event.State(state(3, "white"))); // and the numbering goes on from it
    assertThat(session.prompt()).contains("your move");
    assertThat(sent).hasSize(1);
  }

  private static GameState state(long seq, String sideToMove) {
    GameState start = ConsoleClockTest.state(seq, "ongoing", null, "", null);
    return new GameState(start.game(), seq, start.variant(), start.white(), start.black(),
        start.board(), start.hands(), sideToMove, start.legalMoves(), null, List.of(),
        start.limit(), start.movesLeft(), "ongoing", null, "", null);
  }
}
