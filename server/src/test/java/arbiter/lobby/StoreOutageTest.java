package arbiter.lobby;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.clock.FakeTicker;
import arbiter.cluster.CoreLease;
import arbiter.cluster.LeaseTiming;
import arbiter.config.Settings;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
import arbiter.game.Absence;
import arbiter.game.GameView;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Variants;
import arbiter.store.CheapHasher;
import arbiter.store.Database;
import arbiter.store.LeaseRows;
import arbiter.store.MemoryStore;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * While the store cannot take moves the games' clocks stand still, everyone at a game told, and
 * they run on as they stood once it can again: nobody loses on time for a move the server could
 * not keep. A fake clock and a store the test takes down and brings back; no sockets, no sleeps.
 */
class StoreOutageTest {

  private static final Executor HERE = Runnable::run;
  private static final LeaseTiming LEASE = new LeaseTiming(3_000, 1_000);

  private final FakeTicker ticker = new FakeTicker();
  private final MemoryStore store = new MemoryStore(CheapHasher.create());
  /** The store as the journal finds it: the outage's probe finds it so too. */
  private final FlakyJournal journal = new FlakyJournal(store);
  private int probes;
  /** Whether this server leads: a core's lease in the lease's tests. */
  private BooleanSupplier leads = () -> true;
  private Lobby lobby;
  private StoreOutage outage;
  private final RecordingPlayer ann = new RecordingPlayer("ann");
  private final RecordingPlayer bob = new RecordingPlayer("bob");
  private final RecordingPlayer eve = new RecordingPlayer("eve");

  /** ann (white) and bob play chess at 1+0; eve watches. */
  @BeforeEach
  void aTimedGameWatched() {
    lobby = new Lobby(journal, 0, () -> HERE, new Absence(120_000, ticker::now), ticker);
    outage = StoreOutage.watch(lobby, () -> {
      probes++;
      return !journal.failing;
    }, () -> leads.getAsBoolean(), HERE, ticker, 1_000);
    for (RecordingPlayer player : List.of(ann, bob, eve)) {
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
    journal.failing = true;
    ann.move(Side.WHITE, "e4"); // the write fails: the store is asked, and does not answer

    assertThat(ann.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.NOT_STORED);
    assertThat(outage.down()).isTrue();
    for (RecordingPlayer player : List.of(ann, bob, eve)) {
      assertThat(player.last(GameNews.StoreOutage.class).back()).isFalse();
      GameView stopped = player.last(GameNews.ClockShown.class).view();
      assertThat(stopped.clock().running()).isNull();
      assertThat(stopped.clock().remaining(Side.WHITE)).isEqualTo(50_000);
    }

    ticker.advance(300_000); // five minutes of outage: far past ann's flag
    assertThat(ann.events).noneMatch(event -> event instanceof GameNews.GameEnded);
    ann.move(Side.WHITE, "e4");
    assertThat(ann.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.GAME_HELD);
    assertThat(probes).isGreaterThan(100); // asked every second meanwhile

    journal.failing = false;
    ticker.advance(1_000);
    assertThat(outage.down()).isFalse();
    for (RecordingPlayer player : List.of(ann, bob, eve)) {
      assertThat(player.last(GameNews.StoreOutage.class).back()).isTrue();
      assertThat(player.last(GameNews.ClockShown.class).view().clock().running())
          .isEqualTo(Side.WHITE);
      assertThat(player.clock(Side.WHITE)).isEqualTo(50_000);
    }
    ticker.advance(5_000);
    ann.move(Side.WHITE, "e4");
    assertThat(bob.last(GameNews.OpponentMoved.class).view().clock().remaining(Side.WHITE))
        .isEqualTo(45_000);
  }

  @Test
  void aPlayerWhoComesToTheGameDuringTheOutageIsToldWhyTheClocksStandStill() {
    journal.failing = true;
    ann.move(Side.WHITE, "e4");
    RecordingPlayer carl = new RecordingPlayer("carl");
    ann.room.observe(carl).thenAccept(progress -> carl.events.addAll(progress.answer()));

    assertThat(carl.last(GameNews.StoreOutage.class).back()).isFalse();
  }

  @Test
  void aGamePausedBeforeTheOutageStaysPausedAfterIt() {
    ann.room.pause(true, ann, Side.WHITE);
    bob.room.pause(true, bob, Side.BLACK); // agreed: paused
    journal.failing = true;
    ann.room.giveTime(Side.BLACK, 10, ann); // cannot be stored: the outage is found

    assertThat(outage.down()).isTrue();
    journal.failing = false;
    ticker.advance(1_000);
    List<DomainEvent> told = bob.events.subList(bob.events.size() - 3, bob.events.size());
    assertThat(told.get(0)).isEqualTo(new GameNews.StoreOutage(ann.room.id(), true));
    assertThat(told.get(2)).isInstanceOf(GameNews.GamePaused.class); // still paused
    assertThat(bob.clock(Side.WHITE)).isEqualTo(60_000);
    assertThat(bob.last(GameNews.ClockShown.class).view().clock().running()).isNull();
  }

  @Test
  void aChangeTheStoreRefusesWhileItAnswersStopsNoClock() {
    ticker.advance(10_000);
    journal.failing = true;
    probes = 0;
    StoreOutage.watch(lobby, () -> {
      probes++;
      return true; // a bad row, not an outage
    }, HERE, ticker, 1_000);
    ann.move(Side.WHITE, "e4");

    assertThat(probes).isEqualTo(1);
    assertThat(bob.events).noneMatch(event -> event instanceof GameNews.StoreOutage);
    ticker.advance(5_000);
    journal.failing = false;
    ann.move(Side.WHITE, "e4");
    assertThat(bob.last(GameNews.OpponentMoved.class).view().clock().remaining(Side.WHITE))
        .isEqualTo(45_000);
  }

  /** The lease's rows over {@code data}, unreachable while the store is down, as the core finds. */
  private LeaseRows leaseRows(Database database) {
    DataSource real = database.dataSource();
    return new LeaseRows((DataSource) Proxy.newProxyInstance(getClass().getClassLoader(),
        new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
          if (journal.failing && method.getName().equals("getConnection")) {
            throw new SQLException("connection refused");
          }
          try {
            return method.invoke(real, args);
          } catch (InvocationTargetException e) {
            throw e.getCause();
          }
        }));
  }

