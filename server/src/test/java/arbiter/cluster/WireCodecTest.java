package arbiter.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.game.ClockView;
import arbiter.event.Reply;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.Square;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WireCodecTest {

  private final WireFixtures fixtures = new WireFixtures();

  /** The value read back from its wire form is of its class and writes the same wire form. */
  private static void roundTrips(Object value, Class<?> as) {
    String json = WireCodec.json(value, as);
    Object back = WireCodec.value(json, as);
    assertThat(back).as(json).isNotNull();
    assertThat(back.getClass()).as(json).isEqualTo(value.getClass());
    assertThat(WireCodec.json(back, as)).isEqualTo(json);
  }

  @Test
  void everyCommandEventAndPayloadAndEverySealedTypeInThemRoundTrips() {
    List<Class<?>> sealed = new ArrayList<>(List.of(Payload.class, Command.class,
        DomainEvent.class));
    int checked = 0;
    for (int i = 0; i < sealed.size(); i++) { // grows as records reach further sealed types
      Class<?> type = sealed.get(i);
      for (Class<?> leaf : WireFixtures.leaves(type)) {
        Object value = fixtures.of(leaf);
        roundTrips(value, type);
        checked++;
      }
      fixtures.sealedMet.stream().filter(met -> !sealed.contains(met)).forEach(sealed::add);
    }
    assertThat(checked).isGreaterThan(53 + 69);
    assertThat(sealed).hasSizeGreaterThan(3);
  }

  @Test
  void aRecordKeepsItsFieldsExactly() {
    DomainEvent.Challenged challenged = new DomainEvent.Challenged("ann", "chess", 40, "3+2",
        false);
    Payload.Push push = new Payload.Push(challenged);
    assertThat(WireCodec.decode(WireCodec.encode(push))).isEqualTo(push);
    Payload.Ask ask = new Payload.Ask(new Command.Move("e2e4"), 17);
    assertThat(WireCodec.decode(WireCodec.encode(ask))).isEqualTo(ask);
    Payload.Answer answer = new Payload.Answer(new Reply(new Asked.Challenge("bob", "3+2", true),
        List.of(new DomainEvent.Done(Ack.CHALLENGE_SENT, "bob"))));
    assertThat(WireCodec.decode(WireCodec.encode(answer))).isEqualTo(answer);
  }

  @Test
  void everyVariantsPositionsAndMovesCrossAsTheirVariantsOwn() {
    for (String id : Variants.ids()) {
      Variant variant = Variants.byId(id).orElseThrow();
      Position start = variant.start();
      Move first = start.legalMoves().get(0);
      Position after = start.play(first);
      assertThat(((Position) WireCodec.value(WireCodec.json(after, Position.class),
          Position.class)).toFen()).isEqualTo(after.toFen());
      Move back = (Move) WireCodec.value(WireCodec.json(first, Move.class), Move.class);
      assertThat(back).as(id).isEqualTo(first);
      assertThat(start.legalMoves()).as(id).contains(back);
    }
  }

  @Test
  void aGameViewCrossesWithItsMovesUsable() {
    GameView view = (GameView) fixtures.of(GameView.class);
    GameView back = (GameView) WireCodec.value(WireCodec.json(view, GameView.class),
        GameView.class);
    assertThat(back.legalMoveNotations()).isEqualTo(view.legalMoveNotations());
    assertThat(back.position().toFen()).isEqualTo(view.position().toFen());
  }

  @Test
  void aGamesViewsCarryOnlyTheMovesAfterThoseTheOtherEndHas() {
    WireCodec.History sent = new WireCodec.History();
    WireCodec.History read = new WireCodec.History();
    Position position = Variants.byId("chess").orElseThrow().start();
    List<PlayedMove> played = new ArrayList<>();
    int[] sizes = new int[12];
    for (int ply = 0; ply < sizes.length; ply++) {
      Move move = position.legalMoves().get(ply % 3);
      played.add(new PlayedMove(position.sideToMove(), move, "m" + ply, "pawn", List.of()));
      position = position.play(move);
      GameView view = new GameView(5, ply + 1, position.variant(), "ann", "bob", 0, ply,
          position.sideToMove(), position, position, position.legalMoves(), List.copyOf(played),
          null, null);
      byte[] json = WireCodec.encode(new Payload.Push(new DomainEvent.BoardShown(view)), sent);
      sizes[ply] = json.length;
      GameView back = ((DomainEvent.BoardShown) ((Payload.Push) WireCodec.decode(json, read))
          .event()).view();
      assertThat(back.moves()).isEqualTo(view.moves());
      assertThat(back.position().toFen()).isEqualTo(view.position().toFen());
    }
    assertThat(sizes[11]).isLessThan(sizes[0] + 200); // one move more each time, not all of them
    // an end that lacks what the other sent before (a lost frame) cannot read it: refused
    GameView next = new GameView(5, 13, position.variant(), "ann", "bob", 0, 12,
        position.sideToMove(), position, position, position.legalMoves(), List.copyOf(played),
        null, null);
    byte[] after = WireCodec.encode(new Payload.Push(new DomainEvent.BoardShown(next)), sent);
    assertThatThrownBy(() -> WireCodec.decode(after, new WireCodec.History()))
        .isInstanceOf(IllegalArgumentException.class);
    // an undo: the whole list again
    GameView undone = new GameView(5, 14, position.variant(), "ann", "bob", 0, 11,
        position.sideToMove(), position, position, position.legalMoves(),
        List.copyOf(played.subList(0, 11)), null, null);
    Payload back = WireCodec.decode(WireCodec.encode(
        new Payload.Push(new DomainEvent.BoardShown(undone)), sent), read);
    assertThat(((DomainEvent.BoardShown) ((Payload.Push) back).event()).view().moves())
        .hasSize(11);
  }

  @Test
  void aViewsLegalMovesAndTurnStartCrossAsFlagsWhenTheyAreItsPositionsOwn() {
    Position start = Variants.byId("chess").orElseThrow().start();
    Position after = start.play(start.legalMoves().get(0));
    GameView own = new GameView(6, 2, after.variant(), "ann", "bob", 0, 1, after.sideToMove(),
        after, after, after.legalMoves(), List.of(), null, null);
    String json = WireCodec.json(own, GameView.class);
    assertThat(json).doesNotContain("ChessMove");
    assertThat(json.split(after.toFen().split(" ")[0], -1)).hasSize(2); // its FEN once
    GameView back = (GameView) WireCodec.value(json, GameView.class);
    assertThat(back.legalMoves()).isEqualTo(after.legalMoves());
    assertThat(WireCodec.json(back, GameView.class)).isEqualTo(json);
    // a move waiting in its turn: none legal, which is not the turn start's list
    GameView waiting = new GameView(6, 3, after.variant(), "ann", "bob", 0, 1,
        after.sideToMove(), after, start, List.of(), List.of(), null, null);
    GameView none = (GameView) WireCodec.value(WireCodec.json(waiting, GameView.class),
        GameView.class);
    assertThat(none.legalMoves()).isEmpty();
    assertThat(none.turnStart().toFen()).isEqualTo(start.toFen());
    assertThat(none.position().toFen()).isEqualTo(after.toFen());
  }

  @Test
  void aMovesAnswerAndNewsCrossTaggedWithTheirMoveOnceAndComeBackEqual() {
    WireCodec.History sent = new WireCodec.History();
    WireCodec.History read = new WireCodec.History();
    Position start = Variants.byId("chess").orElseThrow().start();
    Move move = start.legalMoves().get(0);
    Position after = start.play(move);
    PlayedMove played = new PlayedMove(start.sideToMove(), move, "e4", "Pw",
        List.of(new PlayedMove.Kill("Pb", Side.BLACK, new Square(5, 4))));
    GameView view = new GameView(8, 2, after.variant(), "ann", "bob", 0, 1, after.sideToMove(),
        after, after, after.legalMoves(), List.of(played), null,
        new ClockView("3+2", 179_000, 180_000, Side.BLACK, 1_800_000_000_000L, 0, 0, 0));
    Payload answer = new Payload.Answer(new Reply(Asking.of(new Command.Move("e4")),
        List.of(new DomainEvent.YouMoved(view, played, true))));
    byte[] json = WireCodec.encode(answer, sent);
    assertThat(new String(json, StandardCharsets.UTF_8)).contains("[\"YouMoved\",")
        .containsOnlyOnce("\"e4\",\"Pw\"");
    DomainEvent.YouMoved back = (DomainEvent.YouMoved) ((Payload.Answer) WireCodec.decode(json,
        read)).reply().events().get(0);
    assertThat(back.move()).isEqualTo(played).isSameAs(back.view().moves().get(0));
    assertThat(back.view().clock()).isEqualTo(view.clock());
    assertThat(back.completed()).isTrue();
    // a turn completed with no move of its own, and news whose move is not the view's last
    PlayedMove other = new PlayedMove(Side.BLACK, move, "x", null, List.of());
    for (PlayedMove its : java.util.Arrays.asList(null, other)) {
      Payload news = new Payload.Push(new DomainEvent.OpponentMoved(view, its, false));
      DomainEvent.OpponentMoved heard = (DomainEvent.OpponentMoved) ((Payload.Push) WireCodec
          .decode(WireCodec.encode(news))).event();
      assertThat(heard.move()).isEqualTo(its);
      assertThat(heard.view().moves()).containsExactly(played);
      assertThat(heard.completed()).isFalse();
    }
  }

  @Test
  void aMessageNamingAClassOutsideTheSealedTypesIsRefused() {
    byte[] forged = "[\"java.lang.ProcessBuilder\",{}]".getBytes(StandardCharsets.UTF_8);
    assertThatThrownBy(() -> WireCodec.decode(forged))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> WireCodec.decode("[\"Push\",".getBytes(StandardCharsets.UTF_8)))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
