package arbiter.bench;

import arbiter.engine.ClockState;
import arbiter.engine.Level;
import arbiter.engine.Player;
import arbiter.engine.uci.GoCommand;
import arbiter.engine.uci.UciEngine;
import arbiter.engine.uci.UciException;
import arbiter.rules.Move;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.chess.ChessVariant;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The built-in chess engine at a level against an external UCI engine, or an xboard/CECP one after
 * the word {@code xboard}, on real clocks (e.g. 1+0.1), colours alternating: prints each result,
 * the score and an Elo difference estimate. A side that runs out of time, or an external engine
 * that fails, loses the game.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar arbiter.bench.UciMatch GAMES BASE_MS INC_MS LEVEL [xboard] COMMAND...}
 * e.g. {@code ... UciMatch 40 60000 100 8 /usr/games/gnuchess --uci} or {@code ... UciMatch 40
 * 60000 100 8 xboard /usr/games/fairymax}
 */
public final class UciMatch {

  private static final int MAX_PLIES = 400;

  private UciMatch() {}

  public static void main(String[] args) throws Exception {
    int games = Integer.parseInt(args[0]);
    long base = Long.parseLong(args[1]);
    long increment = Long.parseLong(args[2]);
    Level level = Level.of(Integer.parseInt(args[3]));
    boolean xboard = args[4].equals("xboard");
    List<String> command = List.of(args).subList(xboard ? 5 : 4, args.length);
    double score = 0;
    for (int game = 0; game < games; game++) {
      Side ours = game % 2 == 0 ? Side.WHITE : Side.BLACK;
      Outcome outcome = play(command, xboard, level, ours, base, increment, game);
      double points = outcome.winner() == ours ? 1 : outcome.winner() == null ? 0.5 : 0;
      score += points;
      System.out.printf(Locale.ROOT, "game %d: arbiter %s, %s %s -> %.1f%n", game + 1, ours.label(),
          outcome.winner() == null ? "draw" : outcome.winner().label() + " wins", outcome.termination(), points);
    }
    double fraction = Math.min(Math.max(score / games, 0.5 / games), 1 - 0.5 / games);
    double elo = -400 * Math.log10(1 / fraction - 1);
    System.out.printf(Locale.ROOT, "arbiter level %d vs %s at %d+%d ms: %.1f/%d, Elo difference %+.0f%n",
        level.number(), String.join(" ", command), base, increment, score, games, elo);
  }

  private static Outcome play(List<String> command, boolean xboard, Level level, Side ours, long base,
      long increment, int seed) throws Exception {
    Player player = new Player(ChessVariant.CHESS, level, new SplittableRandom(seed), System::nanoTime);
    Position start = ChessVariant.CHESS.start();
    Position position = start;
    List<Move> moves = new ArrayList<>();
    List<Position> before = new ArrayList<>();
    long[] clock = {base, base};
    try (MatchOpponent engine = xboard
        ? new CecpEngine(command, ChessVariant.CHESS.uci(), base, increment)
        : uci(UciEngine.start(command, Map.of(), ChessVariant.CHESS.uci(), Duration.ofSeconds(10)))) {
      while (!position.outcome().isOver() && moves.size() < MAX_PLIES) {
        Side mover = position.sideToMove();
        int index = mover.ordinal();
        long started = System.nanoTime();
        Move move;
        if (mover == ours) {
          move = player.move(position, before, new ClockState(clock[index], increment));
        } else {
          try {
            move = engine.move(start, moves, clock[index], clock[1 - index], increment, 2000);
          } catch (MatchOpponent.DrawClaimed e) {
            System.out.println("  after " + moves.size() + " plies, it claimed: " + e.getMessage());
            return Outcome.draw(arbiter.rules.Termination.AGREEMENT);
          } catch (IOException e) {
            System.out.println("  after " + moves.size() + " plies, " + e.getMessage());
            return Outcome.win(ours, arbiter.rules.Termination.FORFEIT);
          }
        }
        clock[index] -= (System.nanoTime() - started) / 1_000_000;
        if (clock[index] < 0) {
          return Outcome.win(mover.opponent(), arbiter.rules.Termination.TIME_FORFEIT);
        }
        clock[index] += increment;
        moves.add(move);
        before.add(position);
        position = position.play(move);
        if (repeatedThrice(position, before)) {
          return Outcome.draw(arbiter.rules.Termination.THREEFOLD_REPETITION);
        }
      }
    }
    return position.outcome().isOver() ? position.outcome() : Outcome.draw(arbiter.rules.Termination.MOVE_LIMIT);
  }

  /** A UCI engine as a match opponent: its failures, whatever they are, lose the game. */
  private static MatchOpponent uci(UciEngine engine) {
    return new MatchOpponent() {
      @Override
      public Move move(Position start, List<Move> moves, long own, long other, long increment, long grace)
          throws IOException {
        boolean white = moves.size() % 2 == 0;
        try {
          return engine.bestMove(start, moves, GoCommand.clocks(white ? own : other, white ? other : own,
              increment, increment, white), Duration.ofMillis(grace));
        } catch (UciException e) {
          throw new IOException(e.failure() + ": " + e.getMessage(), e);
        }
      }

      @Override
      public void close() {
        engine.close();
      }
    };
  }

  private static boolean repeatedThrice(Position position, List<Position> before) {
    String placement = position.toFen().split(" ", 5)[0] + position.sideToMove();
    int seen = 1;
    for (Position earlier : before) {
      if ((earlier.toFen().split(" ", 5)[0] + earlier.sideToMove()).equals(placement)) {
        seen++;
      }
    }
    return seen >= 3;
  }
}
