package arbiter.tournament;

import arbiter.tournament.TournamentEvent.ArenaPaired;
import arbiter.tournament.TournamentEvent.ArenaPlayed;
import arbiter.tournament.TournamentEvent.ArenaTimed;
import arbiter.tournament.TournamentEvent.Berserked;
import arbiter.tournament.TournamentEvent.Paused;
import arbiter.tournament.TournamentEvent.Resumed;
import arbiter.tournament.arena.ArenaLine;
import arbiter.tournament.arena.ArenaPairer;
import arbiter.tournament.arena.ArenaScoring;
import arbiter.tournament.arena.ArenaStandings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * An arena's own changes and readings of a {@link Tournament}: its games are the boards of its
 * one round, added as free players are paired ({@link ArenaPairer}); players pause and come back;
 * a berserk is kept per board; the standings are arena points ({@link ArenaScoring}). Each change
 * is checked and committed like the tournament's own.
 */
public final class ArenaPlay {

  private final Tournament tournament;
  private final TournamentState state;

  ArenaPlay(Tournament tournament, TournamentState state) {
    this.tournament = tournament;
    this.state = state;
  }

  /** Starts the arena's clock: no game is paired after {@code endsAt} (epoch milliseconds). */
  public ArenaTimed time(long endsAt) {
    requireRunning();
    return tournament.commit(new ArenaTimed(endsAt));
  }

  /** When the arena stops pairing, in epoch milliseconds; 0 before its clock started. */
  public long endsAt() {
    return state.arenaEndsAt;
  }

  /** The arena's length in minutes, as created. */
  public int minutes() {
    return state.created.rounds();
  }

  /**
   * The boards the free players would get now: every player in the arena, not withdrawn, not
   * paused, without a game here and not {@code busyElsewhere} (a game outside the arena).
   */
  public List<Pairing> plan(Predicate<String> busyElsewhere) {
    requireRunning();
    return pairFree(state, busyElsewhere);
  }

  /** Adds the planned boards to the arena; each player on them must be free. */
  public ArenaPaired pair(List<Pairing> boards) {
    requireRunning();
    Set<String> playing = playing(state);
    for (Pairing board : boards) {
      for (String player : new String[] {board.white(), board.black()}) {
        if (!free(state, player, playing) || !playing.add(player)) {
          throw new TournamentException(TournamentRefusal.ALREADY_IN, player, tournament.name());
        }
      }
    }
    return tournament.commit(new ArenaPaired(boards));
  }

  /** The player's board being played, if any. */
  public Optional<Pairing> game(String player) {
    return state.current().stream().filter(p -> p.isPending() && p.involves(player)).findFirst();
  }

  /**
   * Records a berserk at the player's board being played; the server halves their clock first,
   * and only before their first move.
   */
  public Berserked berserk(String player) {
    return tournament.commit(new Berserked(requireBerserk(player).board(), player));
  }

  /** The board where the player may berserk now; refused as {@link #berserk} would refuse. */
  public Pairing requireBerserk(String player) {
    requireRunning();
    Pairing board = game(player).orElseThrow(() -> new TournamentException(
        TournamentRefusal.NO_ARENA_GAME, player, tournament.name()));
    if (state.berserks.contains(ArenaScoring.berserkKey(board.board(), player))) {
      throw new TournamentException(TournamentRefusal.BERSERK_TWICE, player);
    }
    return board;
  }

  /**
   * The game at {@code board}, still pending, ended after {@code plies} half-moves: stored before
   * its result, so that the minimum-move rules score it.
   */
  public ArenaPlayed played(int board, int plies) {
    requireRunning();
    boolean pending = state.current().stream()
        .anyMatch(p -> p.board() == board && p.isPending() && !p.isBye());
    if (!pending || plies < 0) {
      throw new TournamentException(TournamentRefusal.NO_BOARD, 1, board);
    }
    return tournament.commit(new ArenaPlayed(board, plies));
  }

  /** The player is paired no more until they come back; a game of theirs plays on. */
  public Paused pause(String player) {
    requireMember(player);
    if (state.paused.contains(player)) {
      throw new TournamentException(TournamentRefusal.ALREADY_PAUSED, player, tournament.name());
    }
    return tournament.commit(new Paused(player));
  }

