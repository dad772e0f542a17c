package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.game.ClockView;
import arbiter.rules.Side;
import arbiter.session.InMemoryServer.Player;
import org.junit.jupiter.api.Test;

/**
 * A stall of the whole server (a {@code SIGSTOP}, a long collection) in memory: the player to
 * move is not charged for it, and a move that arrived in time is not answered with a loss on time.
 */
class ServerStallTest {

  private final InMemoryServer server = InMemoryServer.stallFree();
  private final Player ali = server.login("ali");
  private final Player bob = server.login("bob");

  private static ClockView clocks(Player player) {
    return player.last(GameNews.ClockShown.class).view().clock();
  }

  @Test
  void aMoveReadAfterAStallLongerThanTheMoversTimeStillCounts() {
    InMemoryServer.startGame(ali, bob, "chess", "0.5+0"); // 30 s each
    ali.send(new Command.Move("e2e4"));
    server.ticker.advance(2_000); // black thinks 2 s, sends e7e5, and the server is stopped 35 s
    server.ticker.stall(35_000);

    assertThat(bob.send(new Command.Move("e7e5")))
        .noneMatch(GameNews.GameEnded.class::isInstance)
        .noneMatch(AnswerEvent.Refused.class::isInstance);
    server.ticker.advance(0); // the flag timer, overdue after the stall, finds no flag down
    assertThat(ali.all(GameNews.GameEnded.class)).isEmpty();
    ali.send(new Command.ShowTime());
    // black was charged the 2 s it thought and at most one heartbeat of the stall
    assertThat(clocks(ali).remaining(Side.BLACK)).isBetween(27_900L, 28_000L);
  }

  @Test
  void aStallWhileNobodyMovesCostsTheRunningClockNothing() {
    InMemoryServer.startGame(ali, bob, "chess", "0.5+0");
    server.ticker.advance(5_000);
    server.ticker.stall(30_000);
    server.ticker.advance(0);

    assertThat(ali.all(GameNews.GameEnded.class)).isEmpty();
    ali.send(new Command.ShowTime());
    assertThat(clocks(ali).remaining(Side.WHITE)).isBetween(24_900L, 25_000L);
    server.ticker.advance(25_000); // the time white really had runs out as ever
    assertThat(ali.last(GameNews.GameEnded.class)).isNotNull();
  }
}
