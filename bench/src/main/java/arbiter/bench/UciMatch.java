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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The built-in chess engine at a level against an external UCI engine on real clocks (e.g. 1+0.1),
 * colours alternating: prints each result, the score and an Elo difference estimate. A side that
 * runs out of time, or an external engine that fails, loses the game.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar arbiter.bench.UciMatch GAMES BASE_MS INC_MS LEVEL COMMAND...}
 * e.g. {@code ... UciMatch 40 60000 100 8 /usr/games/gnuchess --uci}
 */
public final class UciMatch {

  private static final int MAX_PLIES = 400;

  private UciMatch() {}

  public static void main(String[] args) throws Exception {
    int games = Integer.parseInt(args[0]);
    long base = Long.parseLong(args[1]);
    long increment = Long.parseLong(args[2]);
    Level level = Level.of(Integer.parseInt(args[3]));
    List<String> command = List.of(args).subList(4, args.length);
    double score = 0;
    for (int game = 0; game < games; game++) {
      Side ours = game % 2 == 0 ? Side.WHITE : Side.BLACK;
      Outcome outcome = play(command, level, ours, base, increment, game);
      double points = outcome.winner() == ours ? 1 : outcome.winner() == null ? 0.5 : 0;
      score += points;
      System.out.printf(Locale.ROOT, "game %d: arbiter %s, %s %s -> %.1f%n",
          game + 1, ours.label(), outcome.status(), outcome.termination(), points);
    }
    double fraction = Math.min(Math.max(score / games, 0.5 / games), 1 - 0.5 / games);
    double elo = -400 * Math.log10(1 / fraction - 1);
    System.out.printf(Locale.ROOT, "arbiter level %d vs %s at %d+%d ms: %.1f/%d, Elo difference %+.0f%n",
        level.number(), String.join(" ", command), base, increment, score, games, elo);
  }

  private static Outcome play(List<String> command, Level level, Side ours, long base, long increment, int seed)
      throws UciException {
    Player player = new Player(ChessVariant.CHESS, level, new SplittableRandom(seed), System::nanoTime);
    Position start = ChessVariant.CHESS.start();
    Position position = start;
    List<Move> moves = new ArrayList<>();
    List<Position> before = new ArrayList<>();
    long[] clock = {base, base};
    try (UciEngine engine = UciEngine.start(command, Map.of(), ChessVariant.CHESS.uci(), Duration.ofSeconds(10))) {
      while (!position.outcome().isOver() && moves.size() < MAX_PLIES) {
        Side mover = position.sideToMove();
        int index = mover.ordinal();
        long started = System.nanoTime();
        Move move;
        if (mover == ours) {
          move = player.move(position, before, new ClockState(clock[index], increment));
        } else {
          try {
            move = engine.bestMove(start, moves,
                GoCommand.clocks(clock[0], clock[1], increment, increment, mover == Side.WHITE), Duration.ofSeconds(2));
          } catch (UciException e) {
            System.out.println("  after " + moves.size() + " plies, " + e.failure() + ": " + e.getMessage());
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
