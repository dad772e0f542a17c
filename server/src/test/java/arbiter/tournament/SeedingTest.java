package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A Swiss seeded by rating: pairing numbers follow the seeding, and a replay keeps them. */
class SeedingTest {

  @Test
  void pairingNumbersFollowTheSeedingAndSurviveAReplay() {
    Tournament t = Games.withPlayers(Format.SWISS, 3, "ann", "bob", "cid", "dan");

    t.start(List.of("dan", "cid", "bob", "ann"));

    assertThat(t.players()).containsExactly("dan", "cid", "bob", "ann");
    // round 1 of a Swiss: the top half against the bottom half, 1-3 and 2-4
    assertThat(t.currentRound()).extracting(p -> p.white() + "-" + p.black())
        .containsExactlyInAnyOrder("dan-bob", "ann-cid");
    Tournament replayed = Tournament.replay(t.events());
    assertThat(replayed.players()).containsExactly("dan", "cid", "bob", "ann");
    assertThat(replayed.currentRound()).isEqualTo(t.currentRound());
  }

  @Test
  void aSeedingMustListEveryPlayerOnce() {
    Tournament t = Games.withPlayers(Format.SWISS, 3, "ann", "bob", "cid", "dan");

    assertThatThrownBy(() -> t.start(List.of("dan", "cid", "bob")))
        .isInstanceOf(TournamentException.class);
  }
}
