package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.GameView;
import arbiter.game.Match;
import arbiter.protocol.Event;
import arbiter.protocol.GameDeltas;
import arbiter.protocol.GameState;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The state encoder against the Gson encoding it replaces, over random games of every variant:
 * the same bytes for full states, and deltas that turn each state into the next one exactly.
 */
class StateJsonTest {

  private static final ClockView[] CLOCKS = {
    null,
    new ClockView("5+3", 293_500, 301_200, Side.WHITE, 1_790_000_000_000L, 0, 0, 0),
    new ClockView("10b30x3", 412_000, 21_800, Side.BLACK, 1_790_000_042_000L, 3, 2, 30_000),
    new ClockView("25d5", 0, 12, null, 7, 0, 0, 0),
  };

  @Test
  void fullStatesAreTheBytesGsonWrote() {
    for (String id : Variants.ids()) {
      play(id, "ali", "bob", 1, (before, view) -> assertSameAsGson(view));
    }
  }

  @Test
  void textThatNeedsEscapingIsEscapedAsGsonEscapesIt() {
    String odd = "q\"b\\s/\t\b\n\r\f\u0001\u001f\u007f é漢😀 \u2028\u2029 <&>'=";
    play("chess", odd, "x\u0000y", 2, (before, view) -> assertSameAsGson(view));
  }

  @Test
  void endingsAndClocksAreWrittenAsGsonWritesThem() {
    Match match = new Match(Variants.byId("chess").orElseThrow(), 40, "ali", "bob");
    for (ClockView clock : CLOCKS) {
      for (Ending ending : new Ending[] {null, new Ending(Side.BLACK, Termination.TIME_FORFEIT),
          new Ending(null, Termination.TIME_FORFEIT)}) {
        GameView view = match.view(9, 4, clock);
        assertSameAsGson(new GameView(view.id(), view.seq(), view.variant(), view.white(),
            view.black(), view.limit(), view.turns(), view.mover(), view.position(),
            view.turnStart(), view.legalMoves(), view.moves(), ending, clock));
      }
    }
  }

  @Test
  void eachDeltaTurnsTheStateBeforeIntoTheStateAfter() {
    for (String id : Variants.ids()) {
      GameState[] held = new GameState[1];
      play(id, "ali", "bob", 3, (before, view) -> {
        GameState full = state(StateJson.state(view));
        ByteBuf deltaLine = StateJson.delta(view);
        if (held[0] == null || deltaLine == null) {
          held[0] = full;
          return;
        }
        Event.Delta delta = (Event.Delta) decode(deltaLine);
        assertThat(delta.seq()).isEqualTo(view.seq());
        held[0] = GameDeltas.apply(held[0], delta);
        assertThat(JsonCodec.encode(new Event.State(held[0])))
            .as("%s after seq %d", id, view.seq())
            .isEqualTo(JsonCodec.encode(new Event.State(full)));
      });
    }
  }

  @Test
  void aDeltaIsSmallerThanTheState() {
    play("chess", "ali", "bob", 4, (before, view) -> {
      ByteBuf delta = StateJson.delta(view);
      if (delta != null && view.moves().size() > 10) {
        assertThat(delta.readableBytes()).isLessThan(StateJson.state(view).readableBytes() * 2 / 3);
      }
    });
  }

  @Test
  void aGameThatGoesTwoWaysFromOnePositionShowsEachItsOwnMoves() {
    Match start = new Match(Variants.byId("chess").orElseThrow(), 0, "ali", "bob");
    for (String move : new String[] {"e4", "e5", "Nf3"}) {
      start = start.play(start.parse(move)).game();
    }
    Match first = start.play(start.parse("Nc6")).game();
    assertSameAsGson(first.view(1, 5, null));
    Match second = start.play(start.parse("d6")).game();
    assertSameAsGson(second.view(1, 5, null));
    assertSameAsGson(start.view(1, 4, null));
    assertSameAsGson(first.play(first.parse("Bb5")).game().view(1, 6, null));
    assertThat(StateJson.state(second.view(1, 5, null)).toString(StandardCharsets.UTF_8))
        .contains("\"moves\":[\"e4\",\"e5\",\"Nf3\",\"d6\"]");
  }

  @Test
  void theSharedBytesAreMadeOncePerView() {
    Match match = new Match(Variants.byId("chess").orElseThrow(), 0, "ali", "bob");
    GameView view = match.view(1, 1, null);
    assertThat(StateJson.state(view)).isSameAs(StateJson.state(view));
    assertThat(view.legalMoveNotations()).isSameAs(view.legalMoveNotations()).hasSize(20);
  }

  private interface Shown {
    void accept(Position before, GameView view);
  }

  /** Plays random legal moves to the end (at most 150), showing the view after each. */
  private static void play(String id, String white, String black, long seed, Shown shown) {
    Variant variant = Variants.byId(id).orElseThrow();
    Random random = new Random(seed * 31 + id.hashCode());
    Match match = new Match(variant, 150, white, black);
    Position before = null;
    for (long seq = 1; seq < 200; seq++) {
      GameView view = match.view(7, seq, CLOCKS[(int) (seq % CLOCKS.length)]).after(before);
      shown.accept(before, view);
      before = view.position();
      List<Move> legal = match.legalMoves();
      if (match.ending() != null || legal.isEmpty()) {
        return;
      }
      Move move = legal.get(random.nextInt(legal.size()));
      String text = variant.notation().format(match.turnStart(), move);
      Match.Change played = match.play(match.parse(text));
      assertThat(played.refusal()).as(text).isNull();
      match = played.game();
    }
  }

  private static void assertSameAsGson(GameView view) {
    String gson = JsonCodec.encode(new Event.State(GameStateView.of(view))) + "\r\n";
    assertThat(StateJson.state(view).toString(StandardCharsets.UTF_8)).isEqualTo(gson);
  }

  private static GameState state(ByteBuf line) {
    return ((Event.State) decode(line)).state();
  }

  private static Event decode(ByteBuf line) {
    String text = line.toString(StandardCharsets.UTF_8);
    assertThat(text).endsWith("\r\n");
    try {
      return JsonCodec.decodeEvent(text.substring(0, text.length() - 2));
    } catch (ProtocolException e) {
      throw new AssertionError(text, e);
    }
  }
}
