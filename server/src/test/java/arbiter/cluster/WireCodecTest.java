package arbiter.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.game.ClockView;
import arbiter.event.Reply;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.Renderings;
import arbiter.game.Square;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WireCodecTest {

  private final WireFixtures fixtures = new WireFixtures();

  /** {@code value} of {@code type} through a JSON island: written, then read back. */
  static Object crossed(Object value, Type type) {
    WireOut out = new WireOut(64);
    WireCodec.island(out, value, type, null);
    return WireCodec.island(new WireIn(out.toByteArray()), type, null);
  }

  /**
   * {@code payload} written and read back, twice through one pair of histories (the second time
   * its views' moves are known at the reading end), equal to it each time: field by field, a
   * view's renderings left behind, positions equal when their FENs are.
   */
  static void roundTrips(Payload payload) {
    WireCodec.History sent = new WireCodec.History();
    WireCodec.History read = new WireCodec.History();
    for (int time = 0; time < 2; time++) {
      Payload back = WireCodec.decode(WireCodec.encode(payload, sent), read);
      assertThat(back.getClass()).isEqualTo(payload.getClass());
      equalAfterCrossing(back, payload);
    }
  }

  /** Equal field by field, a view's renderings left behind, positions equal by their FENs. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static void equalAfterCrossing(Object back, Object value) {
    var comparison = assertThat(back).as(String.valueOf(value)).usingRecursiveComparison()
        .ignoringFieldsOfTypes(Renderings.class);
    for (String id : Variants.ids()) {
      Class positions = Variants.byId(id).orElseThrow().start().getClass();
      comparison = comparison.withEqualsForType(
          (a, b) -> ((Position) a).toFen().equals(((Position) b).toFen()), positions);
    }
    comparison.isEqualTo(value);
  }

  @Test
  void everyPayloadCommandEventAskedAndReplyRoundTripsToAnEqualValue() {
    int checked = 0;
    for (Class<?> leaf : WireFixtures.leaves(Payload.class)) {
      if (leaf != Payload.Written.class) {
        roundTrips((Payload) fixtures.of(leaf));
        checked++;
      }
    }
    for (Class<?> leaf : WireFixtures.leaves(Command.class)) {
      roundTrips(new Payload.Ask((Command) fixtures.of(leaf), 7));
      checked++;
    }
    for (Class<?> leaf : WireFixtures.leaves(DomainEvent.class)) {
      DomainEvent event = (DomainEvent) fixtures.of(leaf);
      roundTrips(new Payload.Push(event));
      roundTrips(new Payload.Answer(new Reply(new Asked.Move("e4"), List.of(event, event))));
      checked++;
    }
    for (Class<?> leaf : WireFixtures.leaves(Asked.class)) {
      roundTrips(new Payload.Answer(new Reply((Asked) fixtures.of(leaf), List.of())));
      checked++;
    }
    assertThat(checked).isGreaterThan(53 + 69);
  }

  @Test
  void everySealedTypeInThemRoundTripsInAnIsland() {
    List<Class<?>> sealed = new ArrayList<>(List.of(Payload.class, Command.class,
        DomainEvent.class));
    int checked = 0;
    for (int i = 0; i < sealed.size(); i++) { // grows as records reach further sealed types
      Class<?> type = sealed.get(i);
      for (Class<?> leaf : WireFixtures.leaves(type)) {
        Object value = fixtures.of(leaf);
        equalAfterCrossing(crossed(value, type), value);
        checked++;
      }
      fixtures.sealedMet.stream().filter(met -> !sealed.contains(met)).forEach(sealed::add);
    }
    assertThat(checked).isGreaterThan(53 + 69);
    assertThat(sealed).hasSizeGreaterThan(3);
  }

  @Test
  void aRecordKeepsItsFieldsExactly() {
    LobbyNews.Challenged challenged = new LobbyNews.Challenged("ann", "chess", 40, "3+2",
        false);
    Payload.Push push = new Payload.Push(challenged);
    assertThat(WireCodec.decode(WireCodec.encode(push))).isEqualTo(push);
    Payload.Ask ask = new Payload.Ask(new Command.Move("e2e4"), 17);
    assertThat(WireCodec.decode(WireCodec.encode(ask))).isEqualTo(ask);
    Payload.Answer answer = new Payload.Answer(new Reply(new Asked.Challenge("bob", "3+2", true),
        List.of(new AnswerEvent.ChallengeSent("bob", true))));
    assertThat(WireCodec.decode(WireCodec.encode(answer))).isEqualTo(answer);
  }

  @Test
  void everyVariantsPositionsAndMovesCrossAsTheirVariantsOwn() {
    for (String id : Variants.ids()) {
      Variant variant = Variants.byId(id).orElseThrow();
      Position start = variant.start();
      Position after = start.play(start.legalMoves().get(0));
      assertThat(((Position) crossed(after, Position.class)).toFen()).isEqualTo(after.toFen());
      for (Move move : after.legalMoves()) {
        WireOut out = new WireOut(8);
        MoveForms.move(out, move);
        Move back = MoveForms.move(new WireIn(out.toByteArray()));
        assertThat(back).as(id).isEqualTo(move);
        assertThat(after.play(back).toFen()).isEqualTo(after.play(move).toFen());
      }
    }
  }

  @Test
  void aGameViewCrossesWithItsMovesUsable() {
    GameView view = (GameView) fixtures.of(GameView.class);
    GameView back = ((GameNews.BoardShown) ((Payload.Push) WireCodec.decode(WireCodec.encode(
        new Payload.Push(new GameNews.BoardShown(view))))).event()).view();
    assertThat(back.legalMoveNotations()).isEqualTo(view.legalMoveNotations());
    assertThat(back.position().toFen()).isEqualTo(view.position().toFen());
  }

  @Test
  void aGamesViewsCarryOnlyTheMovesAfterThoseTheOtherEndHas() {
    WireCodec.History sent = new WireCodec.History();
    WireCodec.History read = new WireCodec.History();
    Position position = Variants.byId("chess").orElseThrow().start();
    List<PlayedMove> played = new ArrayList<>();
    int[] sizes = new int[40]; // more moves known than the bytes of a view
    for (int ply = 0; ply < sizes.length; ply++) {
      Move move = position.legalMoves().get(ply % 3);
      played.add(new PlayedMove(position.sideToMove(), move, "m" + ply, "pawn", List.of()));
      position = position.play(move);
      GameView view = new GameView(5, ply + 1, position.variant(), "ann", "bob", 0, ply,
          position.sideToMove(), position, position, position.legalMoves(), List.copyOf(played),
          null, null);
      DomainEvent event = ply % 2 == 0 ? new GameNews.BoardShown(view) // in an island
          : new GameNews.OpponentMoved(view, played.get(ply), true); // in binary
      byte[] json = WireCodec.encode(new Payload.Push(event), sent);
      sizes[ply] = json.length;
      DomainEvent heard = ((Payload.Push) WireCodec.decode(json, read)).event();
      GameView back = heard instanceof GameNews.BoardShown shown ? shown.view()
          : ((GameNews.OpponentMoved) heard).view();
      assertThat(back.moves()).isEqualTo(view.moves());
      assertThat(back.position().toFen()).isEqualTo(view.position().toFen());
    }
    assertThat(sizes[39]).isLessThan(sizes[0] + 200); // one move more each time, not all of them
    // an end that lacks what the other sent before (a lost frame) cannot read it: refused
    GameView next = new GameView(5, 13, position.variant(), "ann", "bob", 0, 12,
        position.sideToMove(), position, position, position.legalMoves(), List.copyOf(played),
        null, null);
    byte[] after = WireCodec.encode(new Payload.Push(new GameNews.BoardShown(next)), sent);
    assertThatThrownBy(() -> WireCodec.decode(after, new WireCodec.History()))
        .isInstanceOf(IllegalArgumentException.class);
    // an undo: the whole list again
    GameView undone = new GameView(5, 14, position.variant(), "ann", "bob", 0, 11,
        position.sideToMove(), position, position, position.legalMoves(),
        List.copyOf(played.subList(0, 11)), null, null);
    Payload back = WireCodec.decode(WireCodec.encode(
        new Payload.Push(new GameNews.BoardShown(undone)), sent), read);
    assertThat(((GameNews.BoardShown) ((Payload.Push) back).event()).view().moves())
        .hasSize(11);
  }

  /** A view as its own payload's wire form, and the view read back from it. */
  private static byte[] wire(GameView view) {
    return WireCodec.encode(new Payload.Push(new GameNews.BoardShown(view)));
  }

  private static GameView read(byte[] wire) {
    return ((GameNews.BoardShown) ((Payload.Push) WireCodec.decode(wire)).event()).view();
  }

  @Test
  void aViewsLegalMovesAndTurnStartCrossAsFlagsWhenTheyAreItsPositionsOwn() {
    Position start = Variants.byId("chess").orElseThrow().start();
    Position after = start.play(start.legalMoves().get(0));
    GameView own = new GameView(6, 2, after.variant(), "ann", "bob", 0, 1, after.sideToMove(),
        after, after, after.legalMoves(), List.of(), null, null);
    GameView copied = new GameView(6, 2, after.variant(), "ann", "bob", 0, 1,
        after.sideToMove(), after, after, List.copyOf(after.legalMoves()), List.of(), null, null);
    byte[] wire = wire(own);
    assertThat(wire.length).isLessThan(wire(copied).length - 2 * after.legalMoves().size());
    String text = new String(wire, StandardCharsets.ISO_8859_1);
    assertThat(text.split(after.toFen().split(" ")[0], -1)).hasSize(2); // its FEN once
    GameView back = read(wire);
    assertThat(back.legalMoves()).isEqualTo(after.legalMoves());
    assertThat(wire(back)).isEqualTo(wire);
    assertThat(read(wire(copied)).legalMoves()).isEqualTo(after.legalMoves());
    // a move waiting in its turn: none legal, which is not the turn start's list
    GameView waiting = new GameView(6, 3, after.variant(), "ann", "bob", 0, 1,
        after.sideToMove(), after, start, List.of(), List.of(), null, null);
    GameView none = read(wire(waiting));
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
        List.of(new GameNews.YouMoved(view, played, true))));
    byte[] json = WireCodec.encode(answer, sent);
    assertThat(new String(json, StandardCharsets.ISO_8859_1)).containsOnlyOnce("Pw")
        .doesNotContain("YouMoved"); // binary, its played move once
    GameNews.YouMoved back = (GameNews.YouMoved) ((Payload.Answer) WireCodec.decode(json,
        read)).reply().events().get(0);
    assertThat(back.move()).isEqualTo(played).isSameAs(back.view().moves().get(0));
    assertThat(back.view().clock()).isEqualTo(view.clock());
    assertThat(back.completed()).isTrue();
    // a turn completed with no move of its own, and news whose move is not the view's last
    PlayedMove other = new PlayedMove(Side.BLACK, move, "x", null, List.of());
    for (PlayedMove its : java.util.Arrays.asList(null, other)) {
      Payload news = new Payload.Push(new GameNews.OpponentMoved(view, its, false));
      GameNews.OpponentMoved heard = (GameNews.OpponentMoved) ((Payload.Push) WireCodec
          .decode(WireCodec.encode(news))).event();
      assertThat(heard.move()).isEqualTo(its);
      assertThat(heard.view().moves()).containsExactly(played);
      assertThat(heard.completed()).isFalse();
    }
  }

  @Test
  void aMessageNamingAClassOutsideTheSealedTypesIsRefused() {
    WireOut forged = new WireOut(64).u8(0).count(0).string("[\"java.lang.ProcessBuilder\",{}]");
    assertThatThrownBy(() -> WireCodec.decode(forged.toByteArray()))
        .isInstanceOf(IllegalArgumentException.class);
    WireOut cut = new WireOut(64).u8(0).count(0).string("[\"Push\",");
    assertThatThrownBy(() -> WireCodec.decode(cut.toByteArray()))
        .isInstanceOf(IllegalArgumentException.class);
    byte[] move = WireCodec.encode(new Payload.Ask(new Command.Move("e2e4"), 3));
    assertThatThrownBy(() -> WireCodec.decode(java.util.Arrays.copyOf(move, move.length - 1)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> WireCodec.decode(new byte[] {99}))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
