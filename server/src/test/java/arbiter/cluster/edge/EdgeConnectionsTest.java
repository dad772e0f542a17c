package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.Publisher;
import arbiter.cluster.WireCodec;
import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.session.Face;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An edge's connections and the core, played by the test: their payloads numbered each way, a gap
 * or a new epoch, a silent core or a lost Redis closing them.
 */
class EdgeConnectionsTest {

  private final List<Frame> sent = new CopyOnWriteArrayList<>();
  /** The news the client's face was shown. */
  private final List<DomainEvent> shown = new CopyOnWriteArrayList<>();
  /** The conversation of the client last connected, which its face's reader would hand commands. */
  private RemoteSession remote;
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

  /**
   * A client connection on the edge, from 10.0.0.9 (an embedded channel has no address), its face
   * one that keeps what it is shown.
   */
  private EmbeddedChannel client() {
    EdgeConnection connection = new EdgeConnection(connections, "ics");
    remote = new RemoteSession(connection::send, connection::close, "chess");
    connection.converse(remote);
    remote.opened(new Face() {
      @Override
      public void answer(Reply reply) {}

      @Override
      public void push(DomainEvent event) {
        shown.add(event);
      }

      @Override
      public void close() {}

      @Override
      public String address() {
        return "10.0.0.9";
      }
    });
    return new EmbeddedChannel(connection) {
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

  /** The core's {@code number}th payload for connection {@code id}: news, in its wire form. */
  private void fromCore(long id, long number, DomainEvent event) {
    connections.heard("arbiter:edge:e1", new Frame.Data("e1", id, number,
        new Payload.Written(WireCodec.encode(new Payload.Push(event)))));
  }

  private static DomainEvent said(String text) {
    return new DomainEvent.ChatSaid(7, "carol", text, false);
  }

  @Test
  void withoutACoreANewConnectionIsClosedAtOnce() {
    EmbeddedChannel client = client();
    assertThat(client.isOpen()).isFalse();
    assertThat(sent).isEmpty();
  }

  @Test
  void aConnectionOpensAtTheCoreAndItsCommandsGoThereNumbered() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    remote.receive(new Command.Login("a", "pw"));
    remote.receive(new Command.Who());
    assertThat(sent.get(0)).isInstanceOf(Frame.Open.class);
    Frame.Open open = (Frame.Open) sent.get(0);
    assertThat(open.client().getHostString()).isEqualTo("10.0.0.9");
    assertThat(open.face()).isEqualTo("ics");
    assertThat(sent.subList(1, 3)).extracting(frame -> ((Frame.Data) frame).number())
        .containsExactly(0L, 1L);
    assertThat(sent.subList(1, 3)).extracting(frame -> ((Frame.Data) frame).payload())
        .containsExactly(new Payload.Ask(new Command.Login("a", "pw"), 0),
            new Payload.Ask(new Command.Who(), 0));
    client.close();
    assertThat(sent.get(3)).isEqualTo(new Frame.Close("e1", open.connection()));
  }

  @Test
  void theCoresPayloadsReachTheClientsFaceAndAGapClosesIt() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    long id = ((Frame.Open) sent.get(0)).connection();
    fromCore(id, 0, said("hello"));
    client.runPendingTasks();
    assertThat(shown).containsExactly(said("hello"));
    fromCore(id, 2, said("after a lost one"));
    client.runPendingTasks();
    assertThat(client.isOpen()).isFalse();
    assertThat(shown).hasSize(1);
  }

  @Test
  void aPayloadNotInItsWireFormClosesTheConnection() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    long id = ((Frame.Open) sent.get(0)).connection();
    connections.heard("arbiter:edge:e1",
        new Frame.Data("e1", id, 0, new Payload.Push(said("unwritten"))));
    client.runPendingTasks();
    assertThat(client.isOpen()).isFalse();
  }

  @Test
  void payloadsForAConnectionThatIsGoneAreAnsweredWithItsEnd() {
    fromCore(99, 4, said("late"));
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
  void payloadsNoCoreHeardCloseTheirConnection() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    listeners = 0; // the core stopped listening
    remote.receive(new Command.Who());
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
