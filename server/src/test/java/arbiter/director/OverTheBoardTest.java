package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.OtbReply;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.export.ImportFault;
import arbiter.face.text.TournamentText;
import arbiter.face.words.Words;
import arbiter.tournament.BoardReports.Outcome;
import arbiter.tournament.Pairing;
import arbiter.tournament.PlayerCodes;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentRefusal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tournament played over the board, on the fake clock and a real store: the players report
 * their boards, agreement makes the result, a conflict or a missing second report goes to the
 * organizers, the arbiter's word stands over any report, and all of it survives a restart.
 */
class OverTheBoardTest {

  @TempDir Path data;
  private DirectTournaments server;
  private final String org = DirectTournaments.ADMIN;

  @AfterEach
  void close() {
    if (server != null) {
      server.close();
    }
  }

  /** A 3-round OTB Swiss of four, started: round 1's two boards wait for their results. */
  private List<Pairing> started() {
    server = DirectTournaments.open(data);
    server.reply(org, new TournamentCommand.Create("club", "chess", "swiss", 3, 0, null, 0, true));
    for (String player : List.of("ann", "bob", "cat", "dan")) {
      server.reply(player, new TournamentCommand.Join("club"));
    }
    server.reply(org, new TournamentCommand.Start("club"));
    return boards(1);
  }

  private List<Pairing> boards(int round) {
    return ((TournamentReply.PairingsShown) server.reply(org,
        new TournamentCommand.Pairings("club", round))).boards();
  }

  private OtbReply report(String player, int round, String result) {
    return ((TournamentReply.OverTheBoard) server.reply(player,
        new TournamentCommand.Report("club", round, result))).reply();
  }

  private TournamentRefusal refused(String user, TournamentCommand command) {
    List<DomainEvent> answer = server.command(user, command);
    assertThat(answer).singleElement().isInstanceOf(AnswerEvent.TournamentRefused.class);
    return ((AnswerEvent.TournamentRefused) answer.get(0)).reason();
  }

  private OtbReply.Boards table() {
    return (OtbReply.Boards) ((TournamentReply.OverTheBoard) server.reply(org,
        new TournamentCommand.Boards("club", 0))).reply();
  }

  @Test
  void noGameStartsAndTwoAgreeingReportsMakeTheResultOnce() {
    Pairing first = started().get(0);
    assertThat(server.director().games("club").toCompletableFuture().join()).isEmpty();

    assertThat(report(first.white(), 1, "1-0"))
        .isEqualTo(new OtbReply.Reported(1, 1, Result.WHITE_WIN, Outcome.WAITING));
    // the phone lost the Wi-Fi and sends it again: nothing new
    assertThat(report(first.white(), 1, "1-0"))
        .isEqualTo(new OtbReply.Reported(1, 1, Result.WHITE_WIN, Outcome.WAITING));
    assertThat(report(first.black(), 1, "1-0"))
        .isEqualTo(new OtbReply.Reported(1, 1, Result.WHITE_WIN, Outcome.STANDS));
    assertThat(report(first.black(), 1, "1-0").toString()).contains("STANDS");

    assertThat(boards(1).get(0).result()).isEqualTo(Result.WHITE_WIN);
    List<String> lines = server.lines(org, new TournamentCommand.Audit("club"));
    assertThat(lines.stream().filter(line -> line.contains("report round 1 board 1")))
        .hasSize(2);
    assertThat(server.lines(org, new TournamentCommand.Standings("club", false)).toString())
        .contains(first.white());
  }

  @Test
  void aConflictGoesToTheOrganizersAndTheArbitersResultStandsOverIt() {
    started();
    RecordingMember organizer = server.login(org);
    Pairing second = boards(1).get(1);
    report(second.white(), 1, "1-0");
    assertThat(report(second.black(), 1, "0-1").toString()).contains("CONFLICT");

    TournamentNews.BoardToArbiter told = organizer.received(TournamentNews.BoardToArbiter.class).get(0);
    assertThat(told).isEqualTo(new TournamentNews.BoardToArbiter("club", 1, 2, second.white(),
        second.black(), Result.WHITE_WIN, Result.BLACK_WIN, false));
    assertThat(table().boards().get(1).outcome()).isEqualTo(Outcome.CONFLICT);

    server.reply(org, new TournamentCommand.Correct("club", 1, 2, "="));
    assertThat(boards(1).get(1).result()).isEqualTo(Result.DRAW);
    assertThat(refused(second.white(), new TournamentCommand.Report("club", 1, "1-0")))
        .isEqualTo(TournamentRefusal.RESULT_STANDS);
    // afterwards the same command corrects, as it always did
    server.reply(org, new TournamentCommand.Correct("club", 1, 2, "1-0"));
    assertThat(boards(1).get(1).result()).isEqualTo(Result.WHITE_WIN);
  }

