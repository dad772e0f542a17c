package arbiter.edge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.config.Settings;
import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code server.transport}: its values, and each transport that runs here carrying bytes both
 * ways between a listener and a client of its own classes.
 */
class TransportTest {

  @Test
  void autoIsATransportThatRunsHereAndNioAlwaysRuns() {
    assertThat(Transport.of(Settings.empty()).unavailability()).isNull();
    assertThat(Transport.of(Settings.empty().with(Transport.SETTING, "auto")))
        .isSameAs(Transport.of(Settings.empty()));
    assertThat(Transport.of(Settings.empty().with(Transport.SETTING, "NIO")))
        .isEqualTo(Transport.NIO);
  }

  @Test
  void anUnknownTransportStopsTheStartWithOneLineNamingTheKey() {
    assertThatThrownBy(() -> Transport.of(Settings.empty().with(Transport.SETTING, "kqueue")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("setting server.transport is none of auto, nio, epoll, io_uring: kqueue");
  }

  @Tag("socket")
  @ParameterizedTest
  @EnumSource(Transport.class)
  void carriesALineBothWays(Transport transport) throws Exception {
    assumeTrue(transport.unavailability() == null, () -> transport + " cannot run here");
    assertThat(Transport.of(Settings.empty().with(Transport.SETTING, transport.setting())))
        .isEqualTo(transport);
    EventLoopGroup loops = transport.loops(1, "transport-test");
    try {
      Channel listener = new ServerBootstrap().group(loops).channel(transport.serverChannel())
          .childHandler(new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object message) {
              ctx.writeAndFlush(message); // the bytes back
            }
          })
          .bind("127.0.0.1", 0).sync().channel();
      CompletableFuture<String> echoed = new CompletableFuture<>();
      Channel client = new Bootstrap().group(loops).channel(transport.socketChannel())
          .handler(new SimpleChannelInboundHandler<ByteBuf>() {
            @Override
            protected void channelRead0(ChannelHandlerContext ctx, ByteBuf bytes) {
              echoed.complete(bytes.toString(StandardCharsets.US_ASCII));
            }
          })
          .connect(listener.localAddress()).sync().channel();
      client.writeAndFlush(Unpooled.copiedBuffer("e4\r\n", StandardCharsets.US_ASCII));
      assertThat(echoed.get(5, TimeUnit.SECONDS)).isEqualTo("e4\r\n");
      assertThat(((InetSocketAddress) client.remoteAddress()).getPort())
          .isEqualTo(((InetSocketAddress) listener.localAddress()).getPort());
      client.close().sync();
      listener.close().sync();
    } finally {
      loops.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
  }
}
