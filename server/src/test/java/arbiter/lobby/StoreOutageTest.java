package arbiter.lobby;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.clock.FakeTicker;
import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.game.Absence;
import arbiter.game.GameEvent;
import arbiter.game.GameRoom;
import arbiter.game.GameView;
import arbiter.game.Journal;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Variants;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.MemoryStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * While the store cannot take moves the games' clocks stand still, everyone at a game told, and
 * they run on as they stood once it can again: nobody loses on time for a move the server could
 * not keep. A fake clock and a store the test takes down and brings back; no sockets, no sleeps.
 */
class StoreOutageTest {

  private static final Executor HERE = Runnable::run;

  private final FakeTicker ticker = new FakeTicker();
  private final MemoryStore store = new MemoryStore(CheapHasher.create());
  /** Whether the store answers: what the journal and the outage's probe both find. */
  private boolean up = true;
  private int probes;
  private Lobby lobby;
  private StoreOutage outage;
  private final Player ann = new Player("ann");
  private final Player bob = new Player("bob");
  private final Player eve = new Player("eve");

  /** A store that is down refuses every write. */
  private final class DownJournal implements Journal {
    private final Journal disk = new DirectJournal(store);

    @Override
    public CompletionStage<Void> record(GameEvent event) {
      return up ? disk.record(event)
          : CompletableFuture.failedFuture(new IllegalStateException("connection refused"));
    }

    @Override
    public void close() {
      disk.close();
    }
  }

  /** A member that keeps what it is told. */
  private final class Player implements Member {
    final String name;
    final List<DomainEvent> events = new ArrayList<>();
    GameRoom room;

    Player(String name) {
      this.name = name;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public void receive(DomainEvent event) {
      events.add(event);
    }

    @Override
    public void gameEnded(GameRoom ended) {
      room = null;
    }

    @Override
    public void enterGame(GameRoom entered, Side side) {
      room = entered;
    }

    @Override
    public void takenOver() {}

    @Override
    public long lagMillis() {
      return 0;
    }

    @Override
    public Executor executor() {
      return HERE;
    }

    <T extends DomainEvent> T last(Class<T> type) {
      for (int i = events.size() - 1; i >= 0; i--) {
        if (type.isInstance(events.get(i))) {
          return type.cast(events.get(i));
        }
      }
      throw new AssertionError("no " + type.getSimpleName() + " in " + events);
    }

    /** A move of this player: its answer is theirs, the rest goes to the others. */
    void move(Side side, String move) {
      room.act(side, new Command.Move(move)).thenAccept(progress -> events.addAll(progress.answer()));
    }

    long clock(Side side) {
      return last(DomainEvent.ClockShown.class).view().clock().remaining(side);
    }
  }

  /** ann (white) and bob play chess at 1+0; eve watches. */
  @BeforeEach
  void aTimedGameWatched() {
    lobby = new Lobby(new DownJournal(), 0, () -> HERE, new Absence(120_000, ticker::now), ticker);
    outage = StoreOutage.watch(lobby, () -> {
      probes++;
      return up;
    }, HERE, ticker, 1_000);
    for (Player player : List.of(ann, bob, eve)) {
      store.register(player.name, "pw");
      lobby.login(player.name, player);
    }
    lobby.challenge("ann", ann, "bob", 0, Variants.byId("chess").orElseThrow(),
        TimeControl.parse("1+0"), true);
    Lobby.Accepted accepted = lobby.accept("bob", bob, "ann");
    bob.enterGame(accepted.room(), Side.BLACK);
    accepted.room().start();
    accepted.room().observe(eve);
  }

  @Test
  void theClocksStandStillWhileTheStoreIsDownAndRunOnAsTheyStoodOnceItIsBack() {
    ticker.advance(10_000);
    up = false;
    ann.move(Side.WHITE, "e4"); // the write fails: the store is asked, and does not answer

    assertThat(ann.last(DomainEvent.Refused.class).reason()).isEqualTo(Refusal.NOT_STORED);
    assertThat(outage.down()).isTrue();
    for (Player player : List.of(ann, bob, eve)) {
      assertThat(player.last(DomainEvent.StoreOutage.class).back()).isFalse();
      GameView stopped = player.last(DomainEvent.ClockShown.class).view();
      assertThat(stopped.clock().running()).isNull();
      assertThat(stopped.clock().remaining(Side.WHITE)).isEqualTo(50_000);
    }

    ticker.advance(300_000); // five minutes of outage: far past ann's flag
    assertThat(ann.events).noneMatch(event -> event instanceof DomainEvent.GameEnded);
    ann.move(Side.WHITE, "e4");
    assertThat(ann.last(DomainEvent.Refused.class).reason()).isEqualTo(Refusal.GAME_HELD);
    assertThat(probes).isGreaterThan(100); // asked every second meanwhile

    up = true;
    ticker.advance(1_000);
    assertThat(outage.down()).isFalse();
    for (Player player : List.of(ann, bob, eve)) {
      assertThat(player.last(DomainEvent.StoreOutage.class).back()).isTrue();
      assertThat(player.last(DomainEvent.ClockShown.class).view().clock().running())
          .isEqualTo(Side.WHITE);
      assertThat(player.clock(Side.WHITE)).isEqualTo(50_000);
    }
    ticker.advance(5_000);
    ann.move(Side.WHITE, "e4");
    assertThat(bob.last(DomainEvent.OpponentMoved.class).view().clock().remaining(Side.WHITE))
        .isEqualTo(45_000);
  }

  @Test
  void aPlayerWhoComesToTheGameDuringTheOutageIsToldWhyTheClocksStandStill() {
    up = false;
    ann.move(Side.WHITE, "e4");
    Player carl = new Player("carl");
    ann.room.observe(carl).thenAccept(progress -> carl.events.addAll(progress.answer()));

    assertThat(carl.last(DomainEvent.StoreOutage.class).back()).isFalse();
  }

  @Test
  void aGamePausedBeforeTheOutageStaysPausedAfterIt() {
    ann.room.pause(true, ann, Side.WHITE);
    bob.room.pause(true, bob, Side.BLACK); // agreed: paused
    up = false;
    ann.room.giveTime(Side.BLACK, 10, ann); // cannot be stored: the outage is found

    assertThat(outage.down()).isTrue();
    up = true;
    ticker.advance(1_000);
    List<DomainEvent> told = bob.events.subList(bob.events.size() - 3, bob.events.size());
    assertThat(told.get(0)).isEqualTo(new DomainEvent.StoreOutage(ann.room.id(), true));
    assertThat(told.get(2)).isInstanceOf(DomainEvent.GamePaused.class); // still paused
    assertThat(bob.clock(Side.WHITE)).isEqualTo(60_000);
    assertThat(bob.last(DomainEvent.ClockShown.class).view().clock().running()).isNull();
  }

  @Test
  void aChangeTheStoreRefusesWhileItAnswersStopsNoClock() {
    ticker.advance(10_000);
    up = false;
    probes = 0;
    StoreOutage.watch(lobby, () -> {
      probes++;
      return true; // a bad row, not an outage
    }, HERE, ticker, 1_000);
    ann.move(Side.WHITE, "e4");

    assertThat(probes).isEqualTo(1);
    assertThat(bob.events).noneMatch(event -> event instanceof DomainEvent.StoreOutage);
    ticker.advance(5_000);
    up = true;
    ann.move(Side.WHITE, "e4");
    assertThat(bob.last(DomainEvent.OpponentMoved.class).view().clock().remaining(Side.WHITE))
        .isEqualTo(45_000);
  }
}
