package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The console says why a move was refused, how a game ended and what a draw offer asks. */
class ConsoleWordsTest {

  private final List<String> printed = new ArrayList<>();

  private ConsoleSession session(String user) {
    ConsoleSession session = new ConsoleSession(request -> true, printed::addAll,
        BoardDrawing.ascii(), () -> 0, Path.of(""), ZoneOffset.UTC);
    session.typed("login " + user + " pw");
    session.received(new Event.Ok("login", "login successful"));
    session.received(new Event.GameStarted(1, "pawns", "ann", "bob", 0));
    printed.clear();
    return session;
  }

  private static GameState over(String winner, String reason) {
    return new GameState(1, 9, "pawns", "ann", "bob", new GameState.Board(0, 0, List.of()),
        new GameState.Hands(List.of(), List.of()), "black", List.of(), null, List.of(), 0, -1,
        "win", winner, reason);
  }

  @Test
  void aRefusedMoveIsNamedWithWhyTheRulesRefuseIt() {
    ConsoleSession session = session("ann");
    session.typed("a2a5");
    session.received(new Event.Error("illegal_move", "illegal move", "cannot_move_so",
        "that piece cannot move so"));
    assertThat(printed).containsExactly("! a2a5: that piece cannot move so");
  }

  @Test
  void aDrawOfferSaysHowToAnswerItToAPlayerOnly() {
    ConsoleSession ann = session("ann");
    ann.received(new Event.Notice("bob offers a draw: type draw to accept"));
    ann.received(new Event.DrawOffered("bob"));
    assertThat(printed).containsExactly("* bob offers a draw: type draw to accept",
        "  (draw accepts bob's offer; a move declines it)");
    printed.clear();
    ConsoleSession carol = session("carol"); // watching
    carol.received(new Event.DrawOffered("bob"));
    assertThat(printed).isEmpty();
  }

  @Test
  void theEndingSaysHowTheGameEnded() {
    ConsoleSession bob = session("bob");
    bob.received(new Event.State(over("white", "last rank")));
    assertThat(printed).last().isEqualTo("game 1 over. You lost: ann's pawn reached the last rank");
  }
}
