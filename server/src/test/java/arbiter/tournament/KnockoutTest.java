package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.tournament.knockout.Bracket;
import arbiter.tournament.knockout.Decision;
import arbiter.tournament.knockout.Match;
import arbiter.tournament.knockout.Stage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A knockout through the tournament's own API: the bracket, the matches, tie-breaks, controls. */
class KnockoutTest {

  private static Tournament knockout(int games, String... players) {
    Tournament t = Tournament.create("ko", "chess", Format.KNOCKOUT, games, 0, "org", "5+3");
    for (String player : players) {
      t.join(player);
    }
    return t;
  }

  /** Records {@code results} on the current round's boards in order, then closes the round. */
  private static void play(Tournament t, Result... results) {
    for (int board = 1; board <= results.length; board++) {
      t.record(t.roundNumber(), board, results[board - 1]);
    }
    t.nextRound();
  }

  @Test
  void impossibleKnockoutsAreRefusedWithTheReason() {
    assertThatThrownBy(() -> knockout(0)).hasMessage("KNOCKOUT_GAMES_MISSING[]");
    Tournament alone = knockout(2, "a");
    assertThatThrownBy(alone::start).hasMessage("TOO_FEW_PLAYERS[ko, 1]");
  }

  @Test
  void byesGoToTheTopSeedsAndRoundOnePairsTheOthers() {
    Tournament t = knockout(1, "s1", "s2", "s3", "s4", "s5", "s6");
    t.start(); // seeds in join order: 8-bracket, seeds 7 and 8 missing
    assertThat(Games.describe(t.currentRound())).isEqualTo("s4-s5 s3-s6");
    Bracket b = t.bracket();
    assertThat(b.size()).isEqualTo(8);
    assertThat(b.rounds().get(0)).extracting(Match::decision)
        .containsExactly(Decision.BYE, Decision.OPEN, Decision.BYE, Decision.OPEN);
  }

  @Test
  void aTwoGameMatchAlternatesColoursAndEndsWhenWonOrGoesToTieBreaks() {
    Tournament t = knockout(2, "a", "b", "c", "d");
    t.start(); // a-d, b-c
    assertThat(Games.describe(t.currentRound())).isEqualTo("a-d b-c");
    play(t, Result.WHITE_WIN, Result.DRAW);
    assertThat(Games.describe(t.currentRound())).isEqualTo("d-a c-b");
    play(t, Result.DRAW, Result.DRAW); // a wins 1.5-0.5; b-c 1-1: tie-breaks
    assertThat(Games.describe(t.currentRound())).isEqualTo("b-c");
    assertThat(t.bracket().game(3, 1).stage()).isEqualTo(Stage.TIEBREAK);
    assertThat(t.bracket().rules().timeControl(Stage.TIEBREAK, "5+3")).isEqualTo("3+2");
    play(t, Result.DRAW);
    assertThat(Games.describe(t.currentRound())).isEqualTo("c-b");
    play(t, Result.DRAW); // tie-breaks 1-1: armageddon, the higher seed b has black
    assertThat(Games.describe(t.currentRound())).isEqualTo("c-b");
    assertThat(t.bracket().game(5, 1).stage()).isEqualTo(Stage.ARMAGEDDON);
    play(t, Result.DRAW); // a draw goes to black
    Match semi = t.bracket().rounds().get(0).get(1);
    assertThat(semi.winner()).isEqualTo("b");
    assertThat(semi.decision()).isEqualTo(Decision.ARMAGEDDON);
    assertThat(Games.describe(t.currentRound())).isEqualTo("a-b"); // the final
    play(t, Result.BLACK_WIN);
    play(t, Result.WHITE_WIN); // b-a: b wins 2-0
    assertThat(t.isFinished()).isTrue();
    assertThat(t.bracket().champion()).isEqualTo("b");
    assertThat(t.standings().rows()).extracting(Standing::player)
        .containsExactly("b", "a", "c", "d");
    assertThat(t.bracket().place("c")).isEqualTo(3);
  }

  @Test
  void theNextRoundWaitsForEveryMatchOfTheRound() {
    Tournament t = knockout(1, "a", "b", "c", "d");
    t.start();
    play(t, Result.WHITE_WIN, Result.DRAW); // b-c goes to tie-breaks; a waits
    assertThat(Games.describe(t.currentRound())).isEqualTo("c-b");
  }

