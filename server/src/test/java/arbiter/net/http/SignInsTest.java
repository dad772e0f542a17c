package arbiter.net.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The logins kept across reloads: tokens, expiry and revocation on an injected clock. */
class SignInsTest {

  private final AtomicLong now = new AtomicLong(1_000_000);
  private final SignIns signIns = new SignIns(12 * 3_600_000L, now::get);

  @Test
  void aTokenIs256RandomBitsNamingItsUserUntilItExpires() {
    String token = signIns.issue("ali");
    assertThat(token).matches("[A-Za-z0-9_-]{43}"); // 32 bytes, base64url without padding
    assertThat(signIns.issue("ali")).isNotEqualTo(token);
    assertThat(signIns.user(token)).isEqualTo("ali");
    assertThat(signIns.lifetimeSeconds()).isEqualTo(43_200);
    now.addAndGet(12 * 3_600_000L - 1);
    assertThat(signIns.user(token)).isEqualTo("ali");
    now.addAndGet(1);
    assertThat(signIns.user(token)).isNull();
  }

  @Test
  void unknownAndRevokedTokensNameNobody() {
    String token = signIns.issue("ali");
    assertThat(signIns.user(null)).isNull();
    assertThat(signIns.user("A".repeat(43))).isNull();
    assertThat(signIns.user(token + "x")).isNull();
    signIns.revoke(token);
    assertThat(signIns.user(token)).isNull();
    signIns.revoke(null); // a logout without a token: nothing to end
  }
}