  @Test
  void aPhoneShowsThatTheReportsDifferNotThatItWaitsForTheOpponent() {
    started();
    Pairing second = boards(1).get(1);
    report(second.white(), 1, "1-0");
    assertThat(seat(second.white()).disputed()).isFalse(); // waiting for the opponent, as it says
    report(second.black(), 1, "0-1");
    // both phones said "You reported ...; waiting for your opponent" while the arbiter decided
    assertThat(seat(second.white()).disputed()).isTrue();
    assertThat(seat(second.black()).disputed()).isTrue();
    server.reply(org, new TournamentCommand.Correct("club", 1, 2, "="));
    assertThat(seat(second.white()).disputed()).isFalse();
    assertThat(seat(second.white()).result()).isEqualTo("1/2-1/2");
  }

  private PhoneSeat seat(String player) {
    String code = server.director().codes("club").toCompletableFuture().join().code(player);
    return server.director().seat("club", code).toCompletableFuture().join();
  }

  @Test
  void badReportsAreOneRefusalAndChangeNothing() {
    List<Pairing> round = started();
    Pairing first = round.get(0);
    String outsider = "eve";
    assertThat(refused(outsider, new TournamentCommand.Report("club", 1, "1-0")))
        .isEqualTo(TournamentRefusal.NOT_ON_BOARD);
    assertThat(refused(first.white(), new TournamentCommand.Report("club", 1, "2-0")))
        .isEqualTo(TournamentRefusal.REPORT_RESULT);
    assertThat(refused(first.white(), new TournamentCommand.Report("club", 2, "1-0")))
        .isEqualTo(TournamentRefusal.ROUND_NOT_BEGUN);
    report(first.white(), 1, "1/2");
    assertThat(refused(first.white(), new TournamentCommand.Report("club", 1, "0-1")))
        .isEqualTo(TournamentRefusal.REPORTED_ALREADY);

    server.reply(org, new TournamentCommand.Lock("club", 1, true));
    assertThat(refused(first.black(), new TournamentCommand.Report("club", 1, "=")))
        .isEqualTo(TournamentRefusal.ROUND_LOCKED);
    assertThat(server.command(first.black(), new TournamentCommand.Lock("club", 1, false)))
        .singleElement().isInstanceOf(AnswerEvent.Refused.class); // organizers only
    assertThat(boards(1).get(0).isPending()).isTrue();
  }

  @Test
  void onlyOneReportByTheDeadlineGoesToTheArbiterAndALateAgreeingOneStillStands() {
    Pairing first = started().get(0);
    RecordingMember organizer = server.login(org);
    report(first.white(), 1, "0-1");
    server.advanceClock(599_000);
    assertThat(organizer.received(TournamentNews.BoardToArbiter.class)).isEmpty();
    server.advanceClock(1_000);
    assertThat(organizer.received(TournamentNews.BoardToArbiter.class)).singleElement()
        .extracting(TournamentNews.BoardToArbiter::late).isEqualTo(true);
    assertThat(table().boards().get(0).overdue()).isTrue();
    assertThat(TournamentText.reply(Words.english(), server.reply(org,
        new TournamentCommand.Boards("club", 1))).get(1))
        .contains("did not report by the deadline");

    assertThat(report(first.black(), 1, "0-1").toString()).contains("STANDS");
  }

  @Test
  void reportsTheOptionAndTheCodesSurviveARestart() {
    Pairing first = started().get(0);
    PlayerCodes codes = server.director().codes("club").toCompletableFuture().join();
    String code = codes.code(first.white());
    assertThat(code).matches("[A-Z2-9]{6}");
    assertThat(codes.player(code.toLowerCase())).contains(first.white());
    assertThat(server.lines(org, new TournamentCommand.Codes("club")))
        .contains(first.white() + " " + code);
    assertThat(server.command(first.white(), new TournamentCommand.Codes("club")))
        .singleElement().isInstanceOf(AnswerEvent.Refused.class); // organizers only
    report(first.white(), 1, "1-0");

    server.restart();
    RecordingMember organizer = server.login(org);
    assertThat(server.director().codes("club").toCompletableFuture().join()
        .code(first.white())).isEqualTo(code);
    assertThat(table().boards().get(0).whiteReport()).isEqualTo(Result.WHITE_WIN);
    assertThat(server.director().games("club").toCompletableFuture().join()).isEmpty();
    server.advanceClock(600_000); // the deadline is armed again after the restart
    assertThat(organizer.received(TournamentNews.BoardToArbiter.class)).hasSize(1);
    assertThat(report(first.black(), 1, "1-0").toString()).contains("STANDS");
  }

