package arbiter.cluster.edge;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Clients of an edge (or of a single server) on embedded channels, from 10.0.0.9, and the loops
 * whose tasks the test runs with theirs (a core's): lines typed, and what came back.
 */
final class EmbeddedClients {

  private final List<EmbeddedChannel> loops = new ArrayList<>();

  /** A client connected to {@code pipeline} from client port {@code port}. */
  EmbeddedChannel connect(ChannelHandler pipeline, int port) {
    EmbeddedChannel client = new EmbeddedChannel(pipeline) {
      @Override
      protected SocketAddress remoteAddress0() {
        return new InetSocketAddress("10.0.0.9", port);
      }

      @Override
      protected SocketAddress localAddress0() {
        return new InetSocketAddress("127.0.0.1", 4000);
      }
    };
    loops.add(client);
    run();
    return client;
  }

  /** A loop that runs with the clients' (a core's sessions run on it). */
  void add(EmbeddedChannel loop) {
    loops.add(loop);
  }

  /** Forgets every client and loop: a new cluster or server follows. */
  void clear() {
    loops.clear();
  }

  /** Runs every loop until nothing is left to run. */
  void run() {
    for (int round = 0; round < 20; round++) {
      loops.forEach(EmbeddedChannel::runPendingTasks);
    }
  }

  /** Types {@code line}; what the client read once every loop ran. */
  String type(EmbeddedChannel client, String line) {
    client.writeInbound(Unpooled.copiedBuffer(line + "\r\n", StandardCharsets.UTF_8));
    run();
    return read(client);
  }

  /** What the client read since last asked, byte for byte (telnet's too). */
  static String read(EmbeddedChannel client) {
    StringBuilder read = new StringBuilder();
    for (ByteBuf bytes = client.readOutbound(); bytes != null; bytes = client.readOutbound()) {
      read.append(bytes.toString(StandardCharsets.ISO_8859_1));
      bytes.release();
    }
    return read.toString();
  }
}
