package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Character-mode clients (Windows telnet, PuTTY) send corrections as backspaces in the line. */
class TypedLineTest {

  @Test
  void backspacesRemoveTheCharacterBeforeThem() {
    assertThat(TypedLine.edited("regx\bister")).isEqualTo("register");
    assertThat(TypedLine.edited("e2e5\u007f4")).isEqualTo("e2e4");
    assertThat(TypedLine.edited("\b\bhelp")).isEqualTo("help");
    assertThat(TypedLine.edited("say h\u00e9\be\ud83d\ude00\b!")).isEqualTo("say he!");
    assertThat(TypedLine.edited("show_board")).isSameAs("show_board");
  }
}
