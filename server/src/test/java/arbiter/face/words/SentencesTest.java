package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.Refusal;
import arbiter.face.text.TextRenderer;
import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.GameView;
import arbiter.game.StoredGame;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.chess.ChessVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared sentences without a socket: seed 002's words and the network's, byte for byte. */
class SentencesTest {

  private static final Words EN = Words.english();
  private static final TextRenderer TEXT = new TextRenderer(EN, TextRenderer::board);

  private static List<String> lines(DomainEvent event) {
    return event.accept(TEXT);
  }

  private static GameView view(Ending ending) {
    ClockView clock = new ClockView("5+3", 293_000, 300_000, Side.WHITE, 0, 0, 0, 0);
    var start = ChessVariant.CHESS.start();
    return new GameView(7, 3, ChessVariant.CHESS, "ali", "bob", 40, 1, Side.WHITE, start, start,
        List.of(), List.of(), ending, clock);
  }

  private static GameNews.GameEnded ended(Side winner, Termination how, Side by, boolean you) {
    Ending ending = new Ending(winner, how);
    return new GameNews.GameEnded(view(ending), ending, by, you);
  }

  @Test
  void aForfeitSaysWhoGaveUpThenWhoWon() {
    assertThat(lines(ended(Side.BLACK, Termination.FORFEIT, Side.WHITE, true)))
        .containsExactly("you have forfeited", "player bob with color black won");
    assertThat(lines(ended(Side.BLACK, Termination.FORFEIT, Side.WHITE, false)))
        .containsExactly("ali resigned", "player bob with color black won");
  }

  @Test
  void aFlagThatCannotWinIsADrawAndNobodyCameIsNobodyWon() {
    assertThat(lines(ended(null, Termination.TIME_FORFEIT, Side.WHITE, false)))
        .containsExactly("player ali ran out of time; bob cannot win", "draw");
    assertThat(lines(ended(null, Termination.BOTH_ABSENT, null, false)))
        .containsExactly("ali did not come to the game", "bob did not come to the game",
            "nobody won");
  }

  @Test
  void anAdjudicationNamesTheWinnerAndTheNetworkSaysAnArbiterDecided() {
    assertThat(lines(ended(Side.BLACK, Termination.ADJUDICATION, null, false)))
        .containsExactly("an arbiter adjudicated the game", "player bob with color black won");
    assertThat(Explanations.ending(EN, ended(null, Termination.ADJUDICATION, null, false)))
        .isEqualTo("game over: adjudicated by an arbiter");
    assertThat(lines(new GameNews.TimeGiven(7, "bob", 15, "root")))
        .containsExactly("root gave bob 15 more seconds in game 7");
  }

  /** The history line of an adjudicated game names the arbiter, as its exports do. */
  @Test
  void theHistoryNamesWhoAdjudicated() {
    StoredGame game = new StoredGame(7, "chess", "ali", "bob", 0, "black", "adjudicated",
        List.of(), 0, 0, null, List.of(), 1_700_000_000_000L, 1_700_000_600_000L, true, false,
        List.of(), null, new StoredGame.Adjudication("root", "ali left"));
    assertThat(lines(new AnswerEvent.HistoryShown("ali", List.of(game))))
        .singleElement().asString().contains("0-1 adjudicated (adjudicated by the arbiter root)");
  }

  @Test
  void theNetworkExplainsTheEndingAfterTheSeedsLines() {
    assertThat(Explanations.ending(EN, ended(null, Termination.MOVE_LIMIT, null, false)))
        .isEqualTo("game over: the move limit of 40 turns was reached");
  }

  @Test
  void aTimedGameShowsItsClocks() {
    assertThat(lines(new GameNews.ClockShown(view(null))))
        .containsExactly("clock: white 4:53 black 5:00");
  }

  @Test
  void theLobbysAndTheGamesNews() {
    assertThat(lines(new LobbyNews.Challenged("ali", "chess", 0, "5+3", true)))
        .containsExactly("ali challenges you to chess with limit 0 and time 5+3: accept ali or"
            + " decline ali");
    assertThat(lines(new GameNews.DrawOffered("ali")))
        .containsExactly("ali offers a draw: type draw to accept");
    assertThat(lines(new GameNews.PlayerLeft("bob", 60)))
        .containsExactly("bob disconnected; if they are not back within 60 seconds you may claim"
            + " the win with claim");
    assertThat(lines(new GameNews.ChatSaid(7, "carol", "{0} hi", true)))
        .containsExactly("(spectator) carol: {0} hi");
  }

  @Test
  void answersCarryTheirArguments() {
    assertThat(Answers.sentence(EN, new AnswerEvent.Refused(Refusal.CLAIM_TOO_EARLY, "", 12)))
        .isEqualTo("you may claim the win in 12 seconds");
    assertThat(lines(new AnswerEvent.ChallengeSent("bob", true)))
        .containsExactly("challenge sent to bob");
  }

  @Test
  void seekAdsAndTheWatchedLobbyHaveNoTextLines() {
    assertThat(lines(new LobbyNews.SeeksShown(List.of()))).isEmpty();
    assertThat(lines(new GameNews.LobbyShown(List.of(), List.of()))).isEmpty();
  }
}
