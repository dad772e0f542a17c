package arbiter.clock;

import arbiter.protocol.TimeControl;
import static arbiter.rules.Side.BLACK;
import static arbiter.rules.Side.WHITE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Every time is made up: the tests pass the clock its "now" by hand. */
class GameClockTest {

  private static final long SECOND = 1_000;
  private static final long MINUTE = 60 * SECOND;

  /** An arbitrary monotonic start, far from 0 so that nothing depends on it. */
  private static final long T0 = 7_000_000;

  private static GameClock started(String control) {
    GameClock clock = new GameClock(TimeControl.parse(control));
    clock.start(WHITE, T0);
    return clock;
  }

  @Test
  void aNewClockHasTheBaseTimeAndDoesNotRun() {
    GameClock clock = new GameClock(TimeControl.parse("5+3"));
    assertThat(clock.control()).isEqualTo(TimeControl.parse("5+3"));
    assertThat(clock.running()).isNull();
    assertThat(clock.remaining(WHITE, T0)).isEqualTo(5 * MINUTE);
    assertThat(clock.remaining(BLACK, T0 + MINUTE)).isEqualTo(5 * MINUTE);
    assertThat(clock.untilFlag(T0)).isEqualTo(Long.MAX_VALUE);
    assertThat(clock.flagged(T0 + 10 * MINUTE)).isFalse();
    assertThat(clock.moves(WHITE)).isZero();
    assertThat(clock.periods(WHITE)).isZero();
  }

