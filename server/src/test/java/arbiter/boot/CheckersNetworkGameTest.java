package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Two players on separate connections play Russian draughts through a real server. */
@Tag("socket")
class CheckersNetworkGameTest extends TwoPlayers {

  @Test
  void theSeedExampleIsPlayedMoveByMoveAndDrawnTheSeedsWay() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "checkers");
    for (LineClient player : new LineClient[] {ali, bob}) {
      player.send("set board classic");
      assertThat(player.next()).isEqualTo("boards are drawn classic on this connection");
    }

    ali.send("show_board");
    assertThat(ali.next(8)).containsExactly(
        ".b.b.b.b", "b.b.b.b.", ".b.b.b.b", "-.-.-.-.",
        ".-.-.-.-", "w.w.w.w.", ".w.w.w.w", "w.w.w.w.");
    ali.send("c3\u2013d4"); // an en dash, as the seed writes it
    assertThat(ali.next(2)).containsExactly("moved", "turn completed");
    ali.next(8);
    assertThat(bob.next()).isEqualTo("ali played c3-d4");
    bob.next(8);
    bob.send("f6-e5");
    bob.next(10);
    ali.await("bob played f6-e5");
    ali.next(8);

    ali.send("g3-h4");
    assertThat(ali.next(2)).containsExactly("illegal move", "a capture is compulsory: you must take");
    ali.send("d4:f6");
    assertThat(ali.next(2)).containsExactly("moved and captured a piece", "turn completed");
    ali.next(8);
    bob.await("ali played d4:f6");
    bob.next(8);
    bob.send("g7:e5");
    assertThat(bob.next(2)).containsExactly("moved and captured a piece", "turn completed");
    bob.next(8);
    bob.send("show_killed -all");
    assertThat(bob.next(2)).containsExactly("Mb killed in spot 5,5", "Mw killed in spot 6,6");

    assertThat(ali.await("bob played g7:e5")).isNotNull();
    assertThat(ali.next(8)).containsExactly(
        ".b.b.b.b", "b.b.b.-.", ".b.b.-.b", "-.-.b.-.",
        ".-.-.-.-", "w.-.w.w.", ".w.w.w.w", "w.w.w.w.");
  }

  @Test
  void movesOutOfTurnOrMalformedAreRefused() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "checkers");

    bob.send("f6-e5", "zz-top");

    assertThat(bob.next(3)).containsExactly("it is not your turn", "invalid command",
        "moves in checkers: c3-d4, a capture with every landing square: e3:c5:e7");
  }

  @Test
  void theLimitDrawsTheGame() {
    TestServer.startGame(ali, "ali", bob, "bob", 2, "checkers");

    ali.send("c3-d4");
    bob.await("ali played c3-d4");
    bob.awaitLine(line -> line.startsWith("last move: "));
    bob.send("b6-a5");

    assertThat(bob.next(4)).containsExactly("moved", "turn completed", "draw",
        "game over: the move limit of 2 turns was reached");
    ali.await("bob played b6-a5");
    assertThat(ali.await("draw")).isNotNull();
    assertThat(ali.next()).isEqualTo("game over: the move limit of 2 turns was reached");
    ali.send("scoreboard checkers");
    assertThat(ali.next(2)).containsExactly("ali 1 0 1 0", "bob 1 0 1 0");
  }
}
