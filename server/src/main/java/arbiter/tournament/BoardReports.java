package arbiter.tournament;

import arbiter.tournament.TournamentEvent.Keyed;
import arbiter.tournament.TournamentEvent.Live;
import arbiter.tournament.TournamentEvent.Locked;
import arbiter.tournament.TournamentEvent.OverTheBoard;
import arbiter.tournament.TournamentEvent.Reported;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tournament played over the board (option {@code otb on}): the players' own reports of their
 * boards, the rounds an organizer locked and the boards played on the server all the same. Two
 * reports that agree make the result (the director records it); a second report by the same
 * player that differs is refused, the same one again changes nothing (a phone that retries).
 */
public final class BoardReports {

  /** Where a board of the current round stands. */
  public enum Outcome {
    /** No report yet. */
    NONE,
    /** One player reported; the other has not. */
    WAITING,
    /** Both reported the same result: it stands once recorded. */
    AGREED,
    /** The two reports differ: the arbiter decides. */
    CONFLICT,
    /** The board has its result. */
    STANDS
  }

  /** One player's report of their board, from white's side, at an epoch millisecond. */
  public record Report(String player, Result result, long at) {}

  private final Tournament tournament;
  /** The reports of each board, keyed {@code round:board}, by player in the order reported. */
  private final Map<String, Map<String, Report>> reports = new HashMap<>();
  private final Set<Integer> locked = new HashSet<>();
  private final Set<String> live = new HashSet<>();
  private String key;

  BoardReports(Tournament tournament) {
    this.tournament = tournament;
  }

  /** The change an event made, after it was checked. */
  void apply(OverTheBoard event) {
    if (event instanceof Reported e) {
      reports.computeIfAbsent(e.round() + ":" + e.board(), k -> new LinkedHashMap<>())
          .put(e.player(), new Report(e.player(), e.result(), e.at()));
    } else if (event instanceof Locked e) {
      if (e.locked()) {
        locked.add(e.round());
      } else {
        locked.remove(e.round());
      }
    } else if (event instanceof Live e) {
      live.add(e.round() + ":" + e.board());
    } else if (event instanceof Keyed e) {
      key = e.key();
    }
  }

  /** A seat handed to an account: its reports are the account's. */
  void rename(String from, String to) {
    for (Map<String, Report> board : reports.values()) {
      Map<String, Report> renamed = new LinkedHashMap<>();
      board.forEach((player, report) -> renamed.put(player.equals(from) ? to : player,
          player.equals(from) ? new Report(to, report.result(), report.at()) : report));
      board.clear();
      board.putAll(renamed);
    }
  }

  /** Performs a stored event again, checked as when it first happened. */
  OverTheBoard replay(OverTheBoard event) {
    if (event instanceof Reported e) {
      Pairing board = boardOf(e.player(), e.round());
      if (board.board() != e.board()) {
        throw new TournamentException(TournamentRefusal.NOT_ON_BOARD, e.player(), e.round());
      }
      report(e.player(), e.round(), e.result(), e.at());
      return e;
    } else if (event instanceof Locked e) {
      return lock(e.round(), e.locked(), e.by());
    } else if (event instanceof Live e) {
      return live(e.round(), e.board(), e.by());
    }
    return tournament.commit(event);
  }

  /** Whether the tournament is played over the board. */
  public boolean on() {
    return tournament.options().on("otb");
  }

  /**
   * A player's report of their board in {@code round}: refused when it is no over-the-board round
   * they may report (not begun, locked, not theirs, played on the server, decided otherwise, or
   * differing from their own earlier report); otherwise stored unless the same report is there.
   */
  public Outcome report(String player, int round, Result result, long at) {
    requireOn();
    if (round < 1 || round > tournament.roundNumber() || tournament.awaitingPairing()
        || (round == tournament.roundNumber() && !tournament.roundBegun())) {
      throw new TournamentException(TournamentRefusal.ROUND_NOT_BEGUN, round, tournament.name());
    }
    if (locked.contains(round)) {
      throw new TournamentException(TournamentRefusal.ROUND_LOCKED, round, tournament.name());
    }
    Pairing board = boardOf(player, round);
    if (live(round, board.board())) {
      throw new TournamentException(TournamentRefusal.BOARD_LIVE, board.board(), round);
    }
    if (!board.isPending()) {
      if (board.result() == result) {
        return Outcome.STANDS; // a retry after the result stood
      }
      throw new TournamentException(TournamentRefusal.RESULT_STANDS, board.board(), round,
          board.result().label());
    }
    Report earlier = reports(round, board.board()).stream()
        .filter(r -> r.player().equals(player)).findFirst().orElse(null);
    if (earlier != null && earlier.result() != result) {
      throw new TournamentException(TournamentRefusal.REPORTED_ALREADY, player,
          earlier.result().label());
    }
    if (earlier == null) {
      tournament.commit(new Reported(round, board.board(), player, result, at));
    }
    return outcome(round, board.board());
  }

