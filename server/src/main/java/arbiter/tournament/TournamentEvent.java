package arbiter.tournament;

import java.util.List;
import java.util.Map;

/**
 * Everything that ever changed a tournament, in order. The server stores these and rebuilds the
 * tournament after a restart with {@link Tournament#replay}. The events that pair a round carry the
 * pairing, so a replay seats players as they were seated even if the pairing rules have changed
 * since (a history stored without pairings is paired again, the same events pairing the same way).
 */
public sealed interface TournamentEvent {

  /**
   * The tournament was announced; always the first event. {@code timeControl} is every game's,
   * {@code null} when untimed (and in histories stored before clocks). {@code rounds} is a
   * Swiss's rounds and an arena's length in minutes (0 for a round robin). {@code boards} is the
   * number of boards of a team competition's matches, 0 for any other format (and in histories
   * stored before teams).
   */
  record Created(String name, String variant, Format format, int rounds, int moveLimit,
      String creator, String timeControl, int boards) implements TournamentEvent {

    /** An untimed tournament. */
    public Created(
        String name, String variant, Format format, int rounds, int moveLimit, String creator) {
      this(name, variant, format, rounds, moveLimit, creator, null);
    }

    /** A tournament of players, not teams. */
    public Created(String name, String variant, Format format, int rounds, int moveLimit,
        String creator, String timeControl) {
      this(name, variant, format, rounds, moveLimit, creator, timeControl, 0);
    }
  }

  /** A player signed up before the start. */
  record Joined(String player) implements TournamentEvent {}

  /** A player left: removed before the start, withdrawn after it. */
  record Left(String player) implements TournamentEvent {}

  /**
   * Registration closed and round 1 was paired.
   *
   * @param paired round 1, or {@code null}: pair it when the event is applied
   */
  record Started(List<Pairing> paired, List<String> seeding) implements TournamentEvent {

    public Started {
      paired = paired == null ? null : List.copyOf(paired);
      seeding = seeding == null ? null : List.copyOf(seeding);
    }

    /** A start in join order. */
    public Started(List<Pairing> paired) {
      this(paired, null);
    }

    /** A start whose round 1 is paired when it is applied. */
    public Started() {
      this(null, null);
    }
  }

  /** A result was entered for one board of the current round. */
  record Recorded(int round, int board, Result result) implements TournamentEvent {}

  /**
   * A complete round was closed: the next one was paired, or the tournament finished.
   *
   * @param paired the next round; {@code null} when the tournament finished, or when the event
   *     was stored without it (then it is paired when the event is applied)
   */
  record RoundClosed(int round, List<Pairing> paired) implements TournamentEvent {

    public RoundClosed {
      paired = paired == null ? null : List.copyOf(paired);
    }

    /** A round closed with the next round (if any) paired when the event is applied. */
    public RoundClosed(int round) {
      this(round, null);
    }
  }

  // --- organizer controls: every one below is appended after the events above ---

  /** The players' ratings as the tournament uses them (average rating of opponents, TRF). */
  record Rated(Map<String, Integer> ratings) implements TournamentEvent {

    public Rated {
      ratings = Map.copyOf(ratings);
    }
  }

  /**
   * A player entered after the start: every round already paired gives them a bye worth
   * {@code byeHalfPoints} (0 or 1; 2 is a full-point bye: one point, not the pairing-allocated
   * bye), and
   * the next pairing takes them in.
   */
  record Entered(String player, int byeHalfPoints, Integer rating) implements TournamentEvent {}

  /**
   * A seat (a player without an account) was handed to the account {@code player}, who accepted:
   * from now on the seat is theirs under their name, its score, games and colours kept.
   */
  record Handed(String seat, String player) implements TournamentEvent {}

  /** A player asked for a half-point bye in a round not yet paired. */
  record ByeRequested(String player, int round) implements TournamentEvent {}

  /** A withdrawn player plays again from the next pairing on. */
  record Reinstated(String player) implements TournamentEvent {}

  /** A board's result changed after the fact (audit: who and when, from and to). */
  record Corrected(int round, int board, Result from, Result to, String by, long at)
      implements TournamentEvent {}

  /**
   * The arbiter re-seated the published round before its games started. (A row stored before
   * issue 25 also holds the command as typed, {@code what}; it is not read: the audit log keeps
   * what was done, typed.)
   */
  record Reseated(int round, List<Pairing> boards, String by, long at)
      implements TournamentEvent {

    public Reseated {
      boards = List.copyOf(boards);
    }
  }

