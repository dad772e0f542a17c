package arbiter.lobby;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.clock.FakeTicker;
import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.Refusal;
import arbiter.game.Absence;
import arbiter.game.Ending;
import arbiter.game.GameRoom;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.Variants;
import arbiter.store.CheapHasher;
import arbiter.store.MemoryStore;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The lobby and its game rooms on a direct executor with a fake clock: no sockets, no sleeps. */
class RoomAndLobbyTest {

  private static final Executor HERE = Runnable::run;

  private final FakeTicker ticker = new FakeTicker();
  private final MemoryStore store = new MemoryStore(CheapHasher.create());
  private final FlakyJournal journal = new FlakyJournal(store);
  private Lobby lobby;
  private Player ann;
  private Player bob;

  /** A member that keeps what it is told, and what the lobby said when its game ended. */
  private final class Player extends RecordingPlayer {
    List<?> gamesWhenToldOfTheEnd;

    Player(String name) {
      super(name);
    }

    @Override
    void record(DomainEvent event) {
      if (event instanceof GameNews.GameEnded) {
        gamesWhenToldOfTheEnd = lobby.games();
      }
      super.record(event);
    }
  }

  /** A player's command: its answer is theirs, the rest is published to the others. */
  private void act(GameRoom room, Side side, Command command) {
    Player sender = room.player(side).equals("ann") ? ann : bob;
    room.act(side, command).thenAccept(progress -> progress.answer().forEach(sender::record));
  }

  @BeforeEach
  void twoPlayersInAGame() {
    lobby = new Lobby(journal, 0, () -> HERE, new Absence(120_000, ticker::now), ticker);
    store.register("ann", "pw");
    store.register("bob", "pw");
    ann = new Player("ann");
    bob = new Player("bob");
    lobby.login("ann", ann);
    lobby.login("bob", bob);
    game("none");
  }

  /** ann (white) challenges bob to chess under {@code time}; he accepts; the game starts. */
  private void game(String time) {
    assertThat(lobby.challenge("ann", ann, "bob", 0, Variants.byId("chess").orElseThrow(),
        TimeControl.parse(time), true).answer())
        .containsExactly(new AnswerEvent.ChallengeSent("bob", true));
    Lobby.Accepted accepted = lobby.accept("bob", bob, "ann");
    bob.enterGame(accepted.room(), Side.BLACK);
    accepted.room().start();
  }

  @Test
  void aChallengeReachesItsUserAsAnEvent() {
    assertThat(bob.events.get(0)).isEqualTo(new LobbyNews.Challenged("ann", "chess", 0, null));
    assertThat(ann.last(GameNews.GameShown.class).arrival()).isEqualTo(Arrival.STARTED);
  }

  /** A player whose client shows seek ads (an ICS user's graph). */
  private static RecordingPlayer seekWatcher(String name) {
    return new RecordingPlayer(name) {
      @Override
      public boolean seesSeeks() {
        return true;
      }
    };
  }

  /** A seeker seated in a game the server arranged (a tournament round's) is busy: the ad lapses. */
  @Test
  void aSeekersAdLapsesWhenAnArrangedGameSeatsThem() {
    RecordingPlayer carl = new RecordingPlayer("carl");
    RecordingPlayer dan = seekWatcher("dan");
    lobby.login("carl", carl);
    lobby.login("dan", dan);
    lobby.seek("carl", carl, TimeControl.parse("5+0"), false);
    int ad = dan.last(LobbyNews.SeekPosted.class).ad().id();

    lobby.arrange(lobby.reserveGameId(), "carl", "erin", Variants.byId("chess").orElseThrow(), 0,
        TimeControl.parse("none"), java.util.Set.of());

    assertThat(carl.room).isNotNull();
    assertThat(lobby.seeks()).isEmpty();
    assertThat(dan.last(LobbyNews.SeeksRemoved.class).ids()).containsExactly(ad);
  }