  /** Locks a round against reports, or unlocks it; organizers only (the director checks). */
  public Locked lock(int round, boolean lock, String by) {
    requireOn();
    if (round < 1 || round > tournament.roundNumber()) {
      throw new TournamentException(TournamentRefusal.NO_ROUND, tournament.name(), round,
          tournament.roundNumber());
    }
    if (locked.contains(round) == lock) {
      throw new TournamentException(lock ? TournamentRefusal.ROUND_LOCKED
          : TournamentRefusal.ROUND_NOT_LOCKED, round, tournament.name());
    }
    return tournament.commit(new Locked(round, lock, by));
  }

  /** Has a board of the current round played on the server, before anyone reported it. */
  public Live live(int round, int board, String by) {
    requireOn();
    if (round != tournament.roundNumber() || tournament.awaitingPairing()) {
      throw new TournamentException(TournamentRefusal.NOT_CURRENT_ROUND_OF, round,
          tournament.roundNumber());
    }
    List<Pairing> boards = tournament.currentRound();
    if (board < 1 || board > boards.size() || boards.get(board - 1).isBye()) {
      throw new TournamentException(TournamentRefusal.NO_BOARD, round, board);
    }
    if (live(round, board)) {
      throw new TournamentException(TournamentRefusal.BOARD_LIVE, board, round);
    }
    if (!boards.get(board - 1).isPending() || !reports(round, board).isEmpty()) {
      throw new TournamentException(TournamentRefusal.BOARD_REPORTED, board, round);
    }
    return tournament.commit(new Live(round, board, by));
  }

  /** Stores the players' codes' secret, once. */
  public Keyed keyed(String secret) {
    return tournament.commit(new Keyed(secret));
  }

  /** The players' codes' secret, {@code null} until drawn. */
  public String key() {
    return key;
  }

  /** Whether a round is locked against reports. */
  public boolean locked(int round) {
    return locked.contains(round);
  }

  /** Whether a board is played on the server: every board but the over-the-board ones. */
  public boolean live(int round, int board) {
    return live.contains(round + ":" + board);
  }

  /** Whether a board gets a server game: not over the board, or marked live. */
  public boolean onServer(int round, int board) {
    return !on() || live(round, board);
  }

  /** The reports of a board, in the order they came. */
  public List<Report> reports(int round, int board) {
    Map<String, Report> of = reports.get(round + ":" + board);
    return of == null ? List.of() : new ArrayList<>(of.values());
  }

  /** Where a board stands by its result and reports. */
  public Outcome outcome(int round, int board) {
    Pairing pairing = tournament.pairings(round).get(board - 1);
    if (!pairing.isPending()) {
      return Outcome.STANDS;
    }
    List<Report> of = reports(round, board);
    if (of.isEmpty()) {
      return Outcome.NONE;
    }
    if (of.size() == 1) {
      return Outcome.WAITING;
    }
    return of.get(0).result() == of.get(1).result() ? Outcome.AGREED : Outcome.CONFLICT;
  }

  /** The player's board of a round (a bye is no board to report). */
  public Pairing boardOf(String player, int round) {
    if (round >= 1 && round <= tournament.roundNumber()) {
      for (Pairing pairing : tournament.pairings(round)) {
        if (!pairing.isBye() && pairing.involves(player)) {
          return pairing;
        }
      }
    }
    throw new TournamentException(TournamentRefusal.NOT_ON_BOARD, player, round);
  }

  private void requireOn() {
    if (!on()) {
      throw new TournamentException(TournamentRefusal.NOT_OTB, tournament.name());
    }
  }
}
