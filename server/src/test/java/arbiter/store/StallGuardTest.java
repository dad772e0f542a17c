package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The loops commit while their commits are fast; one over the bound hands them to the writer
 * (told once), and they come back once the writer's commits have been fast for a while, a while
 * that doubles when the loops are slow again soon after.
 */
class StallGuardTest {

  private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);
  private static final long S = TimeUnit.SECONDS.toNanos(1);

  private final StallGuard guard = new StallGuard(20);
  private long now = 1_000 * S;

  /** The writer's commits, fast, {@code every} apart, until the loops are back; how many. */
  private int writerFastUntilBack(long every) {
    for (int commits = 1; commits < 10_000; commits++) {
      now += every;
      guard.writerCommitted(MS, now);
      if (guard.loopsMayCommit()) {
        return commits;
      }
    }
    throw new AssertionError("the loops never came back");
  }

  @Test
  void fastCommitsOnTheLoopsKeepThemThere() {
    for (int i = 0; i < 100; i++) {
      guard.loopCommitted(20 * MS, now += MS); // the bound itself is not over it
    }
    assertThat(guard.loopsMayCommit()).isTrue();
    assertThat(guard.news()).isNull();
  }

  @Test
  void oneSlowCommitHandsTheLoopsToTheWriterToldOnce() {
    guard.loopCommitted(35 * MS, now);
    assertThat(guard.loopsMayCommit()).isFalse();
    assertThat(guard.news()).startsWith("a commit on an event loop took 35.0 ms")
        .contains("journal.loop.stall.millis=20", "fast for 1 s");
    guard.loopCommitted(50 * MS, now += MS); // a turn that began before the switch
    assertThat(guard.news()).isNull();
  }

  @Test
  void theLoopsComeBackOnceTheWritersCommitsWereFastForASecondEightAtLeast() {
    guard.loopCommitted(35 * MS, now);
    guard.news();
    assertThat(writerFastUntilBack(100 * MS)).isEqualTo(10); // a second of them
    assertThat(guard.news()).contains("the event loops commit their turns again");
    guard.loopCommitted(35 * MS, now += 100 * S); // long after: the first wait again
    assertThat(guard.news()).contains("fast for 1 s");
    assertThat(writerFastUntilBack(10 * S)).isEqualTo(StallGuard.FAST_COMMITS);
  }

  @Test
  void aSlowCommitOfTheWriterStartsTheWaitAgain() {
    guard.loopCommitted(35 * MS, now);
    for (int i = 0; i < 9; i++) {
      guard.writerCommitted(MS, now += 100 * MS);
    }
    guard.writerCommitted(40 * MS, now += 100 * MS); // the disk is still slow
    assertThat(writerFastUntilBack(100 * MS)).isEqualTo(10);
  }

  @Test
  void loopsSlowAgainSoonAfterComingBackWaitTwiceAsLongEachTimeUpToAMinuteOrSo() {
    long wait = StallGuard.FIRST_RETRY_NANOS;
    for (int switches = 0; switches < 10; switches++) {
      guard.loopCommitted(35 * MS, now += MS);
      assertThat(guard.news()).contains("fast for " + wait / S + " s");
      assertThat(writerFastUntilBack(100 * MS)).isEqualTo((int) (wait / (100 * MS)));
      guard.news();
      wait = Math.min(wait * 2, StallGuard.MAX_RETRY_NANOS);
    }
  }

  @Test
  void noBoundKeepsTheLoopsCommittingHoweverLongItTakes() {
    StallGuard none = new StallGuard(0);
    none.loopCommitted(5 * S, now);
    assertThat(none.loopsMayCommit()).isTrue();
    assertThat(none.news()).isNull();
  }
}
