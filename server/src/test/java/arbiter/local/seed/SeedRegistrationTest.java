package arbiter.local.seed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SeedRegistrationTest {

  private final LocalConsole console = new LocalConsole();

  @Test
  void registerChecksUsernameThenPasswordThenExistence() {
    assertThat(console.type("register al-i pass!")).containsExactly("username format is invalid");
    assertThat(console.type("register ali pass!")).containsExactly("password format is invalid");
    assertThat(console.type("register ali_1 Pass_2")).containsExactly("register successful");
    assertThat(console.type("register ali_1 other")).containsExactly("a user exists with this username");
  }

  @Test
  void loginChecksUsernameThenPasswordThenUserThenPassword() {
    console.type("register ali abbasi");

    assertThat(console.type("login a.li x!")).containsExactly("username format is invalid");
    assertThat(console.type("login ali x!")).containsExactly("password format is invalid");
    assertThat(console.type("login bob x")).containsExactly("no user exists with this username");
    assertThat(console.type("login ali wrong")).containsExactly("incorrect password");
    assertThat(console.type("login ali abbasi")).containsExactly("login successful");
  }

  @Test
  void removeChecksLikeLoginThenRemoves() {
    console.type("register ali abbasi");

    assertThat(console.type("remove a.li x!")).containsExactly("username format is invalid");
    assertThat(console.type("remove ali x!")).containsExactly("password format is invalid");
    assertThat(console.type("remove bob x")).containsExactly("no user exists with this username");
    assertThat(console.type("remove ali wrong")).containsExactly("incorrect password");
    assertThat(console.type("remove ali abbasi")).containsExactly("removed ali successfully");
    assertThat(console.type("login ali abbasi")).containsExactly("no user exists with this username");
  }

  @Test
  void listUsersIsLexicographic() {
    console.type("register bob x", "register Zed x", "register alice x", "register _u x");

    assertThat(console.type("list_users")).containsExactly("Zed", "_u", "alice", "bob");
  }

  @Test
  void helpListsTheMenu() {
    assertThat(console.type("help"))
        .containsExactly(
            "register [username] [password]",
            "login [username] [password]",
            "remove [username] [password]",
            "list_users",
            "help",
            "exit");
  }

  @Test
  void exitEndsTheProgram() {
    assertThat(console.type("exit")).containsExactly("program ended");
    assertThat(console.ended()).isTrue();
  }

  @Test
  void anythingElseIsAnInvalidCommand() {
    assertThat(console.type("", "registerali x y", "register ali", "login a b c", "new_game x 0",
            "select 1,1", "logout", "EXIT"))
        .containsOnly("invalid command")
        .hasSize(8);
  }
}
