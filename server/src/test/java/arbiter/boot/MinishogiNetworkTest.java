package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.StoredGame;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A minishogi game over TCP: black (the challenged player) moves first, boards as in seed 001. */
@Tag("socket")
class MinishogiNetworkTest extends TwoPlayers {

  @BeforeEach
  void startGame() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "minishogi");
    classic(ali);
    classic(bob);
  }

  /** The seed 001 board (25 characters, then the hands) instead of the grid. */
  private static void classic(LineClient player) {
    player.send("set board classic");
    assertThat(player.next()).isEqualTo("boards are drawn classic on this connection");
  }

  @Test
  void theGridShowsBothHandsAndPromotedPiecesFromEachSide() {
    ali.send("set board grid");
    ali.next();
    bob.send("l 15 12"); // black's lance takes the pawn on 12 and promotes in white's camp
    assertThat(ali.await("bob played l 15 12")).isNotNull();
    assertThat(ali.next(10)).containsExactly(
        "    1  2  3  4  5",
        " 5  .* b  s  g  k  5",
        " 4  .  .  .  .  p  4",
        " 3  .  .  .  .  .  3",
        " 2 +l* .  .  .  .  2",
        " 1  K  G  S  B  L  1",
        "    1  2  3  4  5",
        "black's hand (lower case): p",
        "white's hand (upper case): none",
        "last move: l 15 12 by black (marked *)");
    bob.next(5); // the answer to the move, with the board in the seed's form
    bob.send("set board grid", "show_board");
    assertThat(bob.next(11)).containsExactly(
        "boards are drawn grid on this connection",
        "    5  4  3  2  1",
        " 1  L  B  S  G  K  1",
        " 2  .  .  .  . +l* 2",
        " 3  .  .  .  .  .  3",
        " 4  p  .  .  .  .  4",
        " 5  k  g  s  b  .* 5",
        "    5  4  3  2  1",
        "black's hand (lower case): p",
        "white's hand (upper case): none",
        "last move: l 15 12 by black (marked *)");
  }

  @Test
  void blackMovesFirstAndTheOpponentSeesTheSeedBoard() {
    ali.send("show_turn", "K 11 12");
    assertThat(ali.next(2))
        .containsExactly("it is player bob turn with color black", "it is not your turn");

    bob.send("p 54 53");

    assertThat(bob.next(2)).containsExactly("moved", "turn completed");
    assertThat(ali.next(4))
        .containsExactly("bob played p 54 53", "KGSBLP--------p-----lbsgk", "", "");
    ali.send("show_board");
    assertThat(ali.next(3)).containsExactly("KGSBLP--------p-----lbsgk", "", "");
  }

  @Test
  void malformedAndIllegalMovesAreRefusedAndChangeNothing() {
    bob.send("hello", "p 54 52", "P 12 13", "p 00 33");

    assertThat(bob.next(8))
        .containsExactly("invalid command", "did you mean help? usage: help [command]",
            "illegal move", "that piece cannot move so", "illegal move", "that piece is not yours",
            "illegal move", "you have no such piece in hand");
    bob.send("show_board");
    assertThat(bob.next(3)).containsExactly("KGSBLP-------------plbsgk", "", "");
  }

  @Test
  void capturesFillTheHandsAndAKingCaptureWinsTheGame() {
    bob.send("l 15 12");
    assertThat(ali.await("bob played l 15 12")).isNotNull();
    assertThat(ali.next(3)).containsExactly("KGSBLl-------------p-bsgk", "p", "");
    ali.send("K 11 12");
    bob.await("ali played K 11 12");
    assertThat(bob.next(3)).containsExactly("-GSBLK-------------p-bsgk", "p", "L");
    bob.send("p 00 22");
    ali.await("bob played p 00 22");
    ali.next(3);
    ali.send("K 12 22");
    bob.await("ali played K 12 22");
    assertThat(bob.next(3)).containsExactly("-GSBL-K------------p-bsgk", "", "LP");
    bob.send("k 55 44");
    ali.await("bob played k 55 44");
    ali.send("K 22 33");
    bob.await("ali played K 22 33");
    assertThat(bob.next(3)).containsExactly("-GSBL-------K-----kp-bsg-", "", "LP");
    bob.send("k 44 33");

    assertThat(bob.next(4))
        .containsExactly("moved and captured a piece", "turn completed",
            "player bob with color black won", "game over: king captured");
    assertThat(ali.await("bob played k 44 33")).isNotNull();
    assertThat(ali.next(5))
        .containsExactly("-GSBL-------k------p-bsg-", "k", "LP", "player bob with color black won",
            "game over: king captured");
    Awaitility.await()
        .atMost(LineClient.WAIT)
        .until(() -> !server.store().finishedGames().isEmpty());
    StoredGame game = server.store().finishedGames().get(0);
    assertThat(game.variant()).isEqualTo("minishogi");
    assertThat(game.moves()).hasSize(7).first().isEqualTo("l 15 12");
  }

  @Test
  void aRestartedServerResumesTheGameWithItsHands() throws InterruptedException {
    bob.send("l 15 12");
    ali.await("bob played l 15 12");
    ali.send("K 11 12");
    bob.await("ali played K 11 12");
    ali.close();
    bob.close();
    server.close();

    server = TestServer.start(data);
    ali = new LineClient(server.port());
    bob = new LineClient(server.port());
    classic(bob);
    bob.send("login bob pw");
    assertThat(bob.next(2))
        .containsExactly("login successful", "you play black in game 1 (minishogi)");
    bob.await("it is player bob turn with color black");
    bob.send("show_board", "p 00 33");

    assertThat(bob.next(5))
        .containsExactly("-GSBLK-------------p-bsgk", "p", "L", "moved", "turn completed");
  }
}
