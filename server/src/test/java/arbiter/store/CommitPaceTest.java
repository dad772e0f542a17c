package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The journal's commits: at once when idle, at most one a linger under load; times set here. */
class CommitPaceTest {

  private static final long LINGER = 2_000_000;

  @Test
  void theFirstCommitAndOneALingerAfterTheLastBeganDoNotWait() {
    CommitPace pace = new CommitPace(LINGER);
    assertThat(pace.waitNanos(5)).isZero();
    pace.began(1_000_000);
    assertThat(pace.waitNanos(1_000_000 + LINGER)).isZero();
    assertThat(pace.waitNanos(50_000_000)).isZero(); // the writer was idle: no linger at all
  }

  @Test
  void underLoadACommitWaitsForWhatIsLeftOfTheLingerSinceTheLastBegan() {
    CommitPace pace = new CommitPace(LINGER);
    pace.began(10_000_000);
    // the commit took 150 us; the moves that came meanwhile wait until the next slot
    assertThat(pace.waitNanos(10_150_000)).isEqualTo(LINGER - 150_000);
    assertThat(pace.waitNanos(11_999_000)).isEqualTo(1_000);
    pace.began(12_000_000);
    assertThat(pace.waitNanos(12_100_000)).isEqualTo(LINGER - 100_000);
  }

  @Test
  void noLingerNeverWaits() {
    CommitPace pace = new CommitPace(0);
    pace.began(7);
    assertThat(pace.waitNanos(7)).isZero();
  }
}
