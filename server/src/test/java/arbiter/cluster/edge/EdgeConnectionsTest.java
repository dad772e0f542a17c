package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.Frame;
import arbiter.cluster.Publisher;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class EdgeConnectionsTest {

  private final List<Frame> sent = new CopyOnWriteArrayList<>();
  private long now = 1000;
  private long listeners = 1;
  private final EdgeConnections connections = new EdgeConnections("e1", () -> now, 5000);

  @BeforeEach
  void link() {
    connections.link(new Publisher() {
      @Override
      public CompletionStage<Long> publish(String channel, Frame frame) {
        sent.add(frame);
        return CompletableFuture.completedFuture(listeners);
      }
    });
  }

  /** A client connection on the edge, from 10.0.0.9 (an embedded channel has no address). */
  private EmbeddedChannel client() {
    return new EmbeddedChannel(new EdgeConnection(connections, "ics", 1 << 20, false)) {
      @Override
      protected SocketAddress remoteAddress0() {
        return new InetSocketAddress("10.0.0.9", 51000);
      }

      @Override
      protected SocketAddress localAddress0() {
        return new InetSocketAddress("127.0.0.1", 4000);
      }
    };
  }

  private static String text(ByteBuf bytes) {
    try {
      return bytes.toString(StandardCharsets.UTF_8);
    } finally {
      bytes.release();
    }
  }

  @Test
  void withoutACoreANewConnectionIsClosedAtOnce() {
    EmbeddedChannel client = client();
    assertThat(client.isOpen()).isFalse();
    assertThat(sent).isEmpty();
  }

  @Test
  void aConnectionOpensAtTheCoreAndItsBytesGoThereNumbered() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    client.writeInbound(Unpooled.copiedBuffer("login a", StandardCharsets.UTF_8));
    client.writeInbound(Unpooled.copiedBuffer(" pw\n", StandardCharsets.UTF_8));
    assertThat(sent.get(0)).isInstanceOf(Frame.Open.class);
    Frame.Open open = (Frame.Open) sent.get(0);
    assertThat(open.client().getHostString()).isEqualTo("10.0.0.9");
    assertThat(open.face()).isEqualTo("ics");
    assertThat(sent.subList(1, 3)).extracting(frame -> ((Frame.Data) frame).number())
        .containsExactly(0L, 1L);
    client.close();
    assertThat(sent.get(3)).isEqualTo(new Frame.Close("e1", open.connection()));
  }

  @Test
  void theCoresBytesReachTheClientAndAGapClosesIt() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    long id = ((Frame.Open) sent.get(0)).connection();
    connections.heard("arbiter:edge:e1", new Frame.Data("e1", id, 0, "hello\n".getBytes()));
    client.runPendingTasks();
    assertThat(text(client.readOutbound())).isEqualTo("hello\n");
    connections.heard("arbiter:edge:e1", new Frame.Data("e1", id, 2, "lost one\n".getBytes()));
    client.runPendingTasks();
    assertThat(client.isOpen()).isFalse();
  }

  @Test
  void bytesForAConnectionThatIsGoneAreAnsweredWithItsEnd() {
    connections.heard("arbiter:edge:e1", new Frame.Data("e1", 99, 4, "late\n".getBytes()));
    assertThat(sent).containsExactly(new Frame.Close("e1", 99));
  }

  @Test
  void theCoreClosingAConnectionIsNotToldBack() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    long id = ((Frame.Open) sent.get(0)).connection();
    connections.heard("arbiter:edge:e1", new Frame.Close("e1", id));
    client.runPendingTasks();
    assertThat(client.isOpen()).isFalse();
    assertThat(sent).hasSize(1);
  }

  @Test
  void aNewEpochALostRedisOrASilentCoreClosesEveryConnection() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel first = client();
    connections.heard("arbiter:epoch", new Frame.Epoch(8)); // another core took over
    assertThat(first.isOpen()).isFalse();
    EmbeddedChannel second = client();
    connections.lost();
    assertThat(second.isOpen()).isFalse();
    connections.heard("arbiter:epoch", new Frame.Epoch(8));
    EmbeddedChannel third = client();
    now += 6000;
    connections.tick();
    assertThat(third.isOpen()).isFalse();
    assertThat(connections.coreHeard()).isFalse();
  }

  @Test
  void bytesNoCoreHeardCloseTheirConnection() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    listeners = 0; // the core stopped listening
    client.writeInbound(Unpooled.copiedBuffer("who\n", StandardCharsets.UTF_8));
    assertThat(client.isOpen()).isFalse();
  }

  @Test
  void aDeposedCoresOlderEpochClosesNothingWhileTheLeaderIsHeard() {
    connections.heard("arbiter:epoch", new Frame.Epoch(8));
    EmbeddedChannel client = client();
    connections.heard("arbiter:epoch", new Frame.Epoch(7)); // woken after its takeover
    assertThat(client.isOpen()).isTrue();
    connections.heard("arbiter:epoch", new Frame.Epoch(8));
    assertThat(client.isOpen()).isTrue();
    now += 6000; // the leader silent: whichever core speaks next is followed
    connections.tick();
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    assertThat(connections.coreHeard()).isTrue();
  }
}
