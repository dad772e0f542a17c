package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.Publisher;
import arbiter.cluster.WireCodec;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
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
 * An edge's connections and the core, played by the test: their payloads numbered each way; a
 * new epoch, a silent core or a lost Redis keeping them waiting (their commands refused), then
 * opening them at the core again, their login resumed; a connection that waits too long closed.
 */
class EdgeConnectionsTest {

  private final List<Frame> sent = new CopyOnWriteArrayList<>();
  /** The news the client's face was shown. */
  private final List<DomainEvent> shown = new CopyOnWriteArrayList<>();
  /** The answers the client's face was shown. */
  private final List<Reply> answers = new CopyOnWriteArrayList<>();
  /** The conversation of the client last connected, which its face's reader would hand commands. */
  private RemoteSession remote;
  private long now = 1000;
  private long listeners = 1;
  private final EdgeConnections connections = new EdgeConnections("e1", () -> now, 5000, 60_000);

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
    remote = new RemoteSession(connection::send, connection::close, connection::unavailable,
        "chess");
    connection.converse(remote);
    remote.opened(new Face() {
      @Override
      public void answer(Reply reply) {
        answers.add(reply);
      }

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

  /** The core's {@code number}th payload for connection {@code id}: an answer. */
  private void answerFromCore(long id, long number, Reply reply) {
    connections.heard("arbiter:edge:e1", new Frame.Data("e1", id, number,
        new Payload.Written(WireCodec.encode(new Payload.Answer(reply)))));
  }

  private long lastOpened() {
    return sent.stream().filter(Frame.Open.class::isInstance).map(Frame.Open.class::cast)
        .reduce((first, second) -> second).orElseThrow().connection();
  }

  private List<Payload> asked(long id) {
    return sent.stream().filter(Frame.Data.class::isInstance).map(Frame.Data.class::cast)
        .filter(data -> data.connection() == id).map(Frame.Data::payload).toList();
  }

  private static boolean reconnecting(Reply reply) {
    return reply.events().equals(List.of(new AnswerEvent.Refused(Refusal.RECONNECTING)));
  }

  private static DomainEvent said(String text) {
    return new GameNews.ChatSaid(7, "carol", text, false);
  }

  @Test
  void withoutACoreANewConnectionWaitsItsCommandsRefusedAndOpensOnceOneIsHeard() {
    EmbeddedChannel client = client();
    assertThat(client.isOpen()).isTrue();
    assertThat(sent).isEmpty();
    remote.receive(new Command.Who());
    assertThat(answers).singleElement().matches(EdgeConnectionsTest::reconnecting);
    assertThat(sent).isEmpty();
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    assertThat(sent).singleElement().isInstanceOf(Frame.Open.class);
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
  void theCoresPayloadsReachTheClientsFaceAndAGapOpensItAgain() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    long id = ((Frame.Open) sent.get(0)).connection();
    fromCore(id, 0, said("hello"));
    client.runPendingTasks();
    assertThat(shown).containsExactly(said("hello"));
    fromCore(id, 2, said("after a lost one"));
    fromCore(id, 3, said("and another"));
    client.runPendingTasks();
    assertThat(client.isOpen()).isTrue();
    assertThat(shown).hasSize(1);
    long again = lastOpened();
    assertThat(again).isNotEqualTo(id);
    assertThat(sent).contains(new Frame.Close("e1", id));
    assertThat(sent).filteredOn(Frame.Open.class::isInstance).hasSize(2); // once for the gap
    fromCore(again, 0, said("resynced"));
    client.runPendingTasks();
    assertThat(shown).containsExactly(said("hello"), said("resynced"));
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

  /** A client logged in as {@code user} at the core (epoch 7); its connection's number. */
  private long loggedIn(EmbeddedChannel client, String user) {
    long id = lastOpened();
    remote.receive(new Command.Login(user, "pw"));
    answerFromCore(id, 0, new Reply(new Asked.Login(user, false),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))));
    client.runPendingTasks();
    return id;
  }

  @Test
  void aNewEpochOpensEveryConnectionAgainAndResumesItsLoginUnseen() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    long id = loggedIn(client, "ann");
    remote.receive(new Command.Move("e4")); // the core is killed before it answers
    connections.heard("arbiter:epoch", new Frame.Epoch(8)); // the standby took over
    assertThat(client.isOpen()).isTrue();
    assertThat(answers).last().matches(EdgeConnectionsTest::reconnecting);
    long again = lastOpened();
    assertThat(again).isNotEqualTo(id);
    assertThat(asked(again)).containsExactly(new Payload.Ask(new Command.Resume("ann"), 0));
    int before = answers.size();
    answerFromCore(again, 0, new Reply(new Asked.Resume("ann"),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))));
    fromCore(again, 1, said("the game again"));
    client.runPendingTasks();
    assertThat(answers).hasSize(before); // the resume is this end's, not the client's
    assertThat(shown).containsExactly(said("the game again"));
    remote.receive(new Command.Move("e4"));
    assertThat(asked(again)).last().isEqualTo(new Payload.Ask(new Command.Move("e4"), 0));
  }

  @Test
  void aLostRedisOrASilentCoreKeepsConnectionsWaitingTheirCommandsRefused() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    loggedIn(client, "ann");
    connections.lost();
    remote.receive(new Command.Who());
    assertThat(answers).last().matches(EdgeConnectionsTest::reconnecting);
    connections.heard("arbiter:epoch", new Frame.Epoch(7)); // Redis is back: the same core
    long again = lastOpened();
    assertThat(asked(again)).containsExactly(new Payload.Ask(new Command.Resume("ann"), 0));
    now += 6000;
    connections.tick(); // silent
    assertThat(connections.coreHeard()).isFalse();
    remote.receive(new Command.Who());
    assertThat(answers).last().matches(EdgeConnectionsTest::reconnecting);
    assertThat(client.isOpen()).isTrue();
  }

  @Test
  void aGuestIsResumedAsAGuest() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    long id = lastOpened();
    remote.receive(new Command.GuestLogin("GuestAbcd"));
    answerFromCore(id, 0, new Reply(new Asked.Login("GuestAbcd", true),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))));
    client.runPendingTasks();
    connections.heard("arbiter:epoch", new Frame.Epoch(8));
    assertThat(asked(lastOpened()))
        .containsExactly(new Payload.Ask(new Command.GuestLogin("GuestAbcd"), 0));
  }

  @Test
  void aResumeTheCoreRefusesClosesTheConnection() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    loggedIn(client, "ann");
    connections.heard("arbiter:epoch", new Frame.Epoch(8));
    answerFromCore(lastOpened(), 0, new Reply(new Asked.Resume("ann"),
        List.of(new AnswerEvent.Refused(Refusal.NO_SUCH_USER)))); // removed meanwhile
    client.runPendingTasks();
    assertThat(client.isOpen()).isFalse();
  }

  @Test
  void aConnectionThatWaitedPastTheBoundIsClosed() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    now += 6000;
    connections.tick();
    now += 30_000;
    connections.tick();
    assertThat(client.isOpen()).isTrue();
    now += 31_000;
    connections.tick();
    client.runPendingTasks();
    assertThat(client.isOpen()).isFalse();
  }

  @Test
  void payloadsNoCoreHeardMakeConnectionsWait() {
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    EmbeddedChannel client = client();
    listeners = 0; // the core stopped listening
    remote.receive(new Command.Who());
    assertThat(client.isOpen()).isTrue();
    assertThat(answers).singleElement().matches(EdgeConnectionsTest::reconnecting);
    assertThat(connections.coreHeard()).isFalse();
  }

  @Test
  void aDeposedCoresOlderEpochClosesNothingWhileTheLeaderIsHeard() {
    connections.heard("arbiter:epoch", new Frame.Epoch(8));
    EmbeddedChannel client = client();
    connections.heard("arbiter:epoch", new Frame.Epoch(7)); // woken after its takeover
    assertThat(client.isOpen()).isTrue();
    connections.heard("arbiter:epoch", new Frame.Epoch(8));
    assertThat(client.isOpen()).isTrue();
    assertThat(sent).filteredOn(Frame.Open.class::isInstance).hasSize(1); // never opened again
    now += 6000; // the leader silent: whichever core speaks next is followed
    connections.tick();
    connections.heard("arbiter:epoch", new Frame.Epoch(7));
    assertThat(connections.coreHeard()).isTrue();
  }
}
