package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.GameNews;
import arbiter.event.Reply;
import arbiter.face.LineSink;
import arbiter.game.GameView;
import arbiter.game.Match;
import arbiter.game.PlayedMove;
import arbiter.rules.Variants;
import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a JSON connection is written to: each message, its own lines and a change's shared state
 * together, as one buffer in direct memory, which a socket sends as it is.
 */
class JsonFaceTest {

  /** What was written: each buffer's bytes, and whether it was direct; every buffer released. */
  private static final class Written implements LineSink {
    final List<String> texts = new ArrayList<>();
    final List<Boolean> direct = new ArrayList<>();

    @Override
    public void write(ByteBuf lines) {
      try {
        texts.add(lines.toString(StandardCharsets.UTF_8));
        direct.add(lines.isDirect() && lines.hasMemoryAddress());
      } finally {
        lines.release();
      }
    }

    @Override
    public void write(List<String> lines) {
      throw new AssertionError("a JSON face writes bytes");
    }

    @Override
    public void close() {}

    @Override
    public String address() {
      return "test";
    }
  }

  private static GameView afterE4() {
    Match match = new Match(Variants.byId("chess").orElseThrow(), 0, "ali", "bob");
    return match.play(match.parse("e4")).game().view(5, 2, null);
  }

  @Test
  void aMovesOkAndItsStateGoAsOneDirectBufferAndTheStateIsSharedNotUsedUp() {
    GameView view = afterE4();
    Written mover = new Written();
    Written opponent = new Written();

    new JsonFace(mover).answer(new Reply(Asking.of(new Command.Move("e4")),
        List.of(new GameNews.YouMoved(view, (PlayedMove) null, true))));
    new JsonFace(opponent).push(new GameNews.OpponentMoved(view, (PlayedMove) null, true));

    String state = StateJson.state(view).toString(StandardCharsets.UTF_8);
    assertThat(mover.texts).containsExactly(
        "{\"type\":\"ok\",\"request\":\"move\",\"message\":\"turn completed\"}\r\n" + state);
    assertThat(opponent.texts).containsExactly(state);
    assertThat(mover.direct).containsExactly(true);
    assertThat(opponent.direct).containsExactly(true);
    assertThat(StateJson.state(view).readableBytes()).isEqualTo(state.length());
  }

  @Test
  void aChangeAlreadyShownIsNotSentAgain() {
    GameView view = afterE4();
    Written seat = new Written();
    JsonFace face = new JsonFace(seat);

    face.push(new GameNews.OpponentMoved(view, (PlayedMove) null, true));
    face.push(new GameNews.OpponentMoved(view, (PlayedMove) null, true));

    assertThat(seat.texts).hasSize(1);
  }
}