  @Test
  void aBoardMarkedLiveIsPlayedOnTheServer() {
    started();
    TournamentReply live = server.reply(org, new TournamentCommand.Live("club", 1, 1));
    long game = ((OtbReply.Live) ((TournamentReply.OverTheBoard) live).reply()).game();
    assertThat(game).isPositive();
    assertThat(server.director().games("club").toCompletableFuture().join())
        .containsOnlyKeys(game);
    Pairing first = boards(1).get(0);
    assertThat(refused(first.white(), new TournamentCommand.Report("club", 1, "1-0")))
        .isEqualTo(TournamentRefusal.BOARD_LIVE);
    Pairing second = boards(1).get(1);
    report(second.white(), 1, "1-0");
    assertThat(refused(org, new TournamentCommand.Live("club", 1, 2)))
        .isEqualTo(TournamentRefusal.BOARD_REPORTED);
  }

  @Test
  void anArbiterCallIsOnEveryOrganizersScreenUntilTaken() {
    Pairing first = started().get(0);
    RecordingMember organizer = server.login(org);
    OtbReply called = ((TournamentReply.OverTheBoard) server.reply(first.black(),
        new TournamentCommand.CallArbiter("club", "clock broken"))).reply();
    assertThat(called).isEqualTo(new OtbReply.Called(1, 1));
    assertThat(organizer.received(TournamentNews.ArbiterCalled.class)).containsExactly(
        new TournamentNews.ArbiterCalled("club", 1, 1, first.black(), "clock broken"));
    assertThat(table().calls()).hasSize(1);
    server.register("carl");
    server.reply(DirectTournaments.ADMIN, new TournamentCommand.Arbiter("club", "carl"));
    RecordingMember other = server.login("carl");
    server.reply(org, new TournamentCommand.TakeCall("club", 1));
    assertThat(other.received(TournamentNews.ArbiterCallTaken.class)).containsExactly(
        new TournamentNews.ArbiterCallTaken("club", 1, org)); // the taker has the answer itself
    assertThat(table().calls()).isEmpty();
    assertThat(refused(org, new TournamentCommand.TakeCall("club", 1)))
        .isEqualTo(TournamentRefusal.NO_CALL);
    assertThat(refused("eve", new TournamentCommand.CallArbiter("club", "")))
        .isEqualTo(TournamentRefusal.NOT_IN);
  }

  @Test
  void aPgnIsArchivedAsTheBoardsGameAndAMalformedOneChangesNothing() {
    Pairing first = started().get(0);
    String header = "[White \"" + first.white() + "\"] [Black \"" + first.black() + "\"] ";
    assertThat(server.command(org, new TournamentCommand.Pgn("club", 1, 1,
        header + "1. e4 e5 2. Ke3 1-0"))).containsExactly(new AnswerEvent.TournamentRefused(
            TournamentRefusal.PGN_INVALID, List.of(ImportFault.ILLEGAL_MOVE, 3, "Ke3", "chess")));
    assertThat(server.command(org, new TournamentCommand.Pgn("club", 1, 1,
        header + "1. e4 e5 2. O-O 1-0"))).containsExactly(new AnswerEvent.TournamentRefused(
            TournamentRefusal.PGN_INVALID, List.of(ImportFault.CANNOT_CASTLE, 3, "O-O", "chess")));
    assertThat(server.command(org, new TournamentCommand.Pgn("club", 1, 1,
        "[ \"x\"] 1. e4 1-0"))).containsExactly(new AnswerEvent.TournamentRefused(
            TournamentRefusal.PGN_INVALID, List.of(ImportFault.TAG_WITHOUT_NAME, 1, "", "chess")));
    assertThat(boards(1).get(0).isPending()).isTrue();

    OtbReply archived = ((TournamentReply.OverTheBoard) server.reply(org,
        new TournamentCommand.Pgn("club", 1, 1, header + "1. f3 e5 2. g4 Qh4# 0-1"))).reply();
    long game = ((OtbReply.PgnArchived) archived).game();
    assertThat(boards(1).get(0).result()).isEqualTo(Result.BLACK_WIN);
    assertThat(server.store().game(game).moves()).containsExactly("f3", "e5", "g4", "Qh4#");
  }

