package arbiter.local.seed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SeedMainMenuTest {

  private final LocalConsole console = LocalConsole.loggedIn();

  @Test
  void newGameChecksUsernameThenLimitThenSelfThenExistence() {
    assertThat(console.type("new_game ab-bas -1")).containsExactly("username format is invalid");
    assertThat(console.type("new_game abbas -1"))
        .containsExactly("number should be positive to have a limit or 0 for no limit");
    assertThat(console.type("new_game ali -1"))
        .containsExactly("number should be positive to have a limit or 0 for no limit");
    assertThat(console.type("new_game ali 5"))
        .containsExactly("you must choose another player to start a game");
    assertThat(console.type("new_game nobody 5")).containsExactly("no user exists with this username");
    assertThat(console.type("new_game abbas 5"))
        .containsExactly("new game started successfully between ali and abbas with limit 5");
  }

  @Test
  void aLimitThatIsNoNumberIsAnInvalidCommand() {
    assertThat(console.type("new_game abbas x", "new_game abbas", "new_game abbas 1 2"))
        .containsExactly("invalid command", "invalid command", "invalid command");
  }

  @Test
  void scoreboardListsEveryUserInScoreOrder() {
    console.type("logout", "register carl pw", "register bea pw", "login ali pw");
    console.type("new_game abbas 0", "forfeit"); // abbas +2 win, ali -1 loss
    console.type("new_game carl 2", "select 2,1", "move 3,1", "next_turn", "select 7,1", "move 6,1",
        "next_turn"); // draw: ali +1, carl +1

    assertThat(console.type("scoreboard"))
        .containsExactly("abbas 2 1 0 0", "carl 1 0 1 0", "ali 0 0 1 1", "bea 0 0 0 0");
  }

  @Test
  void scoreboardOfOneVariant() {
    console.type("new_game abbas 0", "forfeit");

    assertThat(console.type("scoreboard chess")).containsExactly("abbas 0 0 0 0", "ali 0 0 0 0");
    assertThat(console.type("scoreboard kingcapture")).containsExactly("abbas 2 1 0 0", "ali -1 0 0 1");
    assertThat(console.type("scoreboard nothing")).containsExactly("no variant with this name");
  }

  @Test
  void listUsersWorksHereToo() {
    assertThat(console.type("list_users")).containsExactly("abbas", "ali");
  }

  @Test
  void helpListsTheMenu() {
    assertThat(console.type("help"))
        .containsExactly("new_game [username] [limit]", "scoreboard", "list_users", "help", "logout");
  }

  @Test
  void logoutReturnsToTheRegistrationMenu() {
    assertThat(console.type("logout")).containsExactly("logout successful");
    assertThat(console.type("help")).first().isEqualTo("register [username] [password]");
  }

  @Test
  void anythingElseIsAnInvalidCommand() {
    assertThat(console.type("exit", "login ali pw", "who", "accept abbas", "select 2,2"))
        .containsOnly("invalid command")
        .hasSize(5);
  }
}
