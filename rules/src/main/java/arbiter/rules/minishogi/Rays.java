package arbiter.rules.minishogi;

import static arbiter.rules.minishogi.Board.BISHOP;
import static arbiter.rules.minishogi.Board.GOLD;
import static arbiter.rules.minishogi.Board.KING;
import static arbiter.rules.minishogi.Board.LANCE;
import static arbiter.rules.minishogi.Board.PAWN;
import static arbiter.rules.minishogi.Board.PROMOTION;
import static arbiter.rules.minishogi.Board.SILVER;
import static arbiter.rules.minishogi.Board.SIZE;
import static arbiter.rules.minishogi.Board.SQUARES;
import static arbiter.rules.minishogi.Board.TYPES;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How each piece moves, precomputed: for a side, a piece type and a square, the rays it moves
 * along, each ray the squares in order from near to far, cut at the board's edge and at the
 * piece's range. A ray is blocked by the first occupied square on it. For counting moves fast the
 * same rays are also split into a mask of their first squares ({@link #near}) and the rays that go
 * further ({@link #far}).
 */
final class Rays {

  /** Directions as {row step, column step} for white; black's forward is the other way. */
  private static final int[] FORWARD = {1, 0};

  private static final int[] BACK = {-1, 0};
  private static final int[] LEFT = {0, -1};
  private static final int[] RIGHT = {0, 1};
  private static final int[] FORWARD_LEFT = {1, -1};
  private static final int[] FORWARD_RIGHT = {1, 1};
  private static final int[] BACK_LEFT = {-1, -1};
  private static final int[] BACK_RIGHT = {-1, 1};

  private static final int UNLIMITED = SIZE;

  /** {@code RAYS[(side * TYPES + type) * SQUARES + square]}. */
  private static final int[][][] RAYS = new int[2 * TYPES * SQUARES][][];

  private static final int[] NEAR = new int[2 * TYPES * SQUARES];
  private static final int[][][] FAR = new int[2 * TYPES * SQUARES][][];

  static {
    for (int side = 0; side < 2; side++) {
      for (int type = PAWN; type < TYPES; type++) {
        List<int[]> steps = steps(type);
        for (int square = 0; square < SQUARES; square++) {
          int index = index(side, type, square);
          RAYS[index] = rays(side, steps, square);
          List<int[]> far = new ArrayList<>();
          for (int[] ray : RAYS[index]) {
            NEAR[index] |= 1 << ray[0];
            if (ray.length > 1) {
              far.add(ray);
            }
          }
          FAR[index] = far.toArray(new int[0][]);
        }
      }
    }
  }

  private Rays() {}

  /** The index of a {@code type} piece of {@code side} standing on {@code square} in the tables. */
  static int index(int side, int type, int square) {
    return (side * TYPES + type) * SQUARES + square;
  }

  /** The rays of the piece at {@code index}. */
  static int[][] of(int index) {
    return RAYS[index];
  }

  /** The first square of every ray of the piece at {@code index}, one bit each. */
  static int near(int index) {
    return NEAR[index];
  }

  /** The rays of the piece at {@code index} that are longer than one square. */
  static int[][] far(int index) {
    return FAR[index];
  }

  /** Each direction of a piece type with its range: {row step, column step, range}. */
  private static List<int[]> steps(int type) {
    List<int[]> steps = new ArrayList<>();
    switch (type) {
      case PAWN -> add(steps, 1, FORWARD);
      case LANCE -> add(steps, UNLIMITED, FORWARD);
      case BISHOP -> add(steps, UNLIMITED, FORWARD_LEFT, FORWARD_RIGHT);
      case SILVER -> add(steps, 1, FORWARD, FORWARD_LEFT, FORWARD_RIGHT, BACK_LEFT, BACK_RIGHT);
      case GOLD, PAWN + PROMOTION ->
          add(steps, 1, FORWARD, FORWARD_LEFT, FORWARD_RIGHT, LEFT, RIGHT, BACK);
      case KING -> add(steps, 1, all());
      case LANCE + PROMOTION -> add(steps, UNLIMITED, FORWARD, BACK, LEFT, RIGHT);
      case BISHOP + PROMOTION -> {
        add(steps, UNLIMITED, FORWARD_LEFT, FORWARD_RIGHT, BACK_LEFT, BACK_RIGHT);
        add(steps, 1, FORWARD, BACK, LEFT, RIGHT);
      }
      // SPEC 1.2: up to two steps in any of the eight directions, not jumping
      case SILVER + PROMOTION -> add(steps, 2, all());
      default -> throw new IllegalArgumentException("no piece type " + type);
    }
    return steps;
  }

  private static int[][] all() {
    return new int[][] {
      FORWARD, FORWARD_RIGHT, RIGHT, BACK_RIGHT, BACK, BACK_LEFT, LEFT, FORWARD_LEFT
    };
  }

  private static void add(List<int[]> steps, int range, int[]... directions) {
    for (int[] direction : directions) {
      steps.add(new int[] {direction[0], direction[1], range});
    }
  }

  private static int[][] rays(int side, List<int[]> steps, int square) {
    int forward = side == Board.WHITE ? 1 : -1;
    List<int[]> rays = new ArrayList<>();
    for (int[] step : steps) {
      int[] ray = new int[step[2]];
      int length = 0;
      int row = square / SIZE;
      int column = square % SIZE;
      for (int i = 0; i < step[2]; i++) {
        row += step[0] * forward;
        column += step[1] * forward;
        if (row < 0 || row >= SIZE || column < 0 || column >= SIZE) {
          break;
        }
        ray[length++] = row * SIZE + column;
      }
      if (length > 0) {
        rays.add(Arrays.copyOf(ray, length));
      }
    }
    return rays.toArray(new int[0][]);
  }
}