  /**
   * A login elsewhere takes the seeker's connection over and ends it: its ads go with it, as at
   * a logout (found over the ICS port: an ad posted there stayed listed after its user logged in
   * on telnet, where no one sees or withdraws ads, and FICS removes a session's ads as it ends).
   */
  @Test
  void aSeekersAdLapsesWhenALoginElsewhereTakesTheirConnectionOver() {
    RecordingPlayer onIcs = seekWatcher("carl");
    RecordingPlayer dan = seekWatcher("dan");
    lobby.login("carl", onIcs);
    lobby.login("dan", dan);
    lobby.seek("carl", onIcs, TimeControl.parse("5+0"), false);
    int ad = dan.last(LobbyNews.SeekPosted.class).ad().id();

    lobby.login("carl", new RecordingPlayer("carl"));

    assertThat(lobby.seeks()).isEmpty();
    assertThat(dan.last(LobbyNews.SeeksRemoved.class).ids()).containsExactly(ad);
  }

  /** An heir seated in a handed-over game (a tournament seat's) is busy too: their ad lapses. */
  @Test
  void anHeirsSeekAdLapsesWhenAHandedOverGameSeatsThem() {
    RecordingPlayer zoe = new RecordingPlayer("zoe");
    RecordingPlayer dan = seekWatcher("dan");
    lobby.login("zoe", zoe);
    lobby.login("dan", dan);
    GameRoom room = lobby.arrange(lobby.reserveGameId(), "sam", "erin",
        Variants.byId("chess").orElseThrow(), 0, TimeControl.parse("none"), java.util.Set.of("sam"));
    lobby.seek("zoe", zoe, TimeControl.parse("5+0"), false);
    int ad = dan.last(LobbyNews.SeekPosted.class).ad().id();

    lobby.unclaim("sam", room, "zoe");

    assertThat(zoe.room).isSameAs(room);
    assertThat(zoe.side).isEqualTo(Side.WHITE);
    assertThat(lobby.seeks()).isEmpty();
    assertThat(dan.last(LobbyNews.SeeksRemoved.class).ids()).containsExactly(ad);
  }

  /**
   * A name handed back: white's seat amy went to kim, then black's seat to the account amy (no
   * longer a name in the tournament). Amy plays black, not white under the game's old name.
   */
  @Test
  void anHeirNamedAsTheOtherSidesOldSeatPlaysTheSideHandedToThem() {
    GameRoom room = lobby.arrange(lobby.reserveGameId(), "amy", "sam",
        Variants.byId("chess").orElseThrow(), 0, TimeControl.parse("none"),
        java.util.Set.of("amy", "sam"));
    lobby.unclaim("amy", room, "kim");
    lobby.unclaim("sam", room, "amy");

    assertThat(room.sideOf("kim")).isEqualTo(Side.WHITE);
    assertThat(room.sideOf("amy")).isEqualTo(Side.BLACK);
    RecordingPlayer amy = new RecordingPlayer("amy");
    assertThat(lobby.login("amy", amy).side()).isEqualTo(Side.BLACK);
  }

  /** An heir's game arranged while they play the handed-over game is theirs once that ends. */
  @Test
  void anHeirGoesOnToTheirNextArrangedGameWhenTheHandedOverGameEnds() {
    RecordingPlayer zoe = new RecordingPlayer("zoe");
    lobby.login("zoe", zoe);
    GameRoom handed = lobby.arrange(lobby.reserveGameId(), "sam", "erin",
        Variants.byId("chess").orElseThrow(), 0, TimeControl.parse("none"), java.util.Set.of("sam"));
    lobby.unclaim("sam", handed, "zoe");
    GameRoom next = lobby.arrange(lobby.reserveGameId(), "yan", "zoe",
        Variants.byId("chess").orElseThrow(), 0, TimeControl.parse("none"), java.util.Set.of());
    assertThat(zoe.room).isSameAs(handed); // busy: the next game waits

    handed.forfeit(Side.BLACK).toCompletableFuture().join();

    assertThat(zoe.room).isSameAs(next);
    assertThat(zoe.side).isEqualTo(Side.BLACK);
  }

