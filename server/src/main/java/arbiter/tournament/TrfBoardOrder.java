package arbiter.tournament;

import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * A round's boards taken from a report file, in the order the Dutch pairer gives the boards it
 * makes ({@link DutchBrackets}, FIDE's): the higher score of the pair first, then the lower, then
 * the starting rank of the player ranked higher. The file has no board numbers; an import that
 * numbered a round's games by their lower starting rank renumbered the boards of every round,
 * the one being played included, against the pairing list the players sat down from (found by
 * probe-formats).
 */
final class TrfBoardOrder {

  /** Each starting rank's score before the round, in tenths, virtual points included. */
  private final int[] scores;

  /** The scores of {@code players} before {@code round}, as the file's letters give them. */
  TrfBoardOrder(TrfFile file, List<TrfPlayer> players, int round) {
    int pairingBye = TrfRound.pairingByeTenths(file);
    Map<Integer, List<Integer>> virtual = TrfRound.accelerations(file);
    scores = new int[players.size() + 1];
    for (TrfPlayer player : players) {
      int tenths = 0;
      for (int r = 1; r < round; r++) {
        TrfResult result = player.game(r).result();
        tenths += result == TrfResult.PAIRING_BYE ? pairingBye : result.tenths();
      }
      List<Integer> accelerated = virtual.getOrDefault(player.number(), List.of());
      if (round <= accelerated.size()) {
        tenths += accelerated.get(round - 1);
      }
      scores[player.number()] = tenths;
    }
  }

  /** A board between two starting ranks, in FIDE's order by {@link #boards()}. */
  record Board(Pairing pairing, int white, int black) {}

  /** Orders boards as the pairer orders the boards of a round it pairs. */
  Comparator<Board> boards() {
    return Comparator.comparingInt((Board b) -> -scores[higher(b)])
        .thenComparingInt(b -> -scores[higher(b) == b.white() ? b.black() : b.white()])
        .thenComparingInt(this::higher);
  }

  /** The board's player who ranks above the other: the higher score, then the lower rank. */
  private int higher(Board board) {
    int a = board.white();
    int b = board.black();
    return scores[a] > scores[b] || (scores[a] == scores[b] && a < b) ? a : b;
  }
}
