package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.archive.ReplayCursor;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console's archive commands against a recorded server: history, replay, export, ratings. */
class ConsoleArchiveTest {

  /** 2026-11-20 14:05 UTC. */
  private static final long ENDED = 1_795_183_500_000L;

  @TempDir Path here;
  private final List<Request> sent = new ArrayList<>();
  private final List<String> printed = new ArrayList<>();

  private ConsoleSession session(BoardDrawing drawing) {
    ConsoleSession session = new ConsoleSession(request -> sent.add(request), printed::addAll,
        drawing, () -> 0, here, ZoneOffset.UTC);
    session.typed("login ann pw");
    session.received(new Event.Ok("login", "login successful"));
    sent.clear();
    printed.clear();
    return session;
  }

  private static Event.History history() {
    return new Event.History("ann", List.of(
        new Event.HistoryRow(42, ENDED, "ann", "bob", "chess", "5+3", "white", "checkmate", true),
        new Event.HistoryRow(41, ENDED - 86_400_000, "carol", "ann", "minishogi", null, "white",
            "time forfeit", false),
        new Event.HistoryRow(40, ENDED - 2 * 86_400_000, "bob", "ann", "checkers", "25d5", "draw",
            "agreement", true),
        new Event.HistoryRow(43, 0, "ann", "dave", "pawns", null, null, "", true)));
  }

  @Test
  void historyIsATableOfGamesSeenFromTheUser() {
    ConsoleSession session = session(BoardDrawing.ascii());

    session.typed("history");
    assertThat(sent).containsExactly(new Request.History(null, 0));
    session.received(history());

    assertThat(printed).containsExactly(
        "last 4 games of ann (replay GAME, export GAME):",
        "game  date              opponent  colour  variant    time     result               rated",
        "#42   2026-11-20 14:05  bob       white   chess      5+3      won (checkmate)      yes",
        "#41   2026-11-19 14:05  carol     black   minishogi  untimed  lost (time forfeit)  no",
        "#40   2026-11-18 14:05  bob       black   checkers   25d5     draw (agreement)     yes",
        "#43   running           dave      white   pawns      untimed  running              yes");
    assertThat(session.historyGames()).containsExactly("42", "41", "40", "43");
    session.typed("history bob");
    assertThat(sent).endsWith(new Request.History("bob", 0));
    session.received(new Event.History("bob", List.of()));
    assertThat(printed).endsWith("bob has no games yet");
  }

  /** A pawns game of three moves, replayed: the position after {@code ply} of them. */
  private static GameState position(int ply) {
    List<String> moves = List.of("a2a3", "b7b6", "a3a4").subList(0, ply);
    GameState.Piece white = new GameState.Piece("P", "white", false);
    GameState.Piece black = new GameState.Piece("P", "black", false);
    List<List<GameState.Piece>> cells = new ArrayList<>();
    for (int row = 0; row < 4; row++) {
      cells.add(Arrays.asList(new GameState.Piece[2]));
    }
    cells.get(ply >= 3 ? 3 : ply >= 1 ? 2 : 1).set(0, white);
    cells.get(ply >= 2 ? 2 : 3).set(1, black);
    boolean over = ply == 3;
    return new GameState(42, 7, "pawns", "ann", "bob", new GameState.Board(4, 2, cells),
        new GameState.Hands(List.of(), List.of()), ply % 2 == 0 ? "white" : "black", List.of(),
        ply == 0 ? null : moves.get(ply - 1), moves, 0, -1, over ? "win" : "ongoing",
        over ? "white" : null, over ? "promotion" : "");
  }

  @Test
  void replaySendsThePliesSteppedToAndDrawsEachPosition() {
    ConsoleSession session = session(BoardDrawing.ascii());

    session.typed("replay 42");
    session.received(new Event.State(position(0)));
    assertThat(printed).containsExactly(
        "replay of game 42 (pawns), the start",
        " 4     p ", " 3  .    ", " 2  P  . ", " 1  .    ", "    a  b ",
        "ann (white) vs bob (black) - white to move   [next | prev | first | last]");
    printed.clear();
    session.typed("next");
    session.received(new Event.State(position(1)));
    assertThat(printed).first().isEqualTo("replay of game 42 (pawns), move 1: ann played a2a3");
    assertThat(printed).contains(" 4     p ", " 3  P    ", " 2     . ");
    session.typed("n");
    session.received(new Event.State(position(2)));
    session.typed("p");
    session.received(new Event.State(position(1)));
    session.typed("last");
    session.received(new Event.State(position(3)));
    assertThat(printed).contains("replay of game 42 (pawns), move 3 of 3: ann played a3a4",
        "game 42 over. You won by promotion");
    printed.clear();
    session.typed("next");
    assertThat(printed).containsExactly("that was the last move");
    session.typed("first");
    session.received(new Event.State(position(0)));

    assertThat(sent).containsExactly(new Request.Replay(42, 0), new Request.Replay(42, 1),
        new Request.Replay(42, 2), new Request.Replay(42, 1),
        new Request.Replay(42, ReplayCursor.END), new Request.Replay(42, 0));
  }

