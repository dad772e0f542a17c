package arbiter.rating;

import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * The Glicko-2 rating system, step by step as in Mark Glickman's "Example of the Glicko-2 system"
 * (http://www.glicko.net/glicko/glicko2.pdf), with the Illinois algorithm for the new volatility.
 *
 * <p>The paper rates a player once per rating period, from all the period's games. We make every
 * rated game a period of its own, as lichess does: a rating changes right after each game, and
 * nothing inflates a deviation for the time between games. Pure and thread-safe.
 */
public final class Glicko2 {

  /** Ratio between the Glicko scale (players see) and the Glicko-2 scale (the formulas use). */
  static final double SCALE = 173.7178;

  /** Convergence tolerance of the volatility iteration, the paper's epsilon. */
  private static final double EPSILON = 0.000001;

  private final double tau;

  /** The system with the paper's example constant, tau 0.5. */
  public Glicko2() {
    this(0.5);
  }

  /**
   * The system with constant {@code tau}: how much the volatility may change; Glickman suggests
   * between 0.3 and 1.2, smaller for less erratic changes.
   */
  public Glicko2(double tau) {
    if (!(tau > 0)) {
      throw new IllegalArgumentException("tau must be positive: " + tau);
    }
    this.tau = tau;
  }

  /** One game of a rating period, seen from the player being rated. */
  public record Game(Rating opponent, double score) {

    public Game {
      if (score != 0 && score != 0.5 && score != 1) {
        throw new IllegalArgumentException("score must be 0, 0.5 or 1: " + score);
      }
    }
  }

  /**
   * The player's rating after a rating period with these games, each against the opponent's
   * rating at the period's start; with no games only the deviation grows (step 6).
   */
  public Rating rate(Rating player, List<Game> games) {
    // Step 2: to the Glicko-2 scale
    double mu = (player.rating() - 1500) / SCALE;
    double phi = player.deviation() / SCALE;
    double sigma = player.volatility();
    if (games.isEmpty()) {
      return new Rating(
          player.rating(), SCALE * Math.sqrt(phi * phi + sigma * sigma), sigma, player.games());
    }
    // Steps 3 and 4: estimated variance v and improvement delta
    double inverseV = 0;
    double sum = 0; // sum of g(phi_j) (s_j - E)
    for (Game game : games) {
      double muJ = (game.opponent().rating() - 1500) / SCALE;
      double g = g(game.opponent().deviation() / SCALE);
      double expected = 1 / (1 + Math.exp(-g * (mu - muJ)));
      inverseV += g * g * expected * (1 - expected);
      sum += g * (game.score() - expected);
    }
    double v = 1 / inverseV;
    double delta = v * sum;
    // Step 5: new volatility
    double newSigma = volatility(delta, phi, v, sigma);
    // Steps 6 and 7: new deviation and rating
    double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
    double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
    double newMu = mu + newPhi * newPhi * sum;
    // Step 8: back to the Glicko scale
    return new Rating(
        SCALE * newMu + 1500, SCALE * newPhi, newSigma, player.games() + games.size());
  }

  /**
   * Both players' ratings after one game between them, each rated against the other's rating
   * before the game (never against an already updated one), white's first.
   *
   * @param whiteScore 1 when white won, 0.5 for a draw, 0 when black won
   */
  public Rating[] afterGame(Rating white, Rating black, double whiteScore) {
    return new Rating[] {
      rate(white, List.of(new Game(black, whiteScore))),
      rate(black, List.of(new Game(white, 1 - whiteScore)))
    };
  }

  /** The paper's g: how much a game counts given the opponent's deviation (phi). */
  private static double g(double phi) {
    return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
  }

  /** Step 5: the new volatility, the root of f found by the Illinois algorithm. */
  private double volatility(double delta, double phi, double v, double sigma) {
    double a = Math.log(sigma * sigma);
    double phi2 = phi * phi;
    double delta2 = delta * delta;
    DoubleUnaryOperator f =
        x -> {
          double ex = Math.exp(x);
          double d = phi2 + v + ex;
          return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
    double lower = a;
    double upper;
    if (delta2 > phi2 + v) {
      upper = Math.log(delta2 - phi2 - v);
    } else {
      int k = 1;
      while (f.applyAsDouble(a - k * tau) < 0) {
        k++;
      }
      upper = a - k * tau;
    }
    double fLower = f.applyAsDouble(lower);
    double fUpper = f.applyAsDouble(upper);
    while (Math.abs(upper - lower) > EPSILON) {
      double c = lower + (lower - upper) * fLower / (fUpper - fLower);
      double fC = f.applyAsDouble(c);
      if (fC * fUpper <= 0) {
        lower = upper;
        fLower = fUpper;
      } else {
        fLower = fLower / 2; // the Illinois step: keeps the false position from stalling
      }
      upper = c;
      fUpper = fC;
    }
    return Math.exp(lower / 2);
  }
}
