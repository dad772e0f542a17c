package arbiter.edge;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.LineBasedFrameDecoder;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.string.StringDecoder;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The line ports' one decoder against the two Netty handlers it replaced (a line decoder that
 * fails fast and strips the delimiter, then a UTF-8 string decoder): the same lines and the same
 * refusals, whatever the bytes and wherever the reads split them.
 */
class LineDecoderTest {

  private static final String TOO_LONG = "<too long>";

  @Test
  void linesEndWithLfOrCrLfAndALoneCrStaysInTheLine() {
    assertThat(lines(64, "a\r\nb\nc\rd\r\n\r\n\n")).containsExactly("a", "b", "c\rd", "", "");
  }

  @Test
  void persianAndRussianSplitInsideACharacterAreDecodedWhole() {
    byte[] bytes = "سلام Привет\r\n".getBytes(StandardCharsets.UTF_8);
    EmbeddedChannel channel = channel(new LineDecoder(64));
    for (byte b : bytes) {
      channel.writeInbound(Unpooled.wrappedBuffer(new byte[] {b})); // one byte a read
    }
    assertThat(read(channel)).containsExactly("سلام Привет");
    assertThat(channel.finish()).isFalse();
  }

  @Test
  void aLineTooLongIsRefusedOnceAsSoonAsItIsKnownAndTheNextLineIsRead() {
    EmbeddedChannel channel = channel(new LineDecoder(8));
    channel.writeInbound(Unpooled.copiedBuffer("0123456", StandardCharsets.UTF_8));
    assertThat(read(channel)).isEmpty();
    channel.writeInbound(Unpooled.copiedBuffer("789", StandardCharsets.UTF_8));
    assertThat(read(channel)).containsExactly(TOO_LONG); // before its end has come
    channel.writeInbound(Unpooled.copiedBuffer("more\r\nok\r\n", StandardCharsets.UTF_8));
    assertThat(read(channel)).containsExactly("ok");
  }

  @Test
  void anUnfinishedLastLineIsNoLine() {
    EmbeddedChannel channel = channel(new LineDecoder(64));
    channel.writeInbound(Unpooled.copiedBuffer("half a li", StandardCharsets.UTF_8));
    assertThat(channel.finish()).isFalse();
  }

  @Test
  void randomBytesInRandomReadsGiveWhatNettysTwoDecodersGave() {
    Random random = new Random(25);
    byte[][] pieces = {
      {'a'}, {'b'}, {' '}, {'\r'}, {'\n'}, {'\r', '\n'}, {0}, {(byte) 0xC3}, {(byte) 0xFF},
      "é".getBytes(StandardCharsets.UTF_8), "ش".getBytes(StandardCharsets.UTF_8),
      "Ж".getBytes(StandardCharsets.UTF_8), "♞".getBytes(StandardCharsets.UTF_8),
      "😀".getBytes(StandardCharsets.UTF_8),
    };
    for (int round = 0; round < 500; round++) {
      int maxLength = 1 + random.nextInt(24);
      ByteArrayOutputStream stream = new ByteArrayOutputStream();
      for (int i = random.nextInt(120); i > 0; i--) {
        stream.writeBytes(pieces[random.nextInt(pieces.length)]);
      }
      byte[] bytes = stream.toByteArray();
      List<byte[]> reads = split(bytes, random);
      assertThat(decode(new LineDecoder(maxLength), reads))
          .as("max %d, bytes %s", maxLength, Arrays.toString(bytes))
          .isEqualTo(decode(new ChannelHandler[] {
            new LineBasedFrameDecoder(maxLength, true, true),
            new StringDecoder(StandardCharsets.UTF_8)}, reads));
    }
  }

  private static List<byte[]> split(byte[] bytes, Random random) {
    List<byte[]> reads = new ArrayList<>();
    for (int start = 0; start < bytes.length; ) {
      int end = Math.min(bytes.length, start + 1 + random.nextInt(random.nextBoolean() ? 4 : 40));
      reads.add(Arrays.copyOfRange(bytes, start, end));
      start = end;
    }
    return reads;
  }

  private static List<String> decode(ChannelHandler decoder, List<byte[]> reads) {
    return decode(new ChannelHandler[] {decoder}, reads);
  }

  private static List<String> decode(ChannelHandler[] decoders, List<byte[]> reads) {
    EmbeddedChannel channel = channel(decoders);
    for (byte[] read : reads) {
      channel.writeInbound(Unpooled.wrappedBuffer(read));
    }
    List<String> lines = read(channel);
    channel.finishAndReleaseAll();
    return lines;
  }

  private static List<String> lines(int maxLength, String text) {
    return decode(new LineDecoder(maxLength),
        List.<byte[]>of(text.getBytes(StandardCharsets.UTF_8)));
  }

  /** The decoders, then a handler that takes each refusal as the line {@link #TOO_LONG}. */
  private static EmbeddedChannel channel(ChannelHandler... decoders) {
    EmbeddedChannel channel = new EmbeddedChannel(decoders);
    channel.pipeline().addLast(new ChannelInboundHandlerAdapter() {
      @Override
      public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        assertThat(cause).isInstanceOf(TooLongFrameException.class);
        ctx.fireChannelRead(TOO_LONG);
      }
    });
    return channel;
  }

  private static List<String> read(EmbeddedChannel channel) {
    List<String> lines = new ArrayList<>();
    for (Object line = channel.readInbound(); line != null; line = channel.readInbound()) {
      lines.add((String) line);
    }
    return lines;
  }
}