  /** A second passes; each lease takes its turn (a standby looks, a leader renews). */
  private void second(CoreLease... leases) {
    ticker.advance(1_000);
    for (CoreLease lease : leases) {
      lease.turn();
    }
  }

  /**
   * The store out for this core longer than its lease, while a standby still reaches it: the
   * standby takes over, and when the store answers this core again its clocks stay stopped and
   * its moves refused (it leads no more) until its renewal finds the later epoch. The new core
   * resumes the game as the store has it.
   */
  @Test
  void aCoreDeposedDuringAnOutageRunsNoClockWhenTheStoreAnswersAgain(@TempDir Path data) {
    try (Database database = Database.open(Settings.empty(), data)) {
      List<String> deposed = new ArrayList<>();
      CoreLease core = new CoreLease(leaseRows(database), "core", LEASE, ticker::now, deposed::add);
      CoreLease standby = new CoreLease(new LeaseRows(database.dataSource()), "standby", LEASE,
          ticker::now, line -> {});
      core.turn();
      standby.turn();
      leads = core::isLeader;
      for (int i = 0; i < 10; i++) {
        second(core, standby);
      }
      journal.failing = true; // this core is cut off from the database
      ann.move(Side.WHITE, "e4");
      assertThat(outage.down()).isTrue();
      for (int i = 0; i < 5; i++) { // past the lease: the standby takes over
        second(core, standby);
      }
      assertThat(standby.isLeader()).isTrue();
      assertThat(standby.epoch()).isEqualTo(2);

      journal.failing = false; // the database answers this core again
      ticker.advance(1_000);
      assertThat(outage.down()).isTrue();
      assertThat(bob.last(GameNews.StoreOutage.class).back()).isFalse();
      assertThat(bob.last(GameNews.ClockShown.class).view().clock().running()).isNull();
      ann.move(Side.WHITE, "e4");
      assertThat(ann.last(AnswerEvent.Refused.class).reason()).isEqualTo(Refusal.GAME_HELD);
      core.turn();
      assertThat(deposed).singleElement().asString()
          .startsWith("deposed: this core led at epoch 1, standby holds the lease at epoch 2");

      // the new core: the game as the store has it (the start: the 10 s before the outage were
      // never stored), its clocks stopped until both players are back, then white's running
      Lobby next = new Lobby(new FlakyJournal(store), store.lastGameId(), () -> HERE,
          new Absence(120_000, ticker::now), ticker);
      next.resume(store.runningGames(), Lobby.DEFAULT_RESUME_GRACE_MILLIS);
      RecordingPlayer white = new RecordingPlayer("ann");
      RecordingPlayer black = new RecordingPlayer("bob");
      for (RecordingPlayer player : List.of(white, black)) {
        Lobby.Login login = next.login(player.name, player);
        player.enterGame(login.room(), login.side());
        login.room().rebind(login.side(), player);
      }
      assertThat(white.clock(Side.WHITE)).isEqualTo(60_000);
      assertThat(white.last(GameNews.ClockShown.class).view().clock().running())
          .isEqualTo(Side.WHITE);
      ticker.advance(2_000);
      white.move(Side.WHITE, "e4");
      assertThat(black.last(GameNews.OpponentMoved.class).view().clock().remaining(Side.WHITE))
          .isEqualTo(58_000);
    }
  }

  /**
   * The whole database out longer than the lease: nobody can take over (a standby counts a lease
   * from its first look after the outage), and the core runs its clocks on once its renewal
   * confirms its lease, not before.
   */
  @Test
  void aLeaseUnconfirmedAfterAnOutageKeepsTheClocksStoppedUntilItsRenewal(@TempDir Path data) {
    try (Database database = Database.open(Settings.empty(), data)) {
      CoreLease core = new CoreLease(leaseRows(database), "core", LEASE, ticker::now,
          line -> {});
      CoreLease standby = new CoreLease(leaseRows(database), "standby", LEASE, ticker::now,
          line -> {});
      core.turn();
      standby.turn();
      leads = core::isLeader;
      second(core, standby);
      journal.failing = true;
      ann.move(Side.WHITE, "e4");
      for (int i = 0; i < 5; i++) {
        second(core, standby);
      }
      assertThat(core.isLeader()).isFalse();

      journal.failing = false;
      ticker.advance(1_000); // the store answers; the lease is not renewed yet
      assertThat(outage.down()).isTrue();
      core.turn();
      standby.turn();
      ticker.advance(1_000);
      assertThat(outage.down()).isFalse();
      assertThat(standby.isLeader()).isFalse();
      assertThat(bob.last(GameNews.StoreOutage.class).back()).isTrue();
      assertThat(bob.clock(Side.WHITE)).isEqualTo(59_000);
      assertThat(bob.last(GameNews.ClockShown.class).view().clock().running())
          .isEqualTo(Side.WHITE);
    }
  }
}