  @Test
  void aReplayedStateIsNotTakenForTheLiveGameAndARefusedStepStaysPut() {
    ConsoleSession session = session(BoardDrawing.ascii());
    session.typed("next");
    assertThat(printed).containsExactly("nothing to step through: replay GAME first");

    session.received(new Event.GameStarted(42, "pawns", "bob", "carol", 0));
    session.received(new Event.State(position(1)));
    printed.clear();
    session.typed("replay 42"); // the game on screen: its states and replayed ones would mix
    assertThat(printed).containsExactly("game 42 is on screen: replay it once it is over");

    session.typed("replay 7"); // another game: its answer is no live state
    session.received(new Event.State(position(0))); // game 42's live state, before the answer
    assertThat(printed).doesNotContain("replay of game 42 (pawns), the start");
    printed.clear();
    GameState seven = position(0);
    session.received(new Event.State(new GameState(7, 1, "pawns", "ann", "dave", seven.board(),
        seven.hands(), "white", List.of(), null, List.of(), 0, -1, "ongoing", null, "")));
    assertThat(printed).first().isEqualTo("replay of game 7 (pawns), the start");
    assertThat(session.prompt()).contains("#42").contains("watching"); // still the live game
    printed.clear();
    session.typed("replay 99");
    session.received(new Event.Error("no_such_game", "no game 99"));
    assertThat(printed).containsExactly("! no game 99");
    session.typed("next");
    assertThat(sent).endsWith(new Request.Replay(99, 0), new Request.Replay(99, 1));
  }

  @Test
  void exportPrintsTheTextAndSavesItUnderTheServersPlainName() throws Exception {
    ConsoleSession session = session(BoardDrawing.ascii());
    String pgn = "[White \"ann\"]\n[Black \"bob\"]\n\n1. e4 e5 *\n";

    session.typed("export 42");
    session.received(new Event.Export("pgn", "arbiter-42.pgn", pgn));

    assertThat(sent).containsExactly(new Request.Export(42, null));
    assertThat(Files.readString(here.resolve("arbiter-42.pgn"))).isEqualTo(pgn);
    assertThat(printed).startsWith("[White \"ann\"]", "[Black \"bob\"]", "", "1. e4 e5 *");
    assertThat(printed.get(printed.size() - 1)).startsWith("saved pgn to ")
        .endsWith("arbiter-42.pgn");
  }

  @Test
  void exportRefusesAPathLikeName() throws Exception {
    ConsoleSession session = session(BoardDrawing.ascii());

    for (String name : List.of("../evil.pgn", "sub/game.pgn", "/tmp/game.pgn", ".profile",
        "..", "a\\b.kif")) {
      printed.clear();
      session.typed("export 42");
      session.received(new Event.Export("pgn", name, "1. e4 *"));
      assertThat(printed).containsExactly("1. e4 *", "not saved: the server named the file \""
          + name + "\", which is not a plain file name");
    }
    try (var files = Files.list(here)) {
      assertThat(files).isEmpty();
    }
    assertThat(Files.exists(here.getParent().resolve("evil.pgn"))).isFalse();
  }

  @Test
  void ratingsAndFingerAreTables() {
    ConsoleSession session = session(BoardDrawing.ascii());

    session.typed("ratings chess");
    session.received(new Event.Ratings("chess", List.of(
        new Event.RatingRow("ann", "chess", 1612, 45, 0.06, 12),
        new Event.RatingRow("bob", "chess", 1488, 120, 0.06, 3))));
    session.typed("finger ann");
    session.received(new Event.Finger("ann", List.of(
        new Event.RatingRow("ann", "chess", 1612, 45, 0.06, 12),
        new Event.RatingRow("ann", "pawns", 1500, 350, 0.06, 1)), 13));

    assertThat(sent).containsExactly(new Request.Ratings("chess"), new Request.Finger("ann"));
    assertThat(printed).containsExactly(
        "ratings in chess:",
        "#  user  variant  rating  dev   games",
        "1  ann   chess    1612    \u00b145   12",
        "2  bob   chess    1488    \u00b1120  3",
        "ann: 13 games finished",
        "  chess        1612 \u00b145 (12 games)",
        "  pawns        1500 \u00b1350 (1 game)");
  }

  @Test
  void aReplayIsPaintedAsAColourTerminalShowsIt() throws Exception {
    ConsoleSession session = session(new BoardDrawing(true, true));
    List<String> screen = new ArrayList<>();
    screen.add(session.prompt() + "history");
    session.typed("history");
    session.received(history());
    screen.addAll(printed);
    printed.clear();
    screen.add(session.prompt() + "replay 42");
    session.typed("replay 42");
    session.received(new Event.State(position(0)));
    screen.addAll(printed);
    printed.clear();
    screen.add(session.prompt() + "next");
    session.typed("next");
    session.received(new Event.State(position(1)));
    screen.addAll(printed);
    screen.add(session.prompt());

    Path out = Path.of("target", "screenshots");
    Files.createDirectories(out);
    ImageIO.write(AnsiPicture.of(screen, 92), "png", out.resolve("console-archive.png").toFile());
    assertThat(screen).contains("replay of game 42 (pawns), the start");
  }
}
