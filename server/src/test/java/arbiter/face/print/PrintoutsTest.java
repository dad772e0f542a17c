package arbiter.face.print;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.director.TournamentView;
import arbiter.director.TournamentViews;
import arbiter.export.TournamentSheets;
import arbiter.face.words.Words;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class PrintoutsTest {

  private static final TournamentView SWISS = PrintFixtures.swiss(41, 2);
  private static final Words EN = Words.english();

  private static Sheet sheet(PrintKind kind) {
    return Printouts.sheet(kind, SWISS, 3, EN, PlayerCodes.NONE, null);
  }

  @Test
  void theRoundIsTheCurrentOneUnlessAsked() {
    assertThat(Printouts.round(SWISS, OptionalInt.empty())).isEqualTo(3);
    assertThat(Printouts.round(SWISS, OptionalInt.of(1))).isEqualTo(1);
  }

  @Test
  void aRoundNotPairedOrABergerTableOfASwissIsRefusedInOneLine() {
    assertThat(Printouts.refusal(PrintKind.PAIRINGS, SWISS, 4, EN))
        .contains("tournament hall has no round 4 to print");
    assertThat(Printouts.refusal(PrintKind.SLIPS, SWISS, 0, EN)).isPresent();
    assertThat(Printouts.refusal(PrintKind.STANDINGS, SWISS, 4, EN)).isEmpty();
    assertThat(Printouts.refusal(PrintKind.BERGER, SWISS, 3, EN))
        .contains("tournament hall is not a round robin: it has no Berger table");
  }

  @Test
  void pairingsListEveryBoardWithPointsBeforeTheRoundAndTheBye() {
    Sheet sheet = sheet(PrintKind.PAIRINGS);
    List<Pairing> boards = SWISS.roundsPaired().get(2);
    assertThat(sheet.title()).isEqualTo("Pairings, round 3");
    assertThat(sheet.about()).isEqualTo("hall · chess, Swiss, 3 of 7 rounds");
    assertThat(sheet.rows()).hasSize(boards.size());
    Pairing first = boards.get(0);
    assertThat(sheet.rows().get(0)).startsWith("1", first.white());
    assertThat(sheet.rows().get(0).get(5)).isEqualTo(first.black());
    assertThat(sheet.rows().get(boards.size() - 1).get(5)).isEqualTo("bye (1.0)");
  }

  @Test
  void theAlphabeticalListHasEveryPlayerOnceByNameWithTheirBoard() {
    Sheet sheet = sheet(PrintKind.ALPHABETICAL);
    List<String> names = sheet.rows().stream().map(row -> row.get(0)).toList();
    assertThat(names).hasSize(41).doesNotHaveDuplicates().startsWith("p004", "p005");
    Pairing board = SWISS.roundsPaired().get(2).stream()
        .filter(p -> p.involves(PrintFixtures.CYRILLIC)).findFirst().orElseThrow();
    List<String> row = sheet.rows().stream()
        .filter(r -> r.get(0).equals(PrintFixtures.CYRILLIC)).findFirst().orElseThrow();
    assertThat(row.get(2)).isEqualTo(Integer.toString(board.board()));
  }

  @Test
  void theCodesAreFedByTheInterface() {
    PlayerCodes codes = (tournament, player) ->
        player.equals("p004") ? Optional.of("K7Q") : Optional.empty();
    Sheet sheet = Printouts.sheet(PrintKind.ALPHABETICAL, SWISS, 3, EN, codes, null);
    assertThat(sheet.rows().get(0)).startsWith("p004", "K7Q");
    Sheet slips = Printouts.sheet(PrintKind.SLIPS, SWISS, 3, EN, codes, null);
    assertThat(slips.tiles()).anySatisfy(tile ->
        assertThat(tile.lines()).anyMatch(line -> line.endsWith("p004 (K7Q)")));
  }

  @Test
  void slipsAndCardsAreOnePerBoardPlayed() {
    long played = SWISS.roundsPaired().get(2).stream().filter(p -> !p.isBye()).count();
    Sheet slips = sheet(PrintKind.SLIPS);
    assertThat(slips.tiles()).hasSize((int) played);
    assertThat(slips.tiles().get(0).choices()).containsExactly("1-0", "½-½", "0-1");
    assertThat(slips.tiles().get(0).lines().get(0)).isEqualTo("hall · Round 3, board 1");
    assertThat(sheet(PrintKind.CARDS).tiles()).hasSize((int) played)
        .allMatch(tile -> tile.choices().isEmpty());
  }

  @Test
  void standingsCarryTheTieBreaksInTheTournamentsOrder() {
    Sheet sheet = sheet(PrintKind.STANDINGS);
    assertThat(sheet.columns().stream().map(Sheet.Column::header).toList())
        .startsWith("Rank", "No", "Player", "Rating", "Points")
        .containsAll(SWISS.standings().shown().stream()
            .map(t -> TournamentSheets.header(EN, t)).toList());
    assertThat(sheet.rows()).hasSize(41);
    assertThat(sheet.rows().get(0).get(0)).isEqualTo("1");
  }

  @Test
  void theCrosstableHasACellPerRound() {
    Sheet sheet = sheet(PrintKind.CROSSTABLE);
    assertThat(sheet.columns()).hasSize(3 + 3);
    assertThat(sheet.rows().get(0).get(5)).endsWith("*"); // round 3 is not played yet
    assertThat(sheet.landscape()).isFalse();
  }

  @Test
  void thePlayerListIsInPairingNumberOrderWithRatings() {
    Sheet sheet = sheet(PrintKind.PLAYERS);
    assertThat(sheet.rows().get(0)).startsWith("1", PrintFixtures.LATIN, "2400");
    assertThat(sheet.rows().get(2)).startsWith("3", PrintFixtures.PERSIAN, "2398");
  }

  @Test
  void theBergerGridOfElevenPlayersHasElevenRoundsOfSixBoardsAndAByeEach() {
    TournamentView roundRobin = PrintFixtures.roundRobin(11);
    Sheet sheet = Printouts.sheet(PrintKind.BERGER, roundRobin, 1, EN, PlayerCodes.NONE, null);
    assertThat(sheet.rows()).hasSize(11);
    assertThat(sheet.columns()).extracting(Sheet.Column::header)
        .containsExactly("Round", "Bd 1", "Bd 2", "Bd 3", "Bd 4", "Bd 5", "bye");
    // FIDE's table for 12: round 1 is 1-12, 2-11, 3-10, 4-9, 5-8, 6-7; 12 is the bye, after the
    // boards, which are numbered as the server pairs them (found by probing: "Bd 1" was the bye
    // and every game one board off the pairing list's)
    assertThat(sheet.rows().get(0)).containsExactly("1", "2 – 11", "3 – 10", "4 – 9", "5 – 8",
        "6 – 7", "1");
    List<Pairing> round1 = roundRobin.roundsPaired().get(0);
    assertThat(round1.get(0).white()).isEqualTo(roundRobin.players().get(1)); // number 2 on board 1
    assertThat(round1.get(round1.size() - 1).isBye()).isTrue();
    assertThat(sheet.rows()).allMatch(row -> row.size() == 7 && !row.get(6).isEmpty());
  }

  @Test
  void theWordsAndDigitsAreTheReadersLanguage() {
    Words fa = Words.of("fa");
    Sheet sheet = Printouts.sheet(PrintKind.PAIRINGS, SWISS, 3, fa, PlayerCodes.NONE, null);
    assertThat(sheet.title()).isEqualTo("جفت‌ها، دور ۳");
    assertThat(sheet.rightToLeft()).isTrue();
    assertThat(sheet.rows().get(0).get(0)).isEqualTo("۱");
    Sheet ru = Printouts.sheet(PrintKind.STANDINGS, SWISS, 3, Words.of("ru"), PlayerCodes.NONE,
        null);
    // round 3 paired, none of its games over, but its bye (41 players) is in the points
    assertThat(ru.title()).isEqualTo("Таблица во время тура 3");
    // a tie-break's header is in the reader's words, not the English "Wins" (found by probing: a
    // Persian reader's standings were headed Buch-1, Buch, Wins)
    assertThat(ru.columns()).extracting(Sheet.Column::header)
        .endsWith("Бух-1", "Бух", "Побед").doesNotContain("Wins", "Buch");
    assertThat(Printouts.sheet(PrintKind.STANDINGS, SWISS, 3, EN, PlayerCodes.NONE, null)
        .columns()).extracting(Sheet.Column::header).endsWith("Buch-1", "Buch", "Wins");
  }

  @Test
  void theStandingsSayWhichRoundTheyStandAfterOrDuring() {
    Tournament cup = Tournament.create("cup", "chess", Format.SWISS, 3, 40, "org");
    List.of("ann", "bob", "cat", "dan").forEach(cup::join);
    cup.start();
    assertThat(title(cup)).isEqualTo("Standings during round 1"); // nothing played before it
    cup.record(1, 1, Result.WHITE_WIN);
    assertThat(title(cup)).isEqualTo("Standings during round 1");
    cup.record(1, 2, Result.DRAW);
    assertThat(title(cup)).isEqualTo("Standings after round 1");
    cup.nextRound();
    assertThat(title(cup)).as("round 2 published, none of it over").isEqualTo(
        "Standings after round 1");
    cup.record(2, 1, Result.BLACK_WIN);
    assertThat(title(cup)).isEqualTo("Standings during round 2");
  }

  /**
   * The line under a printout's title names the format and, for a knockout, the round alone
   * (found by probing: a knockout's read "5 of 1 rounds", its rounds() being a match's games, and
   * an arena's or team competition's printouts called it a round robin).
   */
  @Test
  void theLineUnderTheTitleNamesTheFormatAndAKnockoutsRoundAlone() {
    Tournament cup = Tournament.create("cup", "chess", Format.KNOCKOUT, 2, 0, "org");
    List.of("ann", "bob", "cat", "dan").forEach(cup::join);
    cup.start();
    TournamentView knockout = TournamentViews.of(cup, Map.of(), 0, -1);
    assertThat(Printouts.about(knockout, EN)).isEqualTo("cup · chess, knockout, round 1");
    assertThat(TournamentSheets.html(EN, cup)).contains("<p>chess, knockout, round 1</p>");

    Tournament night = Tournament.create("night", "chess", Format.ARENA, 60, 0, "org", "3+0");
    TournamentView arena = TournamentViews.of(night, Map.of(), 0, -1);
    assertThat(Printouts.about(arena, EN)).startsWith("night · chess, arena, ");
  }

  /**
   * Only over the board do players enter results on their phones: a tournament played on the
   * server has its pairing list's code lead to its page (found by probing: an online knockout's
   * list said "Enter your result on your phone").
   */
  @Test
  void theCodesCaptionAsksForResultsOnlyOverTheBoard() {
    String url = "http://10.0.0.2:8080/?join=hall";
    assertThat(Printouts.qrCaption(EN, url, false))
        .isEqualTo("Follow the tournament on your phone: " + url);
    assertThat(Printouts.qrCaption(EN, url, true))
        .isEqualTo("Enter your result on your phone: " + url);
  }

  private static String title(Tournament tournament) {
    TournamentView view = TournamentViews.of(tournament, Map.of(), 0, -1);
    return Printouts.sheet(PrintKind.STANDINGS, view, view.round(), Words.english(),
        PlayerCodes.NONE, null).title();
  }
}
