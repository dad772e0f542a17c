package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.game.GameRoom;
import arbiter.rules.Side;
import arbiter.tournament.Format;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentEvent;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The figure for the arena's note: 300 players in a 60-minute arena through the in-memory server
 * on the fake clock, games of 1 to 10 minutes with random results. Prints the pairing latency
 * (a game's end to the player's next game, in fake time) and the CPU time the run and one
 * pairing took. A benchmark, not a check: run with {@code -Dgroups=bench -pl server}.
 */
@Tag("bench")
class ArenaLatencyTest {

  private static final int PLAYERS = 300;
  private static final int MINUTES = 60;

  @TempDir Path data;

  /** A player who notes when each event reached them, on the fake clock. */
  private record Timed(long at, DomainEvent event) {}

  private static final class Player extends RecordingMember {
    final String name;
    final LongSupplier clock;
    final List<Timed> events = new ArrayList<>();

    Player(String name, LongSupplier clock) {
      super(name);
      this.name = name;
      this.clock = clock;
    }

    @Override
    public void receive(DomainEvent event) {
      events.add(new Timed(clock.getAsLong(), event));
    }
  }

  @Test
  void threeHundredPlayers() {
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    Random random = new Random(30);
    try (DirectTournaments server = DirectTournaments.open(data)) {
      List<Player> players = new ArrayList<>();
      server.reply("p0", new TournamentCommand.Create("blitz", "kingcapture", "arena", MINUTES,
          0, null));
      for (int i = 0; i < PLAYERS; i++) {
        Player player = new Player("p" + i, server::now);
        server.lobby().login(player.name, player);
        players.add(player);
        server.reply(player.name, new TournamentCommand.Join("blitz"));
      }
      long cpuStart = cpu.getCurrentThreadCpuTime();
      long wallStart = System.nanoTime();
      server.reply("p0", new TournamentCommand.Start("blitz"));
      Map<Long, Long> endsAt = new HashMap<>(); // game id -> its end on the fake clock
      Map<String, Long> freedAt = new HashMap<>();
      List<Long> latencies = new ArrayList<>();
      int[] seen = new int[PLAYERS];
      long end = server.now() + MINUTES * 60_000L + 11 * 60_000L;
      int games = 0;
      while (server.now() < end) {
        for (int i = 0; i < PLAYERS; i++) { // new games: their end is drawn now
          Player player = players.get(i);
          for (; seen[i] < player.events.size(); seen[i]++) {
            Timed timed = player.events.get(seen[i]);
            if (timed.event() instanceof TournamentNews.RoundGame game) {
              Long freed = freedAt.remove(player.name);
              if (freed != null) {
                latencies.add(timed.at() - freed);
              }
              if (game.side() == Side.WHITE) {
                endsAt.put(game.game(), timed.at() + 60_000 + random.nextInt(540_000));
                games++;
              }
            }
          }
        }
        long now = server.now();
        for (Long id : new ArrayList<>(endsAt.keySet())) {
          if (endsAt.get(id) <= now) {
            endsAt.remove(id);
            GameRoom room = server.lobby().room(id);
            freedAt.put(room.player(Side.WHITE), now);
            freedAt.put(room.player(Side.BLACK), now);
            int result = random.nextInt(10);
            if (result == 0) {
              room.act(Side.WHITE, new Command.Draw());
              room.act(Side.BLACK, new Command.Draw());
            } else {
              room.forfeit(result <= 5 ? Side.BLACK : Side.WHITE);
            }
          }
        }
        server.advanceClock(250);
      }
      long cpuMillis = (cpu.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
      long wallMillis = (System.nanoTime() - wallStart) / 1_000_000;
      TournamentView view = server.director().view("blitz").toCompletableFuture().join();
      assertThat(view.phase()).isEqualTo("finished");
      Collections.sort(latencies);
      TreeMap<Long, Integer> spread = new TreeMap<>();
      latencies.forEach(l -> spread.merge(l / 1000, 1, Integer::sum));
      System.out.printf("arena figure: %d players, %d minutes, %d games, %d re-pairings%n",
          PLAYERS, MINUTES, games, latencies.size());
      System.out.printf("latency (fake clock, game end -> next game): p50 %d ms, p90 %d ms,"
          + " p99 %d ms, max %d ms; by whole seconds %s%n", at(latencies, 0.5),
          at(latencies, 0.9), at(latencies, 0.99), latencies.get(latencies.size() - 1), spread);
      System.out.printf("CPU of the whole run on the test thread: %d ms (%d ms wall),"
          + " %.2f ms per game%n", cpuMillis, wallMillis, cpuMillis / (double) games);
      pairingCpu(server);
    }
  }

  /** CPU of one pairing pass (plan and check) with the whole field free, after the run. */
  private static void pairingCpu(DirectTournaments server) {
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    List<TournamentEvent> history = new ArrayList<>();
    // the finished arena's history up to its last pairing, replayed as a running one
    for (TournamentEvent event : server.history("blitz")) {
      if (event instanceof TournamentEvent.RoundEnded) {
        break;
      }
      history.add(event);
    }
    Tournament arena = Tournament.replay(history);
    assertThat(arena.format()).isEqualTo(Format.ARENA);
    int boards = arena.currentRound().size();
    int passes = 200;
    arena.arena().plan(player -> false); // warm
    long start = cpu.getCurrentThreadCpuTime();
    int paired = 0;
    for (int i = 0; i < passes; i++) {
      paired = arena.arena().plan(player -> false).size();
    }
    double perPass = (cpu.getCurrentThreadCpuTime() - start) / 1e6 / passes;
    System.out.printf("one pairing pass: %.2f ms CPU (%d players free, %d boards paired, %d"
        + " boards in the arena's history)%n", perPass, 2 * paired, paired, boards);
  }

  private static long at(List<Long> sorted, double quantile) {
    return sorted.get((int) Math.min(sorted.size() - 1, Math.floor(quantile * sorted.size())));
  }
}