  /**
   * A PGN whose moves end in a mate but whose result gives the game to the mated side is refused
   * (found by probing: "4. Qxf7# 0-1" was archived as black's win, adjudicated, and the board
   * gave black the point).
   */
  @Test
  void aPgnWhoseResultContradictsItsMateIsRefusedAndChangesNothing() {
    Pairing first = started().get(0);
    String header = "[White \"" + first.white() + "\"] [Black \"" + first.black() + "\"] ";
    assertThat(server.command(org, new TournamentCommand.Pgn("club", 1, 1,
        header + "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 0-1")))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.PGN_RESULT_RULED,
            List.of(Result.WHITE_WIN, Result.BLACK_WIN)));
    assertThat(boards(1).get(0).isPending()).isTrue();
    assertThat(TournamentText.refusal(Words.english(), TournamentRefusal.PGN_RESULT_RULED,
        List.of(Result.WHITE_WIN, Result.BLACK_WIN))).isEqualTo("the PGN is refused and nothing "
        + "changed: its last position is over by the rules with 1-0, not 0-1");

    server.reply(org, new TournamentCommand.Pgn("club", 1, 1,
        header + "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"));
    assertThat(boards(1).get(0).result()).isEqualTo(Result.WHITE_WIN);
  }

  /**
   * A board's PGN sent again (a form sent twice, a second try) was archived as a second game of
   * the same board, and every PGN after it too: each player's history listed the board's game
   * as many times (found by probe-local). The board's game is archived once; another is refused.
   */
  @Test
  void aSecondPgnOfABoardIsRefusedAndArchivesNoSecondGame() {
    Pairing first = started().get(0);
    String pgn = "[White \"" + first.white() + "\"] [Black \"" + first.black() + "\"] "
        + "1. e4 e5 2. Nf3 Nc6 1/2-1/2";
    long game = ((OtbReply.PgnArchived) ((TournamentReply.OverTheBoard) server.reply(org,
        new TournamentCommand.Pgn("club", 1, 1, pgn))).reply()).game();
    assertThat(server.command(org, new TournamentCommand.Pgn("club", 1, 1, pgn)))
        .containsExactly(new AnswerEvent.TournamentRefused(TournamentRefusal.PGN_BOARD_HAS_GAME,
            List.of(1, 1, game)));
    assertThat(server.command(org, new TournamentCommand.Pgn("club", 1, 1,
        pgn.replace("Nc6", "d6")))).containsExactly(new AnswerEvent.TournamentRefused(
            TournamentRefusal.PGN_BOARD_HAS_GAME, List.of(1, 1, game)));
    assertThat(server.store().game(game + 1)).isNull();
    assertThat(TournamentText.refusal(Words.english(), TournamentRefusal.PGN_BOARD_HAS_GAME,
        List.of(1, 1, game))).isEqualTo("the PGN is refused and nothing changed: board 1 of "
        + "round 1 has its game already, game " + game);
  }

  /**
   * A minishogi board's moves are its KIF: the PGN reader took {@code p 54 53} for three tokens,
   * so every minishogi board's moves were refused (found by probe-local).
   */
  @Test
  void aMinishogiBoardsMovesAreItsKif() {
    server = DirectTournaments.open(data);
    server.reply(org, new TournamentCommand.Create("ms", "minishogi", "swiss", 3, 0, null, 0,
        true));
    for (String player : List.of("ann", "bob", "cat", "dan")) {
      server.reply(player, new TournamentCommand.Join("ms"));
    }
    server.reply(org, new TournamentCommand.Start("ms"));
    String kif = String.join("\n", "#KIF version=2.0 encoding=UTF-8", "手合割：5五将棋",
        "手数----指手---------消費時間--", "   1 ５三歩(54)", "   2 １三歩(12)", "   3 投了",
        "まで2手で後手の勝ち", "");
    OtbReply archived = ((TournamentReply.OverTheBoard) server.reply(org,
        new TournamentCommand.Pgn("ms", 1, 1, kif))).reply();
    long game = ((OtbReply.PgnArchived) archived).game();
    assertThat(server.store().game(game).moves()).containsExactly("p 54 53", "P 12 13");
    assertThat(((TournamentReply.PairingsShown) server.reply(org,
        new TournamentCommand.Pairings("ms", 1))).boards().get(0).result())
        .isEqualTo(Result.WHITE_WIN);
    assertThat(server.command(org, new TournamentCommand.Pgn("ms", 1, 2,
        kif.replace("５三歩(54)", "５三X(54)")))).containsExactly(
            new AnswerEvent.TournamentRefused(TournamentRefusal.PGN_INVALID,
                List.of(ImportFault.NOT_A_MOVE, 1, "５三X(54)", "minishogi")));
  }

  @Test
  void aTournamentOnTheServerTakesNoReports() {
    server = DirectTournaments.open(data);
    server.reply(org, new TournamentCommand.Create("web", "chess", "swiss", 3, 0, null));
    server.reply("ann", new TournamentCommand.Join("web"));
    assertThat(refused("ann", new TournamentCommand.Report("web", 1, "1-0")))
        .isEqualTo(TournamentRefusal.NOT_OTB);
  }
}
