package arbiter.tournament.knockout;

import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One pairing of the bracket and where it stands. Scores are in half points: {@code highHalf} is
 * the higher seed's in the match's own games, {@code highTiebreakHalf} in the tie-break games.
 *
 * @param round the bracket round, 1 first (the final is the last)
 * @param index the match's place in its round, 0 at the top of the bracket
 * @param high the higher seed, {@code null} while the feeding match is open
 * @param low the lower seed, {@code null} while unknown or for a bye
 * @param highSeed the seed of {@code high} (1 the best), 0 when unknown
 * @param lowSeed the seed of {@code low}, 0 when unknown or a bye
 * @param winner who goes on, {@code null} while {@link Decision#OPEN}
 */
public record Match(int round, int index, String high, String low, int highSeed, int lowSeed,
    List<Game> games, int highHalf, int lowHalf, int highTiebreakHalf, int lowTiebreakHalf,
    String winner, Decision decision) {

  public Match {
    games = List.copyOf(games);
  }

  /** A match whose players are not both known yet: nothing is played. */
  static Match waiting(int round, int index, String high, int highSeed) {
    return new Match(round, index, high, null, highSeed, 0, List.of(), 0, 0, 0, 0, null,
        Decision.OPEN);
  }

  /** The higher seed goes on without playing. */
  static Match bye(int index, String high, int highSeed) {
    return new Match(1, index, high, null, highSeed, 0, List.of(), 0, 0, 0, 0, high,
        Decision.BYE);
  }

  /**
   * The match between two known players after {@code played} (its games in the order they were
   * paired; {@code slots} the tournament round of each). A match is won as soon as one player has
   * more than half of a stage's points; games paired after that (a correction decided it earlier) no longer
   * count. An armageddon draw goes to black, a double forfeit in it to the higher seed. A match
   * still open with nothing to play and a withdrawn player goes to the other (the higher seed when
   * both withdrew).
   */
  static Match decide(int round, int index, String high, int highSeed, String low, int lowSeed,
      List<Integer> slots, List<Pairing> played, KnockoutRules rules, Set<String> withdrawn) {
    int[] half = new int[4]; // high, low in the match games; high, low in the tie-breaks
    List<Game> games = new ArrayList<>();
    String winner = null;
    Decision decision = Decision.OPEN;
    boolean pending = false;
    for (int i = 0; i < played.size(); i++) {
      Pairing p = played.get(i);
      Stage stage = rules.stage(i);
      boolean counted = winner == null;
      games.add(new Game(slots.get(i), p.board(), stage, p.white(), p.black(), p.result(),
          counted));
      if (!counted || p.result() == null) {
        pending |= counted;
        continue;
      }
      Side highSide = p.white().equals(high) ? Side.WHITE : Side.BLACK;
      int highGot = p.result().halfPoints(highSide);
      int lowGot = p.result().halfPoints(highSide.opponent());
      if (stage == Stage.ARMAGEDDON) {
        boolean whiteWon = p.result().isWinFor(Side.WHITE);
        winner = p.result() == Result.DOUBLE_FORFEIT ? high
            : whiteWon ? p.white() : p.black();
        decision = Decision.ARMAGEDDON;
        continue;
      }
      int base = stage == Stage.MATCH ? 0 : 2;
      int stageGames = stage == Stage.MATCH ? rules.games() : rules.tiebreakGames();
      half[base] += highGot;
      half[base + 1] += lowGot;
      boolean last = i + 1 == (stage == Stage.MATCH ? rules.games()
          : rules.games() + rules.tiebreakGames());
      if (half[base] > stageGames || (last && half[base] > half[base + 1])) {
        winner = high;
      } else if (half[base + 1] > stageGames || (last && half[base + 1] > half[base])) {
        winner = low;
      }
      if (winner != null) {
        decision = stage == Stage.MATCH ? Decision.MATCH : Decision.TIEBREAK;
      }
    }
    if (winner == null && !pending && (withdrawn.contains(high) || withdrawn.contains(low))) {
      winner = withdrawn.contains(high) && !withdrawn.contains(low) ? low : high;
      decision = Decision.WALKOVER;
    }
    return new Match(round, index, high, low, highSeed, lowSeed, games, half[0], half[1],
        half[2], half[3], winner, decision);
  }

  /** Whether both players are known and the match still wants a game that is not paired yet. */
  boolean wantsGame() {
    return decision == Decision.OPEN && high != null && low != null
        && games.stream().noneMatch(g -> g.counted() && g.result() == null);
  }

  /**
   * The match's next game on {@code board}: colours alternate game by game, the higher seed white
   * in the first (and in every odd-numbered game, tie-breaks included); in the armageddon the
   * higher seed has black, and with it the draw odds.
   */
  Pairing next(int board, KnockoutRules rules) {
    int played = games.size();
    boolean highWhite = rules.stage(played) != Stage.ARMAGEDDON && played % 2 == 0;
    return new Pairing(board, highWhite ? high : low, highWhite ? low : high, null);
  }

  /** The player who went out here, {@code null} while open or for a bye. */
  public String loser() {
    if (winner == null || low == null) {
      return null;
    }
    return winner.equals(high) ? low : high;
  }
}
