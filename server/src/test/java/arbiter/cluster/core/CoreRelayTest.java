package arbiter.cluster.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.cluster.Frame;
import arbiter.cluster.Leadership;
import arbiter.cluster.Publisher;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.LineBasedFrameDecoder;
import io.netty.handler.codec.string.StringDecoder;
import io.netty.handler.codec.string.StringEncoder;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CoreRelayTest {

  private final EventLoopGroup loops = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final List<String> sent = new CopyOnWriteArrayList<>();
  private volatile boolean leading = true;
  private final Leadership leadership = new Leadership() {
    @Override
    public void onLeader(Runnable action) {
      action.run();
    }

    @Override
    public boolean isLeader() {
      return leading;
    }

    @Override
    public long epoch() {
      return 3;
    }
  };
  /** A face that answers each line with its upper case. */
  private final ChannelInitializer<Channel> shout = new ChannelInitializer<>() {
    @Override
    protected void initChannel(Channel channel) {
      channel.pipeline().addLast(new LineBasedFrameDecoder(100),
          new StringDecoder(StandardCharsets.UTF_8), new StringEncoder(StandardCharsets.UTF_8),
          new SimpleChannelInboundHandler<String>() {
            @Override
            protected void channelRead0(ChannelHandlerContext ctx, String line) {
              ctx.writeAndFlush(line.toUpperCase() + "\n");
            }
          });
    }
  };
  private final CoreRelay relay = new CoreRelay(Map.of("text", shout), loops, leadership,
      System::currentTimeMillis, 60_000, 1 << 20);

  CoreRelayTest() {
    relay.start(new Publisher() {
      @Override
      public CompletionStage<Long> publish(String channel, Frame frame) {
        sent.add(channel + " " + describe(frame));
        return CompletableFuture.completedFuture(1L);
      }
    }, () -> { });
  }

  @AfterEach
  void stop() {
    relay.close();
    loops.shutdownGracefully(0, 0, java.util.concurrent.TimeUnit.SECONDS);
  }

  private static String describe(Frame frame) {
    if (frame instanceof Frame.Data data) {
      return "data " + data.connection() + " " + data.number() + " "
          + new String(((arbiter.cluster.Payload.Bytes) data.payload()).bytes(), StandardCharsets.UTF_8).strip();
    }
    return frame instanceof Frame.Close close ? "close " + close.connection()
        : frame.getClass().getSimpleName();
  }

  private void open(long connection, String face) {
    relay.heard("arbiter:core", new Frame.Open("e1", connection, face,
        new InetSocketAddress("10.0.0.9", 51000), new InetSocketAddress("127.0.0.1", 4000)));
  }

  private void input(long connection, long number, String text) {
    relay.heard("arbiter:core",
        new Frame.Data("e1", connection, number, text.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void aRelayedConnectionRunsThroughItsFacesPipelineAndAnswersItsEdge() {
    open(1, "text");
    input(1, 0, "hello\n");
    input(1, 1, "who\n");
    await().until(() -> sent.contains("arbiter:edge:e1 data 1 1 WHO"));
    assertThat(sent).contains("arbiter:edge:e1 data 1 0 HELLO");
  }

  @Test
  void aFaceTheCoreDoesNotServeOrAnUnknownConnectionIsClosed() {
    open(2, "ics");
    input(9, 0, "hello\n");
    assertThat(sent).contains("arbiter:edge:e1 close 2", "arbiter:edge:e1 close 9");
  }

  @Test
  void aGapInTheInputClosesTheConnectionAndTellsTheEdge() {
    open(1, "text");
    input(1, 0, "a\n");
    input(1, 2, "c\n");
    await().until(() -> sent.contains("arbiter:edge:e1 close 1"));
  }

  @Test
  void theEdgeClosingAConnectionIsNotToldBack() {
    open(1, "text");
    relay.heard("arbiter:core", new Frame.Close("e1", 1));
    input(1, 0, "a\n"); // gone: answered with its end, as any unknown connection
    assertThat(sent.stream().filter(line -> line.startsWith("arbiter:edge:")))
        .containsExactly("arbiter:edge:e1 close 1");
  }

  @Test
  void aDeposedCoreHearsNobodyAndClosesWhatItRan() {
    open(1, "text");
    leading = false;
    open(2, "text");
    await().atMost(java.time.Duration.ofSeconds(5))
        .until(() -> sent.contains("arbiter:edge:e1 close 1"));
    assertThat(sent).doesNotContain("arbiter:edge:e1 close 2");
  }
}