  /** An option of the tournament was set; see {@link TournamentOptions}. */
  record Configured(String key, String value) implements TournamentEvent {}

  /** A user was named arbiter of the tournament. */
  record ArbiterNamed(String user) implements TournamentEvent {}

  /** The current, complete round was closed without pairing the next (or the tournament ended). */
  record RoundEnded(int round) implements TournamentEvent {}

  /** The next round was paired and published. */
  record Paired(int round, List<Pairing> boards) implements TournamentEvent {

    public Paired {
      boards = List.copyOf(boards);
    }
  }

  /** The published round's games were started: its boards are fixed. */
  record Begun(int round) implements TournamentEvent {}

  /** A player's federation and FIDE title (TRF's), as a players file gave them; empty if none. */
  record Described(String player, String federation, String title) implements TournamentEvent {}

  /** A player confirmed their presence before round 1 (check-in). */
  record CheckedIn(String player) implements TournamentEvent {}

  /**
   * The published round was paired again before its games began: a late entry, a bye asked for
   * it or a withdrawal changed who plays it.
   */
  record Repaired(int round, List<Pairing> boards, String by, long at)
      implements TournamentEvent {

    public Repaired {
      boards = List.copyOf(boards);
    }
  }

  /**
   * The tournament was taken over from a tournament report file: {@code trf} is its text, whose
   * other lines the TRF export keeps as they were.
   */
  record Imported(String trf) implements TournamentEvent {}

  /**
   * An over-the-board event (a tournament created with {@code otb}): a player's report, a locked
   * round, a board played on the server, the key of the players' codes. {@link BoardReports}
   * keeps what they made.
   */
  sealed interface OverTheBoard extends TournamentEvent {}

  /** A player reported the result of their board, from white's side, at {@code at} (epoch ms). */
  record Reported(int round, int board, String player, Result result, long at)
      implements OverTheBoard {}

  /** An organizer locked ({@code locked}) or unlocked a round: no report is taken while locked. */
  record Locked(int round, boolean locked, String by) implements OverTheBoard {}

  /** An organizer had a board of an over-the-board round played on the server. */
  record Live(int round, int board, String by) implements OverTheBoard {}

  /** The secret the players' short codes are made from ({@link PlayerCodes}), drawn once. */
  record Keyed(String key) implements OverTheBoard {}

  // --- an arena's own events: its games are boards of its one round ---

  /** The arena's clock started: no game is paired after {@code endsAt} (epoch milliseconds). */
  record ArenaTimed(long endsAt) implements TournamentEvent {}

  /** Free players were paired: the boards are added to the arena's round. */
  record ArenaPaired(List<Pairing> boards) implements TournamentEvent {

    public ArenaPaired {
      boards = List.copyOf(boards);
    }
  }

  /** A player berserked at their board before their first move: half their clock. */
  record Berserked(int board, String player) implements TournamentEvent {}

  /**
   * An arena board's game ended after {@code plies} half-moves: stored before its result, for
   * lichess's minimum-move rules ({@link arbiter.tournament.arena.ArenaScoring}).
   */
  record ArenaPlayed(int board, int plies) implements TournamentEvent {}

  /** A player paused: not paired until they come back. */
  record Paused(String player) implements TournamentEvent {}

  /** A paused player came back. */
  record Resumed(String player) implements TournamentEvent {}

  /**
   * A team entered a team competition, its players in board order ({@code lineup}, as many as
   * the matches have boards). After the start it is a late entry: the rounds already paired are
   * lost by it (a bye worth nothing on every board).
   */
  record TeamJoined(String team, String captain, List<String> lineup) implements TournamentEvent {

    public TeamJoined {
      lineup = List.copyOf(lineup);
    }
  }

  /** A team left: removed before the start, every one of its players withdrawn after it. */
  record TeamLeft(String team) implements TournamentEvent {}

  /**
   * A team's captain or an organizer ({@code by}) set the team's board order for the rounds
   * paired from now on: {@code players}, board 1 first, one a board; the team's other players
   * stay its reserves.
   */
  record LineupSet(String team, List<String> players, String by) implements TournamentEvent {

    public LineupSet {
      players = List.copyOf(players);
    }
  }
}