  @Test
  void aGameLeavesTheRunningGamesBeforeAnyoneIsToldItEnded() {
    ann.room.forfeit(Side.WHITE);

    assertThat(ann.gamesWhenToldOfTheEnd).isEmpty();
    assertThat(bob.gamesWhenToldOfTheEnd).isEmpty();
    GameNews.GameEnded ended = bob.last(GameNews.GameEnded.class);
    assertThat(ended.ending()).isEqualTo(new Ending(Side.BLACK, Termination.FORFEIT));
    assertThat(ended.byYou()).isFalse();
    assertThat(ann.last(GameNews.GameEnded.class).byYou()).isTrue();
    assertThat(store.scoreboard(null)).extracting(row -> row.name() + " " + row.score())
        .containsExactly("bob 2", "ann -1");
  }

  @Test
  void aMoveOnTheOpponentsTurnIsRefusedAndAMalformedOneIsNoMove() {
    GameRoom room = ann.room;
    act(room, Side.BLACK, new Command.Move("e7e5"));
    assertThat(bob.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.NOT_YOUR_TURN);
    act(room, Side.BLACK, new Command.Move("xyzzy"));
    assertThat(bob.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.MALFORMED_MOVE);

    act(room, Side.WHITE, new Command.Move("e4"));

    assertThat(bob.last(GameNews.OpponentMoved.class).move().notation()).isEqualTo("e4");
    assertThat(ann.last(GameNews.YouMoved.class).completed()).isTrue();
  }

  @Test
  void aDrawOfferIsNewsAndItsAcceptanceEndsTheGame() {
    GameRoom room = ann.room;
    act(room, Side.WHITE, new Command.Draw());
    assertThat(bob.last(GameNews.DrawOffered.class).player()).isEqualTo("ann");

    act(room, Side.BLACK, new Command.Draw());

    GameNews.GameEnded ended = ann.last(GameNews.GameEnded.class);
    assertThat(ended.ending()).isEqualTo(new Ending(null, Termination.AGREEMENT));
    assertThat(ended.endedBy()).isEqualTo(Side.BLACK);
  }

  @Test
  void aClaimWaitsForTheGracePeriodOnTheFakeClock() {
    GameRoom room = ann.room;
    room.disconnected(Side.BLACK);
    assertThat(ann.last(GameNews.PlayerLeft.class).graceSeconds()).isEqualTo(120);
    act(room, Side.WHITE, new Command.Claim());
    assertThat(ann.last(AnswerEvent.Refused.class))
        .isEqualTo(new AnswerEvent.Refused(Refusal.CLAIM_TOO_EARLY, "", 120));

    ticker.advance(120_000);
    act(room, Side.WHITE, new Command.Claim());

    assertThat(ann.last(GameNews.GameEnded.class).ending())
        .isEqualTo(new Ending(Side.WHITE, Termination.ABANDONED));
  }

  @Test
  void aFlagFallsByTheTimerAndTheGameIsLostOnTime() {
    ann.room.forfeit(Side.WHITE); // a timed game instead
    game("0.5+0");
    ticker.advance(30_000);
    assertThat(bob.events).noneMatch(event -> event instanceof GameNews.GameEnded ended
        && ended.view().clock() != null);

    ticker.advance(1);

    GameNews.GameEnded ended = bob.last(GameNews.GameEnded.class);
    assertThat(ended.ending()).isEqualTo(new Ending(Side.BLACK, Termination.TIME_FORFEIT));
    assertThat(ended.endedBy()).isEqualTo(Side.WHITE);
    assertThat(ended.view().clock().remaining(Side.WHITE)).isZero();
  }

  @Test
  void theMoversLagIsCreditedAtMostHalfASecond() {
    ann.room.forfeit(Side.WHITE);
    game("5+0");
    ann.lag = 2_000; // a slow link banks no more than the cap
    ticker.advance(3_000);

    act(ann.room, Side.WHITE, new Command.Move("e4"));

    assertThat(bob.last(GameNews.OpponentMoved.class).view().clock().remaining(Side.WHITE))
        .isEqualTo(300_000 - 3_000 + 500);
  }

