package arbiter.bench;

import arbiter.export.GameImport;
import arbiter.game.Match;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The chess rules' work for one move as the server does it (issue 25): the move read from its
 * SAN, played, the next position's legal moves, their SAN list (a state lists them) and the
 * outcome (mate, stalemate, the draw laws with their repetitions). {@code rules} calls the rules
 * alone; {@code match} goes through the server's {@code Match} and its view, as a room does, and
 * {@code sideBySide} plays all the games so, a move of each in turn. The
 * games are real ones ({@code records}: 120 of a grandmaster's, in {@code games.pgn}) or seeded
 * random ones ({@code random}: 200 games of up to 200 plies, as the load test plays: long
 * stretches without a capture or a pawn move, which the repetition rule walks).
 *
 * <p>JMH's secondary result {@code moves} is moves per second. {@code java -cp
 * bench/target/benchmarks.jar arbiter.bench.RulesPerMoveBenchmark} prints the CPU time per move
 * instead (this thread's, from {@code ThreadMXBean}), which a shared machine's load moves less.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
@State(Scope.Benchmark)
public class RulesPerMoveBenchmark {

  @Param({"records", "random"})
  public String games;

  private final Variant chess = Variants.byId("chess").orElseThrow();
  private List<List<String>> lines;
  private int moves;

  /** Moves played in the current iteration; JMH turns it into moves per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Moves {
    public long moves;

    @Setup(Level.Iteration)
    public void reset() {
      moves = 0;
    }
  }

  @Setup
  public void setUp() {
    lines = games.equals("records") ? records() : randomGames(chess, 200, 200, 25);
    moves = lines.stream().mapToInt(List::size).sum();
  }

  /** Every game with the rules alone; returns a checksum so that nothing is left out. */
  @Benchmark
  public long rules(Moves counter) throws NotationException {
    Notation notation = chess.notation();
    long sum = 0;
    for (List<String> line : lines) {
      Position position = chess.start();
      for (String san : line) {
        Move move = notation.parse(position, san);
        String played = notation.format(position, move);
        position = position.play(move);
        List<String> legal = notation.formatLegal(position);
        sum += legal.size() + played.length() + position.outcome().status().ordinal();
      }
    }
    counter.moves += moves;
    return sum;
  }

  /** Every game through the server's {@code Match}: read, played, described, decided, viewed. */
  @Benchmark
  public long match(Moves counter) {
    long sum = 0;
    for (List<String> line : lines) {
      Match match = new Match(chess, 0, "ali", "bob");
      for (String san : line) {
        match = match.play(match.parse(san)).game();
        sum += match.view(1, 0, null).legalMoveNotations().size()
            + match.lastMove().notation().length();
      }
    }
    counter.moves += moves;
    return sum;
  }

  /**
   * {@code match}, but with the games played side by side, a move of each in turn, as a server's
   * games are: each move finds its game's data gone cold in the processor's caches.
   */
  @Benchmark
  public long sideBySide(Moves counter) {
    long sum = 0;
    Match[] matches = new Match[lines.size()];
    for (int i = 0; i < matches.length; i++) {
      matches[i] = new Match(chess, 0, "ali", "bob");
    }
    for (int ply = 0, played = 1; played > 0; ply++) {
      played = 0;
      for (int i = 0; i < matches.length; i++) {
        List<String> line = lines.get(i);
        if (ply < line.size()) {
          Match match = matches[i];
          match = match.play(match.parse(line.get(ply))).game();
          sum += match.view(1, 0, null).legalMoveNotations().size()
              + match.lastMove().notation().length();
          matches[i] = match;
          played++;
        }
      }
    }
    counter.moves += moves;
    return sum;
  }

  /** The main lines of the games in {@code games.pgn}, in SAN, as the server imports them. */
  static List<List<String>> records() {
    try (InputStream in = RulesPerMoveBenchmark.class.getResourceAsStream("games.pgn")) {
      return GameImport.read("pgn", new String(in.readAllBytes(), StandardCharsets.UTF_8))
          .stream().map(GameImport.Imported::moves).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code count} games of random legal moves, each until it ends or {@code plies} long. */
  static List<List<String>> randomGames(Variant variant, int count, int plies, long seed) {
    Random random = new Random(seed);
    List<List<String>> lines = new ArrayList<>();
    for (int game = 0; game < count; game++) {
      Position position = variant.start();
      List<String> line = new ArrayList<>();
      while (line.size() < plies && !position.outcome().isOver()) {
        List<Move> legal = position.legalMoves();
        Move move = legal.get(random.nextInt(legal.size()));
        line.add(variant.notation().format(position, move));
        position = position.play(move);
      }
      lines.add(line);
    }
    return lines;
  }

  /** The CPU time and heap per move of each benchmark: the median of five rounds after five. */
  public static void main(String[] args) throws NotationException {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    long self = Thread.currentThread().getId();
    for (String kind : new String[] {"records", "random"}) {
      RulesPerMoveBenchmark benchmark = new RulesPerMoveBenchmark();
      benchmark.games = kind;
      benchmark.setUp();
      StringBuilder out = new StringBuilder(kind + " (" + benchmark.moves + " moves):");
      for (String call : new String[] {"rules", "match", "sideBySide"}) {
        double[] nanos = new double[5];
        double[] bytes = new double[5];
        for (int round = 0; round < 10; round++) {
          long cpu = threads.getCurrentThreadCpuTime();
          long allocated = threads.getThreadAllocatedBytes(self);
          for (int i = 0; i < 3; i++) {
            switch (call) {
              case "rules" -> benchmark.rules(new Moves());
              case "match" -> benchmark.match(new Moves());
              default -> benchmark.sideBySide(new Moves());
            }
          }
          if (round >= 5) {
            nanos[round - 5] = (threads.getCurrentThreadCpuTime() - cpu) / (3.0 * benchmark.moves);
            bytes[round - 5] =
                (threads.getThreadAllocatedBytes(self) - allocated) / (3.0 * benchmark.moves);
          }
        }
        java.util.Arrays.sort(nanos);
        java.util.Arrays.sort(bytes);
        out.append(String.format(" %s %.0f ns %.0f B a move;", call, nanos[2], bytes[2]));
      }
      System.out.println(out);
    }
  }
}
