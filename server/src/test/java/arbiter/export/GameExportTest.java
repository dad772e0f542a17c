package arbiter.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.export.GameExport.Exported;
import arbiter.export.GameImport.Imported;
import arbiter.game.StoredGame;
import arbiter.rules.NotationException;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Termination;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameExportTest {

  @Test
  void chessGameIsExactPgn() {
    Exported file = GameExport.of(SampleGames.scholarsMate());
    assertEquals("pgn", file.format());
    assertEquals("arbiter-game-7.pgn", file.fileName());
    assertEquals("""
        [Event "Arbiter game 7"]
        [Site "Arbiter"]
        [Date "2023.11.14"]
        [Round "-"]
        [White "alice"]
        [Black "bob"]
        [Result "1-0"]
        [Variant "Standard"]
        [TimeControl "300+3"]
        [Termination "normal"]
        [PlyCount "7"]

        1. e4 {[%clk 0:05:02]} 1... e5 {[%clk 0:05:01]} 2. Bc4 {[%clk 0:04:59]} 2...
        Nc6 {[%clk 0:04:55]} 3. Qh5 {[%clk 0:04:51]} 3... Nf6 {[%clk 0:04:40]} 4. Qxf7#
        {[%clk 0:04:49]} 1-0
        """, file.text());
  }

  @Test
  void everyVariantReadsBackToTheSamePositionAndResult() throws NotationException {
    List<StoredGame> games = new ArrayList<>(SampleGames.oneOfEach());
    for (long seed = 1; seed <= 8; seed++) {
      games.add(SampleGames.randomChess(seed, 300));
    }
    for (StoredGame game : games) {
      Exported file = GameExport.of(game);
      List<Imported> read = GameImport.read(file.format(), file.text());
      assertEquals(1, read.size(), file.text());
      Imported imported = read.get(0);
      Position stored = SampleGames.replay(game);
      Position replayed = imported.replay();
      assertEquals(game.variant(), imported.variant());
      assertEquals(game.moves().size(), imported.moves().size(), file.text());
      assertEquals(stored.toFen(), replayed.toFen(), file.text());
      assertEquals(game.result(), imported.result(), file.text());
      Outcome outcome = replayed.outcome();
      if (game.result() != null) {
        // the hand-made games end on the board, as their results say
        String winner = outcome.winner() == null ? "draw" : outcome.winner().label();
        assertEquals(game.result(), winner, file.text());
        assertEquals(game.reason(), outcome.termination().word());
      }
    }
  }

  @Test
  void formatsFollowTheVariant() {
    assertEquals(List.of("pgn", "pgn", "pgn", "kif", "pdn"),
        SampleGames.oneOfEach().stream().map(game -> GameExport.of(game).format()).toList());
    assertEquals("arbiter-game-10.kif", GameExport.of(SampleGames.minishogi()).fileName());
    assertEquals("arbiter-game-11.pdn", GameExport.of(SampleGames.checkers()).fileName());
  }

  @Test
  void chessVariantsCarrySetUpFenAndVariant() {
    String kingcapture = GameExport.of(SampleGames.kingCaptured()).text();
    assertTrue(kingcapture.contains("""
        [Result "1-0"]
        [SetUp "1"]
        [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"]
        [Variant "kingcapture"]
        [TimeControl "-"]
        [Termination "normal"]
        [PlyCount "5"]

        1. e2e3 f7f6 2. d1h5 a7a6 3. h5e8 1-0
        """), kingcapture);
    String pawns = GameExport.of(SampleGames.pawnsRace()).text();
    assertTrue(pawns.contains("[FEN \"8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1\"]\n"
        + "[Variant \"pawns\"]\n"), pawns);
    assertTrue(pawns.contains(" 8. e7e8 1-0\n"), pawns);
  }

  /** Who adjudicated, the result given and why: a comment and the Annotator tag in each format. */
  @Test
  void anAdjudicationNamesItsArbiterInPgnPdnAndKif() {
    StoredGame.Adjudication root = new StoredGame.Adjudication("root", "the hall closed");
    StoredGame chess = adjudicated(SampleGames.scholarsMate(), "black", root);
    String pgn = GameExport.of(chess).text();
    assertTrue(pgn.contains("[Termination \"adjudication\"]\n"), pgn);
    assertTrue(pgn.contains("[Annotator \"root\"]\n"), pgn);
    assertTrue(pgn.replace('\n', ' ').contains(
        "{Adjudicated 0-1 by the arbiter root (the hall closed)} 0-1 "), pgn);

    String pdn = GameExport.of(adjudicated(SampleGames.checkers(), "draw", root)).text();
    assertTrue(pdn.contains("[Annotator \"root\"]\n"), pdn);
    assertTrue(pdn.replace('\n', ' ').contains(
        "{Adjudicated 1-1 by the arbiter root (the hall closed)} 1-1 "), pdn);

    String kif = GameExport.of(adjudicated(SampleGames.minishogi(), "white",
        new StoredGame.Adjudication("root", null))).text();
    assertTrue(kif.contains("\n*Adjudicated white by the arbiter root\n"), kif);
  }

  /** An adjudicated result corrected since: both decisions, the adjudicated result kept. */
  @Test
  void aCorrectedAdjudicationKeepsBothDecisions() {
    StoredGame game = adjudicated(SampleGames.scholarsMate(), "white",
        new StoredGame.Adjudication("root", "bob {left}"));
    StoredGame corrected = new StoredGame(game.id(), game.variant(), game.white(), game.black(),
        game.limit(), "draw", "adjudicated", game.moves(), 0, 0, game.timeControl(),
        game.clocks(), game.startedAt(), game.finishedAt(), true, false, List.of(),
        new StoredGame.Correction("ann", "white", "adjudicated"), game.adjudication());
    String pgn = GameExport.of(corrected).text();
    assertTrue(pgn.contains("[Annotator \"ann\"]\n"), pgn);
    assertTrue(pgn.lines().allMatch(line -> line.length() <= 79), pgn);
    assertTrue(pgn.replace('\n', ' ').contains("{Adjudicated 1-0 by the arbiter root (bob (left)); Result"
        + " corrected by the arbiter ann; it was 1-0 (adjudicated)} 1/2-1/2"), pgn);
  }

  private static StoredGame adjudicated(StoredGame game, String result,
      StoredGame.Adjudication by) {
    return new StoredGame(game.id(), game.variant(), game.white(), game.black(), game.limit(),
        result, "adjudicated", game.moves(), 0, 0, game.timeControl(), game.clocks(),
        game.startedAt(), game.finishedAt(), true, false, List.of(), null, by);
  }

  @Test
  void minishogiIsKifWithDropsPromotionsAndSente() {
    String kif = GameExport.of(SampleGames.minishogi()).text();
    assertTrue(kif.startsWith("#KIF version=2.0 encoding=UTF-8\n"), kif);
    for (String line : List.of("手合割：5五将棋", "先手：hugo", "後手：gina", "開始日時：2023/11/14 22:13:20",
        "   1 ４四銀(35)", "   9 同　銀(44)", "  11 ４五香打", "  19 ５二角成(43)", "  21 ２五馬(52)",
        "  27 ５二成香(42)", "  37 １二と(22)", "まで37手で先手の勝ち")) {
      assertTrue(kif.contains(line + "\n"), line + " in\n" + kif);
    }
  }

  @Test
  void kifEndsWithTheWayTheGameEnded() {
    StoredGame game = SampleGames.minishogi();
    StoredGame flagged = SampleGames.stored(12, "minishogi", "gina", "hugo", "white",
        "time forfeit", game.moves().subList(0, 6), "10b30x3", List.of());
    String kif = GameExport.of(flagged).text();
    assertTrue(kif.endsWith("   7 切れ負け\nまで6手で時間切れにより後手の勝ち\n"), kif);
    Imported read = GameImport.read("kif", kif).get(0);
    assertEquals("white", read.result());
    StoredGame running = SampleGames.stored(13, "minishogi", "gina", "hugo", null, null,
        game.moves().subList(0, 3), null, List.of());
    String unfinished = GameExport.of(running).text();
    assertTrue(unfinished.endsWith("   4 中断\nまで3手で中断\n"), unfinished);
    assertEquals(null, GameImport.read("kif", unfinished).get(0).result());
  }

  @Test
  void sfenListsRanksFromTheTopWithSenteInUpperCase() throws NotationException {
    Variant minishogi = Variants.byId("minishogi").orElseThrow();
    Position position = minishogi.start();
    assertEquals("lbsgk/4p/5/P4/KGSBL b - 1", GameExport.sfen(position));
    position = position.play(minishogi.notation().parse(position, "p 54 53"));
    assertEquals("lbsgk/4p/P4/5/KGSBL w - 2", GameExport.sfen(position));
    Position middle = minishogi.start();
    for (String move : SampleGames.minishogi().moves().subList(0, 10)) {
      middle = middle.play(minishogi.notation().parse(middle, move));
    }
    // Arbiter's FEN 1bg1k/l4/S3s/P4/KG1B1[Pl]: black holds a lance, white a pawn
    assertEquals("1b1gk/4p/S3s/4L/K1GB1 b Lp 11", GameExport.sfen(middle));
    assertEquals("2g2/+L3+P/S+B1+bp/1l3/KG3 w KS 38",
        GameExport.sfen(SampleGames.replay(SampleGames.minishogi())));
    assertThrows(IllegalArgumentException.class,
        () -> GameExport.sfen(Variants.byId("chess").orElseThrow().start()));
  }

  @Test
  void checkersIsRussianPdn() {
    String pdn = GameExport.of(SampleGames.checkers()).text();
    assertTrue(pdn.startsWith("""
        [Event "Arbiter game 11"]
        [Site "Arbiter"]
        [Date "2023.11.14"]
        [Round "-"]
        [White "ivan"]
        [Black "jana"]
        [Result "0-2"]
        [GameType "25"]

        1. c3-d4 b6-c5 2. d4:b6 a7:c5 3."""), pdn);
    assertTrue(pdn.contains(" 8. h4:f6:d4 "), pdn);
    assertTrue(pdn.endsWith(" c3:f6 0-2\n"), pdn);
    for (String line : pdn.split("\n")) {
      assertTrue(line.length() < 80, line);
    }
  }

  @Test
  void timeControlsTakePgnForms() {
    assertEquals("300+3", PgnTimeControl.of("5+3"));
    assertEquals("600", PgnTimeControl.of("10"));
    assertEquals("40/5400+30:1800+30", PgnTimeControl.of("40/90+30,30+30"));
    assertEquals("90+0.5", PgnTimeControl.of("1.5+0.5"));
    assertEquals("?", PgnTimeControl.of("25d5"));
    assertEquals("?", PgnTimeControl.of("10b30x3"));
    assertEquals("-", PgnTimeControl.of(null));
    assertEquals("?", PgnTimeControl.of("soon"));
  }

  @Test
  void terminationsTakePgnWords() {
    Map<String, String> expected = Map.of(
        "checkmate", "normal", "time forfeit", "time forfeit", "forfeit", "normal",
        "abandoned", "abandoned", "absent", "abandoned", "threefold repetition", "normal",
        "15 king moves", "normal", "adjudicated", "adjudication");
    expected.forEach((reason, word) -> assertEquals(word, PgnWriter.termination(
        SampleGames.stored(1, "chess", "a", "b", "draw", reason, List.of(), null, List.of()))));
    assertEquals("unterminated", PgnWriter.termination(
        SampleGames.stored(1, "chess", "a", "b", null, null, List.of(), null, List.of())));
    for (Termination termination : Termination.values()) {
      String word = PgnWriter.termination(SampleGames.stored(1, "chess", "a", "b", "white",
          termination.word(), List.of(), null, List.of()));
      // the PGN standard's Termination values (section 9.8.1) that fit a server's games
      assertTrue(List.of("normal", "time forfeit", "abandoned", "adjudication").contains(word),
          word);
    }
  }

  @Test
  void tournamentWritesOneFilePerVariantInOrder() {
    StoredGame first = SampleGames.scholarsMate();
    StoredGame second = SampleGames.randomChess(2, 40);
    List<Exported> files = GameExport.tournament("Spring Open", List.of(first,
        SampleGames.checkers(), second, SampleGames.minishogi(), SampleGames.minishogi()),
        Map.of(7L, "1", 102L, "3.2"));
    assertEquals(List.of("Spring-Open-chess.pgn", "Spring-Open-checkers.pdn",
        "Spring-Open-minishogi.kif"), files.stream().map(Exported::fileName).toList());
    List<Imported> chess = GameImport.read("pgn", files.get(0).text());
    assertEquals(2, chess.size());
    assertEquals("Spring Open", chess.get(0).tags().get("Event"));
    assertEquals("1", chess.get(0).tags().get("Round"));
    assertEquals("3.2", chess.get(1).tags().get("Round"));
    assertEquals(second.moves().size(), chess.get(1).moves().size());
    assertEquals(1, GameImport.read("pdn", files.get(1).text()).size());
    assertEquals(2, GameImport.read("kif", files.get(2).text()).size());
    assertEquals("?", GameImport.read("pdn",
        GameExport.tournament("x", List.of(SampleGames.checkers())).get(0).text())
        .get(0).tags().get("Round"));
  }

  @Test
  void illegalStoredMovesAreRefused() {
    StoredGame broken = SampleGames.stored(3, "chess", "a", "b", null, null,
        List.of("e4", "e4"), null, List.of());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GameExport.of(broken));
    assertTrue(e.getMessage().contains("stored move 2 (e4)"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> GameExport.of(
        SampleGames.stored(3, "go", "a", "b", null, null, List.of(), null, List.of())));
  }

  @Test
  void pgnReaderSkipsCommentsVariationsAndNags() throws NotationException {
    String text = """
        [Event "Casual \\"blitz\\""]
        [Result "0-1"]
        % an escaped line
        1.f3 {opening} e5 $2 (1... e6 2. g4 Qh4#) 2. g4?? ; the blunder
        Qh4# 0-1
        [Event "second"]
        1. d4 *
        """;
    List<Imported> games = GameImport.read("pgn", text);
    assertEquals(2, games.size());
    assertEquals("Casual \"blitz\"", games.get(0).tags().get("Event"));
    assertEquals(List.of("f3", "e5", "g4", "Qh4#"), games.get(0).moves());
    assertEquals("black", games.get(0).result());
    assertEquals(Outcome.win(arbiter.rules.Side.BLACK, Termination.CHECKMATE),
        games.get(0).replay().outcome());
    assertEquals(List.of("d4"), games.get(1).moves());
    assertEquals(null, games.get(1).result());
    assertThrows(IllegalArgumentException.class, () -> GameImport.read("sgf", text));
  }

  @Test
  void kifReaderTakesTimesAndResignation() throws NotationException {
    String kif = """
        手合割：5五将棋
        先手：a
        後手：b
        手数----指手---------消費時間--
           1 ４四銀(35)   ( 0:03/00:00:03)
           2 ２二銀(31)   ( 0:01/00:00:01)
        *a comment
           3 ５三歩(54)   ( 0:02/00:00:05)
           4 投了   ( 0:10/00:00:11)
        まで3手で先手の勝ち
        """;
    Imported game = GameImport.read("kif", kif).get(0);
    assertEquals("minishogi", game.variant());
    assertEquals(List.of("s 35 44", "S 31 22", "p 54 53"), game.moves());
    assertEquals("black", game.result());
    assertEquals("a", game.tags().get("先手"));
    StoredGame same = SampleGames.stored(1, "minishogi", "b", "a", "black", "forfeit",
        game.moves(), null, List.of());
    assertEquals(SampleGames.replay(same).toFen(), game.replay().toFen());
  }

  /** A KIF's move line that does not read is the reader's fault, not an exception of Java's. */
  @Test
  void kifReaderRefusesWhatItCannotReadAsAnImportFault() {
    String head = "手合割：5五将棋\n";
    ImportException bad = assertThrows(ImportException.class,
        () -> GameImport.read("kif", head + "   1 ５三歩(54)\n   2 ?\n"));
    assertEquals(ImportFault.NOT_A_MOVE, bad.fault());
    assertEquals(2, bad.at());
    assertEquals("?", bad.move());
    ImportException huge = assertThrows(ImportException.class,
        () -> GameImport.read("kif", head + "   99999999999 ５三歩(54)\n"));
    assertEquals(ImportFault.NOT_A_MOVE, huge.fault());
    ImportException same = assertThrows(ImportException.class,
        () -> GameImport.read("kif", head + "   1 同　歩(54)\n"));
    assertEquals(1, same.at());
  }

  /**
   * A PGN saved with a byte order mark (Notepad's UTF-8) read the mark as a game of its own, whose
   * one move was not a move (found by probe-formats).
   */
  @Test
  void aByteOrderMarkBeforeAPgnIsNoGame() throws NotationException {
    List<Imported> games = GameImport.read("pgn",
        "\uFEFF[Event \"x\"]\r\n[Result \"1-0\"]\r\n\r\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\r\n");
    assertEquals(1, games.size());
    assertEquals("x", games.get(0).tags().get("Event"));
    assertEquals(Termination.CHECKMATE, games.get(0).replay().outcome().termination());
  }

  /**
   * The FEN tag was not read: a game from a set-up position was replayed from the start, refused
   * as an illegal move or, its moves legal there too, archived as another game (found by
   * probe-formats). A FEN of the variant's own start reads on (kingcapture and pawns export one).
   */
  @Test
  void aGameFromASetUpPositionIsRefusedAndOneFromTheStartIsRead() throws NotationException {
    String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    Imported setUp = GameImport.read("pgn",
        "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n1. e4 d6 *\n").get(0);
    ImportException refused = assertThrows(ImportException.class, setUp::replay);
    assertEquals(ImportFault.SET_UP_POSITION, refused.fault());
    assertEquals(fen, refused.move());
    Imported start = GameImport.read("pgn", "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/"
        + "PPPPPPPP/RNBQKBNR w KQkq -\"]\n\n1. e4 e5 *\n").get(0);
    assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
        start.replay().toFen().split(" ")[0]);
  }

  /**
   * The Result tag said 1-0 and the moves ended 0-1: the game was read as 0-1 without a word, so
   * a board got the result its header denied (found by probe-formats). A tag that agrees, or none,
   * reads on; PDN's 2-0 is PGN's 1-0.
   */
  @Test
  void aResultTagThatTheMovesContradictIsRefused() {
    ImportException refused = assertThrows(ImportException.class, () -> GameImport.read("pgn",
        "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 0-1\n"));
    assertEquals(ImportFault.RESULTS_DIFFER, refused.fault());
    assertEquals(3, refused.at());
    assertEquals("1-0 / 0-1", refused.move());
    assertEquals("black", GameImport.read("pgn", "[Result \"0-1\"]\n\n1. e4 e5 0-1\n").get(0)
        .result());
    assertEquals("white", GameImport.read("pdn", "[Result \"1-0\"]\n[GameType \"25\"]\n\n"
        + "1. c3-d4 2-0\n").get(0).result());
    assertEquals("draw", GameImport.read("pgn", "1. d4 d5 1/2-1/2\n").get(0).result());
  }
}
