package arbiter.tournament.arena;

import arbiter.tournament.Pairing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Pairs the players an arena has free now: from the top of the ranking down, each meets the next
 * free player below them, skipping the opponent they have just played while anyone else is free
 * (the nearest score that is no immediate rematch); an odd player out waits for the next pairing.
 * Colours go to whoever had fewer whites than blacks, else white to the higher-ranked. Pure and
 * deterministic: the same inputs always give the same boards; linear in the players but for the
 * rare skip over a rematch.
 */
public final class ArenaPairer {

  private ArenaPairer() {}

  /**
   * @param ranked the free players, best arena score first (ties in join order)
   * @param lastOpponent each player's last opponent; absent before their first game
   * @param colourBalance each player's whites minus blacks; absent counts 0
   * @param firstBoard the number the first new board takes (boards are numbered on)
   */
  public static List<Pairing> pair(List<String> ranked, Map<String, String> lastOpponent,
      Map<String, Integer> colourBalance, int firstBoard) {
    List<String> left = new ArrayList<>(ranked);
    List<Pairing> boards = new ArrayList<>();
    while (left.size() >= 2) {
      String first = left.remove(0);
      int pick = 0;
      while (pick < left.size() && rematch(first, left.get(pick), lastOpponent)) {
        pick++;
      }
      String second = left.remove(pick == left.size() ? 0 : pick); // only a rematch: played
      boolean firstWhite = colourBalance.getOrDefault(first, 0)
          <= colourBalance.getOrDefault(second, 0);
      boards.add(new Pairing(firstBoard + boards.size(), firstWhite ? first : second,
          firstWhite ? second : first, null));
    }
    return boards;
  }

  private static boolean rematch(String a, String b, Map<String, String> lastOpponent) {
    return Objects.equals(lastOpponent.get(a), b) || Objects.equals(lastOpponent.get(b), a);
  }
}
