package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.RedisLink;
import arbiter.cluster.RedisProcess;
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.edge.Transport;
import arbiter.event.GameNews;
import io.netty.channel.EventLoopGroup;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A client of an edge that never reads while the core floods it with news (a game's chat, say):
 * through a real Redis, the edge's face closes it once more than its output limit waits for it,
 * instead of keeping all the core sends. The core here is the test, speaking the frames itself.
 */
@Tag("socket")
@Tag("process")
class EdgeBackPressureTest {

  private static final int LIMIT = 256 * 1024;
  private static final int CHUNK = 64 * 1024;
  private static final int CHUNKS = 256; // 16 MiB, far past the limit and the sockets' buffers

  @Test
  void aClientThatDoesNotReadIsClosedPastTheOutputLimit() throws Exception {
    Transport transport = Transport.of(Settings.empty());
    EventLoopGroup loops = transport.loops(1, "core");
    try (RedisProcess redis = RedisProcess.start()) {
      BlockingQueue<Frame.Open> opened = new LinkedBlockingQueue<>();
      RedisLink core = RedisLink.connect(redis.uri(), transport, loops, new RedisLink.Listener() {
        @Override
        public void heard(String channel, Frame frame) {
          if (frame instanceof Frame.Open open) {
            opened.add(open);
          }
        }

        @Override
        public void lost() {}
      });
      core.subscribe(RedisLink.CORE);
      Settings settings = Settings.empty().with("port", "0").with("bind", "127.0.0.1")
          .with("http.port", "0").with("ics.port", "0").with("cluster.redis", redis.uri())
          .with("write.buffer.low", "16384").with("write.buffer.high", "65536")
          .with("write.buffer.limit", String.valueOf(LIMIT)).with("event.loops", "1");
      try (core; EdgeServer edge = EdgeServer.start(ServerConfig.of(settings));
          Socket client = new Socket()) {
        client.setReceiveBufferSize(4096);
        Frame.Open open = null;
        // the core says its epoch until the edge has heard it and opened the client's connection
        for (int attempt = 0; attempt < 50 && open == null; attempt++) {
          core.publish(RedisLink.EPOCH, new Frame.Epoch(1)).toCompletableFuture().get();
          if (attempt == 5) {
            client.connect(new InetSocketAddress("127.0.0.1", edge.port()));
          }
          open = opened.poll(200, TimeUnit.MILLISECONDS);
        }
        assertThat(open).as("the edge opened the connection at the core").isNotNull();
        // news the text face writes as one line of about a chunk
        Payload news = new Payload.Push(new GameNews.ChatSaid(7, "carol", "x".repeat(CHUNK),
            false));
        long heard = 0;
        int published = 0;
        for (; published < CHUNKS; published++) {
          heard = core.publish(RedisLink.edgeChannel(open.edge()),
              new Frame.Data(open.edge(), open.connection(), published, news))
              .toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
        assertThat(heard).isEqualTo(1); // the edge heard every chunk: it did not fall behind Redis
        long read = drain(client.getInputStream());
        System.out.printf("edge back-pressure: %d KiB sent by the core, %d KiB read by the client"
            + " before the edge closed it (limit %d KiB)%n", (long) CHUNKS * CHUNK >> 10,
            read >> 10, LIMIT >> 10);
        assertThat(read).isLessThan((long) CHUNKS * CHUNK / 2);
      }
    } finally {
      loops.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }
  }

  /** Reads what the edge kept for the client until it closed the connection. */
  private static long drain(InputStream in) {
    long total = 0;
    byte[] buffer = new byte[65536];
    try {
      for (int count; (count = in.read(buffer)) >= 0; ) {
        total += count;
      }
    } catch (IOException reset) {
      // closed with data unread: a reset
    }
    return total;
  }
}
