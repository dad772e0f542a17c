package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.event.GameNews;
import arbiter.face.text.TextRenderer;
import arbiter.face.words.Words;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What only a player may answer (a draw offer, a pause asked, a claim after a drop) reaches a
 * spectator as news, never as an invitation: found by probing, where a spectator on telnet read
 * "ali offers a draw: type draw to accept" and "bob disconnected; ... you may claim the win with
 * claim", and an observer on the ICS port "Your opponent, bob, has lost contact or quit."
 */
class SpectatorNewsTest {

  private final InMemoryServer server = new InMemoryServer(3_600_000);
  private final Player ali = server.login("ali");
  private final Player bob = server.login("bob");
  private final Player carol = server.login("carol");

  private void gameWatchedByCarol(String time) {
    InMemoryServer.startGame(ali, bob, "chess", time);
    carol.send(new Command.Observe(1));
  }

  @Test
  void aDrawOfferInvitesTheOpponentAndTellsTheSpectator() {
    gameWatchedByCarol(null);

    ali.send(new Command.Draw());

    assertThat(bob.last(GameNews.DrawOffered.class)).isEqualTo(new GameNews.DrawOffered("ali"));
    assertThat(carol.all(GameNews.DrawOffered.class))
        .containsExactly(new GameNews.DrawOffered("ali", true));
  }

  @Test
  void aDroppedPlayerLetsTheOpponentClaimAndTellsTheSpectator() {
    gameWatchedByCarol(null);

    bob.drop();

    assertThat(ali.last(GameNews.PlayerLeft.class))
        .isEqualTo(new GameNews.PlayerLeft("bob", 3600));
    assertThat(carol.all(GameNews.PlayerLeft.class))
        .containsExactly(new GameNews.PlayerLeft("bob", 3600, true));
  }

  @Test
  void aPauseAskedAsksTheOpponentAndTellsTheSpectator() {
    gameWatchedByCarol("5+0");

    ali.send(new Command.Pause(1, true));

    assertThat(bob.last(GameNews.PauseAsked.class))
        .isEqualTo(new GameNews.PauseAsked(1, "ali", false));
    assertThat(carol.all(GameNews.PauseAsked.class))
        .containsExactly(new GameNews.PauseAsked(1, "ali", false, true));
  }

  @Test
  void theSpectatorsWordsInviteNothing() {
    TextRenderer text = new TextRenderer(Words.of("en"), TextRenderer::board);
    assertThat(text.drawOffered(new GameNews.DrawOffered("ali", true)))
        .containsExactly("ali offers a draw");
    assertThat(text.pauseAsked(new GameNews.PauseAsked(7, "ali", false, true)))
        .containsExactly("ali asks to pause game 7");
    assertThat(text.pauseAsked(new GameNews.PauseAsked(7, "ali", true, true)))
        .containsExactly("ali asks to resume game 7");
    assertThat(text.playerLeft(new GameNews.PlayerLeft("bob", 60, true)))
        .containsExactly("bob disconnected; the game waits up to 60 seconds for them");
    for (String language : List.of("ru", "fa")) {
      TextRenderer other = new TextRenderer(Words.of(language), TextRenderer::board);
      assertThat(other.playerLeft(new GameNews.PlayerLeft("bob", 60, true)).get(0))
          .contains("bob").doesNotContain("claim");
      assertThat(other.drawOffered(new GameNews.DrawOffered("ali", true)).get(0))
          .contains("ali").doesNotContain("draw");
    }
  }
}
