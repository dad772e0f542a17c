package arbiter.event;

import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.TeamStandings;
import java.util.List;

/** A tournament's news, over the board's too: rounds, invitations, results, arbiter calls. */
public sealed interface TournamentNews extends DomainEvent {

  /** A round's game of the receiver: its board, their side and opponent, and the game's id. */
  record RoundGame(String tournament, int round, int board, Side side, String opponent, long game)
      implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.roundGame(this); }
  }

  /** The receiver has a bye in this round. */
  record RoundBye(String tournament, int round) implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.roundBye(this); }
  }

  /** Every game of a round is over. */
  record RoundOver(String tournament, int round) implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.roundOver(this); }
  }

  /**
   * The tournament is over; its final standings, and a team competition's teams (empty for a
   * tournament of players: a team competition's winner is a team, so its players read the teams
   * first, as its standings show them).
   */
  record TournamentOver(String tournament, StandingsTable standings,
      List<TeamStandings.Row> teams) implements TournamentNews {
    public TournamentOver {
      teams = List.copyOf(teams);
    }

    public TournamentOver(String tournament, StandingsTable standings) {
      this(tournament, standings, List.of());
    }

    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentOver(this); }
  }

  /**
   * A round's pairings, published before its games start (and again when re-seated).
   *
   * @param seconds until the games start; 0 when they start at once
   */
  record RoundPublished(String tournament, int round, List<Pairing> boards, int seconds)
      implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.roundPublished(this); }
  }

  /**
   * An organizer ({@code by}) invites the receiver to play in a tournament; they play once they
   * accept with {@code tournament join}. Missed rounds count as half-point byes when {@code half}.
   * When {@code seat} is not null the invitation offers that seat (a player without an account)
   * to take over, its score and games kept.
   */
  record TournamentInvited(String tournament, String by, boolean half, String seat)
      implements TournamentNews {

    /** An invitation to play as oneself. */
    public TournamentInvited(String tournament, String by, boolean half) {
      this(tournament, by, half, null);
    }

    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentInvited(this); }
  }

  /**
   * A team's captain invites the receiver to play for {@code team}; they play for it once they
   * accept with {@code team join}.
   */
  record TeamInvited(String team, String captain) implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.teamInvited(this); }
  }

  /**
   * Told to a tournament's organizers: {@code by} did {@code action}, as the audit log keeps it
   * (a leave, a bye for ann in round 3, a declined invitation).
   */
  record TournamentNotice(String tournament, Actor by, AuditAction action)
      implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.tournamentNotice(this); }
  }

  /** A player was withdrawn after {@code absences} games lost without playing. */
  record AbsentWithdrawn(String tournament, String player, int absences) implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.absentWithdrawn(this); }
  }

  /**
   * Told to both players of a board and to the tournament's organizers: the arbiter {@code by}
   * changed its result from {@code from} to {@code to}; the standings, the game's record
   * ({@code game}, 0 when the board had none), its exports and the ratings say the new one.
   */
  record ResultCorrected(String tournament, int round, int board, String white, String black,
      Result from, Result to, String by, long game) implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.resultCorrected(this); }
  }

  /**
   * Told to a tournament's organizers: an over-the-board board waits for the arbiter because its
   * reports differ ({@code late} false) or only one came by the deadline ({@code late} true).
   */
  record BoardToArbiter(String tournament, int round, int board, String white, String black,
      Result whiteReport, Result blackReport, boolean late) implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.boardToArbiter(this); }
  }

  /** Told to a tournament's organizers: a player called the arbiter ({@code board} 0: none). */
  record ArbiterCalled(String tournament, int number, int board, String player, String text)
      implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.arbiterCalled(this); }
  }

  /** Told to a tournament's organizers: {@code by} took arbiter call {@code number}. */
  record ArbiterCallTaken(String tournament, int number, String by) implements TournamentNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.arbiterCallTaken(this); }
  }
}
