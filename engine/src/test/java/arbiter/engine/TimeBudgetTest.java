package arbiter.engine;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Variant;
import arbiter.rules.chess.ChessVariant;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TimeBudgetTest {

  private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

  @Test
  void aimsAtAThirtiethOfTheClockAndHalfTheIncrement() {
    SearchLimits limits = TimeBudget.of(new ClockState(60_000, 2_000), () -> 0);

    long aim = (60_000 - TimeBudget.RESERVE_MILLIS) / 30 + 1_000;
    assertThat(limits.softNanos()).isEqualTo(aim / 2 * MS);
    assertThat(limits.hardNanos()).isEqualTo(2 * aim * MS);
  }

  @Test
  void neverLosesOnTimeAtOneMinuteWithoutIncrementEvenIfEveryMoveRunsToItsHardLimit() {
    long remaining = 60_000;
    for (int move = 0; move < 150; move++) {
      SearchLimits limits = TimeBudget.of(new ClockState(remaining, 0), () -> 0);
      long used = TimeUnit.NANOSECONDS.toMillis(limits.hardNanos()) + 1; // and the first iteration
      assertThat(used).isLessThan(remaining);
      remaining -= used;
    }
    assertThat(remaining).isPositive();
  }

  @Test
  void theHardLimitIsAQuarterOfWhatIsLeftAtMost() {
    for (long remaining : new long[] {10, 100, 1_000, 10_000, 600_000}) {
      SearchLimits limits = TimeBudget.of(new ClockState(remaining, 30_000), () -> 0);
      assertThat(limits.hardNanos()).isLessThanOrEqualTo(remaining / 4 * MS);
    }
  }

  @Test
  void thePlayerStopsThinkingAtItsHardLimit() {
    AtomicLong now = new AtomicLong();
    Variant chess = ChessVariant.CHESS;
    Player player = new Player(chess, Level.of(Level.MAX), new SplittableRandom(1), () -> now.addAndGet(MS));
    ClockState clock = new ClockState(1_000, 0);
    long hard = TimeBudget.of(clock, () -> 0).hardNanos();

    var move = player.move(chess.start(), List.of(), clock);

    assertThat(chess.start().legalMoves()).contains(move);
    assertThat(now.get()).isLessThanOrEqualTo(hard + 5 * MS);
  }
}
