package arbiter.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.event.AuditAction.Kind;
import org.junit.jupiter.api.Test;

/** An audit action holds as many arguments as its kind names, texts and whole numbers only. */
class AuditActionTest {

  @Test
  void aKindTakesItsArgumentsAndANumberIsALong() {
    AuditAction swap = AuditAction.of(Kind.SWAP, "ann", "bob", 2);
    assertThat(swap.args()).containsExactly("ann", "bob", 2L);
    assertThat(swap).isEqualTo(AuditAction.of(Kind.SWAP, "ann", "bob", 2L));
    assertThat(Kind.of(Kind.NOT_CHECKED_IN.code())).isEqualTo(Kind.NOT_CHECKED_IN);
    assertThat(Kind.of("a_kind_of_a_newer_server")).isNull();
  }

  @Test
  void aWrongCountOrTypeIsABug() {
    assertThatThrownBy(() -> AuditAction.of(Kind.SWAP, "ann", "bob"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> AuditAction.of(Kind.PAUSE, 1.5))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
