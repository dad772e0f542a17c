package arbiter.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.command.Command;
import java.net.InetSocketAddress;
import org.junit.jupiter.api.Test;

class FrameCodecTest {

  @Test
  void everyFrameComesBackAsItWasSent() {
    Frame.Open open = new Frame.Open("e1", 7, "http", new InetSocketAddress("10.0.0.9", 51000),
        new InetSocketAddress("192.168.1.20", 8080));
    assertThat(FrameCodec.decode(FrameCodec.encode(open))).isEqualTo(open);
    assertThat(FrameCodec.decode(FrameCodec.encode(new Frame.Close("e1", 7))))
        .isEqualTo(new Frame.Close("e1", 7));
    assertThat(FrameCodec.decode(FrameCodec.encode(new Frame.Alive("e2"))))
        .isEqualTo(new Frame.Alive("e2"));
    assertThat(FrameCodec.decode(FrameCodec.encode(new Frame.Epoch(42))))
        .isEqualTo(new Frame.Epoch(42));
  }

  @Test
  void dataKeepsItsNumberAndPayload() {
    Frame.Data data = (Frame.Data) FrameCodec.decode(FrameCodec.encode(
        new Frame.Data("e1", 3, 12, new Payload.Ask(new Command.Move("e2e4"), 40))));
    assertThat(data.connection()).isEqualTo(3);
    assertThat(data.number()).isEqualTo(12);
    assertThat(WireCodec.decode(((Payload.Written) data.payload()).wire()))
        .isEqualTo(new Payload.Ask(new Command.Move("e2e4"), 40));
  }

  @Test
  void aPayloadInItsWireFormCrossesAsItWasWritten() {
    byte[] wire = WireCodec.encode(new Payload.Speaks("\u00e9"));
    Frame.Data data = (Frame.Data) FrameCodec.decode(
        FrameCodec.encode(new Frame.Data("e1", 3, 0, new Payload.Written(wire))));
    assertThat(((Payload.Written) data.payload()).wire()).isEqualTo(wire);
  }

  @Test
  void aPagesQuestionAndItsAnswerKeepTheirEdgeNumberAndPayload() {
    Frame.Query query = (Frame.Query) FrameCodec.decode(FrameCodec.encode(
        new Frame.Query("e1", 5, new Payload.Query(new WebQuery.Tournament("cup")))));
    assertThat(query.edge()).isEqualTo("e1");
    assertThat(query.id()).isEqualTo(5);
    assertThat(WireCodec.decode(((Payload.Written) query.payload()).wire()))
        .isEqualTo(new Payload.Query(new WebQuery.Tournament("cup")));
    Frame.Reply reply = (Frame.Reply) FrameCodec.decode(FrameCodec.encode(
        new Frame.Reply("e1", 5, new Payload.Response(new WebAnswer.Yes(true)))));
    assertThat(reply.id()).isEqualTo(5);
    assertThat(WireCodec.decode(((Payload.Written) reply.payload()).wire()))
        .isEqualTo(new Payload.Response(new WebAnswer.Yes(true)));
  }

  @Test
  void aBatchCarriesItsFramesInOrderAndAMessageOfOneFrameIsThatFrame() {
    Frame.Close close = new Frame.Close("e1", 7);
    Frame.Epoch epoch = new Frame.Epoch(42);
    assertThat(FrameCodec.decodeAll(FrameCodec.batch(
        java.util.List.of(FrameCodec.encode(close), FrameCodec.encode(epoch)))))
        .containsExactly(close, epoch);
    assertThat(FrameCodec.decodeAll(FrameCodec.encode(close))).containsExactly(close);
    byte[] batch = FrameCodec.batch(java.util.List.of(FrameCodec.encode(close)));
    assertThatThrownBy(() -> FrameCodec.decodeAll(java.util.Arrays.copyOf(batch, 9)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aMessageThatIsNoFrameIsRefused() {
    assertThatThrownBy(() -> FrameCodec.decode(new byte[] {9}))
        .isInstanceOf(IllegalArgumentException.class);
    byte[] cut = FrameCodec.encode(new Frame.Data("e1", 3, 0, new Payload.Written(new byte[100])));
    assertThatThrownBy(() -> FrameCodec.decode(java.util.Arrays.copyOf(cut, 40)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aMessageOfAnotherWireFormatIsRefusedSayingSo() {
    byte[] alive = FrameCodec.encode(new Frame.Alive("e2"));
    assertThat(alive[1]).isEqualTo((byte) WireCodec.VERSION);
    byte[] newer = alive.clone();
    newer[1] = (byte) (WireCodec.VERSION + 1);
    assertThatThrownBy(() -> FrameCodec.decodeAll(newer))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("wire format " + (WireCodec.VERSION + 1))
        .hasMessageContaining("every node of a cluster must run the same version");
    byte[] formatOne = {4, 0, 2, 'e', '2'}; // an Alive of version 1: its kind, then writeUTF
    assertThatThrownBy(() -> FrameCodec.decodeAll(formatOne))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("wire format 1, from a node of an older Arbiter");
  }
}
