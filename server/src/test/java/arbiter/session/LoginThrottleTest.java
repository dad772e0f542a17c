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
  void aNameIsLockedAfterTheAttemptsAndFreedLater() {
    for (int i = 0; i < 3; i++) {
      now += 5000;
      assertThat(throttle.admit("ann", "10.0.0." + i).admitted()).isTrue();
      throttle.failed("ann", "10.0.0." + i);
    }
    now += 5000;
    LoginThrottle.Admission locked = throttle.admit("ann", "10.0.0.7");
    assertThat(locked.admitted()).isFalse();
    assertThat(locked.refusedForMillis()).isEqualTo(55_000);
    now += 60_000;
    assertThat(throttle.admit("ann", "10.0.0.7").admitted()).isTrue();
  }

  @Test
  void aSuccessClearsTheName() {
    throttle.admit("ann", "10.0.0.1");
    throttle.failed("ann", "10.0.0.1");
    throttle.admit("ann", "10.0.0.1");
    throttle.succeeded("ann");
    now += 1000; // the address's own gap has passed
    assertThat(throttle.admit("ann", "10.0.0.1").waitMillis()).isZero();
  }
}
