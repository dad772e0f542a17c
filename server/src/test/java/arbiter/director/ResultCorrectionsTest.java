package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.account.ScoreLine;
import arbiter.command.TournamentCommand;
import arbiter.event.TournamentNews;
import arbiter.export.GameExport;
import arbiter.game.StoredGame;
import arbiter.rating.Glicko2;
import arbiter.rating.Rating;
import arbiter.rating.RatingRow;
import arbiter.rules.Side;
import arbiter.tournament.Result;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One truth for a corrected result, over a real store: the standings, the game's record and its
 * exports, the scores and the ratings all say the arbiter's result, and the players are told.
 */
class ResultCorrectionsTest {

  @TempDir Path data;
  private DirectTournaments server;
  private RecordingMember ann;
  private RecordingMember bob;
  private StoredGame game;

  @BeforeEach
  void aGameOfTheFirstRoundIsResigned() {
    server = DirectTournaments.open(data);
    server.register("ann");
    server.register("bob");
    ann = server.login("ann");
    bob = server.login("bob");
    server.roundRobin("cup", "ann", "bob");
    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Start("cup"));
    server.room(1).forfeit(Side.BLACK);
    game = server.store().game(1);
    assertThat(game.result()).isEqualTo("white");
    assertThat(game.reason()).isEqualTo("resignation");
  }

  @AfterEach
  void close() {
    server.close();
  }

  @Test
  void theGameItsScoresItsRatingsAndItsExportsFollowTheCorrection() {
    server.reply("ann", new TournamentCommand.Correct("cup", 1, 1, "0-1"));

    StoredGame corrected = server.store().game(1);
    assertThat(List.of(corrected.result(), corrected.reason())).containsExactly("black",
        "adjudicated");
    assertThat(corrected.correction())
        .isEqualTo(new StoredGame.Correction("ann", "white", "resignation"));
    assertThat(scores()).containsEntry(game.white(), new ScoreLine(game.white(), 0, 0, 0, 1))
        .containsEntry(game.black(), new ScoreLine(game.black(), 3, 1, 0, 0));
    Rating[] blackWon = new Glicko2().afterGame(Rating.INITIAL, Rating.INITIAL, 0);
    assertThat(rating(game.white())).isCloseTo(blackWon[0].rating(), within(1e-6));
    assertThat(rating(game.black())).isCloseTo(blackWon[1].rating(), within(1e-6));
    String pgn = GameExport.of(corrected).text();
    assertThat(pgn).contains("[Result \"0-1\"]", "[Termination \"adjudication\"]",
        "{Result corrected by the arbiter ann; it was 1-0 (resignation)} 0-1");
  }

  @Test
  void bothPlayersAreToldButNotTheArbiterWhoCorrected() {
    server.reply("ann", new TournamentCommand.Correct("cup", 1, 1, "1/2"));

    TournamentNews.ResultCorrected told = new TournamentNews.ResultCorrected("cup", 1, 1, game.white(),
        game.black(), Result.WHITE_WIN, Result.DRAW, "ann", 1);
    assertThat(bob.received(TournamentNews.ResultCorrected.class)).containsExactly(told);
    assertThat(ann.received(TournamentNews.ResultCorrected.class)).isEmpty();
  }

  @Test
  void correctingBackRestoresTheRatingsAndKeepsWhatTheGameFirstSaid() {
    double white = rating(game.white());
    double black = rating(game.black());

    server.reply("ann", new TournamentCommand.Correct("cup", 1, 1, "0-1"));
    server.reply("ann", new TournamentCommand.Correct("cup", 1, 1, "1-0"));

    assertThat(rating(game.white())).isCloseTo(white, within(1e-9));
    assertThat(rating(game.black())).isCloseTo(black, within(1e-9));
    assertThat(server.store().game(1).correction().result()).isEqualTo("white");
    assertThat(scores()).containsEntry(game.white(), new ScoreLine(game.white(), 3, 1, 0, 0));
  }

  @Test
  void aForfeitIsNotRatedAndTakesTheRatingChangeBack() {
    server.reply("ann", new TournamentCommand.Correct("cup", 1, 1, "-+"));

    assertThat(server.store().game(1).reason()).isEqualTo("absent");
    assertThat(rating(game.white())).isCloseTo(Rating.INITIAL.rating(), within(1e-9));
    assertThat(server.ratings("kingcapture")).allSatisfy(
        row -> assertThat(row.rating().games()).isZero());
  }

  private Map<String, ScoreLine> scores() {
    return server.store().scoreboard("kingcapture").stream()
        .collect(Collectors.toMap(ScoreLine::name, line -> line));
  }

  private double rating(String user) {
    return server.ratings("kingcapture").stream().filter(row -> row.user().equals(user))
        .map(RatingRow::rating).findFirst().orElse(Rating.INITIAL).rating();
  }
}
