package arbiter.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.command.Command;
import arbiter.config.Settings;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.OnlineUser;
import arbiter.event.Refusal;
import arbiter.face.words.Answers;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.lobby.Bots;
import arbiter.rules.Move;
import arbiter.rules.Side;
import arbiter.session.InMemoryServer;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * External engines as bots, run as real child processes: a fake UCI engine that crashes, hangs or
 * plays an illegal move loses its game and nothing else; Debian's stockfish plays a whole game.
 * The engines' threads are a queue the test runs, so the room sees one thread.
 */
@Tag("process")
class EngineBotsTest {

  private static final Path STOCKFISH = Path.of("/usr/games/stockfish");
  private final InMemoryServer server = new InMemoryServer();
  private EngineBots engines;

  private static String fake(String mode) throws Exception {
    // the engine module's fake engine, copied into these tests' resources by the build
    Path script = Path.of(EngineBotsTest.class.getResource("/arbiter/engine/uci/fake-uci.sh").toURI());
    return "bash " + script + " " + mode;
  }

  /** The engines' threads: their tasks wait until the test runs them, on its own thread. */
  private final Queue<Runnable> threads = new ArrayDeque<>();

  private EngineBots engines(Settings settings) {
    engines = new EngineBots(EngineConfig.all(settings), threads::add);
    server.lobby.bots(new BotRoster(Bots.NONE, engines));
    engines.probe();
    runAll();
    return engines;
  }

  /** Runs what the engines' threads have queued, and what that queues. */
  private void runAll() {
    while (!threads.isEmpty()) {
      threads.remove().run();
    }
  }

  @AfterEach
  void stop() {
    if (engines != null) {
      engines.close();
    }
  }

  @Test
  void anEngineThatCrashesHangsOrPlaysIllegallyLosesItsGameAndOnlyThat() throws Exception {
    engines(Settings.empty()
        .with("engines.crashy.command", fake("crash"))
        .with("engines.stuck.command", fake("hang"))
        .with("engines.stuck.movetime.ms", 50)
        .with("engines.wild.command", fake("illegal")));
    for (String bot : List.of("crashy", "stuck", "wild")) {
      assertTrue(engines.available(bot), bot);
      InMemoryServer.Player human = server.login("h_" + bot);
      List<DomainEvent> answer = human.send(new Command.Challenge(bot, 0, "chess", null, true));
      assertInstanceOf(AnswerEvent.ChallengeSent.class, answer.get(0), bot + ": " + answer);
      human.send(new Command.Move("e2e4"));
      runAll();
      GameNews.GameEnded ended = human.last(GameNews.GameEnded.class);
      assertEquals(Side.WHITE, ended.ending().winner(), bot + ": the human wins");
    }
    assertEquals(0, engines.processes(), "every process ended with its game");
  }

  @Test
  void anEngineThatDoesNotStartIsUnavailableAndAVariantItDoesNotPlayIsRefused() throws Exception {
    engines(Settings.empty()
        .with("engines.ghost.command", "/nonexistent/engine")
        .with("engines.good.command", fake("good")));
    InMemoryServer.Player human = server.login("alice");

    AnswerEvent.Refused refused = assertInstanceOf(AnswerEvent.Refused.class,
        human.send(new Command.Challenge("ghost", 0, "chess", null, true)).get(0));
    assertEquals(Refusal.BOT_UNAVAILABLE, refused.reason());
    refused = assertInstanceOf(AnswerEvent.Refused.class,
        human.send(new Command.Challenge("good", 0, "checkers", null, true)).get(0));
    assertEquals(Refusal.BOT_VARIANT, refused.reason());
    assertEquals("chess", refused.subject());

    List<OnlineUser> users =
        ((AnswerEvent.WhoShown) human.send(new Command.Who()).get(0)).users();
    assertTrue(users.contains(new OnlineUser("good", 0, true)));
    assertFalse(users.stream().anyMatch(user -> user.name().equals("ghost")));
    InMemoryServer.Player newcomer = server.new Player();
    assertEquals(Refusal.USER_EXISTS, ((AnswerEvent.Refused) newcomer.send(
        new Command.Register("ghost", "secret1")).get(0)).reason());
  }

