package arbiter.edge.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.websocketx.BinaryWebSocketFrame;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class WebSocketLinesTest {

  private final EmbeddedChannel channel = new EmbeddedChannel(new WebSocketLines());

  @Test
  void eachLineASessionWritesIsOneTextFrame() {
    channel.writeOutbound("{\"type\":\"ok\"}\r\n{\"type\":\"state\"}\r\n");
    TextWebSocketFrame first = channel.readOutbound();
    TextWebSocketFrame second = channel.readOutbound();
    assertThat(first.text()).isEqualTo("{\"type\":\"ok\"}");
    assertThat(second.text()).isEqualTo("{\"type\":\"state\"}");
    assertThat((Object) channel.readOutbound()).isNull();
    first.release();
    second.release();
  }

  @Test
  void linesEncodedOnceForEveryConnectionAreFramedWithoutACopy() {
    ByteBuf shared = Unpooled.copiedBuffer("{\"type\":\"ok\"}\r\n{\"type\":\"state\"}\r\n",
        StandardCharsets.UTF_8);
    channel.writeOutbound(shared.retainedDuplicate());
    TextWebSocketFrame first = channel.readOutbound();
    TextWebSocketFrame second = channel.readOutbound();
    assertThat(first.text()).isEqualTo("{\"type\":\"ok\"}");
    assertThat(second.text()).isEqualTo("{\"type\":\"state\"}");
    assertThat((Object) channel.readOutbound()).isNull();
    first.release();
    second.release();
    assertThat(shared.refCnt()).isEqualTo(1);
    shared.release();
  }

  @Test
  void writingNothingClosesTheWebSocketAfterWhatWasSent() {
    channel.writeOutbound("");
    CloseWebSocketFrame close = channel.readOutbound();
    assertThat(close.statusCode()).isEqualTo(1000);
    close.release();
  }

  @Test
  void aTextFrameIsOneMessageAndABinaryFrameEndsTheConnection() {
    channel.writeInbound(new TextWebSocketFrame("{\"type\":\"who\"}"));
    assertThat((String) channel.readInbound()).isEqualTo("{\"type\":\"who\"}");
    channel.writeInbound(new BinaryWebSocketFrame(Unpooled.wrappedBuffer(new byte[] {1, 2})));
    assertThat((Object) channel.readInbound()).isNull();
    CloseWebSocketFrame close = channel.readOutbound();
    assertThat(close.statusCode()).isEqualTo(1003);
    close.release();
    assertThat(channel.isOpen()).isFalse();
  }
}