  @Test
  void aMoveIsTimedByItsArrivalAndTheOpponentsClockStartsWhenItIsMade() {
    GameClock clock = started("0.5+0");
    // the move arrived 10 s in; the server got round to it 30 s later, past the mover's flag
    assertThat(clock.moved(T0 + 10 * SECOND, T0 + 40 * SECOND, 0)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 40 * SECOND)).isEqualTo(20 * SECOND);
    assertThat(clock.running()).isEqualTo(BLACK);
    assertThat(clock.remaining(BLACK, T0 + 41 * SECOND)).isEqualTo(29 * SECOND);
  }

  @Test
  void aMoveThatArrivedAfterTheFlagStillLosesAndOneMadeBeforeItsClockStartedTakesNoTime() {
    GameClock late = started("0.5+0");
    assertThat(late.moved(T0 + 31 * SECOND, T0 + 32 * SECOND, 0)).isFalse();
    GameClock early = started("0.5+0");
    assertThat(early.moved(T0 - SECOND, T0 + 2 * SECOND, 0)).isTrue();
    assertThat(early.remaining(WHITE, T0 + 2 * SECOND)).isEqualTo(30 * SECOND);
  }

  @Test
  void anUntimedControlHasNoClock() {
    assertThatThrownBy(() -> new GameClock(TimeControl.parse("none")))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void fischerAddsTheIncrementAfterTheMove() {
    GameClock clock = started("5+3");
    assertThat(clock.running()).isEqualTo(WHITE);
    assertThat(clock.remaining(WHITE, T0 + 10 * SECOND)).isEqualTo(4 * MINUTE + 50 * SECOND);
    assertThat(clock.remaining(BLACK, T0 + 10 * SECOND)).isEqualTo(5 * MINUTE);

    assertThat(clock.moved(T0 + 10 * SECOND, 0)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 10 * SECOND)).isEqualTo(4 * MINUTE + 53 * SECOND);
    assertThat(clock.running()).isEqualTo(BLACK);
    assertThat(clock.moves(WHITE)).isEqualTo(1);
    assertThat(clock.moves(BLACK)).isZero();
    // black's clock starts at white's move, and white's stands still
    assertThat(clock.remaining(BLACK, T0 + 12 * SECOND)).isEqualTo(4 * MINUTE + 58 * SECOND);
    assertThat(clock.remaining(WHITE, T0 + 12 * SECOND)).isEqualTo(4 * MINUTE + 53 * SECOND);
  }

  @Test
  void theFlagFallsWhenTheMoveTookMoreThanTheTimeLeft() {
    GameClock clock = started("0.5+2");
    assertThat(clock.flagged(T0 + 30 * SECOND)).isFalse();
    assertThat(clock.flagged(T0 + 30 * SECOND + 1)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 31 * SECOND)).isZero();

    assertThat(clock.moved(T0 + 30 * SECOND + 1, 0)).isFalse();
    // nothing changed: white still runs with all of its time charged from the start
    assertThat(clock.running()).isEqualTo(WHITE);
    assertThat(clock.moves(WHITE)).isZero();
    assertThat(clock.remaining(BLACK, T0 + 30 * SECOND + 1)).isEqualTo(30 * SECOND);
  }

  @Test
  void aMoveWithExactlyTheTimeLeftCounts() {
    GameClock clock = started("0.5+2");
    assertThat(clock.moved(T0 + 30 * SECOND, 0)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 30 * SECOND)).isEqualTo(2 * SECOND);
  }

  @Test
  void untilFlagIsExact() {
    GameClock clock = started("0.5+0");
    long until = clock.untilFlag(T0 + 10 * SECOND);
    assertThat(until).isEqualTo(20 * SECOND + 1);
    assertThat(clock.flagged(T0 + 10 * SECOND + until - 1)).isFalse();
    assertThat(clock.flagged(T0 + 10 * SECOND + until)).isTrue();
    assertThat(clock.untilFlag(T0 + 40 * SECOND)).isZero();

    clock.stop(T0 + 10 * SECOND);
    assertThat(clock.untilFlag(T0 + 10 * SECOND)).isEqualTo(Long.MAX_VALUE);
  }

  @Test
  void untilFlagFollowsTheRunningSide() {
    GameClock clock = started("1+0");
    clock.moved(T0 + 15 * SECOND, 0);
    assertThat(clock.untilFlag(T0 + 15 * SECOND)).isEqualTo(MINUTE + 1);
    clock.moved(T0 + 35 * SECOND, 0);
    // white has 45 s left and runs again from T0 + 35 s
    assertThat(clock.untilFlag(T0 + 40 * SECOND)).isEqualTo(40 * SECOND + 1);
  }

  @Test
  void theDelayIsUsedFirstAndNotBanked() {
    GameClock clock = started("1d5");
    // the clock stands still for the delay
    assertThat(clock.remaining(WHITE, T0 + 4 * SECOND)).isEqualTo(MINUTE);
    assertThat(clock.remaining(WHITE, T0 + 7 * SECOND)).isEqualTo(58 * SECOND);
    assertThat(clock.untilFlag(T0)).isEqualTo(65 * SECOND + 1);

    assertThat(clock.moved(T0 + 2 * SECOND, 0)).isTrue();
    // the 3 s of delay left over are not added
    assertThat(clock.remaining(WHITE, T0 + 2 * SECOND)).isEqualTo(MINUTE);

    long blackStart = T0 + 2 * SECOND;
    assertThat(clock.moved(blackStart + 8 * SECOND, 0)).isTrue();
    assertThat(clock.remaining(BLACK, blackStart + 8 * SECOND)).isEqualTo(57 * SECOND);
  }

  @Test
  void theDelayCountsTowardsTheFlag() {
    GameClock clock = started("0.5d5");
    assertThat(clock.flagged(T0 + 35 * SECOND)).isFalse();
    assertThat(clock.flagged(T0 + 35 * SECOND + 1)).isTrue();
    assertThat(clock.moved(T0 + 35 * SECOND + 1, 0)).isFalse();
    assertThat(clock.moved(T0 + 35 * SECOND, 0)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 35 * SECOND)).isZero();
  }

  @Test
  void stagesAddTheNextBaseAfterTheLastMoveOfAStageAndTheIncrementFromMoveOne() {
    GameClock clock = started("2/1+10,3/2+20,0.5+30");
    long now = T0;
    // white's first move: 5 s used, the first stage's 10 s added
    now += 5 * SECOND;
    clock.moved(now, 0);
    assertThat(clock.remaining(WHITE, now)).isEqualTo(MINUTE + 5 * SECOND);
    now += SECOND;
    clock.moved(now, 0); // black
    // white's second move completes the first stage: its increment, then the second base
    now += 5 * SECOND;
    clock.moved(now, 0);
    assertThat(clock.moves(WHITE)).isEqualTo(2);
    assertThat(clock.remaining(WHITE, now)).isEqualTo(MINUTE + 10 * SECOND + 2 * MINUTE);
    // black has made one move only: still in the first stage
    assertThat(clock.remaining(BLACK, now)).isEqualTo(MINUTE + 9 * SECOND);
    now += SECOND;
    clock.moved(now, 0); // black
    // white's third move is in the second stage: its increment, 20 s
    now += 10 * SECOND;
    clock.moved(now, 0);
    assertThat(clock.remaining(WHITE, now)).isEqualTo(3 * MINUTE + 20 * SECOND);
  }

  @Test
  void fideClassicalAddsThirtyMinutesAfterTheFortiethMove() {
    GameClock clock = GameClock.restored(TimeControl.parse("40/90+30,30+30"),
        10 * MINUTE, 20 * MINUTE, 0, 0, 39, 39);
    clock.start(WHITE, T0);
    assertThat(clock.moved(T0 + MINUTE, 0)).isTrue();
    // 10 min - 1 min + 30 s increment + 30 min of the second stage
    assertThat(clock.remaining(WHITE, T0 + MINUTE)).isEqualTo(39 * MINUTE + 30 * SECOND);
    assertThat(clock.moves(WHITE)).isEqualTo(40);
    clock.moved(T0 + 2 * MINUTE, 0);
    assertThat(clock.remaining(BLACK, T0 + 2 * MINUTE)).isEqualTo(49 * MINUTE + 30 * SECOND);
    // the 41st move is in the last stage: the increment only
    clock.moved(T0 + 3 * MINUTE, 0);
    assertThat(clock.remaining(WHITE, T0 + 3 * MINUTE)).isEqualTo(39 * MINUTE);
  }

  @Test
  void byoyomiSpendsMainTimeFirst() {
    GameClock clock = started("1b10x3");
    assertThat(clock.periods(WHITE)).isEqualTo(3);
    assertThat(clock.moved(T0 + 20 * SECOND, 0)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 20 * SECOND)).isEqualTo(40 * SECOND);
    assertThat(clock.periods(WHITE)).isEqualTo(3);
    assertThat(clock.untilFlag(T0 + 20 * SECOND)).isEqualTo(MINUTE + 30 * SECOND + 1);
  }

  @Test
  void aByoyomiMoveWithinAPeriodKeepsIt() {
    GameClock clock = started("0.5b10x3");
    // main time runs out at 30 s: the move at 38 s is within the first period
    assertThat(clock.remaining(WHITE, T0 + 38 * SECOND)).isEqualTo(2 * SECOND);
    assertThat(clock.moved(T0 + 38 * SECOND, 0)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 38 * SECOND)).isEqualTo(10 * SECOND);
    assertThat(clock.periods(WHITE)).isEqualTo(3);
    clock.moved(T0 + 39 * SECOND, 0);
    // the period starts afresh for white's next move; exactly one period's time still fits
    assertThat(clock.moved(T0 + 49 * SECOND, 0)).isTrue();
    assertThat(clock.periods(WHITE)).isEqualTo(3);
  }

  @Test
  void aByoyomiOverrunUsesUpOnePeriodAndTheLastOneFlags() {
    GameClock clock = GameClock.restored(TimeControl.parse("10b10x3"), 0, 0, 3, 3, 50, 50);
    clock.start(WHITE, T0);
    assertThat(clock.untilFlag(T0)).isEqualTo(30 * SECOND + 1);
    // 15 s: the first period overrun, the move within the second
    assertThat(clock.remaining(WHITE, T0 + 15 * SECOND)).isEqualTo(5 * SECOND);
    assertThat(clock.moved(T0 + 15 * SECOND, 0)).isTrue();
    assertThat(clock.periods(WHITE)).isEqualTo(2);
    assertThat(clock.remaining(WHITE, T0 + 15 * SECOND)).isEqualTo(10 * SECOND);
    long now = T0 + 16 * SECOND;
    clock.moved(now, 0); // black
    // 25 s: two periods overrun, white had only two: the flag falls
    assertThat(clock.untilFlag(now)).isEqualTo(20 * SECOND + 1);
    assertThat(clock.flagged(now + 20 * SECOND)).isFalse();
    assertThat(clock.flagged(now + 20 * SECOND + 1)).isTrue();
    assertThat(clock.moved(now + 25 * SECOND, 0)).isFalse();
    assertThat(clock.periods(WHITE)).isEqualTo(2);
    // 20 s overruns one period and ends exactly at the end of the last one
    assertThat(clock.moved(now + 20 * SECOND, 0)).isTrue();
    assertThat(clock.periods(WHITE)).isEqualTo(1);
  }

  @Test
  void mainTimeRunningOutMidMoveStartsThePeriods() {
    GameClock clock = started("0.5b10x2");
    // 30 s main + 15 s: the first period overrun
    assertThat(clock.moved(T0 + 45 * SECOND, 0)).isTrue();
    assertThat(clock.periods(WHITE)).isEqualTo(1);
    assertThat(clock.remaining(WHITE, T0 + 45 * SECOND)).isEqualTo(10 * SECOND);
    // black: 30 s of main time and two periods of 10 s
    assertThat(clock.untilFlag(T0 + 45 * SECOND)).isEqualTo(50 * SECOND + 1);
  }

  @Test
  void lagCreditReducesTheTimeChargedButNeverBelowZero() {
    GameClock clock = started("1+0");
    assertThat(clock.moved(T0 + 10 * SECOND, 300)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 10 * SECOND)).isEqualTo(50 * SECOND + 300);
    // a credit larger than the move took charges nothing and adds nothing
    assertThat(clock.moved(T0 + 10 * SECOND + 200, 5 * SECOND)).isTrue();
    assertThat(clock.remaining(BLACK, T0 + 11 * SECOND)).isEqualTo(MINUTE);
    // a negative credit counts as none
    assertThat(clock.moved(T0 + 20 * SECOND + 200, -5 * SECOND)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 21 * SECOND)).isEqualTo(40 * SECOND + 300);
  }

  @Test
  void lagCreditIsAppliedBeforeTheFlagCheck() {
    GameClock clock = started("0.5+0");
    assertThat(clock.flagged(T0 + 30 * SECOND + 400)).isTrue();
    assertThat(clock.moved(T0 + 30 * SECOND + 400, 400)).isTrue();
    assertThat(clock.remaining(WHITE, T0 + 31 * SECOND)).isZero();
    clock.moved(T0 + 31 * SECOND, 0);
    assertThat(clock.moved(T0 + 31 * SECOND + 1, 0)).isFalse(); // 0 left, 1 ms used
  }

  @Test
  void aRestoredClockHasTheStoredTimesAndRunsOnlyOnceStarted() {
    GameClock clock = GameClock.restored(TimeControl.parse("10b30x3"),
        4 * MINUTE, 0, 3, 2, 17, 16);
    assertThat(clock.running()).isNull();
    assertThat(clock.remaining(WHITE, T0)).isEqualTo(4 * MINUTE);
    assertThat(clock.remaining(BLACK, T0)).isEqualTo(30 * SECOND);
    assertThat(clock.periods(WHITE)).isEqualTo(3);
    assertThat(clock.periods(BLACK)).isEqualTo(2);
    assertThat(clock.moves(WHITE)).isEqualTo(17);
    assertThat(clock.moves(BLACK)).isEqualTo(16);

    clock.start(BLACK, T0);
    assertThat(clock.running()).isEqualTo(BLACK);
    assertThat(clock.untilFlag(T0)).isEqualTo(MINUTE + 1);
    assertThat(clock.remaining(BLACK, T0 + 10 * SECOND)).isEqualTo(20 * SECOND);
  }

  @Test
  void aRestoredClockRefusesValuesNoClockHas() {
    TimeControl fischer = TimeControl.parse("5+3");
    TimeControl byoyomi = TimeControl.parse("10b30x3");
    assertThatThrownBy(() -> GameClock.restored(fischer, -1, 0, 0, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GameClock.restored(fischer, 0, 0, 1, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GameClock.restored(byoyomi, 0, 0, 4, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GameClock.restored(fischer, 0, 0, 0, 0, 0, -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void stopChargesTheRunningSideAndStopsBoth() {
    GameClock clock = started("5+3");
    clock.stop(T0 + 20 * SECOND);
    assertThat(clock.running()).isNull();
    // no increment: the game is over, not a move made
    assertThat(clock.remaining(WHITE, T0 + MINUTE)).isEqualTo(4 * MINUTE + 40 * SECOND);
    assertThat(clock.remaining(BLACK, T0 + MINUTE)).isEqualTo(5 * MINUTE);
    assertThat(clock.moves(WHITE)).isZero();
    assertThat(clock.flagged(T0 + 10 * MINUTE)).isFalse();
    assertThatThrownBy(() -> clock.moved(T0 + MINUTE, 0)).isInstanceOf(IllegalStateException.class);
    clock.stop(T0 + MINUTE); // stopping a stopped clock changes nothing
    assertThat(clock.remaining(WHITE, T0 + MINUTE)).isEqualTo(4 * MINUTE + 40 * SECOND);
  }

  @Test
  void stopAfterTheFlagLeavesNothing() {
    GameClock clock = started("10b30x2");
    clock.stop(T0 + 11 * MINUTE + 1);
    assertThat(clock.remaining(WHITE, T0 + 12 * MINUTE)).isZero();
    assertThat(clock.periods(WHITE)).isZero();
  }

  @Test
  void stopInByoyomiUsesUpTheOverrunPeriods() {
    GameClock clock = started("10b30x3");
    clock.stop(T0 + 10 * MINUTE + 45 * SECOND);
    assertThat(clock.periods(WHITE)).isEqualTo(2);
    assertThat(clock.remaining(WHITE, T0 + 11 * MINUTE)).isEqualTo(30 * SECOND);
  }

  @Test
  void startingAnotherSideChargesTheRunningOne() {
    GameClock clock = started("5+3");
    clock.start(BLACK, T0 + 10 * SECOND);
    assertThat(clock.running()).isEqualTo(BLACK);
    assertThat(clock.remaining(WHITE, T0 + 20 * SECOND)).isEqualTo(4 * MINUTE + 50 * SECOND);
    assertThat(clock.remaining(BLACK, T0 + 20 * SECOND)).isEqualTo(4 * MINUTE + 50 * SECOND);
    assertThat(clock.moves(WHITE)).isZero();
  }

  @Test
  void aBerserkTakesHalfTheInitialTimeUnlessTheIncrementIsLargeAsLichessDoes() {
    assertThat(GameClock.berserkPenaltyMillis(TimeControl.parse("3+2"))).isEqualTo(90_000);
    assertThat(GameClock.berserkPenaltyMillis(TimeControl.parse("1+2"))).isZero(); // 1+2 -> 1+0
    assertThat(GameClock.berserkable(TimeControl.parse("0d5"))).isFalse(); // 0+2 is no control here
    assertThat(GameClock.berserkable(TimeControl.parse("1+0"))).isTrue();
    assertThat(GameClock.berserkable(TimeControl.parse("none"))).isFalse();
  }

  @Test
  void aBerserkersMovesEarnNoIncrementAndNoDelay() {
    GameClock fischer = new GameClock(TimeControl.parse("3+2"));
    assertThat(fischer.berserk(WHITE)).isEqualTo(90_000);
    fischer.start(WHITE, 0);
    assertThat(fischer.moved(1_000, 0)).isTrue();
    assertThat(fischer.remaining(WHITE, 1_000)).isEqualTo(89_000);
    assertThat(fischer.moved(2_000, 0)).isTrue();
    assertThat(fischer.remaining(BLACK, 2_000)).isEqualTo(181_000);
    GameClock delay = new GameClock(TimeControl.parse("3d5"));
    delay.berserk(BLACK);
    delay.start(BLACK, 0);
    assertThat(delay.moved(4_000, 0)).isTrue();
    assertThat(delay.remaining(BLACK, 4_000)).isEqualTo(86_000);
  }

  @Test
  void aRestoredBerserkerStaysWithoutIncrement() {
    GameClock clock = GameClock.restored(TimeControl.parse("3+2"), 90_000, 180_000, 0, 0, 0, 0);
    clock.berserked(WHITE);
    clock.start(WHITE, 0);
    clock.moved(1_000, 0);
    assertThat(clock.remaining(WHITE, 1_000)).isEqualTo(89_000);
    assertThat(clock.isBerserked(WHITE)).isTrue();
    assertThat(clock.isBerserked(BLACK)).isFalse();
  }

  @Test
  void theRunningClocksTimeIsKnown() {
    GameClock clock = new GameClock(TimeControl.parse("1+0"));
    assertThat(clock.runningFor(5)).isEqualTo(-1);
    clock.start(WHITE, 10);
    assertThat(clock.runningFor(16_010)).isEqualTo(16_000);
  }
}
