package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The login throttle on an injected clock: slots per name and address, lockout, expiry. */
class LoginThrottleTest {

  private long now = 1_000_000;
  private final LoginThrottle throttle = new LoginThrottle(100, 1000, 3, 60_000, () -> now);

  @Test
  void parallelAttemptsOnOneNameTakeSuccessiveSlotsFromAnyAddress() {
    assertThat(throttle.admit("ann", "10.0.0.1").waitMillis()).isZero();
    assertThat(throttle.admit("ann", "10.0.0.2").waitMillis()).isEqualTo(100);
    assertThat(throttle.admit("bob", "10.0.0.3").waitMillis()).isZero(); // another name, address
  }

  @Test
  void anAttemptBeyondTheLongestWaitIsRefused() {
    LoginThrottle wide = new LoginThrottle(400, 1000, 0, 0, () -> now);
    for (int i = 0; i < 3; i++) { // slots at 0, 400 and 800 ms; the next would be at 1200
      assertThat(wide.admit("ann", "10.0.0." + i).admitted()).isTrue();
    }
    assertThat(wide.admit("ann", "10.0.0.9").admitted()).isFalse();
    now += 2000;
    assertThat(wide.admit("ann", "10.0.0.9").admitted()).isTrue();
  }

  @Test
  void aSourceIsRefusedForANameAfterItsFailuresAndFreedLater() {
    for (int i = 0; i < 3; i++) {
      now += 5000;
      assertThat(throttle.admit("ann", "10.0.0.1").admitted()).isTrue();
      throttle.failed("ann", "10.0.0.1");
    }
    now += 5000;
    LoginThrottle.Admission locked = throttle.admit("ann", "10.0.0.1");
    assertThat(locked.admitted()).isFalse();
    assertThat(locked.refusedForMillis()).isEqualTo(55_000);
    now += 60_000;
    assertThat(throttle.admit("ann", "10.0.0.1").admitted()).isTrue();
  }

  @Test
  void guessesFromOtherSourcesLockNobodyOut() {
    for (int i = 0; i < 30; i++) {
      now += 5000;
      throttle.admit("ann", "10.0.0." + i);
      throttle.failed("ann", "10.0.0." + i);
    }
    now += 5000;
    assertThat(throttle.admit("ann", "10.0.1.1").admitted()).isTrue();
  }

  @Test
  void theOwnersKnownSourceWaitsAtMostAShortPauseWhileTheNameIsUnderAttack() {
    LoginThrottle wide = new LoginThrottle(400, 8000, 3, 60_000, () -> now);
    wide.admit("ann", "10.9.9.9");
    wide.succeeded("ann", "10.9.9.9");
    for (int i = 0; i < 32; i++) { // a queue of guesses from 32 sources fills the name's slots
      wide.admit("ann", "10.0.0." + i);
      wide.failed("ann", "10.0.0." + i);
    }
    assertThat(wide.admit("ann", "10.0.0.99").admitted()).isFalse();
    LoginThrottle.Admission owner = wide.admit("ann", "10.9.9.9");
    assertThat(owner.admitted()).isTrue();
    assertThat(owner.waitMillis()).isLessThanOrEqualTo(1000);
  }

  @Test
  void aSuccessClearsTheSourcesCount() {
    throttle.admit("ann", "10.0.0.1");
    throttle.failed("ann", "10.0.0.1");
    throttle.admit("ann", "10.0.0.1");
    throttle.succeeded("ann", "10.0.0.1");
    now += 1000; // the address's own gap has passed
    assertThat(throttle.admit("ann", "10.0.0.1").waitMillis()).isZero();
  }
}
