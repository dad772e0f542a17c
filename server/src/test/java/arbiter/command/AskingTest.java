package arbiter.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Asked;
import org.junit.jupiter.api.Test;

/** What a command's answer tells the faces: the request's wire name and the values they word. */
class AskingTest {

  @Test
  void eachCommandIsNamedAsTheRequestItCameFrom() {
    assertThat(Asking.of(new Command.Who()).request()).isEqualTo("who");
    assertThat(Asking.of(new Command.Moretime(3, "bob", 15)).request()).isEqualTo("moretime");
    assertThat(Asking.of(new Command.Select(1, 2)).request()).isEqualTo("move");
    assertThat(Asking.of(new Command.MoveSelected(1, 2)).request()).isEqualTo("move");
    assertThat(Asking.of(new Command.Deselect()).request()).isEqualTo("move");
    assertThat(Asking.of(new Command.NextTurn()).request()).isEqualTo("move");
    assertThat(Asking.of(new Command.Say("hi")).request()).isEqualTo("chat");
    assertThat(Asking.of(new Command.Pause(3, true)).request()).isEqualTo("pause");
    assertThat(Asking.of(new Command.Pause(3, false)).request()).isEqualTo("resume");
    assertThat(Asking.of(new Command.Logout()).request()).isEqualTo("logout");
    assertThat(Asking.of(new Command.LogoutAll()).request()).isEqualTo("logout_all");
    assertThat(Asking.of(new Command.GuestLogin("g")).request()).isEqualTo("guest_login");
    assertThat(Asking.of(new Command.ShowTime()).request()).isEqualTo("show_time");
    assertThat(Asking.of(new Command.Sought(true)).request()).isEqualTo("sought");
  }

  @Test
  void theValuesAFaceWordsTravelWithTheAnswerAndThePasswordDoesNot() {
    assertThat(Asking.of(new Command.Login("ann", "secret")))
        .isEqualTo(new Asked.Login("ann", false));
    assertThat(Asking.of(new Command.Challenge("bob", 0, "chess", "3+2", true, 0)))
        .isEqualTo(new Asked.Challenge("bob", "3+2", true));
    assertThat(Asking.of(new Command.Withdraw("bob")))
        .isEqualTo(new Asked.Offer(Asked.Answering.WITHDRAW, "bob"));
    assertThat(Asking.of(new Command.Move("e9e9"))).isEqualTo(new Asked.Move("e9e9"));
    assertThat(Asking.of(new Command.Sought(true))).isEqualTo(new Asked.Sought(true));
  }
}
