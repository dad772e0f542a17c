package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import org.junit.jupiter.api.Test;

/** A login reads the language kept with the account and tells the face before its answer. */
class KeptLanguageLoginTest {

  @Test
  void theKeptLanguageIsToldBeforeTheLoginsAnswer() {
    InMemoryServer server = new InMemoryServer();
    server.store.register("ali", "pw");
    server.store.language("ali", "fa");
    InMemoryServer.Player ali = server.new Player();
    ali.send(new Command.Login("ali", "pw"));
    assertThat(ali.spoken()).isEqualTo("fa");
    assertThat(ali.spokenAt()).isZero(); // nothing shown yet: the answer comes in it
    assertThat(ali.name()).isEqualTo("ali");
  }

  @Test
  void anAccountWithoutAKeptLanguageTellsNothing() {
    InMemoryServer server = new InMemoryServer();
    InMemoryServer.Player bob = server.login("bob");
    assertThat(bob.spoken()).isNull();
    assertThat(bob.name()).isEqualTo("bob");
  }
}
