package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.event.MenuKind;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.face.words.Languages;
import arbiter.face.words.Words;
import arbiter.game.Ending;
import arbiter.game.GameView;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.chess.ChessVariant;
import arbiter.store.CheapHasher;
import arbiter.store.MemoryStore;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The telnet face in each language: help, a refusal and a game's end; a user's choice kept for
 * their next login; English, the default, as it always was.
 */
class NetworkTextLanguageTest {

  private final MemoryStore store = new MemoryStore(CheapHasher.create());

  private NetworkText text(String fallback) {
    return new NetworkText("Arbiter", 0, new Languages(store, Runnable::run, fallback));
  }

  private static GameNews.GameEnded checkmate() {
    Ending ending = new Ending(Side.WHITE, Termination.CHECKMATE);
    var start = ChessVariant.CHESS.start();
    GameView view = new GameView(7, 3, ChessVariant.CHESS, "ali", "bob", 40, 1, Side.WHITE, start,
        start, List.of(), List.of(), ending, null);
    return new GameNews.GameEnded(view, ending, null, false);
  }

  private static List<String> help(NetworkText text) {
    return text.answer(new Reply(null, List.of(new AnswerEvent.HelpShown(MenuKind.MAIN_NETWORK))));
  }

  private static List<String> refusal(NetworkText text) {
    return text.answer(new Reply(null, List.of(new AnswerEvent.Refused(Refusal.NOT_YOUR_TURN))));
  }

  @Test
  void englishIsTheDefaultAndReadsAsBefore() {
    NetworkText text = text("en");
    assertThat(help(text)).contains("accept <user>", "help <command> explains one command");
    assertThat(refusal(text)).containsExactly("it is not your turn");
    assertThat(text.push(checkmate())).containsExactly("player ali with color white won",
        "game over: checkmate");
  }

  @Test
  void newsBytesAreItsLinesEachEndedAndSharedOnAThread() {
    GameNews.GameEnded ended = checkmate();
    NetworkText one = text("en");
    NetworkText other = text("en");
    io.netty.buffer.ByteBuf bytes = one.pushBytes(ended);
    assertThat(bytes.toString(java.nio.charset.StandardCharsets.UTF_8))
        .isEqualTo(String.join("\r\n", one.push(ended)) + "\r\n");
    assertThat(other.pushBytes(ended)).isSameAs(bytes); // rendered once for both connections
  }

  @Test
  void russianHelpRefusalAndEnding() {
    NetworkText text = text("en");
    assertThat(text.own("set language ru")).containsExactly("язык: ru");
    assertThat(help(text)).contains("accept <игрок>", "help <команда> объясняет одну команду");
    assertThat(refusal(text)).containsExactly("сейчас не ваш ход");
    assertThat(text.push(checkmate())).containsExactly("победил игрок ali (белые)",
        "партия окончена: мат");
  }

  @Test
  void persianHelpRefusalAndEnding() {
    NetworkText text = text("fa");
    assertThat(help(text)).contains("accept <کاربر>", "help <فرمان> یک فرمان را توضیح می‌دهد");
    assertThat(refusal(text)).containsExactly("نوبت شما نیست");
    assertThat(text.push(checkmate())).containsExactly("بازیکن ali با رنگ سفید برد",
        "پایان بازی: کیش و مات");
  }

