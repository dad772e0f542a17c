package arbiter.tournament;

import arbiter.export.TournamentSheets;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Exporting the standings. */
class StandingsTableTest {

  @Test
  void csvQuotesNamesAsRfc4180Says() {
    Tournament t = Games.withPlayers(
        Format.ROUND_ROBIN, 0, "plain", "Smith, John", "\"Fast\" Eddie", "two\nlines");
    t.configure("tiebreaks", "SB,BH,BH-C1,WIN");
    t.start(); // 1-4 2-3: plain beats "two\nlines", the other game drawn
    t.record(1, 1, Result.WHITE_WIN);
    t.record(1, 2, Result.DRAW);

    assertThat(TournamentSheets.standingsCsv(t.standings())).isEqualTo(""
        + "rank,player,points,sb,buchholz,buchholz_cut1,wins\r\n"
        + "1,plain,1.0,0.00,0.0,0.0,1\r\n"
        + "2,\"Smith, John\",0.5,0.25,0.5,0.0,0\r\n"
        + "3,\"\"\"Fast\"\" Eddie\",0.5,0.25,0.5,0.0,0\r\n"
        + "4,\"two\nlines\",0.0,0.00,1.0,0.0,0\r\n");
  }

  @Test
  void aRoundBeingPlayedCountsInThePointsButNotYetInTheTieBreaks() {
    Tournament t = Games.withPlayers(Format.SWISS, 3, "ann", "bob", "cid", "dan");
    t.configure("tiebreaks", "BH,BH-C1,WIN");
    t.start();
    t.record(1, 1, Result.WHITE_WIN);
    t.record(1, 2, Result.BLACK_WIN);
    String afterRoundOne = TournamentSheets.standings(t.standings());
    t.nextRound(); // round 2 paired, no result yet: nobody has an unplayed game

    assertThat(TournamentSheets.standings(t.standings())).isEqualTo(afterRoundOne);
    assertThat(t.standings().rows()).allSatisfy(
        row -> assertThat(row.values().get(TieBreak.BH)).isEqualTo(2 - row.halfPoints()));

    t.record(2, 1, Result.DRAW); // one board of round 2 ended: its points count at once
    assertThat(t.standings().rows().stream().mapToInt(Standing::halfPoints).sum()).isEqualTo(6);
  }

  @Test
  void theRoundInPlayIsTheOneWithResultsInThePointsAndNotYetInTheTieBreaks() {
    Tournament t = Games.withPlayers(Format.SWISS, 3, "ann", "bob", "cid", "dan");
    t.start();
    assertThat(inPlayAndOver(t)).as("round 1 paired, nothing over").containsExactly(0, 0);
    t.record(1, 1, Result.WHITE_WIN);
    assertThat(inPlayAndOver(t)).containsExactly(1, 0);
    t.record(1, 2, Result.BLACK_WIN);
    assertThat(inPlayAndOver(t)).containsExactly(0, 1);
    t.nextRound();
    assertThat(inPlayAndOver(t)).as("round 2 paired, nothing over").containsExactly(0, 1);
    t.record(2, 1, Result.DRAW);
    assertThat(inPlayAndOver(t)).as("round 2 half played").containsExactly(2, 1);
    t.record(2, 2, Result.WHITE_WIN);
    assertThat(inPlayAndOver(t)).as("round 2 over").containsExactly(0, 2);
  }

  @Test
  void aByeIsInThePointsFromItsPairingSoItsRoundIsInPlay() {
    Tournament t = Games.withPlayers(Format.SWISS, 3, "ann", "bob", "cid", "dan", "eve");
    t.start();
    // eve's bye counts in her points at once, in her tie-breaks once round 1 is over
    assertThat(inPlayAndOver(t)).containsExactly(1, 0);
    t.record(1, 1, Result.WHITE_WIN);
    t.record(1, 2, Result.DRAW);
    assertThat(inPlayAndOver(t)).containsExactly(0, 1);
  }

  @Test
  void aKnockoutsPlacingsCountARoundInTheirPointsWithNoTieBreaksToWaitFor() {
    Tournament t = Tournament.create("ko", "chess", Format.KNOCKOUT, 2, 0, "org", "5+3");
    java.util.List.of("a", "b", "c", "d").forEach(t::join);
    t.start();
    t.record(1, 1, Result.WHITE_WIN);
    assertThat(t.standings().roundInPoints()).isEqualTo(1); // the printed title says "during"
    assertThat(t.standings().roundInPlay()).as("no tie-break columns: no note").isZero();
  }

  private static java.util.List<Integer> inPlayAndOver(Tournament t) {
    return java.util.List.of(t.standings().roundInPlay(), t.standings().roundsOver());
  }

  @Test
  void fieldsWithoutSpecialCharactersStayBare() {
    assertThat(TournamentSheets.csvField("anna")).isEqualTo("anna");
    assertThat(TournamentSheets.csvField("a,b")).isEqualTo("\"a,b\"");
    assertThat(TournamentSheets.csvField("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
    // found by probing: a seat named =HYPERLINK(...) became a formula in the organizer's sheet
    assertThat(TournamentSheets.csvField("=1+2")).isEqualTo("'=1+2");
    assertThat(TournamentSheets.csvField("@SUM(A1,A2)")).isEqualTo("\"'@SUM(A1,A2)\"");
    assertThat(TournamentSheets.csvField("an-na")).isEqualTo("an-na");
    assertThat(TournamentSheets.csvField("cr\rhere")).isEqualTo("\"cr\rhere\"");
  }

  @Test
  void textColumnsWidenForLongNames() {
    Tournament t = Games.withPlayers(Format.ROUND_ROBIN, 0, "a", "maximilian");
    t.configure("tiebreaks", "SB,BH,BH-C1,WIN");
    assertThat(TournamentSheets.standings(t.standings())).isEqualTo(""
        + "Rank  Player      Points      SB    Buch  Buch-1  Wins\n"
        + "   1  a              0.0    0.00     0.0     0.0     0\n"
        + "   2  maximilian     0.0    0.00     0.0     0.0     0\n");
  }

  /** The tie-breaks' headers are the reader's words; a Russian or Persian table said "Wins". */
  @Test
  void theTieBreaksHeadersAreInTheReadersLanguage() {
    Tournament t = Games.withPlayers(Format.ROUND_ROBIN, 0, "a", "b");
    t.configure("tiebreaks", "SB,BH,BH-C1,WIN,BPG");
    assertThat(TournamentSheets.standings(arbiter.face.words.Words.of("ru"), t.standings())
        .lines().findFirst().orElseThrow())
        .isEqualTo("Место  Игрок    Очки      SB     Бух   Бух-1  Побед   Чёрн");
    assertThat(TournamentSheets.standings(arbiter.face.words.Words.of("fa"), t.standings()))
        .contains("بوخ-۱", "بردها", "سیاه").doesNotContain("Wins", "Buch", "Black");
  }
}