  /** A paused player comes back and is paired again. */
  public Resumed resume(String player) {
    requireMember(player);
    if (!state.paused.contains(player)) {
      throw new TournamentException(TournamentRefusal.NOT_PAUSED, player, tournament.name());
    }
    return tournament.commit(new Resumed(player));
  }

  /** Whether the player paused. */
  public boolean paused(String player) {
    return state.paused.contains(player);
  }

  /** Whether no game of the arena is being played. */
  public boolean quiet() {
    return state.current().stream().noneMatch(Pairing::isPending);
  }

  /** Every player's line: sheet, streak, pause. */
  public Map<String, ArenaLine> lines() {
    return ArenaScoring.lines(state.players, state.current(), state.berserks, state.arenaPlies,
        state.paused);
  }

  static StandingsTable standings(TournamentState state) {
    return ArenaStandings.of(state.players,
        ArenaScoring.lines(state.players, state.current(), state.berserks, state.arenaPlies,
        state.paused));
  }

  /** Performs an arena event on the state; any other event changes nothing here. */
  static void apply(TournamentState state, TournamentEvent event) {
    if (event instanceof ArenaTimed e) {
      state.arenaEndsAt = e.endsAt();
    } else if (event instanceof ArenaPaired e) {
      state.current().addAll(e.boards());
    } else if (event instanceof Berserked e) {
      state.berserks.add(ArenaScoring.berserkKey(e.board(), e.player()));
    } else if (event instanceof ArenaPlayed e) {
      state.arenaPlies.put(e.board(), e.plies());
    } else if (event instanceof Paused e) {
      state.paused.add(e.player());
    } else if (event instanceof Resumed e) {
      state.paused.remove(e.player());
    }
  }

  /** The free players paired, best score first: the start's boards, or the next ones. */
  static List<Pairing> pairFree(TournamentState state, Predicate<String> busyElsewhere) {
    Map<String, ArenaLine> lines =
        ArenaScoring.lines(state.players, state.current(), state.berserks, state.arenaPlies,
        state.paused);
    Map<String, String> last = new HashMap<>();
    Map<String, Integer> balance = new HashMap<>();
    for (Pairing board : state.current()) {
      if (!board.isBye()) {
        last.put(board.white(), board.black());
        last.put(board.black(), board.white());
        balance.merge(board.white(), 1, Integer::sum);
        balance.merge(board.black(), -1, Integer::sum);
      }
    }
    Map<String, Integer> order = new HashMap<>();
    for (int i = 0; i < state.players.size(); i++) {
      order.put(state.players.get(i), i);
    }
    List<String> ranked = new ArrayList<>();
    Set<String> playing = playing(state);
    for (String player : state.players) {
      if (free(state, player, playing) && !busyElsewhere.test(player)) {
        ranked.add(player);
      }
    }
    ranked.sort(Comparator.comparingInt((String p) -> -lines.get(p).points())
        .thenComparingInt(order::get));
    return ArenaPairer.pair(ranked, last, balance, state.current().size() + 1);
  }

  private static boolean free(TournamentState state, String player, Set<String> playing) {
    return state.players.contains(player) && !state.withdrawn.containsKey(player)
        && !state.paused.contains(player) && !playing.contains(player);
  }

  /** The players at a board being played. */
  private static Set<String> playing(TournamentState state) {
    Set<String> playing = new HashSet<>();
    for (Pairing board : state.current()) {
      if (board.isPending() && !board.isBye()) {
        playing.add(board.white());
        playing.add(board.black());
      }
    }
    return playing;
  }

  private void requireMember(String player) {
    requireArena();
    if (tournament.phase() == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, tournament.name());
    }
    if (!state.players.contains(player) || state.withdrawn.containsKey(player)) {
      throw new TournamentException(TournamentRefusal.NOT_IN, player, tournament.name());
    }
  }

  private void requireRunning() {
    requireArena();
    tournament.requirePhase(Phase.RUNNING, TournamentRefusal.NOT_RUNNING);
  }

  private void requireArena() {
    if (tournament.format() != Format.ARENA) {
      throw new TournamentException(TournamentRefusal.NOT_ARENA, tournament.name());
    }
  }
}
