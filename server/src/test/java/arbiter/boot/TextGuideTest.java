package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Transcripts over TCP of what the network's text face adds after seed 002's lines: the banner,
 * the help of each menu, the line after each mistake, why a move is illegal and how a game ended.
 */
@Tag("socket")
class TextGuideTest extends TwoPlayers {

  @Test
  void aNewConnectionIsGreetedWithTheServersNameAndHowToStart() throws InterruptedException {
    try (LineClient guest = new LineClient(server.port(), false)) {
      assertThat(guest.next(3)).containsExactly(
          "Arbiter: kingcapture, chess, pawns, minishogi and checkers over the network",
          "new here? register <name> <password>, then login <name> <password>",
          "help lists the commands of where you are, help <command> explains one");
    }
    server.close();
    server = TestServer.start(TestServer.settings(data).with("server.name", "Spring LAN party"));
    try (LineClient guest = new LineClient(server.port(), false)) {
      assertThat(guest.next()).startsWith("Spring LAN party: ");
    }
  }

  @Test
  void theRegistrationMenusHelpKeepsTheSeedsLinesThenSaysHowToStart() {
    try (LineClient guest = new LineClient(server.port())) {
      guest.send("help");
      assertThat(guest.next(9)).containsExactly(
          "register [username] [password]",
          "login [username] [password]",
          "remove [username] [password]",
          "list_users",
          "help",
          "exit",
          "new here? register <name> <password> once, then login <name> <password>",
          "names and passwords: English letters, digits and _; names at most 32 characters",
          "help <command> explains one command");
    }
  }

  /** What a blind player needs to hear of, from help alone: the speech board (and the languages). */
  private static final String ACCESS = "set board speech: every position said in words, for a"
      + " screen reader; set language en|ru|fa: the language you are answered in";

  @Test
  void theMainMenusHelpGivesUsageLinesVariantsLimitsAndTimes() {
    ali.send("help");
    List<String> help = ali.next(25);
    assertThat(help.get(0)).isEqualTo("new_game <user> <limit> [variant] [time] [rated|unrated]");
    assertThat(help).contains("analyze <game>");
    assertThat(help.subList(18, 25)).containsExactly(
        "<...> must be given, [...] may be left out",
        "limit: turns before the game is a draw, 0 for none",
        "variants: kingcapture (the default: chess where a king is captured, no check), chess, pawns,"
            + " minishogi, checkers",
        "time: 5+3, 25d5, 40/90+30,30+30 or 10b30x3 (help new_game); left out: untimed",
        "set board auto|classic|grid, set prompt on|off: how this connection shows boards",
        ACCESS,
        "help <command> explains one command");
    ali.send("help new_game", "help acept", "help xyzzy");
    assertThat(ali.next(5)).containsExactly(
        "new_game <user> <limit> [variant] [time] [rated|unrated]",
        "challenges a user who is online; limit: turns before the game is a draw, 0 for none;"
            + " variant: kingcapture (the default), chess, pawns, minishogi or checkers;"
            + " time: 5+3, 25d5, 40/90+30,30+30 or 10b30x3 (none: untimed)",
        "no command acept; did you mean accept?",
        "accept <user>",
        "no command xyzzy; help lists them");
  }

