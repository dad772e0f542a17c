package arbiter.cluster.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.netty.channel.ChannelHandlerContext;
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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RelayChannelTest {

  private static final InetSocketAddress CLIENT = new InetSocketAddress("10.0.0.9", 51000);
  private final EventLoopGroup loop = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final List<String> written = new CopyOnWriteArrayList<>();
  private final AtomicBoolean closed = new AtomicBoolean();
  private final RelayChannel.Outlet outlet = new RelayChannel.Outlet() {
    @Override
    public void write(RelayChannel channel, long number, byte[] bytes) {
      written.add(number + ":" + new String(bytes, StandardCharsets.UTF_8));
    }

    @Override
    public void closed(RelayChannel channel) {
      closed.set(true);
    }
  };

  @AfterEach
  void stop() {
    loop.shutdownGracefully(0, 0, java.util.concurrent.TimeUnit.SECONDS);
  }

  /**
   * Pauses the pipeline's reading on its loop: registering completes its future before the loop
   * makes the channel active and asks for a first read, which would undo a pause made sooner.
   */
  private static void pause(RelayChannel channel) {
    channel.eventLoop().submit(() -> channel.config().setAutoRead(false)).syncUninterruptibly();
  }

  /** A channel whose pipeline answers each line, registered on the test's loop. */
  private RelayChannel open(long inputLimit) {
    RelayChannel channel = new RelayChannel(outlet, "e1", 1, CLIENT,
        new InetSocketAddress("127.0.0.1", 4000), inputLimit);
    channel.pipeline().addLast(new LineBasedFrameDecoder(100),
        new StringDecoder(StandardCharsets.UTF_8), new StringEncoder(StandardCharsets.UTF_8),
        new SimpleChannelInboundHandler<String>() {
          @Override
          protected void channelRead0(ChannelHandlerContext ctx, String line) {
            ctx.writeAndFlush("you said " + line + " from "
                + ((InetSocketAddress) ctx.channel().remoteAddress()).getHostString() + "\n");
          }
        });
    loop.next().register(channel).syncUninterruptibly();
    return channel;
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void theFacesPipelineReadsTheEdgesBytesAndItsAnswersGoOutNumbered() {
    RelayChannel channel = open(1000);
    assertThat(channel.isActive()).isTrue();
    assertThat(channel.arrived(0, bytes("hel"))).isTrue();
    assertThat(channel.arrived(1, bytes("lo\nwho\n"))).isTrue();
    await().until(() -> written.size() == 2);
    assertThat(written).containsExactly("0:you said hello from 10.0.0.9\n",
        "1:you said who from 10.0.0.9\n");
  }

  @Test
  void aGapInTheEdgesNumberingIsRefused() {
    RelayChannel channel = open(1000);
    assertThat(channel.arrived(0, bytes("a\n"))).isTrue();
    assertThat(channel.arrived(2, bytes("c\n"))).isFalse();
  }

  @Test
  void whileThePipelinePausesReadingTheInputWaits() {
    RelayChannel channel = open(1000);
    pause(channel);
    channel.arrived(0, bytes("a\n"));
    channel.arrived(1, bytes("b\n"));
    await().during(java.time.Duration.ofMillis(200)).until(written::isEmpty);
    channel.config().setAutoRead(true);
    await().until(() -> written.size() == 2);
  }

  @Test
  void inputPastTheLimitWhileReadingPausesClosesTheConnection() {
    RelayChannel channel = open(10);
    pause(channel);
    channel.arrived(0, bytes("0123456789"));
    channel.arrived(1, bytes("x"));
    await().until(closed::get);
    assertThat(channel.isOpen()).isFalse();
  }

  @Test
  void closingTellsTheOutletOnce() {
    RelayChannel channel = open(10);
    channel.close().syncUninterruptibly();
    channel.close().syncUninterruptibly();
    assertThat(closed).isTrue();
    assertThat(channel.isActive()).isFalse();
  }
}
