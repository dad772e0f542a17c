package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The loops commit while their commits are fast; a second over the bound within a second hands
 * them to the writer (told once), and they come back once the writer's commits have been fast
 * for a while, a while that doubles when the loops are sent away again soon after.
 */
class StallGuardTest {

  private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);
  private static final long S = TimeUnit.SECONDS.toNanos(1);

  private final StallGuard guard = new StallGuard(20);
  private long now = 1_000 * S;

  /** The writer's commits, fast, {@code every} apart, until the loops are back; how many. */
  /** Two slow commits on a loop, 100 ms apart. */
  private void slowTwice(long nanos) {
    guard.loopCommitted(nanos, now += MS);
    guard.loopCommitted(nanos, now += 100 * MS);
  }

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
  void aSlowCommitAloneIsLetGo() {
    guard.loopCommitted(300 * MS, now); // descheduled, or a collection's pause
    guard.loopCommitted(35 * MS, now += 1100 * MS); // more than a second later
    guard.loopCommitted(35 * MS, now += 1100 * MS);
    assertThat(guard.loopsMayCommit()).isTrue();
    assertThat(guard.news()).isNull();
  }

  @Test
  void aSecondSlowCommitWithinASecondHandsTheLoopsToTheWriterToldOnce() {
    guard.loopCommitted(35 * MS, now);
    guard.loopCommitted(MS, now += 200 * MS);
    guard.loopCommitted(42 * MS, now += 800 * MS);
    assertThat(guard.loopsMayCommit()).isFalse();
    assertThat(guard.news()).startsWith("a second commit on an event loop within a second took"
        + " 42.0 ms").contains("journal.loop.stall.millis=20", "fast for 250 ms");
    guard.loopCommitted(50 * MS, now += MS); // a turn that began before the switch
    assertThat(guard.news()).isNull();
  }

  @Test
  void theLoopsComeBackOnceTheWritersCommitsWereFastForAQuarterSecondEightAtLeast() {
    slowTwice(35 * MS);
    guard.news();
    assertThat(writerFastUntilBack(10 * MS)).isEqualTo(25); // a quarter of a second of them
    assertThat(guard.news()).contains("for 250 ms: the event loops commit their turns again");
    now += 100 * S;
    slowTwice(35 * MS); // long after: the first wait again
    assertThat(guard.news()).contains("fast for 250 ms");
    assertThat(writerFastUntilBack(10 * S)).isEqualTo(StallGuard.FAST_COMMITS);
  }

  @Test
  void aSlowCommitOfTheWriterStartsTheWaitAgain() {
    slowTwice(35 * MS);
    for (int i = 0; i < 7; i++) {
      guard.writerCommitted(MS, now += 30 * MS);
    }
    guard.writerCommitted(40 * MS, now += 30 * MS); // the disk is still slow
    assertThat(writerFastUntilBack(30 * MS)).isEqualTo(9); // a quarter of a second again
  }

  @Test
  void loopsSlowAgainSoonAfterComingBackWaitTwiceAsLongEachTimeUpToAMinuteOrSo() {
    long wait = StallGuard.FIRST_RETRY_NANOS;
    for (int switches = 0; switches < 10; switches++) {
      slowTwice(35 * MS);
      String lasting = wait < S ? wait / MS + " ms" : wait / S + " s";
      assertThat(guard.news()).contains("fast for " + lasting);
      assertThat(writerFastUntilBack(100 * MS))
          .isEqualTo(Math.max(StallGuard.FAST_COMMITS, (int) ((wait + 99 * MS) / (100 * MS))));
      guard.news();
      wait = Math.min(wait * 2, StallGuard.MAX_RETRY_NANOS);
    }
  }

  @Test
  void noBoundKeepsTheLoopsCommittingHoweverLongItTakes() {
    StallGuard none = new StallGuard(0);
    none.loopCommitted(5 * S, now);
    none.loopCommitted(5 * S, now += MS);
    assertThat(none.loopsMayCommit()).isTrue();
    assertThat(none.news()).isNull();
  }
}
