package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Players leaving before and during a tournament. */
class WithdrawalTest {

  @Test
  void leavingBeforeTheStartRemovesThePlayer() {
    Tournament t = Games.withPlayers(Format.ROUND_ROBIN, 0, "a", "b", "c");
    t.leave("b");
    assertThat(t.players()).containsExactly("a", "c");
    t.join("b");
    assertThat(t.players()).containsExactly("a", "c", "b");
  }

  @Test
  void startNeedsTwoPlayers() {
    Tournament t = Games.withPlayers(Format.ROUND_ROBIN, 0, "a");
    assertThatThrownBy(t::start)
        .isInstanceOf(TournamentException.class)
        .hasMessage("TOO_FEW_PLAYERS[lan, 1]");
    assertThat(t.phase()).isEqualTo(Phase.REGISTRATION);
  }

  @Test
  void nobodyJoinsAfterTheStart() {
    Tournament t = Games.withPlayers(Format.ROUND_ROBIN, 0, "a", "b");
    t.start();
    assertThatThrownBy(() -> t.join("c")).hasMessage("REGISTRATION_CLOSED[lan]");
    assertThatThrownBy(() -> t.leave("c")).hasMessage("NOT_IN[c, lan]");
  }

  @Test
  void roundRobinWithdrawalForfeitsTheCurrentGameAndEveryLaterOne() {
    // 1 a, 2 b, 3 c, 4 d: rounds 1-4 2-3 | 4-3 1-2 | 2-4 3-1
    Tournament t = Games.withPlayers(Format.ROUND_ROBIN, 0, "a", "b", "c", "d");
    t.start();
    t.record(1, 2, Result.DRAW);
    t.leave("d"); // a-d on board 1 was still being played

    assertThat(t.pairings(1)).containsExactly(
        new Pairing(1, "a", "d", Result.WHITE_WIN_BY_FORFEIT),
        new Pairing(2, "b", "c", Result.DRAW));
    assertThat(t.hasWithdrawn("d")).isTrue();
    assertThatThrownBy(() -> t.leave("d")).hasMessage("ALREADY_LEFT[d, lan]");

    t.nextRound();
    assertThat(t.currentRound()).containsExactly(
        new Pairing(1, "d", "c", Result.BLACK_WIN_BY_FORFEIT),
        new Pairing(2, "a", "b", null));
    t.record(2, 2, Result.BLACK_WIN);
    t.nextRound();
    assertThat(t.currentRound()).containsExactly(
        new Pairing(1, "b", "d", Result.WHITE_WIN_BY_FORFEIT),
        new Pairing(2, "c", "a", null));
    t.record(3, 2, Result.WHITE_WIN);
    t.nextRound();

    assertThat(t.isFinished()).isTrue();
    // a: forfeit win + loss + loss = 1; b: draw + win + forfeit win = 2.5;
    // c: draw + forfeit win + win = 2.5; d: 0. b and c drew each other: in a round robin a
    // forfeit counts as played against the opponent's score (FIDE C.07, as TieBreakServer
    // computes it): Sonneborn-Berger b = 2.5/2 + a 1 + d 0 = 2.25, c = 2.5/2 + d 0 + a 1 = 2.25;
    // Buchholz b = c 2.5 + a 1 + d 0 = 3.5, c the same; direct encounter drawn, wins 2 both;
    // join order puts b first.
    assertThat(t.standings().rows()).extracting(Standing::player, Standing::points)
        .containsExactly(org.assertj.core.api.Assertions.tuple("b", 2.5),
            org.assertj.core.api.Assertions.tuple("c", 2.5),
            org.assertj.core.api.Assertions.tuple("a", 1.0),
            org.assertj.core.api.Assertions.tuple("d", 0.0));
    assertThat(t.standings().rows().get(0).sonnebornBerger()).isEqualTo(2.25);
    assertThat(t.standings().rows().get(1).buchholz()).isEqualTo(3.5);
  }

  @Test
  void swissWithdrawalIsNotPairedAgain() {
    Tournament t = Games.withPlayers(Format.SWISS, 3, "a", "b", "c", "d", "e", "f");
    t.start();
    // round 1: a-d e-b c-f
    t.record(1, 1, Result.WHITE_WIN);
    t.leave("f"); // c wins board 3 by forfeit
    assertThat(t.currentPairing("c")).get().extracting(Pairing::result)
        .isEqualTo(Result.WHITE_WIN_BY_FORFEIT);
    t.record(1, 2, Result.DRAW);
    t.nextRound();

    for (int round = 2; round <= 3; round++) {
      List<Pairing> pairings = t.currentRound();
      assertThat(pairings).noneMatch(p -> p.involves("f"));
      assertThat(pairings).hasSize(3).last().matches(Pairing::isBye);
      // c won by forfeit, so FIDE C.04.1.d keeps the bye from c too
      assertThat(pairings.get(2).white()).isNotEqualTo("c");
      for (Pairing p : pairings) {
        if (p.isPending()) {
          t.record(round, p.board(), Result.DRAW);
        }
      }
      t.nextRound();
    }
    assertThat(t.isFinished()).isTrue();
    // f: 0 points, three unplayed rounds each valued at f's own score (0)
    Standing f = t.standings().rows().get(5);
    assertThat(f.player()).isEqualTo("f");
    assertThat(f.buchholz()).isZero();
  }

  @Test
  void aSwissWithOnePlayerLeftEndsEarly() {
    Tournament t = Games.withPlayers(Format.SWISS, 2, "a", "b", "c");
    t.start(); // a-b, c bye
    t.leave("a"); // b wins by forfeit; leaving afterwards does not undo that
    t.leave("b");
    t.nextRound();
    assertThat(t.isFinished()).isTrue();
    assertThat(t.rounds()).isEqualTo(1);
    assertThat(t.pairings(1)).containsExactly(
        new Pairing(1, "a", "b", Result.BLACK_WIN_BY_FORFEIT),
        new Pairing(2, "c", null, Result.BYE));
  }
}