  @Test
  void aMoveThatCannotBeStoredIsRefusedToItsMoverAndNobodyElseSeesIt() {
    GameRoom room = ann.room;
    journal.failing = true;

    act(room, Side.WHITE, new Command.Move("e4"));

    assertThat(ann.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.NOT_STORED);
    assertThat(bob.events).noneMatch(event -> event instanceof GameNews.OpponentMoved);
    journal.failing = false; // space came back: the same move goes through
    act(room, Side.WHITE, new Command.Move("e4"));
    assertThat(bob.last(GameNews.OpponentMoved.class).move().notation()).isEqualTo("e4");
    assertThat(store.runningGames()).singleElement()
        .satisfies(game -> assertThat(game.moves()).containsExactly("e4"));
  }

  @Test
  void theTimeAStoreTakesToFailIsChargedToNobody() {
    ann.room.forfeit(Side.WHITE);
    game("5+0");
    ticker.advance(3_000);
    journal.answer = new CompletableFuture<>();

    act(ann.room, Side.WHITE, new Command.Move("e4"));
    ticker.advance(3_000); // the database does not answer until the pool gives up
    journal.answer.completeExceptionally(new IllegalStateException("the database is down"));
    journal.answer = null;

    assertThat(ann.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.NOT_STORED);
    ticker.advance(1_000); // the mover's own time again
    act(ann.room, Side.WHITE, new Command.Move("e4"));
    assertThat(bob.last(GameNews.OpponentMoved.class).view().clock().remaining(Side.WHITE))
        .isEqualTo(300_000 - 3_000 - 1_000);
  }

  @Test
  void aGameWhoseStartCannotBeStoredDoesNotStartAndIsNeverListed() {
    ann.room.forfeit(Side.WHITE);
    int shownBefore = bob.events.size();
    journal.failing = true;

    game("none");

    List<DomainEvent> toBob = bob.events.subList(shownBefore, bob.events.size());
    assertThat(toBob).noneMatch(event -> event instanceof GameNews.GameShown);
    assertThat(toBob).contains(new AnswerEvent.Refused(Refusal.NOT_STORED));
    assertThat(ann.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.NOT_STORED);
    assertThat(ann.room).isNull();
    assertThat(bob.room).isNull();
    assertThat(lobby.games()).isEmpty();
    journal.failing = false; // the store is back: a new challenge starts a game
    game("none");
    assertThat(ann.last(GameNews.GameShown.class).arrival())
        .isEqualTo(Arrival.STARTED);
    assertThat(lobby.games()).hasSize(1);
  }

  @Test
  void aMateThatCannotBeStoredLeavesTheGameRunning() {
    GameRoom room = ann.room;
    act(room, Side.WHITE, new Command.Move("f3"));
    act(room, Side.BLACK, new Command.Move("e5"));
    act(room, Side.WHITE, new Command.Move("g4"));
    journal.failing = true;

    act(room, Side.BLACK, new Command.Move("Qh4"));

    assertThat(bob.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.NOT_STORED);
    assertThat(lobby.games()).hasSize(1);
    journal.failing = false;
    act(room, Side.BLACK, new Command.Move("Qh4"));
    assertThat(ann.last(GameNews.GameEnded.class).ending())
        .isEqualTo(new Ending(Side.BLACK, Termination.CHECKMATE));
  }

  @Test
  void aFlagThatCannotBeStoredFallsAgainOnceTheStoreWorks() {
    ann.room.forfeit(Side.WHITE);
    game("0.5+0");
    journal.failing = true;

    ticker.advance(30_001);

    assertThat(bob.events).noneMatch(event -> event instanceof GameNews.GameEnded ended
        && ended.view().clock() != null);
    journal.failing = false;
    ticker.advance(1_000);
    assertThat(bob.last(GameNews.GameEnded.class).ending())
        .isEqualTo(new Ending(Side.BLACK, Termination.TIME_FORFEIT));
  }
}
