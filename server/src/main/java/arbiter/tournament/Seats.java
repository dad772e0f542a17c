package arbiter.tournament;

import arbiter.tournament.TournamentEvent.Reseated;
import java.util.ArrayList;
import java.util.List;

/**
 * Re-seating the published round before it starts (a swap, a board set by hand), and the checks
 * that keep every player of the round seated once.
 */
final class Seats {

  private Seats() {}

  /** Everyone seated in {@code boards}, sorted; a player seated twice shows twice. */
  static List<String> sorted(List<Pairing> boards) {
    List<String> seated = new ArrayList<>();
    for (Pairing p : boards) {
      seated.add(p.white());
      if (p.black() != null) {
        seated.add(p.black());
      }
    }
    seated.sort(null);
    return seated;
  }

  /** Throws when {@code player} has no seat in {@code boards}. */
  static void require(List<Pairing> boards, String player) {
    if (boards.stream().noneMatch(p -> p.involves(player))) {
      throw new TournamentException(TournamentRefusal.NO_SEAT, player);
    }
  }

  /** Exchanges two players' seats (board and colour) in the published round, before it starts. */
  static Reseated swap(Tournament t, TournamentState state, String first, String second,
      String by, long at) {
    List<Pairing> boards = seatable(t, state);
    require(boards, first);
    require(boards, second);
    if (first.equals(second)) {
      throw new TournamentException(TournamentRefusal.SWAP_NEEDS_TWO);
    }
    return reseat(t, state, t.roundNumber(), state.exchange(boards, first, second), by, at);
  }

  /**
   * Seats {@code white} and {@code black} at {@code board} of the published round, before it
   * starts; the players who sat there take the seats the two left.
   */
  static Reseated setBoard(Tournament t, TournamentState state, int board, String white,
      String black, String by, long at) {
    List<Pairing> boards = seatable(t, state);
    if (board < 1 || board > boards.size() || boards.get(board - 1).isBye()) {
      throw new TournamentException(TournamentRefusal.NO_GAME_ON_BOARD, t.roundNumber(), board);
    }
    require(boards, white);
    require(boards, black);
    if (white.equals(black)) {
      throw new TournamentException(TournamentRefusal.BOARD_NEEDS_TWO);
    }
    boards = state.exchange(boards, white, boards.get(board - 1).white());
    boards = state.exchange(boards, black, boards.get(board - 1).black());
    return reseat(t, state, t.roundNumber(), boards, by, at);
  }

  static Reseated reseat(Tournament t, TournamentState state, int round, List<Pairing> boards,
      String by, long at) {
    List<Pairing> now = seatable(t, state);
    if (round != t.roundNumber()) {
      throw new TournamentException(TournamentRefusal.NOT_PUBLISHED_ROUND, round);
    }
    if (boards.size() != now.size() || !sorted(boards).equals(sorted(now))) {
      throw new TournamentException(TournamentRefusal.RESEAT_KEEPS_PLAYERS);
    }
    if (t.format() == Format.KNOCKOUT && !pairs(boards).equals(pairs(now))) {
      throw new TournamentException(TournamentRefusal.KNOCKOUT_PAIRS_FIXED);
    }
    return t.commit(new Reseated(round, boards, by, at));
  }

  /** Each board's two players, whatever their colours: a knockout's matches. */
  private static java.util.Set<java.util.Set<String>> pairs(List<Pairing> boards) {
    java.util.Set<java.util.Set<String>> pairs = new java.util.HashSet<>();
    for (Pairing p : boards) {
      pairs.add(p.isBye() ? java.util.Set.of(p.white()) : java.util.Set.of(p.white(), p.black()));
    }
    return pairs;
  }

  /** The published round, whose boards may still change; throws when it has begun. */
  private static List<Pairing> seatable(Tournament t, TournamentState state) {
    t.requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
    if (state.awaitingPairing || state.begunRound >= t.roundNumber()) {
      throw new TournamentException(TournamentRefusal.SEATS_FIXED, t.roundNumber(), t.name());
    }
    return state.current();
  }
}
