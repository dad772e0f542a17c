package arbiter.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The stall-free time on a fake ticker: a frozen process's time is left out, a busy one's kept. */
class StallFreeTickerTest {

  private final FakeTicker raw = new FakeTicker();
  private final StallFreeTicker time = new StallFreeTicker(raw);

  @Test
  void timeThatRunsIsTheUnderlyingTime() {
    raw.advance(60_000);

    assertThat(time.now()).isEqualTo(60_000);
    assertThat(time.stalledMillis()).isZero();
  }

  @Test
  void aStallIsLeftOutBeyondOneHeartbeatFoundByTheFirstReading() {
    raw.advance(1_000);
    raw.stall(30_000);

    // whoever reads first finds it: here a move's arrival, before any timer ran
    assertThat(time.now()).isEqualTo(1_000 + StallFreeTicker.BEAT_MILLIS);
    raw.advance(1_000);
    assertThat(time.now()).isEqualTo(2_000 + StallFreeTicker.BEAT_MILLIS);
    assertThat(time.stalledMillis()).isEqualTo(30_000 - StallFreeTicker.BEAT_MILLIS);
  }

  @Test
  void theHeartbeatFindsAStallWhenNobodyReads() {
    raw.advance(1_000);
    raw.stall(10_000);
    raw.advance(0); // the overdue heartbeat runs

    assertThat(time.stalledMillis()).isEqualTo(10_000 - StallFreeTicker.BEAT_MILLIS);
  }

  @Test
  void aLateHeartbeatWithinTheToleranceIsNoStall() {
    raw.advance(1_000);
    raw.stall(StallFreeTicker.TOLERANCE_MILLIS);

    assertThat(time.now()).isEqualTo(1_000 + StallFreeTicker.TOLERANCE_MILLIS);
    assertThat(time.stalledMillis()).isZero();
  }

  @Test
  void closedItBeatsNoMore() {
    time.close();
    raw.stall(10_000);
    raw.advance(1_000);

    // nothing marks the time any more: the next reading takes the whole gap for a stall
    assertThat(time.now()).isEqualTo(StallFreeTicker.BEAT_MILLIS);
  }
}