  @Test
  void aWithdrawalHandsTheMatchToTheOpponentAndIsFinal() {
    Tournament t = knockout(2, "a", "b", "c", "d");
    t.start();
    t.record(1, 1, Result.WHITE_WIN);
    t.leave("c"); // b-c on board 2 is forfeited, and the match with it
    t.nextRound();
    assertThat(t.bracket().rounds().get(0).get(1).decision()).isEqualTo(Decision.WALKOVER);
    assertThat(Games.describe(t.currentRound())).isEqualTo("d-a");
    assertThatThrownBy(() -> t.reinstate("c")).hasMessage("KNOCKOUT_NO_REINSTATE[c, ko]");
  }

  @Test
  void aCorrectionReDecidesTheMatchWhileItsRoundIsOpenOnly() {
    Tournament t = knockout(1, "a", "b", "c", "d");
    t.start();
    play(t, Result.WHITE_WIN, Result.DRAW); // b-c tied after its one game: tie-breaks
    t.correct(1, 2, Result.WHITE_WIN, "org", 0); // b beat c after all: round 1 still open
    assertThat(t.bracket().rounds().get(0).get(1).winner()).isEqualTo("b");
    assertThat(t.bracket().rounds().get(0).get(1).games().get(1).counted()).isFalse();
    t.record(2, 1, Result.DRAW); // the tie-break game goes on, no longer counted
    t.nextRound();
    assertThat(Games.describe(t.currentRound())).isEqualTo("a-b");
    assertThatThrownBy(() -> t.correct(1, 1, Result.BLACK_WIN, "org", 0))
        .hasMessage("KNOCKOUT_ROUND_CLOSED[1, ko]");
  }

  @Test
  void matchRulesAreSetBeforeTheStartOnlyAndOnKnockoutsOnly() {
    Tournament t = knockout(2, "a", "b");
    t.configure("tiebreak-games", "4");
    t.configure("tiebreak-time", "1+1");
    assertThatThrownBy(() -> t.configure("tiebreak-time", "fast"))
        .hasMessage("KNOCKOUT_TIME_OPTION[tiebreak-time]");
    assertThatThrownBy(() -> t.configure("tiebreak-games", "99"))
        .hasMessage("KNOCKOUT_NUMBER_OPTION[tiebreak-games, 20]");
    t.start();
    assertThat(t.bracket().rules().tiebreakGames()).isEqualTo(4);
    assertThatThrownBy(() -> t.configure("armageddon-bonus", "30"))
        .hasMessage("KNOCKOUT_SETTINGS_FIXED[ko]");
    Tournament swiss = Games.withPlayers(Format.SWISS, 3, "a", "b");
    assertThatThrownBy(() -> swiss.configure("tiebreak-games", "2"))
        .hasMessage("NOT_KNOCKOUT[lan]");
  }

  @Test
  void aReplayRebuildsTheSameBracket() {
    Tournament t = knockout(2, "a", "b", "c", "d", "e");
    t.configure("tiebreak-games", "0");
    t.start();
    play(t, Result.DRAW);
    play(t, Result.DRAW); // straight to the armageddon
    assertThat(t.bracket().game(3, 1).stage()).isEqualTo(Stage.ARMAGEDDON);
    Tournament again = Tournament.replay(t.events());
    assertThat(again.currentRound()).isEqualTo(t.currentRound());
    assertThat(again.bracket().rounds()).isEqualTo(t.bracket().rounds());
  }

  @Test
  void sixtyFourPlayersPlayToAChampionInSixBracketRounds() {
    String[] players = new String[64];
    for (int i = 0; i < 64; i++) {
      players[i] = "p" + (i + 1);
    }
    Tournament t = knockout(2, players);
    t.start();
    while (!t.isFinished()) {
      List<Pairing> boards = t.currentRound();
      Result[] results = new Result[boards.size()];
      for (int i = 0; i < results.length; i++) { // the higher seed wins every game
        Pairing p = boards.get(i);
        int white = Integer.parseInt(p.white().substring(1));
        int black = Integer.parseInt(p.black().substring(1));
        results[i] = white < black ? Result.WHITE_WIN : Result.BLACK_WIN;
      }
      play(t, results);
    }
    assertThat(t.bracket().champion()).isEqualTo("p1");
    assertThat(t.bracket().rounds().get(5).get(0).low()).isEqualTo("p2");
    assertThat(t.roundNumber()).isEqualTo(6 * 2);
  }
}
