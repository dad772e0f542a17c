package arbiter.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.OnlineUser;
import arbiter.event.Refusal;
import arbiter.game.GameView;
import arbiter.protocol.TimeControl;
import arbiter.rules.Move;
import arbiter.rules.Side;
import arbiter.rules.Variants;
import arbiter.session.InMemoryServer;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * House bots in memory on a fake clock: the bots' pool is a queue the test runs, so the test sees
 * what the room does while a bot thinks.
 */
class HouseBotsTest {

  /** The bots' pool: tasks wait until the test runs them. */
  private final Queue<Runnable> thinking = new ArrayDeque<>();
  private final Executor pool = thinking::add;
  private final InMemoryServer server = new InMemoryServer();

  private HouseBots bots(int maxGames) {
    HouseBots bots = new HouseBots(pool, maxGames, false, 4);
    server.lobby.bots(bots);
    return bots;
  }

  @Test
  void aBotPlaysAWholeGameOfEveryVariantThroughTheRoom() {
    HouseBots bots = bots(5);
    Random random = new Random(29);
    for (String variant : List.of("chess", "kingcapture", "pawns", "minishogi", "checkers")) {
      InMemoryServer.Player human = server.login("h_" + variant);
      List<DomainEvent> answer = human.send(new Command.Challenge("house1", 40, variant, "3+2", true));
      assertInstanceOf(AnswerEvent.ChallengeSent.class, answer.get(0), variant + ": " + answer);
      int botMoves = 0;
      for (int ply = 0; ply < 400 && human.all(GameNews.GameEnded.class).isEmpty(); ply++) {
        GameView view = latest(human);
        if (view.mover() == Side.WHITE) {
          Move move = view.legalMoves().get(random.nextInt(view.legalMoves().size()));
          String text = view.variant().notation().format(view.turnStart(), move);
          human.send(new Command.Move(text));
        } else {
          assertEquals(1, thinking.size(), variant + ": one thought a turn");
          thinking.remove().run();
          botMoves++;
          assertEquals(botMoves, human.all(GameNews.OpponentMoved.class).size(),
              variant + ": the bot's move reached the human");
        }
        server.ticker.advance(1_000);
      }
      GameNews.GameEnded ended = human.last(GameNews.GameEnded.class);
      assertNotNull(ended.ending(), variant);
      assertTrue(botMoves > 0, variant);
      assertFalse(ended.view().moves().isEmpty(), variant);
    }
    assertEquals(0, bots.running(), "every game's slot is free again");
    assertTrue(thinking.isEmpty());
  }

  @Test
  void theRoomAnswersWhileTheBotThinks() {
    bots(5);
    InMemoryServer.Player human = server.login("alice");
    human.send(new Command.Challenge("house", 0, "chess", "5+0", true));
    human.send(new Command.Move("e2e4"));
    assertEquals(1, thinking.size(), "the bot's thought waits on its own pool");
    // the room is free: the human is answered at once, and refused as it is not their turn
    List<DomainEvent> answer = human.send(new Command.Move("d2d4"));
    assertEquals(Refusal.NOT_YOUR_TURN, ((AnswerEvent.Refused) answer.get(0)).reason());
    human.send(new Command.Say("hello"));
    thinking.remove().run();
    assertEquals(Side.WHITE, latest(human).mover(), "the bot moved, timed by the room's clock");
    assertTrue(latest(human).clock().remaining(Side.BLACK) <= 300_000);
  }

  /**
   * An organizer entered house1 in a tournament: its round's game was arranged with the bot
   * absent, and it never moved. It plays there as in a challenge's game.
   */
  @Test
  void aBotEnteredInATournamentPlaysTheGameItsRoundArranged() {
    HouseBots bots = bots(5);
    InMemoryServer.Player alice = server.login("alice");
    server.lobby.arrange(server.lobby.reserveGameId(), "house1", "alice",
        Variants.byId("chess").orElseThrow(), 0, TimeControl.parse("3+2"), Set.of("house1"));
    assertEquals(1, bots.running(), "the bot took its seat");
    assertEquals(1, thinking.size(), "white, it thinks at once");
    thinking.remove().run();
    assertEquals(1, alice.all(GameNews.OpponentMoved.class).size(), "its move reached alice");
    assertEquals(Side.BLACK, latest(alice).mover());
  }

  /** An untimed game its human left for good ran on, holding one of the bots' games for ever. */
  @Test
  void theBotClaimsTheWinOnceItsOpponentStayedAwayTheWholeGrace() {
    HouseBots bots = bots(1);
    InMemoryServer.Player alice = server.login("alice");
    alice.send(new Command.Challenge("house", 0, "chess", null, true));
    alice.send(new Command.Move("e2e4"));
    thinking.remove().run();
    alice.drop();
    server.ticker.advance(119_000);
    assertEquals(1, bots.running(), "within the grace the game waits for her");
    server.ticker.advance(1_000);
    assertEquals(0, bots.running(), "the bot claimed the win: its game is free again");
    assertTrue(server.store.runningGames().isEmpty(), "the game is over");
  }

