package arbiter.client.words;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Endings, refusals and challenges said in words, to each reader. */
class WordsTest {

  private static GameState ended(String status, String winner, String reason, int limit,
      GameState.Clock clock) {
    return new GameState(1, 9, "chess", "ann", "bob", new GameState.Board(0, 0, List.of()),
        new GameState.Hands(List.of(), List.of()), "white", List.of(), null, List.of(), limit, -1,
        status, winner, reason, clock);
  }

  private static GameState won(String winner, String reason) {
    return ended("win", winner, reason, 0, null);
  }

  @Test
  void aWinSaysWhoWonAndHowToEachReader() {
    assertThat(EndingText.of(won("white", "checkmate"), "white"))
        .isEqualTo("You won: bob is checkmated");
    assertThat(EndingText.of(won("white", "checkmate"), "black"))
        .isEqualTo("You lost: you are checkmated");
    assertThat(EndingText.of(won("black", "king captured"), null))
        .isEqualTo("bob (black) won: bob captured ann's king");
    assertThat(EndingText.of(won("white", "forfeit"), "black")).isEqualTo("You lost: you forfeited");
    assertThat(EndingText.of(won("white", "abandoned"), "white"))
        .isEqualTo("You won: bob left and did not come back");
    assertThat(EndingText.of(won("black", "time forfeit"), "black"))
        .isEqualTo("You won on time: ann ran out of time");
    assertThat(EndingText.of(won("black", "time forfeit"), "white")).isEqualTo("You lost on time");
    assertThat(EndingText.of(won("white", "no legal move"), null))
        .isEqualTo("ann (white) won: bob had no legal move");
    assertThat(EndingText.of(won("black", "adjudicated"), "white"))
        .isEqualTo("You lost: an arbiter adjudicated the game");
    assertThat(EndingText.of(ended("draw", null, "adjudicated", 0, null), null))
        .isEqualTo("Draw: an arbiter adjudicated the game");
    assertThat(EndingText.of(won("white", "something new"), null))
        .isEqualTo("ann (white) won by something new");
  }

  @Test
  void aDrawSaysHowItCame() {
    assertThat(EndingText.of(ended("draw", null, "agreement", 0, null), "white"))
        .isEqualTo("Draw by agreement");
    assertThat(EndingText.of(ended("draw", null, "move limit", 40, null), null))
        .isEqualTo("Draw: the move limit of 40 turns was reached");
    assertThat(EndingText.of(ended("draw", null, "stalemate", 0, null), null))
        .isEqualTo("Draw by stalemate");
    GameState.Clock flagged = new GameState.Clock("5+3", 0, 9_000, null, 0, 0, 0, 0);
    assertThat(EndingText.of(ended("draw", null, "time forfeit", 0, flagged), "black"))
        .isEqualTo("Draw: ann ran out of time, but you could not have won");
    assertThat(EndingText.of(ended("ongoing", null, "", 0, null), "white")).isEmpty();
  }

  @Test
  void aRefusedMoveIsNamedWithItsReason() {
    Request move = new Request.Move("e1g1");
    assertThat(RefusalText.of(new Event.Error("illegal_move", "illegal move", "king_in_check",
        "your king would be in check"), move)).isEqualTo("e1g1: your king would be in check");
    assertThat(RefusalText.of(new Event.Error("illegal_move", "illegal move", "new_reason",
        "a reason this client does not know"), move))
        .isEqualTo("e1g1: a reason this client does not know");
    assertThat(RefusalText.of(new Event.Error("not_your_turn", "not your turn"), move))
        .isEqualTo("e1g1: not your turn");
    assertThat(RefusalText.of(new Event.Error("no_such_user", "no such user"), null))
        .isEqualTo("no such user");
  }

  @Test
  void aChallengeShowsAllItsTerms() {
    assertThat(ChallengeText.terms(new Event.Challenged("bob", "minishogi", 60, "10b30x3", false)))
        .isEqualTo("minishogi (limit 60 turns, 10b30x3, unrated; bob plays white)");
    assertThat(ChallengeText.terms(new Event.Challenged("bob", "chess", 0)))
        .isEqualTo("chess (no move limit, untimed, rated; bob plays white)");
  }
}
