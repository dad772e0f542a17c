package arbiter.face.web;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.store.LoginTokens;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The logins kept across reloads: tokens, expiry and revocation on injected clocks. */
class SignInsTest {

  private final AtomicLong monotonic = new AtomicLong(1_000_000);
  private final AtomicLong wall = new AtomicLong(1_700_000_000_000L);
  private final LoginTokens store = LoginTokens.inMemory();
  private final SignIns signIns = signIns();

  private SignIns signIns() {
    return new SignIns(12 * 3_600_000L, monotonic::get, wall::get, store, Runnable::run);
  }

  private String user(SignIns of, String token) {
    return of.user(token).join();
  }

  @Test
  void aTokenIs256RandomBitsNamingItsUserUntilItExpires() {
    String token = signIns.issue("ali");
    assertThat(token).matches("[A-Za-z0-9_-]{43}"); // 32 bytes, base64url without padding
    assertThat(signIns.issue("ali")).isNotEqualTo(token);
    assertThat(user(signIns, token)).isEqualTo("ali");
    assertThat(signIns.issuedHere(token)).isTrue();
    assertThat(signIns.lifetimeSeconds()).isEqualTo(43_200);
    monotonic.addAndGet(12 * 3_600_000L - 1);
    assertThat(user(signIns, token)).isEqualTo("ali");
    monotonic.addAndGet(1);
    assertThat(user(signIns, token)).isNull();
  }

  @Test
  void aJumpOfTheSystemTimeNeitherEndsNorExtendsALogin() {
    String token = signIns.issue("ali");
    wall.addAndGet(13 * 3_600_000L); // the clock is set a day forward
    assertThat(user(signIns, token)).isEqualTo("ali");
    wall.addAndGet(-48 * 3_600_000L); // and two days back
    monotonic.addAndGet(12 * 3_600_000L);
    assertThat(user(signIns, token)).isNull();
  }

  @Test
  void aLoginOutlivesARestartUntilItsTimeOnTheWallClock() {
    String token = signIns.issue("ali");
    monotonic.set(5); // a new run: its monotonic clock starts anew
    wall.addAndGet(3_600_000L);
    SignIns restarted = signIns();
    assertThat(user(restarted, token)).isEqualTo("ali");
    assertThat(restarted.issuedHere(token)).isFalse();
    wall.addAndGet(11 * 3_600_000L);
    assertThat(user(restarted, token)).isNull();
  }

  @Test
  void unknownAndRevokedTokensNameNobody() {
    String token = signIns.issue("ali");
    assertThat(user(signIns, null)).isNull();
    assertThat(user(signIns, "A".repeat(43))).isNull();
    assertThat(user(signIns, token + "x")).isNull();
    signIns.revoke(token);
    assertThat(user(signIns, token)).isNull();
    assertThat(signIns.issuedHere(token)).isFalse();
    signIns.revoke(null); // a logout without a token: nothing to end
  }
}
