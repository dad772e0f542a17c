package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An arena on the tournament itself: its events replay, and its refusals. */
class ArenaPlayTest {

  private static Tournament started() {
    Tournament arena = Tournament.create("blitz", "chess", Format.ARENA, 30, 0, "ann", "3+0");
    for (String player : List.of("ann", "bob", "cid", "dan")) {
      arena.join(player);
    }
    arena.start();
    arena.begin();
    arena.arena().time(1_000_000);
    assertThat(arena.currentRound()).isEmpty(); // the server pairs: it knows who plays elsewhere
    arena.arena().pair(arena.arena().plan(player -> false));
    return arena;
  }

  @Test
  void itsEventsReplayToTheSameArena() {
    Tournament arena = started();
    arena.arena().berserk("ann");
    arena.record(1, 1, Result.WHITE_WIN);
    arena.record(1, 2, Result.DRAW);
    arena.arena().pause("dan");
    arena.arena().pair(arena.arena().plan(player -> false));
    assertThat(arena.currentRound()).extracting(Pairing::white, Pairing::black).containsExactly(
        org.assertj.core.api.Assertions.tuple("ann", "bob"),
        org.assertj.core.api.Assertions.tuple("cid", "dan"),
        org.assertj.core.api.Assertions.tuple("ann", "cid"));
    Tournament again = Tournament.replay(arena.events());
    assertThat(again.currentRound()).isEqualTo(arena.currentRound());
    assertThat(again.standings().arena()).isEqualTo(arena.standings().arena());
    assertThat(again.standings().arena().get("ann").sheet()).containsExactly(3);
    assertThat(again.arena().endsAt()).isEqualTo(1_000_000);
    assertThat(again.rounds()).isEqualTo(1);
    assertThat(TournamentSummary.of(again).rounds()).isEqualTo(30);
  }

  @Test
  void refusals() {
    assertThatThrownBy(() -> Tournament.create("a", "chess", Format.ARENA, 0, 0, "ann", null))
        .isInstanceOf(TournamentException.class)
        .extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.ARENA_MINUTES_MISSING);
    Tournament arena = started();
    assertThatThrownBy(() -> arena.arena().pair(List.of(new Pairing(3, "ann", "cid", null))))
        .extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.ALREADY_IN);
    Tournament swiss = Tournament.create("s", "chess", Format.SWISS, 3, 0, "ann", null);
    assertThatThrownBy(() -> swiss.arena().pause("ann"))
        .extracting(e -> ((TournamentException) e).reason())
        .isEqualTo(TournamentRefusal.NOT_ARENA);
  }

  @Test
  void aWithdrawalForfeitsTheGameBeingPlayedAndALateEntryHasNoByes() {
    Tournament arena = started();
    arena.leave("bob");
    assertThat(arena.currentRound().get(0).result()).isEqualTo(Result.WHITE_WIN_BY_FORFEIT);
    arena.enter("eve", 0, null);
    assertThat(arena.currentRound()).hasSize(2);
    assertThat(arena.arena().plan(p -> false)).extracting(Pairing::white, Pairing::black)
        .containsExactly(org.assertj.core.api.Assertions.tuple("eve", "ann")); // ann had white
    assertThat(Crosstable.of(arena).rows()).hasSize(5);
    assertThat(ReportFile.export(arena)).isNotEmpty();
  }
}