  /** A busy engine was refused as "the house bots play 1 games already", the house bots free. */
  @Test
  void anEngineAtItsLimitIsNamedInTheRefusal() throws Exception {
    engines(Settings.empty()
        .with("engines.good.command", fake("good"))
        .with("engines.good.games", 1));
    assertInstanceOf(AnswerEvent.ChallengeSent.class, server.login("ann")
        .send(new Command.Challenge("good", 0, "chess", null, true)).get(0));
    AnswerEvent.Refused refused = assertInstanceOf(AnswerEvent.Refused.class,
        server.login("bea").send(new Command.Challenge("good", 0, "chess", null, true)).get(0));
    assertEquals(Refusal.BOTS_BUSY, refused.reason());
    assertEquals("the engine good plays as many games as it may (1); try again when one ends",
        Answers.sentence(Words.english(), refused));
  }

  /**
   * The human resigned (or the bot's flag fell) while the engine thought: the game's end closed
   * the engine, and the log said "bot good loses game 1: DIED: ..." of a game it had won.
   */
  @Test
  void anEngineStoppedByItsGamesEndIsNotLoggedAsLosingIt() throws Exception {
    engines(Settings.empty().with("engines.good.command", fake("good")));
    Logger logger = (Logger) LoggerFactory.getLogger(BotPlayer.class);
    ListAppender<ILoggingEvent> log = new ListAppender<>();
    log.start();
    logger.addAppender(log);
    try {
      InMemoryServer.Player human = server.login("alice");
      human.send(new Command.Challenge("good", 0, "chess", "1+0", true));
      human.send(new Command.Move("e2e4"));
      human.send(new Command.Forfeit()); // before the engine has answered
      runAll();
      assertEquals(Side.BLACK, human.last(GameNews.GameEnded.class).ending().winner());
      assertEquals(List.of(), log.list.stream().filter(line -> line.getLevel().isGreaterOrEqual(
          Level.WARN)).map(ILoggingEvent::getFormattedMessage).toList());
    } finally {
      logger.detachAppender(log);
    }
    assertEquals(0, engines.processes());
  }

  @Test
  void stockfishPlaysAWholeGameThroughTheServer() throws Exception {
    Assumptions.assumeTrue(Files.isExecutable(STOCKFISH), "Debian's stockfish is not installed");
    engines(Settings.empty()
        .with("engines.stockfish.command", STOCKFISH.toString())
        .with("engines.stockfish.movetime.ms", 20)
        .with("engines.stockfish.hash", 8));
    InMemoryServer.Player human = server.login("alice");
    human.send(new Command.Challenge("stockfish", 0, "chess", null, true));
    Random random = new Random(29);
    for (int ply = 0; ply < 300 && human.all(GameNews.GameEnded.class).isEmpty(); ply++) {
      GameView view = latest(human);
      if (view.mover() == Side.WHITE) {
        Move move = view.legalMoves().get(random.nextInt(view.legalMoves().size()));
        human.send(new Command.Move(view.variant().notation().format(view.turnStart(), move)));
      } else {
        runAll();
      }
    }
    GameNews.GameEnded ended = human.last(GameNews.GameEnded.class);
    assertNotNull(ended, "the game ended");
    assertEquals(Side.BLACK, ended.ending().winner(), "stockfish beats a random mover");
  }

  private static GameView latest(InMemoryServer.Player human) {
    for (int i = human.events().size() - 1; i >= 0; i--) {
      DomainEvent event = human.events().get(i);
      if (event instanceof GameNews.GameShown shown) {
        return shown.view();
      }
      if (event instanceof GameNews.YouMoved moved) {
        return moved.view();
      }
      if (event instanceof GameNews.OpponentMoved moved) {
        return moved.view();
      }
    }
    throw new AssertionError("no game shown: " + human.events());
  }
}
