package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
import arbiter.rules.Side;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A timed game resumed after a restart: its state numbers go on above the ones sent before, and
 * its clocks stand still until both players are back or the grace is over. Events, not words.
 */
class ClockHoldTest {

  private static final long GRACE = 120_000;

  /** ali (white) and bob play 5+0; ali spends 2 s on e4, bob 3 s on e5. */
  private static InMemoryServer twoMovesPlayed() {
    InMemoryServer server = new InMemoryServer();
    Player ali = server.login("ali");
    Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, "chess", "5+0");
    server.ticker.advance(2_000);
    ali.send(new Command.Move("e4"));
    server.ticker.advance(3_000);
    bob.send(new Command.Move("e5"));
    assertThat(ali.last(GameNews.OpponentMoved.class).view().seq()).isEqualTo(3);
    return server;
  }

  private static long remaining(GameView view, Side side) {
    return view.clock().remaining(side);
  }

  @Test
  void aResumedGameNumbersItsStatesAboveEveryNumberSentBeforeEvenAfterASecondRestart() {
    InMemoryServer server = twoMovesPlayed().restarted(1_000, GRACE);
    Player ali = server.login("ali");
    Player bob = server.login("bob");
    long first = ali.last(GameNews.GameShown.class).view().seq();
    assertThat(first).isGreaterThan(3);
    ali.send(new Command.Move("Nf3"));
    long moved = bob.last(GameNews.OpponentMoved.class).view().seq();
    assertThat(moved).isGreaterThan(first);

    InMemoryServer again = server.restarted(1, GRACE);
    Player back = again.login("bob");
    assertThat(back.last(GameNews.GameShown.class).view().seq()).isGreaterThan(moved);
  }

  @Test
  void theClocksWaitForBothPlayersAndTheSideToMovesStartsWhenTheSecondIsBack() {
    InMemoryServer server = twoMovesPlayed().restarted(30_000, GRACE);
    server.ticker.advance(40_000);
    Player ali = server.login("ali");

    GameView shown = ali.last(GameNews.GameShown.class).view();
    assertThat(shown.clock().running()).isNull();
    assertThat(remaining(shown, Side.WHITE)).isEqualTo(298_000);
    GameNews.GameWaiting waiting = ali.last(GameNews.GameWaiting.class);
    assertThat(waiting.waitingFor()).containsExactly("bob");
    assertThat(waiting.graceSeconds()).isEqualTo(80);
    assertThat(ali.send(new Command.Move("Nf3")))
        .containsExactly(new AnswerEvent.Refused(Refusal.GAME_HELD));
    Player carl = server.login("carl");
    carl.send(new Command.Observe(shown.id()));
    assertThat(carl.last(GameNews.GameWaiting.class).waitingFor()).containsExactly("bob");

    server.ticker.advance(20_000);
    Player bob = server.login("bob");
    assertThat(bob.all(GameNews.GameWaiting.class)).isEmpty(); // not "waits for ;" to the last

    for (Player player : List.of(ali, bob, carl)) {
      assertThat(player.last(GameNews.GameResumed.class).graceOver()).isFalse();
      GameView running = player.last(GameNews.ClockShown.class).view();
      assertThat(running.clock().running()).isEqualTo(Side.WHITE);
      assertThat(remaining(running, Side.WHITE)).isEqualTo(298_000);
      assertThat(remaining(running, Side.BLACK)).isEqualTo(297_000);
    }
    server.ticker.advance(4_000);
    ali.send(new Command.Move("Nf3"));
    assertThat(remaining(bob.last(GameNews.OpponentMoved.class).view(), Side.WHITE))
        .isEqualTo(294_000);
  }

  @Test
  void whenTheGraceIsOverTheClocksRunWhoeverIsBack() {
    InMemoryServer server = twoMovesPlayed().restarted(5_000, 60_000);
    Player bob = server.login("bob");
    assertThat(bob.last(GameNews.GameWaiting.class).waitingFor()).containsExactly("ali");

    server.ticker.advance(59_999);
    assertThat(bob.all(GameNews.GameResumed.class)).isEmpty();
    server.ticker.advance(1);

    assertThat(bob.last(GameNews.GameResumed.class).graceOver()).isTrue();
    assertThat(bob.last(GameNews.ClockShown.class).view().clock().running())
        .isEqualTo(Side.WHITE);
    server.ticker.advance(10_000);
    Player ali = server.login("ali");
    assertThat(remaining(ali.last(GameNews.GameShown.class).view(), Side.WHITE))
        .isEqualTo(288_000);
    assertThat(ali.all(GameNews.GameWaiting.class)).isEmpty();
  }
}
