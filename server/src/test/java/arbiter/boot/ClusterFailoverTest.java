package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.cluster.CoreLeader;
import arbiter.cluster.RedisProcess;
import arbiter.boot.FaceSeat.Face;
import arbiter.store.PostgresProcess;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 32's whole test, every part a process of its own on loopback: PostgreSQL, Redis, a core, a
 * standby and two edges. Eight players on both edges in every face (text, JSON, ICS, the web
 * page's WebSocket) play round 1 of a chess Swiss with 5+3 clocks, two more on the core's port;
 * then the core is killed ({@code kill -9}), the next frozen past its lease ({@code SIGSTOP}, then
 * {@code SIGCONT}), and Redis restarted. The edges' players keep their connections throughout:
 * the edge resumes their logins at the new core, which shows them their games again. After each,
 * every move a player was told of is stored once, nothing the woken core sent is stored, every
 * player is back in its game, the clocks
 * charged nobody for an outage beyond the README's rule, and the round goes on to its end and the
 * next round. Leases are short (2 s) to keep it quick.
 */
@Tag("socket")
@Tag("process")
class ClusterFailoverTest {

  /** Knights out and back; between two of these, a pawn each (so no position comes 5 times). */
  private static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};
  private static final String[] PAWNS = {"a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6", "d2d3",
      "d7d6", "e2e3", "e7e6", "h2h3", "h7h6", "a3a4", "a6a5", "b3b4", "b6b5", "c3c4", "c6c5",
      "d3d4", "d6d5", "e3e4", "e6e5", "h3h4", "h6h5"};
  private static final Duration TAKEOVER = Duration.ofSeconds(40);
  /**
   * The longest the test holds the lease table for the woken core: well under the lease (2 s),
   * for the new leader's renewals wait as well, and a leader whose lease lapsed by its own clock
   * closes the edges' connections (a wait of 15 s, as the test once made, could lapse it).
   */
  private static final Duration HOLD = Duration.ofMillis(1000);
  private static final long INCREMENT = 3000;
  /** A state's way from the server to the client under load: charged, but not seen by it. */
  private static final long DELIVERY = 1000;
  private static final String NOT_STORED =
      "the server could not store that, so it did not happen; try again";
  private static final List<String> PLAYERS =
      List.of("ann", "bea", "cid", "dov", "eva", "fin", "gus", "hal");
  private static final Face[] FACES = {Face.TEXT, Face.JSON, Face.ICS, Face.WEB};

  @TempDir Path coreHome;
  @TempDir Path data;
  @TempDir Path edgeHomeA;
  @TempDir Path edgeHomeB;
  @TempDir Path pgDir;
  private PostgresProcess pg;
  private RedisProcess redis;
  private final int corePort = freePort();
  private final int coreHttp = freePort();
  private final int coreIcs = freePort();
  private final List<ServerProcess> processes = new ArrayList<>();
  /** Per edge: its text, ICS and HTTP ports. */
  private final List<int[]> edges = new ArrayList<>();
  private final Map<String, Face> faces = new HashMap<>();
  private final Map<String, Integer> edgeOf = new HashMap<>();
  private final List<Game> games = new ArrayList<>();
  private PageWatch watch;

  @Test
  void noToldMoveIsLostOrDoubledThroughAKillAFreezeAndARedisRestart() throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed (.ci/run installs it)");
    try (PostgresProcess startedPg = PostgresProcess.start(bin, pgDir);
        RedisProcess startedRedis = RedisProcess.start()) {
      pg = startedPg;
      redis = startedRedis;
      try {
        ServerProcess leader = core();
        leader.awaitListening();
        edge(edgeHomeA);
        edge(edgeHomeB);
        ServerProcess standby = standby();
        startRound();
        startCoreGame();
        Game watched = games.get(0);
        watch = PageWatch.of(edges.get(0)[2], watched.id); // a page's watch on edge A

        List<Game> throughEdges = games.subList(0, games.size() - 1);
        Game direct = games.get(games.size() - 1);

        // (a) kill -9 of the core in the middle of the round
        playUntilEach(3);
        List<int[]> marks = marks(throughEdges);
        long killed = System.nanoTime();
        leader.kill();
        stopAndClose(List.of(direct));
        halt(throughEdges);
        long takeover = resumedInPlace(throughEdges, marks, true);
        comeBack(List.of(direct), true);
        System.out.printf("cluster: takeover (kill -9 to the first move accepted by the new core,"
            + " through an edge) %d ms; lease 2000 ms, renewal 400 ms%n",
            (takeover - killed) / 1_000_000);
        assertThat(standby.log()).contains("leads at epoch 2");
        assertThat((takeover - killed) / 1_000_000).isLessThanOrEqualTo(10_000);
        watchShows(watched); // the page's watch came back by itself, on the new core
        leader = standby;
        standby = standby();

        // (b) the core frozen past its lease: what it reads on waking is refused at the fence
        playUntilEach(2);
        stop(games);
        marks = marks(throughEdges);
        ServerProcess frozen = leader;
        frozen.freeze(true);
        for (Game game : games) { // to edges (Redis keeps them for the frozen core) and its port
          game.mover().move(move(game.told.size()));
        }
        ServerProcess next = standby;
        await("takeover").atMost(TAKEOVER).until(() -> next.log().contains("leads at epoch 3"));
        // their moves were refused (the server is reconnecting): back on the new core, shown
        // their games, before the frozen one wakes
        resumedInPlace(throughEdges, marks, true);
        boolean refusedAtTheFence = false;
        try (Connection lease = DriverManager.getConnection(pg.url());
            Statement hold = lease.createStatement()) {
          // the lease table held for a moment, as by a slow database: the woken core's renewal
          // (an UPDATE) waits, the fence's FOR SHARE does not, so the move it reads on waking
          // reaches the fence before the core learns it was deposed, every run
          lease.setAutoCommit(false);
          hold.execute("LOCK TABLE arbiter_lease IN SHARE MODE");
          frozen.freeze(false);
          // on a loaded machine the woken core may not have read the move before the hold
          // ends; then its renewal deposes it first, which is as safe: checked below
          refusedAtTheFence = direct.mover().sees(NOT_STORED::equals, HOLD);
          lease.commit();
        }
        assertThat(frozen.awaitExit(TAKEOVER)).isEqualTo(CoreLeader.DEPOSED_EXIT);
        assertThat(frozen.log()).contains("deposed: this core led at epoch 2, ");
        if (refusedAtTheFence) {
          assertThat(frozen.log()).contains("deposed core: epoch 2 writes, the lease is at epoch 3");
        }
        for (Game game : games) {
          assertThat(game.stored()).as("game %d: nothing the woken core got is stored", game.id)
              .isEqualTo(game.told.size());
        }
        for (Game game : throughEdges) { // the woken core disturbed nobody on the edges
          assertThat(game.white.isClosed() || game.black.isClosed()).isFalse();
          game.playOne();
        }
        stopAndClose(List.of(direct));
        comeBack(List.of(direct), true);
        leader = next;
        System.out.println("cluster: a core frozen past its lease was "
            + (refusedAtTheFence ? "refused at the fence on waking" : "deposed by its renewal")
            + ", stored nothing, disturbed no edge player and exited " + CoreLeader.DEPOSED_EXIT);

        // (c) Redis restarts: the edges' players stay connected and are shown their games again,
        // the core's own are not touched
        playUntilEach(2);
        marks = marks(throughEdges);
        redis.stop();
        Thread.sleep(2000); // the edges and the core heard Redis was gone
        redis.startAgain();
        stop(List.of(direct));
        halt(throughEdges);
        resumedInPlace(throughEdges, marks, false);
        playUntilEach(2);
        stop(games);

        for (Game game : games) {
          game.checkStoredOnceAndClocks();
        }
        watchShows(watched); // after the freeze and the Redis restart too
        System.out.println("cluster: the page's watch through edge A was opened "
            + watch.opened() + " times and showed every move");
        finishRoundOne();
      } finally {
        if (watch != null) {
          watch.close();
        }
        for (Game game : games) {
          game.close();
        }
        for (ServerProcess process : processes) {
          process.close();
        }
      }
    }
  }

  private ServerProcess core() throws Exception {
    ServerProcess core = ServerProcess.core(coreHome, data, corePort, coreHttp,
        "--set", "cluster.role=core", "--set", "jdbc.url=" + pg.url(),
        "--set", "cluster.redis=" + redis.uri(), "--set", "ics.port=" + coreIcs,
        "--set", "cluster.lease.millis=2000", "--set", "cluster.renew.millis=400",
        "--set", "cluster.edge.timeout.seconds=3", "--set", "resume.grace.seconds=600",
        "--set", "reconnect.grace.seconds=600", "--set", "tournament.absent.seconds=600");
    processes.add(core);
    return core;
  }

  private ServerProcess standby() throws Exception {
    ServerProcess standby = core();
    await("standby").atMost(TAKEOVER).until(() -> standby.log().contains("standby core"));
    return standby;
  }

  private void edge(Path home) throws Exception {
    int ics = freePort();
    int http = freePort();
    ServerProcess edge = new ServerProcess(home, data, 0, http, "cluster.role=edge",
        "cluster.redis=" + redis.uri(), "ics.port=" + ics, "cluster.core.timeout.seconds=3");
    processes.add(edge);
    edges.add(new int[] {edge.port(), ics, http});
  }

  /** The Swiss's eight players join by text, then each logs in on its face and edge; round 1. */
  private void startRound() {
    int textA = edges.get(0)[0];
    for (String player : PLAYERS) {
      LineClient client = TestServer.retried(TAKEOVER, () -> TestServer.login(textA, player));
      if (player.equals("ann")) {
        client.send("tournament create cup chess swiss 2 0 5+3");
        client.awaitLine(line -> line.startsWith("tournament cup created: "));
      }
      client.send("tournament join cup");
      client.await("you joined cup");
      client.close();
    }
    Map<String, FaceSeat> seats = new HashMap<>();
    for (int i = 0; i < PLAYERS.size(); i++) {
      String player = PLAYERS.get(i);
      faces.put(player, FACES[i % 4]);
      edgeOf.put(player, (i / 4 + i) % 2); // every face on both edges
      seats.put(player, seat(player));
    }
    long started = System.nanoTime(); // the round's clocks start with it
    seats.get("ann").send("tournament start cup");
    for (FaceSeat seat : seats.values()) {
      if (seat.face == Face.TEXT) {
        seat.awaitLine(line -> line.startsWith("tournament cup round 1 board "), "paired");
        seat.rebase(0);
      }
      seat.awaitPlies(0);
    }
    for (long[] game : runningGames()) {
      String white = PLAYERS.get((int) game[1]);
      String black = PLAYERS.get((int) game[2]);
      games.add(new Game(game[0], seats.get(white), seats.get(black), started));
    }
    assertThat(games).hasSize(4);
  }

  /** Two players on the core's own text port play a casual game: the frozen core reads theirs. */
  private void startCoreGame() throws Exception {
    for (String player : List.of("ivo", "jan")) {
      TestServer.login(corePort, player).close();
      faces.put(player, Face.TEXT);
      edgeOf.put(player, -1);
    }
    FaceSeat white = seat("ivo");
    FaceSeat black = seat("jan");
    white.send("new_game jan 0 chess 5+3");
    black.awaitLine(line -> line.startsWith("ivo challenges you"), "challenged");
    long started = System.nanoTime();
    black.send("accept ivo");
    white.awaitLine(line -> line.startsWith("you play white in game "), "in the game");
    black.awaitLine(line -> line.startsWith("you play black in game "), "in the game");
    white.rebase(0);
    black.rebase(0);
    games.add(new Game(query("SELECT id FROM games WHERE white = 'ivo'"), white, black,
        started));
  }

  /** {id, white, black} of each running game of the Swiss, the players as indexes. */
  private List<long[]> runningGames() {
    List<long[]> found = new ArrayList<>();
    try (Connection connection = DriverManager.getConnection(pg.url());
        Statement statement = connection.createStatement();
        ResultSet rs = statement.executeQuery(
            "SELECT id, white, black FROM games WHERE status = 'running' AND white <> 'ivo'"
                + " ORDER BY id")) {
      while (rs.next()) {
        found.add(new long[] {rs.getLong(1), PLAYERS.indexOf(rs.getString(2)),
            PLAYERS.indexOf(rs.getString(3))});
      }
    } catch (java.sql.SQLException e) {
      throw new AssertionError(e);
    }
    return found;
  }

  /** A player logged in on its face, through its edge (or the core's port), game shown. */
  private FaceSeat seat(String player) {
    Face face = faces.get(player);
    int edge = edgeOf.get(player);
    int port = edge < 0 ? corePort : switch (face) {
      case TEXT, JSON -> edges.get(edge)[0];
      case ICS -> edges.get(edge)[1];
      case WEB -> edges.get(edge)[2];
    };
    return FaceSeat.login(face, player, port);
  }

  /** Every game plays on in the background until each has made {@code plies} more moves. */
  private void playUntilEach(int plies) {
    List<Integer> from = games.stream().map(game -> game.told.size()).toList();
    for (Game game : games) {
      game.playInBackground();
    }
    await("moves").atMost(TAKEOVER).until(() -> {
      for (int i = 0; i < games.size(); i++) {
        if (games.get(i).told.size() < from.get(i) + plies) {
          return false;
        }
      }
      return true;
    });
  }

  private static void stop(List<Game> stopping) throws Exception {
    for (Game game : stopping) {
      game.stop();
    }
  }

  /** Stops the background play of {@code halted} without settling: the edge shows them again. */
  private static void halt(List<Game> halted) throws Exception {
    for (Game game : halted) {
      game.halt();
    }
  }

  /** Each game's players' lines so far, white's and black's. */
  private static List<int[]> marks(List<Game> marked) {
    return marked.stream().map(game -> new int[] {game.white.mark(), game.black.mark()})
        .toList();
  }

  /**
   * Every player of {@code back}, still connected to its edge, is shown its game again after
   * {@code marks} and plays one move each: the time the first move was accepted.
   */
  private long resumedInPlace(List<Game> back, List<int[]> marks, boolean newCore)
      throws Exception {
    for (int i = 0; i < back.size(); i++) {
      back.get(i).resumedInPlace(marks.get(i), newCore);
    }
    long first = 0;
    for (Game game : back) {
      game.playOne();
      if (first == 0) {
        first = System.nanoTime();
      }
    }
    return first;
  }

  private static void stopAndClose(List<Game> stopping) throws Exception {
    for (Game game : stopping) {
      game.close(); // the players' connections went with the core
      game.stop();
    }
  }

  /**
   * Every player of {@code back} logs in again (each edge player through the other edge) and is
   * shown its game; the game has every move told and at most the one in flight; one move each.
   * {@code newCore}: the clocks stood still until both players were back. The time the first
   * move was accepted.
   */
  private long comeBack(List<Game> back, boolean newCore) throws Exception {
    long first = 0;
    for (Game game : back) {
      game.reconnect(newCore);
      game.playOne();
      if (first == 0) {
        first = System.nanoTime();
      }
    }
    return first;
  }

  /**
   * The page's watch shows every move of {@code game} told so far, having opened its socket again
   * after the edge closed it (a new epoch, Redis gone), as the page's script does.
   */
  private void watchShows(Game game) {
    try {
      await("the page's watch of game " + game.id).atMost(TAKEOVER)
          .until(() -> watch.plies() >= game.told.size());
    } catch (org.awaitility.core.ConditionTimeoutException e) {
      throw new AssertionError("the page's watch of game " + game.id + " shows " + watch.plies()
          + " of " + game.told.size() + " moves, opened " + watch.opened() + " times; it heard:\n"
          + watch.lastHeard(), e);
    }
    assertThat(watch.opened()).as("the watch came back after the edge closed it")
        .isGreaterThan(1);
  }

  /** Each game's black gives up in its face; round 2 is paired and its games start. */
  private void finishRoundOne() {
    for (Game game : games) {
      game.black.forfeit();
    }
    await("round 2").atMost(TAKEOVER).until(() -> runningGames().size() == 4
        && runningGames().stream().noneMatch(g -> games.stream().anyMatch(old -> old.id == g[0])));
    System.out.println("cluster: round 1 ended after a kill -9, a freeze and a Redis restart;"
        + " round 2 is paired and playing");
  }

  /** The chess move of ply {@code ply} (from 0): shuffles and pawns, legal for 88 plies. */
  private static String move(int ply) {
    int blocks = PAWNS.length / 2;
    if (ply >= blocks * 6) {
      return SHUFFLE[(ply - blocks * 6) % 4];
    }
    return ply % 6 < 4 ? SHUFFLE[ply % 6] : PAWNS[ply / 6 * 2 + ply % 6 - 4];
  }

  private long query(String sql) throws Exception {
    try (Connection connection = DriverManager.getConnection(pg.url());
        Statement statement = connection.createStatement();
        ResultSet rs = statement.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private static int freePort() {
    return IcsClient.freePort();
  }

  /**
   * One game kept by the test across the failures: {@code told} is every
   * move both players were told of; {@code allowed} what each move's mover may have been charged
   * at most (from the moment it was told it was its turn, or both were back after a takeover).
   */
  private final class Game {
    final long id;
    FaceSeat white;
    FaceSeat black;
    final List<String> told = new java.util.concurrent.CopyOnWriteArrayList<>();
    final Map<Integer, Long> allowed = new java.util.concurrent.ConcurrentHashMap<>();
    volatile long turnFrom;
    volatile boolean playing;
    /** Why the background play stopped by itself (a wait ran out), or null. */
    volatile Throwable broke;
    Thread thread;

    Game(long id, FaceSeat white, FaceSeat black, long started) {
      this.id = id;
      this.turnFrom = started;
      this.white = white;
      this.black = black;
    }

    FaceSeat mover() {
      return told.size() % 2 == 0 ? white : black;
    }

    void playOne() {
      int ply = told.size();
      FaceSeat mover = mover();
      FaceSeat other = mover == white ? black : white;
      long from = turnFrom;
      mover.move(move(ply));
      mover.awaitPlies(ply + 1);
      allowed.put(ply, (System.nanoTime() - from) / 1_000_000);
      other.awaitPlies(ply + 1);
      told.add(move(ply));
      turnFrom = other.toldAt();
    }

    void playInBackground() {
      playing = true;
      thread = new Thread(() -> {
        try {
          while (playing) {
            playOne();
            Thread.sleep(50);
          }
        } catch (AssertionError | RuntimeException | InterruptedException gone) {
          broke = gone; // the core or Redis went (the test brings the players back), or a wait
        }
      }, "failover-game-" + id);
      thread.setDaemon(true);
      thread.start();
    }

    void stop() throws Exception {
      playing = false;
      if (thread != null) {
        thread.join(FaceSeat.WAIT.toMillis() * 2);
        assertThat(thread.isAlive()).isFalse();
      }
      if (broke != null && !white.isClosed() && !black.isClosed()) {
        settle();
      }
      broke = null;
    }

    /**
     * The background play gave up waiting for a move's news on a loaded machine, its players
     * still connected: the move may have been stored and told after all. Counted once both
     * players are told of what is stored, so that no later count takes it for a move a woken,
     * deposed core stored (a run failed so: "game 5: nothing the woken core got is stored", 13
     * against 12, its thread stopped by a 15 s wait before the freeze).
     */
    private void settle() throws Exception {
      System.out.println("cluster: game " + id + " stopped waiting (" + broke.getMessage()
          + "); its count is settled from the store");
      await("game " + id + " settled").atMost(TAKEOVER).until(() -> {
        long stored = stored();
        return white.plies() >= stored && black.plies() >= stored;
      });
      long stored = stored();
      assertThat(stored).as("game %d: every told move stored, at most one more", id)
          .isBetween((long) told.size(), told.size() + 1L);
      if (stored > told.size()) {
        FaceSeat waiting = mover() == white ? black : white;
        told.add(move(told.size()));
        turnFrom = waiting.toldAt();
      }
    }

    /**
     * Stops the background play at once (a move the edge refused would wait out its time), not
     * settling the count: {@link #resumedInPlace} does, from the store, once the game is shown.
     */
    void halt() throws Exception {
      playing = false;
      if (thread != null) {
        thread.interrupt();
        thread.join(FaceSeat.WAIT.toMillis() * 2);
        assertThat(thread.isAlive()).isFalse();
      }
      broke = null;
    }

    /**
     * Both players kept their connections to their edges and are shown the game again after
     * {@code marks}: every told move stored, at most the one in flight more. {@code newCore}: the
     * clocks stood still until both were shown it.
     */
    void resumedInPlace(int[] marks, boolean newCore) throws Exception {
      assertThat(white.isClosed() || black.isClosed()).as("game %d: its players stay connected",
          id).isFalse();
      long whiteAt = white.awaitResumed(marks[0]);
      long blackAt = black.awaitResumed(marks[1]);
      shownAsStored();
      if (newCore) {
        turnFrom = Math.max(whiteAt, blackAt);
      }
    }

    void reconnect(boolean newCore) throws Exception {
      long whiteSent = System.nanoTime();
      white = TestServer.retried(TAKEOVER, () -> again(white));
      long blackSent = System.nanoTime();
      black = TestServer.retried(TAKEOVER, () -> again(black));
      shownAsStored();
      if (newCore) { // the new core starts the clock when both are back: not sooner
        turnFrom = Math.max(whiteSent, blackSent);
      }
    }

    /**
     * Every told move is stored, at most the one in flight more (stored as the core died, its
     * answer lost, and then counted as told); both players are shown the game as stored.
     */
    private void shownAsStored() throws Exception {
      long stored = stored();
      assertThat(stored).as("game %d: every told move stored, at most one more", id)
          .isBetween((long) told.size(), told.size() + 1L);
      if (stored > told.size()) {
        told.add(move(told.size()));
      }
      for (FaceSeat seat : List.of(white, black)) {
        seat.rebase(told.size());
        seat.awaitPlies(told.size());
      }
    }

    /** The same player on the same face, through the other edge (or the core's port again). */
    private FaceSeat again(FaceSeat seat) {
      String player = seat.name;
      if (edgeOf.get(player) >= 0) {
        edgeOf.put(player, 1 - edgeOf.get(player));
      }
      FaceSeat back = seat(player);
      if (back.face == Face.TEXT) {
        back.awaitLine(line -> line.startsWith("you play "), "back in its game");
      }
      return back;
    }

    long stored() throws Exception {
      return query("SELECT count(*) FROM moves WHERE game_id = " + id);
    }

    /**
     * Every told move stored once; each mover charged at most the time it saw pass (plus a
     * state's delivery), so no outage was charged beyond the rule: while a core takes over the
     * clocks stand still; while only the connection is down they run.
     */
    void checkStoredOnceAndClocks() throws Exception {
      assertThat(query("SELECT count(DISTINCT ply) FROM moves WHERE game_id = " + id))
          .isEqualTo(stored()).isEqualTo(told.size());
      Map<Integer, Long> clocks = new HashMap<>();
      try (Connection connection = DriverManager.getConnection(pg.url());
          Statement statement = connection.createStatement();
          ResultSet rs = statement.executeQuery(
              "SELECT ply, clock_millis FROM moves WHERE game_id = " + id)) {
        while (rs.next()) {
          clocks.put(rs.getInt(1), rs.getLong(2));
        }
      }
      allowed.forEach((index, millis) -> {
        int ply = index + 1; // stored from 1
        long before = ply <= 2 ? 300_000 : clocks.get(ply - 2);
        assertThat(clocks.get(ply)).as("game %d ply %d: charged at most %d ms", id, ply, millis)
            .isGreaterThanOrEqualTo(before + INCREMENT - millis - DELIVERY);
      });
    }

    void close() {
      white.close();
      black.close();
    }
  }
}
