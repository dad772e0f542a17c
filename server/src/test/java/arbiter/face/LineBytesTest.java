package arbiter.face;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.UnpooledByteBufAllocator;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines become the bytes {@link String#getBytes} gives for them joined by {@code \r\n}. */
class LineBytesTest {

  private static final UnpooledByteBufAllocator ALLOCATOR = new UnpooledByteBufAllocator(false);

  @Test
  void asciiLinesEndEachWithCrLf() {
    assertSame(List.of("  a b c", " 8 r n b", "last move: e4 (white)"));
    assertSame(List.of("", ""));
  }

  @Test
  void otherCharactersAreEncodedAsJavaEncodesThem() {
    assertSame(List.of("héllo wörld", "ascii", "日本語 and more", "\uD835\uDC00 pair"));
    assertSame(List.of("lone \uD800 high", "\uDC00 lone low", "\uD800\u00e9 then letter"));
  }

  @Test
  void linesLargerThanTheScratchArrayFit() {
    String wide = "é".repeat(10_000);
    assertSame(List.of("x".repeat(70_000), wide, "x".repeat(5000) + wide));
  }

  @Test
  void aBuildersTextIsItsBytesAsTheyAre() {
    for (String text : List.of("<12> rnbqkbnr pppppppp\n\rfics% ", "", "héllo \uD835\uDC00 pair",
        "ascii first, then é", "x".repeat(70_000) + "é", "lone \uD800 high")) {
      ByteBuf bytes = LineBytes.direct(new StringBuilder(text), ALLOCATOR);
      try {
        assertThat(ByteBufUtil.getBytes(bytes)).isEqualTo(text.getBytes(StandardCharsets.UTF_8));
      } finally {
        bytes.release();
      }
    }
  }

  private static void assertSame(List<String> lines) {
    StringBuilder joined = new StringBuilder();
    lines.forEach(line -> joined.append(line).append("\r\n"));
    ByteBuf bytes = LineBytes.direct(lines, ALLOCATOR);
    try {
      assertThat(ByteBufUtil.getBytes(bytes))
          .isEqualTo(joined.toString().getBytes(StandardCharsets.UTF_8));
    } finally {
      bytes.release();
    }
  }
}
