package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Two players on separate connections play pawns-only chess through a real server. */
@Tag("socket")
class PawnsNetworkGameTest extends TwoPlayers {

  @BeforeEach
  void startGame() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "pawns");
  }

  @Test
  void theOpponentSeesEachMoveOnTheSeedBoard() {
    bob.send("set board classic");
    assertThat(bob.next()).isEqualTo("boards are drawn classic on this connection");
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
  void eachPlayerSeesTheGridFromTheirSideWithTheLastMoveMarked() {
    ali.send("e2e4");
    assertThat(ali.next(13)).containsExactly("moved", "turn completed",
        "    a  b  c  d  e  f  g  h",
        " 8  .  .  .  .  .  .  .  .  8",
        " 7  p  p  p  p  p  p  p  p  7",
        " 6  .  .  .  .  .  .  .  .  6",
        " 5  .  .  .  .  .  .  .  .  5",
        " 4  .  .  .  .  P* .  .  .  4",
        " 3  .  .  .  .  .  .  .  .  3",
        " 2  P  P  P  P  .* P  P  P  2",
        " 1  .  .  .  .  .  .  .  .  1",
        "    a  b  c  d  e  f  g  h",
        "last move: e2e4 by white (marked *)");
    assertThat(bob.await("ali played e2e4")).isNotNull();
    assertThat(bob.next(11)).containsExactly(
        "    h  g  f  e  d  c  b  a",
        " 1  .  .  .  .  .  .  .  .  1",
        " 2  P  P  P  .* P  P  P  P  2",
        " 3  .  .  .  .  .  .  .  .  3",
        " 4  .  .  .  P* .  .  .  .  4",
        " 5  .  .  .  .  .  .  .  .  5",
        " 6  .  .  .  .  .  .  .  .  6",
        " 7  p  p  p  p  p  p  p  p  7",
        " 8  .  .  .  .  .  .  .  .  8",
        "    h  g  f  e  d  c  b  a",
        "last move: e2e4 by white (marked *)");
  }

  @Test
  void refusesIllegalAndMalformedMovesSayingWhy() {
    ali.send("e2e5", "e7e6", "e3e4", "e2e9");
    assertThat(ali.next(8)).containsExactly("illegal move", "that piece cannot move so",
        "illegal move", "that piece is not yours", "illegal move", "there is no piece on that square",
        "invalid command", "moves in pawns: a2a4 (from, to)");
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
      mover.awaitLine(line -> line.startsWith("last move: ")); // the board after the move
      other.await((i % 2 == 0 ? "ali" : "bob") + " played " + moves[i]);
      other.awaitLine(line -> line.startsWith("last move: "));
    }

    ali.send("d7d8");

    assertThat(ali.next(4))
        .containsExactly("moved", "turn completed", "player ali with color white won",
            "game over: a pawn reached the last rank");
    bob.await("ali played d7d8");
    assertThat(bob.await("player ali with color white won")).isNotNull();
    assertThat(bob.next()).isEqualTo("game over: a pawn reached the last rank");
    bob.send("scoreboard pawns");
    assertThat(bob.next(2)).containsExactly("ali 3 1 0 0", "bob 0 0 0 1");
  }
}
