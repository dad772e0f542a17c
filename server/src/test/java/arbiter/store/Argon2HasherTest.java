package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Argon2id hashes: the ones stored by earlier builds (password4j 1.8.4) still check. */
class Argon2HasherTest {

  private final Argon2Hasher cheap = new Argon2Hasher(64, 1, 1);

  @Test
  void hashesStoredByThePasswordLibraryUsedBeforeStillCheck() {
    // made by password4j 1.8.4's Argon2Function as Argon2Hasher called it (16-byte salt, 32 bytes)
    assertThat(cheap.verify("secret",
        "$argon2id$v=19$m=64,t=1,p=1$ni1liTgkUx/7+Ny6RQ6LOw$fAGyofaqe6l3i/q4jjNa2UIuC6A1VuU3YPcOh6suzv0"))
        .isTrue();
    assertThat(cheap.verify("pässwörd 漢",
        "$argon2id$v=19$m=64,t=1,p=1$CPyq7MJwfMoSCkEUBH8nPA$HhKl5chtxd/pNhUjehDyvjUF3urKYvRN/WUdaOB+MBE"))
        .isTrue();
    assertThat(cheap.verify("",
        "$argon2id$v=19$m=64,t=1,p=1$PACCJfEpCbfdUaTMnphdkg$Bfa7LePs97HuhLucu/EI/jEkkmFMTZbZ21oGSoMS2+g"))
        .isTrue();
    assertThat(cheap.verify("secret", "$argon2id$v=19$m=256,t=3,p=2$ac6ov3fbGHg88owlHq0yBw"
        + "$syT8UiT/VCw9V7dKL7w4j6w4UeJ6BUOatGuxSk96xlI")).as("two lanes").isTrue();
    assertThat(cheap.verify("Secret",
        "$argon2id$v=19$m=64,t=1,p=1$ni1liTgkUx/7+Ny6RQ6LOw$fAGyofaqe6l3i/q4jjNa2UIuC6A1VuU3YPcOh6suzv0"))
        .isFalse();
  }

  @Test
  void aHashNamesItsCostAndASaltOfItsOwn() {
    String first = cheap.hash("secret");
    assertThat(first).matches("\\$argon2id\\$v=19\\$m=64,t=1,p=1\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}");
    assertThat(cheap.hash("secret")).isNotEqualTo(first);
    assertThat(cheap.verify("secret", first)).isTrue();
    assertThat(cheap.verify("secret!", first)).isFalse();
    // the cost is read from the hash, not from the hasher's settings
    assertThat(new Argon2Hasher(128, 2, 1).verify("secret", first)).isTrue();
  }

  @Test
  void malformedHashesMatchNothing() {
    for (String bad : new String[] {"", "secret", "$argon2id$v=19$m=64,t=1,p=1$!!$??",
        "$argon2id$v=7$m=64,t=1,p=1$ni1liTgkUx/7+Ny6RQ6LOw$fAGyofaqe6l3i/q4jjNa2UIuC6A1VuU3YPcOh6suzv0",
        "$argon2id$v=19$m=99999999999,t=1,p=1$ni1liTgkUx/7+Ny6RQ6LOw$fAGyofaqe6l3i",
        "$argon2id$v=19$m=64,t=0,p=1$ni1liTgkUx/7+Ny6RQ6LOw$fAGyofaqe6l3i/q4jjNa2UIuC6A1VuU3YPcOh6suzv0",
        "$argon2id$v=19$m=64,t=1,p=1$n$fAGyofaqe6l3i/q4jjNa2UIuC6A1VuU3YPcOh6suzv0"}) {
      assertThat(cheap.verify("secret", bad)).as(bad).isFalse();
    }
  }

  @Test
  void aCostBelowArgon2sMinimumIsRefusedAtStart() {
    assertThatThrownBy(() -> new Argon2Hasher(4, 1, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Argon2Hasher(64, 0, 1)).isInstanceOf(IllegalArgumentException.class);
  }
}
