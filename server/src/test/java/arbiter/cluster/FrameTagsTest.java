package arbiter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FrameTagsTest {

  private long now = 1_800_000_000_000L;
  private final FrameTags core = FrameTags.of("s3cret", () -> now);
  private final FrameTags edge = FrameTags.of("s3cret", () -> now);
  private final byte[] frames = FrameCodec.encode(new Frame.Epoch(7, "key"));

  @Test
  void aTaggedMessageIsHeardOnItsChannelAndNowhereElse() {
    byte[] message = core.tag("arbiter:epoch", frames);
    assertThat(edge.check("arbiter:epoch", message)).isEqualTo(frames);
    assertThat(FrameTags.of("s3cret", () -> now).check("arbiter:edge:e2", message)).isNull();
  }

  @Test
  void aReplayIsRefusedByTheNodeThatHeardItAndByOneThatDidNotOnceItIsOld() {
    byte[] first = core.tag("arbiter:epoch", frames);
    byte[] second = core.tag("arbiter:epoch", frames);
    assertThat(edge.check("arbiter:epoch", first)).isNotNull();
    assertThat(edge.check("arbiter:epoch", second)).isNotNull();
    assertThat(edge.check("arbiter:epoch", first)).isNull();
    assertThat(edge.check("arbiter:epoch", second)).isNull();
    now += FrameTags.WINDOW_MILLIS + 1;
    assertThat(FrameTags.of("s3cret", () -> now).check("arbiter:epoch", first)).isNull();
  }

  @Test
  void anotherSecretAChangedByteOrNoTagIsRefused() {
    byte[] message = core.tag("arbiter:epoch", frames);
    assertThat(FrameTags.of("other", () -> now).check("arbiter:epoch", message)).isNull();
    byte[] changed = message.clone();
    changed[changed.length - 1] ^= 1;
    assertThat(edge.check("arbiter:epoch", changed)).isNull();
    assertThat(edge.check("arbiter:epoch", frames)).isNull();
    assertThat(edge.check("arbiter:epoch", new byte[0])).isNull();
  }

  @Test
  void withoutASecretMessagesGoAsTheyAreAndATaggedOneIsRefused() {
    FrameTags none = FrameTags.of("", () -> now);
    assertThat(none.on()).isFalse();
    assertThat(none.tag("arbiter:core", frames)).isSameAs(frames);
    assertThat(none.check("arbiter:core", frames)).isSameAs(frames);
    assertThat(none.check("arbiter:core", core.tag("arbiter:core", frames))).isNull();
  }

  @Test
  void theSecretIsNowhereInAMessage() {
    byte[] message = core.tag("arbiter:core", frames);
    assertThat(new String(message, StandardCharsets.ISO_8859_1)).doesNotContain("s3cret");
  }
}
