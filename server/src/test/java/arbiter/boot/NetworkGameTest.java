package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Two players on separate connections play kingcapture through a real server. */
@Tag("socket")
class NetworkGameTest extends TwoPlayers {

  @Test
  void aChallengeAcceptedStartsTheGameWithTheChallengerWhite() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);

    ali.send("show_turn");
    assertThat(ali.next()).isEqualTo("it is player ali turn with color white");
  }

  @Test
  void aDeclinedChallengeIsReportedToTheChallenger() {
    ali.send("new_game bob 0");
    bob.awaitLine(line -> line.startsWith("ali challenges you to kingcapture with limit 0"));

    bob.send("decline ali");

    assertThat(bob.next()).isEqualTo("challenge declined");
    assertThat(ali.await("bob declined your challenge")).isNotNull();
    bob.send("accept ali");
    assertThat(bob.next()).isEqualTo("no challenge from this user");
  }

  @Test
  void aChallengeNeedsAnOnlineUserWhoIsNotPlaying() {
    ali.send("register carol pw", "new_game carol 0", "new_game bob -3", "new_game bob 0 go");

    assertThat(ali.next(7))
        .containsExactly("invalid command", "you are logged in: logout first",
            "no user exists with this username", "list_users shows every user",
            "number should be positive to have a limit or 0 for no limit", "no variant with this name",
            "variants: kingcapture, chess, pawns, minishogi, checkers");
  }

  @Test
  void aFullKingCaptureGameInNativeNotation() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);

    ali.send("e2e3");
    assertThat(ali.next(2)).containsExactly("moved", "turn completed");
    assertThat(ali.next(8)).element(5).isEqualTo("  |  |  |  |Pw|  |  |  |"); // the mover's board
    assertThat(bob.next()).isEqualTo("ali played e2e3");
    assertThat(bob.next(8)).last().isEqualTo("Rw|Nw|Bw|Qw|Kw|Bw|Nw|Rw|");
    bob.send("f7f6");
    ali.await("bob played f7f6");
    ali.next(8);
    bob.next(10);
    ali.send("d1h5");
    bob.await("ali played d1h5");
    bob.next(8);
    ali.next(10);
    bob.send("a7a6");
    ali.await("bob played a7a6");
    ali.next(8);
    bob.next(10);

    ali.send("h5e8");

    assertThat(ali.next(4))
        .containsExactly("rival piece destroyed", "turn completed", "player ali with color white won",
            "game over: king captured");
    assertThat(ali.next(8)).first().isEqualTo("Rb|Nb|Bb|Qb|Qw|Bb|Nb|Rb|");
    bob.await("ali played h5e8");
    assertThat(bob.await("player ali with color white won")).isNotNull();
    assertThat(bob.next()).isEqualTo("game over: king captured");
    bob.send("scoreboard");
    assertThat(bob.next(2)).containsExactly("ali 3 1 0 0", "bob 0 0 0 1");
  }

  @Test
  void theSeedCommandsWorkOverTheNetworkAndTheOpponentSeesEachStep() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);

    ali.send("select 2,5", "move 4,5");
    assertThat(ali.next(2)).containsExactly("selected", "moved");
    assertThat(ali.next(8).get(4)).isEqualTo("  |  |  |  |Pw|  |  |  |");
    assertThat(bob.next()).isEqualTo("ali moved Pw 2,5 to 4,5");
    assertThat(bob.next(8).get(4)).isEqualTo("  |  |  |  |Pw|  |  |  |");
    ali.send("undo");
    assertThat(ali.next()).isEqualTo("undo completed");
    assertThat(ali.next(8).get(6)).isEqualTo("Pw|Pw|Pw|Pw|Pw|Pw|Pw|Pw|");
    assertThat(bob.next()).isEqualTo("ali took the move back");
    bob.next(8);
    ali.send("move 3,5", "next_turn");
    assertThat(ali.next()).isEqualTo("moved");
    ali.next(8);
    assertThat(ali.next()).isEqualTo("turn completed");
    bob.await("ali played e2e3");
  }

  @Test
  void aPlayerCannotActOutOfTurn() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);

    bob.send("e7e5", "select 7,5", "move 5,5", "next_turn", "undo", "deselect");

    assertThat(bob.next(6)).containsOnly("it is not your turn");
    bob.send("show_turn", "show_board", "hello");
    assertThat(bob.next()).isEqualTo("it is player ali turn with color white");
    assertThat(bob.next(8)).first().isEqualTo("Rb|Nb|Bb|Qb|Kb|Bb|Nb|Rb|");
    assertThat(bob.next()).isEqualTo("invalid command");
    ali.send("show_moves -all");
    ali.send("e2e4");
    assertThat(ali.next(2)).containsExactly("moved", "turn completed");
  }

  @Test
  void forfeitWorksOnEitherTurnAndScoresTwoAndMinusOne() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);

    bob.send("forfeit");

    assertThat(bob.next(3)).containsExactly("you have forfeited", "player ali with color white won",
        "game over: bob resigned");
    assertThat(ali.next(3)).containsExactly("bob resigned", "player ali with color white won",
        "game over: bob resigned");
    ali.send("scoreboard");
    assertThat(ali.next(2)).containsExactly("ali 2 1 0 0", "bob -1 0 0 1");
  }

  @Test
  void theLimitDrawsTheGame() {
    TestServer.startGame(ali, "ali", bob, "bob", 2, "kingcapture");

    ali.send("e2e3");
    bob.await("ali played e2e3");
    bob.next(8); // the board after ali's move
    bob.send("e7e6");

    assertThat(bob.next(4)).containsExactly("moved", "turn completed", "draw",
        "game over: the move limit of 2 turns was reached");
    bob.next(8);
    ali.await("bob played e7e6");
    assertThat(ali.await("draw")).isNotNull();
    assertThat(ali.next()).isEqualTo("game over: the move limit of 2 turns was reached");
    ali.send("scoreboard", "scoreboard kingcapture", "scoreboard chess");
    assertThat(ali.next(6))
        .containsExactly("ali 1 0 1 0", "bob 1 0 1 0", "ali 1 0 1 0", "bob 1 0 1 0",
            "ali 0 0 0 0", "bob 0 0 0 0");
  }

  @Test
  void aSpectatorSeesMovesChatAndTheResult() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);
    try (LineClient carol = TestServer.login(server, "carol")) {
      carol.send("games");
      String game = carol.next();
      assertThat(game).endsWith(" ali bob kingcapture limit 0 turns 0");

      carol.send("observe " + game.split(" ")[0]);
      assertThat(carol.next()).startsWith("observing game ");
      carol.await("it is player ali turn with color white");
      ali.send("e2e4");
      assertThat(carol.next()).isEqualTo("ali played e2e4");
      carol.next(8);
      bob.send("say good luck");
      assertThat(carol.next()).isEqualTo("bob: good luck");
      assertThat(ali.await("bob: good luck")).isNotNull();
      carol.send("e7e5");
      assertThat(carol.next()).isEqualTo("spectators cannot play");

      ali.send("forfeit");

      carol.await("ali resigned");
      assertThat(carol.next()).isEqualTo("player bob with color black won");
      assertThat(carol.next()).isEqualTo("game over: ali resigned");
      carol.send("help");
      assertThat(carol.next()).isEqualTo("new_game <user> <limit> [variant] [time] [rated|unrated]");
    }
  }

  @Test
  void aDrawOfferStandsUntilTheOpponentMovesAndAnAcceptedOneDrawsTheGame() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "checkers");
    ali.send("draw");
    assertThat(ali.next()).isEqualTo("draw offered");
    assertThat(bob.next()).isEqualTo("ali offers a draw: type draw to accept");
    ali.send("draw");
    assertThat(ali.next()).isEqualTo("you have offered a draw already");
    ali.send("c3-d4");
    ali.await("turn completed");
    bob.await("ali played c3-d4");
    ali.awaitLine(line -> line.startsWith("last move: "));
    bob.awaitLine(line -> line.startsWith("last move: "));
    bob.send("f6-e5"); // declines by moving
    ali.await("bob played f6-e5");
    bob.await("turn completed");

    bob.awaitLine(line -> line.startsWith("last move: "));
    bob.send("draw");
    assertThat(bob.next()).isEqualTo("draw offered");
    ali.await("bob offers a draw: type draw to accept");
    ali.send("draw");

    assertThat(ali.next(3)).containsExactly("draw agreed", "draw", "game over: draw by agreement");
    assertThat(bob.awaitLine(line -> line.startsWith("ali accepted"))).isEqualTo("ali accepted the draw");
    assertThat(bob.next()).isEqualTo("draw");
    ali.send("scoreboard checkers");
    assertThat(ali.next(2)).containsExactly("ali 1 0 1 0", "bob 1 0 1 0");
  }

  @Test
  void whoListsTheOnlineUsers() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);
    try (LineClient carol = TestServer.login(server, "carol")) {
      carol.send("who");

      assertThat(carol.next(3))
          .containsExactly("ali playing game 1", "bob playing game 1", "carol");
    }
  }

  @Test
  void aSecondLoginTakesTheSessionAndTheGameOver() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);

    try (LineClient again = new LineClient(server.port())) {
      again.send("login ali pw");
      assertThat(again.next()).isEqualTo("login successful");
      assertThat(ali.await("logged in from another connection")).isNotNull();
      again.await("it is player ali turn with color white");

      again.send("e2e4");

      assertThat(again.next(2)).containsExactly("moved", "turn completed");
      assertThat(bob.await("ali played e2e4")).isNotNull();
      org.awaitility.Awaitility.await().atMost(LineClient.WAIT).until(ali::isClosedByServer);
    }
  }
}
