package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
import arbiter.rules.Termination;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import org.junit.jupiter.api.Test;

/** The chess claims of FIDE Laws 9.2 and 9.3, by the player to move, through a room. */
class DrawClaimTest {

  private static void play(Player white, Player black, int cycles) {
    for (int i = 0; i < cycles; i++) {
      white.send(new Command.Move("Nf3"));
      black.send(new Command.Move("Nf6"));
      white.send(new Command.Move("Ng1"));
      black.send(new Command.Move("Ng8"));
    }
  }

  @Test
  void theThirdOccurrenceIsClaimedAsADraw() {
    InMemoryServer server = new InMemoryServer();
    Player ali = server.login("ali");
    Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, "chess", null);
    play(ali, bob, 1);
    assertThat(ali.send(new Command.Claim(Termination.THREEFOLD_REPETITION)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_DRAW_CLAIM));
    play(ali, bob, 1);

    assertThat(bob.send(new Command.Claim()))
        .as("not on the opponent's move: the bare claim is the abandoned-game one")
        .containsExactly(new AnswerEvent.Refused(Refusal.OPPONENT_CONNECTED));
    GameNews.GameEnded ended = (GameNews.GameEnded) ali.send(new Command.Claim()).get(0);

    assertThat(ended.ending()).isEqualTo(new Ending(null, Termination.THREEFOLD_REPETITION));
    assertThat(bob.last(GameNews.GameEnded.class).ending()).isEqualTo(ended.ending());
    assertThat(server.store.finishedGames()).singleElement()
        .satisfies(game -> assertThat(game.reason()).isEqualTo("threefold repetition"));
  }

  @Test
  void fiftyMovesCannotBeClaimedEarly() {
    InMemoryServer server = new InMemoryServer();
    Player ali = server.login("ali");
    Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, "chess", null);
    assertThat(ali.send(new Command.Claim(Termination.FIFTY_MOVES)))
        .containsExactly(new AnswerEvent.Refused(Refusal.NO_DRAW_CLAIM));
  }
}
