package arbiter.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import org.junit.jupiter.api.Test;

class SealTest {

  private final KeyPair core = Seal.pair();
  private final KeyPair edge = Seal.pair();
  private final Seal atEdge = Seal.edge(edge, Seal.announced(core.getPublic()));

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static boolean holds(byte[] haystack, byte[] needle) {
    return new String(haystack, StandardCharsets.ISO_8859_1)
        .contains(new String(needle, StandardCharsets.ISO_8859_1));
  }

  @Test
  void whatAnEdgeSealsOnlyTheCoreOpensAndTheCoreAnswersSealedToThatEdge() {
    byte[] login = bytes("[\"Ask\",{\"command\":[\"Login\",{\"user\":\"ann\",\"password\":\"hunter2\"}]}]");
    byte[] sealed = atEdge.seal(login);
    assertThat(holds(sealed, bytes("hunter2"))).isFalse();
    assertThat(Seal.sealed(sealed)).isTrue();
    assertThat(Seal.sealed(login)).isFalse();
    Seal atCore = Seal.core(core, Seal.edgeKey(sealed));
    assertThat(atCore.open(sealed)).isEqualTo(login);
    byte[] answer = bytes("codes: ann 4711");
    assertThat(atEdge.open(atCore.seal(answer))).isEqualTo(answer);
  }

  @Test
  void theSameTextSealsDifferentlyEachTime() {
    assertThat(atEdge.seal(bytes("hunter2"))).isNotEqualTo(atEdge.seal(bytes("hunter2")));
  }

  @Test
  void aPayloadSealedToAnotherCoreOrChangedOnTheWayDoesNotOpen() {
    byte[] sealed = atEdge.seal(bytes("hunter2"));
    Seal otherCore = Seal.core(Seal.pair(), Seal.edgeKey(sealed));
    assertThatThrownBy(() -> otherCore.open(sealed)).isInstanceOf(IllegalArgumentException.class);
    Seal atCore = Seal.core(core, Seal.edgeKey(sealed));
    byte[] changed = sealed.clone();
    changed[changed.length - 20] ^= 1;
    assertThatThrownBy(() -> atCore.open(changed)).isInstanceOf(IllegalArgumentException.class);
    // an edge does not open its own sealed payload as if the core had sealed it
    assertThatThrownBy(() -> atEdge.open(sealed)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void anotherEdgeCannotOpenWhatTheCoreSealedToOne() {
    Seal atCore = Seal.core(core, Seal.edgeKey(atEdge.seal(bytes("x"))));
    Seal otherEdge = Seal.edge(Seal.pair(), Seal.announced(core.getPublic()));
    byte[] sealed = atCore.seal(bytes("codes: ann 4711"));
    assertThatThrownBy(() -> otherEdge.open(sealed)).isInstanceOf(IllegalArgumentException.class);
  }
}