  @Test
  void aUsersChoiceIsKeptAndReadBackAtTheirNextLogin() {
    store.register("ali", "secret");
    NetworkText first = text("en");
    first.answer(new Reply(Asking.of(new Command.Login("ali", "secret")),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))));
    first.own("set language fa");
    assertThat(store.language("ali")).isEqualTo("fa");

    NetworkText next = text("en");
    assertThat(refusal(next)).containsExactly("it is not your turn");
    next.speaks(store.language("ali")); // the session reads it with the account, before answering
    assertThat(next.answer(new Reply(Asking.of(new Command.Login("ali", "secret")),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))))).containsExactly("ورود موفق بود");
    assertThat(refusal(next)).containsExactly("نوبت شما نیست");
  }

  @Test
  void aChoiceTypedAfterLoginStands() {
    store.register("ali", "secret");
    NetworkText text = text("en");
    text.speaks("fa");
    text.answer(new Reply(Asking.of(new Command.Login("ali", "secret")),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))));
    text.own("set language ru");
    assertThat(refusal(text)).containsExactly("сейчас не ваш ход");
    assertThat(store.language("ali")).isEqualTo("ru");
  }

  @Test
  void persianWritesNumbersInPersianDigitsAndReadsThemBack() {
    arbiter.face.words.Words persian = arbiter.face.words.Words.of("fa");
    assertThat(persian.get("tour.phase_round", 12)).isEqualTo("دور ۱۲");
    assertThat(persian.get("tour.phase_round", "12")).isEqualTo("دور 12"); // text as typed
    assertThat(arbiter.face.words.Words.of("ru").get("tour.phase_round", 1000)).isEqualTo("тур 1000");
    assertThat(persian.time(java.time.Instant.parse("2026-11-26T17:04:47.5Z")))
        .contains("۱۷:۰۴:۴۷");
    assertThat(arbiter.face.words.Words.english().time(java.time.Instant.parse(
        "2026-11-26T17:04:47.5Z"))).isEqualTo("2026-11-26T17:04:47Z");
    assertThat(arbiter.command.TextCommands.parse("observe ۷"))
        .isEqualTo(arbiter.command.TextCommands.parse("observe 7"));
  }

  @Test
  void anUnknownLanguageIsRefusedInTheCurrentOne() {
    NetworkText text = text("ru");
    assertThat(text.own("set language xx")).first().isEqualTo("неверная команда");
    assertThat(text.own("set language ../en")).first().isEqualTo("неверная команда");
  }

  @Test
  void speechNamesEachSidesPiecesBySquareInTheLanguage() {
    NetworkText text = text("en");
    assertThat(text.own("set board speech"))
        .containsExactly("boards are drawn speech on this connection");
    List<String> english = text.push(new GameNews.BoardShown(checkmate().view()));
    assertThat(english).hasSize(2);
    assertThat(english.get(0)).startsWith("white: king e1, queen d1, rook a1, rook h1, bishop c1")
        .endsWith("pawn h2");
    assertThat(english.get(1)).startsWith("black: king e8, queen d8, rook a8");
    text.own("set language ru");
    assertThat(text.push(new GameNews.BoardShown(checkmate().view())).get(0))
        .startsWith("белые: король e1, ферзь d1, ладья a1, ладья h1, слон c1");
    text.own("set language fa");
    assertThat(text.push(new GameNews.BoardShown(checkmate().view())).get(1))
        .startsWith("سیاه: شاه e8، وزیر d8"); // the Persian comma, as its other lists
    assertThat(text.push(new GameNews.BoardShown(checkmate().view())).get(1)).doesNotContain(",");
  }

  /** help names the speech board in every language: a blind player learns of it from help. */
  @Test
  void helpTellsOfTheSpeechBoardInEachLanguage() {
    for (String language : List.of("en", "ru", "fa")) {
      NetworkText text = text(language);
      assertThat(help(text)).anySatisfy(line -> assertThat(line).startsWith("set board speech: "));
      assertThat(text.answer(new Reply(null,
          List.of(new AnswerEvent.HelpShown(MenuKind.GAME_NETWORK)))))
          .anySatisfy(line -> assertThat(line).startsWith("set board speech: "));
    }
  }

  /**
   * A name the server refuses says what a name may hold, and that the letters are Latin: a Russian
   * or Persian player types a name in their own letters first (Весна, تیم).
   */
  @Test
  void aRefusedNameSaysItsLettersAreLatin() {
    assertThat(text("ru").answer(new Reply(null,
        List.of(new AnswerEvent.Refused(Refusal.TOURNAMENT_NAME_FORMAT)))))
        .containsExactly("недопустимое название турнира",
            "название турнира: от 1 до 32 латинских букв, цифр, _ или -");
    assertThat(text("en").answer(new Reply(null,
        List.of(new AnswerEvent.Refused(Refusal.TOURNAMENT_NAME_FORMAT)))))
        .startsWith("tournament name format is invalid");
    assertThat(Words.of("ru").get("team.refused.name")).contains("латинских");
    assertThat(Words.of("fa").get("team.refused.name")).contains("لاتین");
  }
}