  @Test
  void aChallengeBeyondTheLimitIsRefusedInOneLine() {
    HouseBots bots = bots(1);
    InMemoryServer.Player first = server.login("alice");
    InMemoryServer.Player second = server.login("bob");
    first.send(new Command.Challenge("house3", 0, "checkers", "3+2", true));
    List<DomainEvent> answer = second.send(new Command.Challenge("house", 0, "chess", null, true));
    AnswerEvent.Refused refused = assertInstanceOf(AnswerEvent.Refused.class, answer.get(0));
    assertEquals(Refusal.BOTS_BUSY, refused.reason());
    assertEquals(1, refused.number());
    first.send(new Command.Forfeit());
    assertEquals(0, bots.running());
    answer = second.send(new Command.Challenge("house", 0, "chess", null, true));
    assertInstanceOf(AnswerEvent.ChallengeSent.class, answer.get(0));
  }

  @Test
  void aChallengeToHouseAtALevelIsPlayedByThatLevelsBot() {
    bots(5);
    InMemoryServer.Player human = server.login("alice");
    List<DomainEvent> answer = human.send(new Command.Challenge("house", 0, "minishogi", "3+2", true, 7));
    assertInstanceOf(AnswerEvent.ChallengeSent.class, answer.get(0), answer.toString());
    assertEquals("house7", server.store.runningGames().get(0).black());
  }

  @Test
  void aLevelOfAnyoneButHouseOrOutOfRangeIsRefusedInOneLine() {
    bots(5);
    InMemoryServer.Player human = server.login("alice");
    server.login("bob");
    for (Command.Challenge challenge : List.of(new Command.Challenge("house", 0, "chess", null, true, 9),
        new Command.Challenge("house", 0, "chess", null, true, -1),
        new Command.Challenge("house3", 0, "chess", null, true, 5),
        new Command.Challenge("bob", 0, "chess", null, true, 5))) {
      List<DomainEvent> answer = human.send(challenge);
      AnswerEvent.Refused refused = assertInstanceOf(AnswerEvent.Refused.class, answer.get(0), challenge.toString());
      assertEquals(Refusal.BOT_LEVEL, refused.reason());
      assertEquals(8, refused.number());
    }
    assertTrue(server.store.runningGames().isEmpty());
  }

  @Test
  void botsAreShownAsBotsAndTheirNamesCannotBeTaken() {
    bots(5);
    InMemoryServer.Player human = server.login("alice");
    List<DomainEvent> answer = human.send(new Command.Who());
    List<OnlineUser> users = ((AnswerEvent.WhoShown) answer.get(0)).users();
    assertTrue(users.contains(new OnlineUser("house", 0, true)));
    assertTrue(users.contains(new OnlineUser("house8", 0, true)));
    assertTrue(users.contains(new OnlineUser("alice", 0, false)));
    InMemoryServer.Player newcomer = server.new Player();
    answer = newcomer.send(new Command.Register("house", "secret1"));
    assertEquals(Refusal.USER_EXISTS, ((AnswerEvent.Refused) answer.get(0)).reason());
  }

  @Test
  void botGamesAreUnratedUnlessTheServerSaysSo() {
    bots(5);
    InMemoryServer.Player human = server.login("alice");
    human.send(new Command.Challenge("house", 0, "chess", null, true));
    assertFalse(server.store.runningGames().get(0).rated());
  }

  @Test
  void aBotGameGoesOnAfterARestartAndTheBotMovesAtItsTurn() {
    bots(5);
    InMemoryServer.Player human = server.login("alice");
    human.send(new Command.Challenge("house", 0, "chess", "5+0", true));
    human.send(new Command.Move("e2e4"));
    thinking.clear(); // the server stops before the bot has thought

    InMemoryServer next = server.restarted(60_000, 120_000,
        new HouseBots(pool, 5, false, 4));
    assertEquals(1, thinking.size(), "the bot, back in its game, thinks at its turn");
    thinking.remove().run(); // its move waits: the clocks stand until the human is back
    InMemoryServer.Player back = next.login("alice");
    assertEquals(1, thinking.size(), "the clocks run again: the bot thinks again");
    thinking.remove().run();

    GameView view = latest(back);
    assertEquals(Side.WHITE, view.mover(), "the bot moved: " + back.events());
    assertEquals(2, view.moves().size());
  }

  /** After a restart, an untimed bot game its human never came back to ran on for good. */
  @Test
  void afterARestartTheBotClaimsTheWinOverAPlayerWhoDoesNotComeBack() {
    bots(5);
    InMemoryServer.Player human = server.login("alice");
    human.send(new Command.Challenge("house", 0, "chess", null, true));
    human.send(new Command.Move("e2e4"));
    thinking.remove().run();
    HouseBots again = new HouseBots(pool, 5, false, 4);
    InMemoryServer next = server.restarted(60_000, 120_000, again);
    next.ticker.advance(119_000);
    assertEquals(1, again.running(), "within the grace the game waits for her");
    next.ticker.advance(1_000);
    assertEquals(0, again.running(), "the bot claimed the win");
    assertTrue(next.store.runningGames().isEmpty(), "the game is over");
  }

  /** The game as the human last saw it. */
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
