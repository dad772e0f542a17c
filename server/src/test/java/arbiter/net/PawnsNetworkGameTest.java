package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Two players on separate connections play pawns-only chess through a real server. */
class PawnsNetworkGameTest extends TwoPlayers {

  @BeforeEach
  void startGame() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "pawns");
  }

  @Test
  void theOpponentSeesEachMoveOnTheSeedBoard() {
    ali.send("e2e4");
    assertThat(ali.next(2)).containsExactly("moved", "turn completed");
    assertThat(bob.await("ali played e2e4")).isNotNull();
    List<String> board = bob.next(18);
    assertThat(board.get(0)).isEqualTo("  +---+---+---+---+---+---+---+---+");
    assertThat(board.get(9)).isEqualTo("4 |   |   |   |   | W |   |   |   |");
    assertThat(board.get(13)).isEqualTo("2 | W | W | W | W |   | W | W | W |");
    assertThat(board.get(17)).isEqualTo("    a   b   c   d   e   f   g   h");
  }

  @Test
  void refusesIllegalAndMalformedMoves() {
    ali.send("e2e5", "e7e6", "e2e9");
    assertThat(ali.next(3)).containsExactly("illegal move", "illegal move", "invalid command");
    ali.send("e2e4");
    assertThat(ali.next(2)).containsExactly("moved", "turn completed");
  }

  @Test
  void aPawnOnTheLastRankWinsTheGame() {
    String[] moves = {"e2e4", "d7d6", "e4e5", "c7c6", "e5d6", "a7a5", "d6d7", "b7b6"};
    for (int i = 0; i < moves.length; i++) {
      LineClient mover = i % 2 == 0 ? ali : bob;
      LineClient other = i % 2 == 0 ? bob : ali;
      mover.send(moves[i]);
      mover.await("turn completed");
      other.await((i % 2 == 0 ? "ali" : "bob") + " played " + moves[i]);
      other.next(18); // the board after the move
    }

    ali.send("d7d8");

    assertThat(ali.next(3))
        .containsExactly("moved", "turn completed", "player ali with color white won");
    bob.await("ali played d7d8");
    assertThat(bob.await("player ali with color white won")).isNotNull();
    bob.send("scoreboard pawns");
    assertThat(bob.next(2)).containsExactly("ali 3 1 0 0", "bob 0 0 0 1");
  }
}