  @Test
  void theGameMenusHelpSaysHowMovesAreWritten() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "minishogi");
    bob.send("help");
    List<String> help = bob.next(24);
    assertThat(help.get(0)).isEqualTo("select [x],[y]");
    assertThat(help.subList(20, 24)).containsExactly(
        "moves in minishogi: the piece's letter in your case, from, to, each column then row:"
            + " p 54 53; a drop from 00: p 00 33",
        "set board auto|classic|grid: the variant's own board, or a grid with coordinates from"
            + " your side",
        ACCESS,
        "help <command> explains one command");
  }

  @Test
  void everyMistakeKeepsTheSeedsLineAndSaysWhatWouldWork() {
    ali.send("acept bob", "NEW_GAME bob 0", "new_game bob", "nc6", "show_bord", "");
    assertThat(ali.next(12)).containsExactly(
        "invalid command", "did you mean accept? usage: accept <user>",
        "invalid command", "commands are written in lower case: new_game <user> <limit> [variant]"
            + " [time] [rated|unrated]",
        "invalid command", "usage: new_game <user> <limit> [variant] [time] [rated|unrated]",
        "invalid command", "moves are typed in a game: new_game <user> <limit> [variant] starts"
            + " one, accept <user> answers a challenge",
        "invalid command", "did you mean show_board? usage: show_board",
        "invalid command", "help lists the commands here");
    try (LineClient guest = new LineClient(server.port())) {
      guest.send("who", "login", "set board square");
      assertThat(guest.next(6)).containsExactly(
          "invalid command",
          "log in first: login <name> <password> (new here? register <name> <password>)",
          "invalid command", "usage: login <name> <password>",
          "invalid command",
          "usage: set board auto|classic|grid|speech, set prompt on|off, set language en|ru|fa");
    }
  }

  @Test
  void anIllegalMoveSaysWhyInOneLine() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "chess");
    ali.send("e3e4", "e7e5", "e2e5", "Nc4", "Qd2", "O-O", "Nbd4", "e4");
    assertThat(ali.next(16)).containsExactly(
        "illegal move", "there is no piece on that square",
        "illegal move", "that piece is not yours",
        "illegal move", "that piece cannot move so",
        "illegal move", "none of your pieces of that kind can go there",
        "illegal move", "your own piece stands on that square",
        "illegal move", "you cannot castle now",
        "illegal move", "none of your pieces of that kind can go there",
        "moved", "turn completed");
    play(bob, ali, "d6");
    play(ali, bob, "Bb5+"); // check: the bishop sees e8 through d7
    bob.send("a6");
    assertThat(bob.next(2)).containsExactly("illegal move", "your king would be in check");
  }

  @Test
  void theSeedsMoveCommandSaysWhyTooOverTheNetwork() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);
    ali.send("select 2,5", "move 5,5", "select 1,4", "move 2,4", "select 9,9");
    assertThat(ali.next(8)).containsExactly(
        "selected", "cannot move to the spot", "that piece cannot move so",
        "selected", "cannot move to the spot", "your own piece stands on that square",
        "wrong coordination", "rows and columns go from 1 to 8, row first: select 2,5");
  }

  @Test
  void checkmateAndStalemateSayHowTheGameEnded() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "chess");
    play(ali, bob, "f3");
    play(bob, ali, "e5");
    play(ali, bob, "g4");
    bob.send("Qh4");
    bob.await("player bob with color black won");
    assertThat(bob.next()).isEqualTo("game over: checkmate");
    ali.await("player bob with color black won");
    assertThat(ali.next()).isEqualTo("game over: checkmate");

    TestServer.startGame(ali, "ali", bob, "bob", 0, "chess");
    String[] loyd = {"e3", "a5", "Qh5", "Ra6", "Qxa5", "h5", "h4", "Rah6", "Qxc7", "f6", "Qxd7+",
        "Kf7", "Qxb7", "Qd3", "Qxb8", "Qh7", "Qxc8", "Kg6"};
    for (int i = 0; i < loyd.length; i++) {
      play(i % 2 == 0 ? ali : bob, i % 2 == 0 ? bob : ali, loyd[i]);
    }
    ali.send("Qe6");
    ali.await("draw");
    assertThat(ali.next()).isEqualTo(
        "game over: stalemate: the side to move has no legal move and is not in check");
  }

  @Test
  void aCaptureOutsideKingcaptureIsSaidInPlainWords() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, "chess");
    play(ali, bob, "e4");
    play(bob, ali, "d5");
    ali.send("exd5");
    assertThat(ali.next(2)).containsExactly("moved and captured a piece", "turn completed");
  }

  @Test
  void jsonErrorsCarryTheReasonCodeAndItsWords() {
    try (JsonClient eve = JsonClient.login(server, "eve")) {
      eve.send(new Request.Challenge("ali", 0, "chess"));
      eve.await(Event.Ok.class);
      ali.awaitLine(line -> line.startsWith("eve challenges you"));
      ali.send("accept eve");
      eve.await(Event.State.class);
      eve.send(new Request.Move("Ke2"));
      Event.Error error = eve.await(Event.Error.class);
      assertThat(List.of(error.code(), error.message(), error.reason(), error.detail()))
          .containsExactly("illegal_move", "illegal move", "own_piece_there",
              "your own piece stands on that square");
    }
  }

  @Test
  void aPromptCanBeTurnedOnPerConnection() {
    ali.send("set prompt on");
    assertThat(ali.next()).isEqualTo("prompt on");
    ali.send("list_users");
    assertThat(ali.next()).isEqualTo("Arbiter> ali");
    ali.send("set prompt off", "list_users");
    assertThat(ali.next(3)).containsExactly("bob", "Arbiter> prompt off", "ali");
  }

  @Test
  void namesAreUniqueRegardlessOfCaseAndKeepTheirCase() {
    try (LineClient guest = new LineClient(server.port())) {
      guest.send("register ALI pw", "register Carol pw", "register carol pw", "login Carol pw");
      assertThat(guest.next(6)).containsExactly(
          "a user exists with this username", "names are unique regardless of case: choose another",
          "register successful",
          "a user exists with this username", "names are unique regardless of case: choose another",
          "login successful");
      guest.send("list_users");
      assertThat(guest.next(3)).containsExactly("Carol", "ali", "bob");
    }
  }

  @Test
  void theNetworkServerMayAskForLongerPasswords() throws InterruptedException {
    server.close();
    server = TestServer.start(TestServer.settings(data).with("password.min.length", 6));
    try (LineClient guest = new LineClient(server.port())) {
      guest.send("register dana pw", "register dana secret");
      assertThat(guest.next(3)).containsExactly("password format is invalid",
          "names and passwords: English letters, digits and _; names at most 32 characters,"
              + " passwords at least 6",
          "register successful");
    }
  }

  /** {@code mover} plays {@code move}; both have read everything it caused. */
  private static void play(LineClient mover, LineClient other, String move) {
    mover.send(move);
    mover.await("turn completed");
    mover.awaitLine(line -> line.startsWith("last move: "));
    other.awaitLine(line -> line.endsWith(" played " + move));
    other.awaitLine(line -> line.startsWith("last move: "));
  }
}
