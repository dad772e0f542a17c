package arbiter.edge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.EventLoopGroup;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A core that took over waits for a port only while a listener on this machine holds it (a
 * frozen core's), told by the failure's type and a look at the port, not by the words of its
 * message, which are the C library's in the machine's language.
 */
class PortBindingTest {

  private final Transport transport = Transport.of(Settings.empty());
  private final EventLoopGroup loops = transport.loops(1, "binding");

  @AfterEach
  void stop() {
    loops.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }

  private PortBinding binding(String bind, boolean waitWhileHeld) {
    return new PortBinding(transport, loops, loops,
        ServerConfig.of(Settings.empty().with("bind", bind)), waitWhileHeld);
  }

  @Test
  void aPortHeldByAListenerIsWaitedForAndTakenOnceFree() throws Exception {
    ServerSocket frozen = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    int port = frozen.getLocalPort();
    assertThat(PortBinding.heldByListener("127.0.0.1", port)).isTrue();
    assertThat(PortBinding.heldByListener("0.0.0.0", port)).isTrue();
    // the frozen core wakes, is deposed and exits a moment after the new core first tried
    CompletableFuture.delayedExecutor(PortBinding.AGAIN_MILLIS * 2, TimeUnit.MILLISECONDS)
        .execute(() -> {
          try {
            frozen.close();
          } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        });
    Channel taken = binding("127.0.0.1", true).listen(new ChannelInboundHandlerAdapter(), port);
    try {
      assertThat(((InetSocketAddress) taken.localAddress()).getPort()).isEqualTo(port);
    } finally {
      taken.close().syncUninterruptibly();
    }
  }

  @Test
  void aPortWhoseListenerWentBetweenTheBindAndTheLookIsBoundAgain() throws Exception {
    ServerSocket deposed = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    int port = deposed.getLocalPort();
    // the deposed core exits (halting) after the new core's bind failed, before its look: the
    // look finds nobody (StandbyCoreTest: "cannot listen ... Address already in use")
    PortBinding binding = new PortBinding(transport, loops, loops,
        ServerConfig.of(Settings.empty().with("bind", "127.0.0.1")), true, (bind, held) -> {
          try {
            deposed.close();
          } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
          return false;
        });
    Channel taken = binding.listen(new ChannelInboundHandlerAdapter(), port);
    try {
      assertThat(((InetSocketAddress) taken.localAddress()).getPort()).isEqualTo(port);
    } finally {
      taken.close().syncUninterruptibly();
    }
  }

  @Test
  void aPortInUseWithNoListenerOrNotThisMachinesFailsAtOnce() throws Exception {
    try (Socket bound = new Socket()) { // bound, not listening: not a core's
      bound.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
      int port = bound.getLocalPort();
      assertThat(PortBinding.heldByListener("127.0.0.1", port)).isFalse();
      assertThatThrownBy(() -> binding("127.0.0.1", true)
          .listen(new ChannelInboundHandlerAdapter(), port))
          .isInstanceOf(PortBinding.BindFailure.class);
    }
    // TEST-NET-1 (RFC 5737): no machine's own address
    assertThat(PortBinding.heldByListener("192.0.2.1", 4000)).isFalse();
    assertThatThrownBy(() -> binding("192.0.2.1", true)
        .listen(new ChannelInboundHandlerAdapter(), 0))
        .isInstanceOf(PortBinding.BindFailure.class);
  }

  @Test
  void aServerThatDoesNotWaitFailsOnAHeldPort() throws Exception {
    try (ServerSocket held = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      assertThatThrownBy(() -> binding("127.0.0.1", false)
          .listen(new ChannelInboundHandlerAdapter(), held.getLocalPort()))
          .isInstanceOf(PortBinding.BindFailure.class);
    }
  }
}
