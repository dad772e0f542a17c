package arbiter.event;

import arbiter.tournament.Crosstable;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.TournamentSummary;
import arbiter.tournament.knockout.Bracket;
import java.util.List;

/**
 * The director's typed answer to a {@code tournament} command: what was done or shown, as values.
 * Each face words it through a {@link Visitor}, so adding a reply fails to compile until every
 * face words it too.
 */
public sealed interface TournamentReply {

  /** The tournament the reply is about ({@code null} for the list). */
  String name();

  /** Hands the reply to the visitor's method for its kind. */
  <T> T accept(Visitor<T> visitor);

  /** One method per reply: a face that misses one does not compile. */
  interface Visitor<T> {
    T created(Created reply);

    T imported(Imported reply);

    T listed(Listed reply);

    T joined(Joined reply);

    T left(Left reply);

    T started(Started reply);

    T standingsShown(StandingsShown reply);

    T pairingsShown(PairingsShown reply);

    T crosstableShown(CrosstableShown reply);

    T printLinks(PrintLinks reply);

    T trfShown(TrfShown reply);

    T auditShown(AuditShown reply);

    T optionsShown(OptionsShown reply);

    T arbiterNamed(ArbiterNamed reply);

    T entered(Entered reply);

    T withdrawn(Withdrawn reply);

    T reinstated(Reinstated reply);

    T paired(Paired reply);

    T begun(Begun reply);

    T reseated(Reseated reply);

    T corrected(Corrected reply);

    T configured(Configured reply);

    T byeGranted(ByeGranted reply);

    T invited(Invited reply);

    T declined(Declined reply);

    T checkedIn(CheckedIn reply);

    T repaired(Repaired reply);

    T playersEntered(PlayersEntered reply);

    T arenaDone(ArenaDone reply);

    T overTheBoard(OverTheBoard reply);
    T teamShown(TeamShown reply);

    T teamStandingsShown(TeamStandingsShown reply);

    T bracketShown(BracketShown reply);
  }

  /** An over-the-board command's answer ({@link OtbReply}: its own faces word it). */
  record OverTheBoard(String name, OtbReply reply) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.overTheBoard(this);
    }
  }

  /** A knockout's bracket as it stands. */
  record BracketShown(String name, Bracket bracket) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.bracketShown(this);
    }
  }

  /** A tournament was created. */
  record Created(TournamentSummary summary) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.created(this);
    }

    @Override
    public String name() {
      return summary.name();
    }
  }

  /** A Swiss was taken over from a report file. */
  record Imported(TournamentSummary summary) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.imported(this);
    }

    @Override
    public String name() {
      return summary.name();
    }
  }

  /** Every tournament, in the order they were created. */
  record Listed(List<TournamentSummary> tournaments) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.listed(this);
    }

    @Override
    public String name() {
      return null;
    }
  }

  /** The user joined. */
  record Joined(String name) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.joined(this);
    }
  }

  /** The user left (or was withdrawn as they left). */
  record Left(String name) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.left(this);
    }
  }

  /** The tournament started; round 1 is published. */
  record Started(String name) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.started(this);
    }
  }

  /** The standings, as a table or as CSV. */
  record StandingsShown(String name, StandingsTable table, boolean csv)
      implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.standingsShown(this);
    }
  }

  /** A round's boards. */
  record PairingsShown(String name, int round, List<Pairing> boards) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.pairingsShown(this);
    }
  }

  /** The crosstable. */
  /**
   * Where the tournament's printouts are: {@code address} is the server's web address
   * ({@code http://HOST:PORT/}), {@code null} when its web pages are off.
   *
   * @param round the round the per-round printouts show by default (0 before the start)
   * @param roundRobin whether it has a Berger table
   */
  record PrintLinks(String name, String address, int round, boolean roundRobin)
      implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.printLinks(this);
    }
  }

  record CrosstableShown(String name, Crosstable table) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.crosstableShown(this);
    }
  }

  /** The tournament as a report file (TRF-16), one line each. */
  record TrfShown(String name, List<String> lines) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.trfShown(this);
    }
  }

  /** The organizers' actions, oldest first. */
  record AuditShown(String name, List<AuditEntry> entries) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.auditShown(this);
    }
  }

  /** One action of the log: when (epoch milliseconds), by whom, and what. */
  record AuditEntry(long at, Actor by, AuditAction action) {}

  /** Every option with its value, the server's default where the tournament set none. */
  record OptionsShown(String name, List<OptionValue> options) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.optionsShown(this);
    }
  }

  /** An option's value; {@code byDefault} when it is the server's. */
  record OptionValue(String key, String value, boolean byDefault) {}

  /** {@code user} is now an arbiter of the tournament. */
  record ArbiterNamed(String name, String user) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.arbiterNamed(this);
    }
  }

  /** A late entry; its past rounds count as byes worth half a point when {@code half}. */
  record Entered(String name, String player, boolean half, boolean full)
      implements TournamentReply {

    /** An entry whose missed rounds are worth 0 or 1/2. */
    public Entered(String name, String player, boolean half) {
      this(name, player, half, false);
    }

    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.entered(this);
    }
  }

  /** An organizer withdrew a player. */
  record Withdrawn(String name, String player) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.withdrawn(this);
    }
  }

  /** A withdrawn player is back. */
  record Reinstated(String name, String player) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.reinstated(this);
    }
  }

  /** The next round was paired by hand ({@code over}: no round was left to pair). */
  record Paired(String name, int round, boolean over) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.paired(this);
    }
  }

  /** The published round's games started by hand. */
  record Begun(String name, int round) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.begun(this);
    }
  }

  /**
   * The published round was re-seated: {@code change} is what the organizer changed, {@code boards}
   * the round as it now stands.
   */
  record Reseated(String name, int round, Reseating change, List<Pairing> boards)
      implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.reseated(this);
    }
  }

  /** How an organizer re-seated a published round: the kind of change and its arguments. */
  sealed interface Reseating {

    /** Two players exchanged their seats (board and colour). */
    record Swap(String first, String second) implements Reseating {}

    /** {@code white} and {@code black} were seated at {@code board}. */
    record Board(int board, String white, String black) implements Reseating {}
  }

  /** A board's result was corrected. */
  record Corrected(String name, int round, int board, Result from, Result to)
      implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.corrected(this);
    }
  }

  /** An option was set. */
  record Configured(String name, String key, String value) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.configured(this);
    }
  }

  /** {@code player} has a half-point bye in {@code round}. */
  record ByeGranted(String name, String player, int round) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.byeGranted(this);
    }
  }

  /**
   * A registered user was invited; they play once they accept. When {@code seat} is not null
   * they were offered that seat (a player without an account) to take over.
   */
  record Invited(String name, String player, String seat) implements TournamentReply {

    /** An invitation to play as oneself. */
    public Invited(String name, String player) {
      this(name, player, null);
    }

    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.invited(this);
    }
  }

  /** The user declined an organizer's invitation. */
  record Declined(String name) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.declined(this);
    }
  }

  /** The user confirmed their presence before round 1. */
  record CheckedIn(String name, String player) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.checkedIn(this);
    }
  }

  /** The published round was paired again before its games began; its boards now. */
  record Repaired(String name, int round, List<Pairing> boards) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.repaired(this);
    }
  }

  /** A CSV file's players: names without an account took seats, registered users were invited. */
  record PlayersEntered(String name, List<String> entered, List<String> invited)
      implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.playersEntered(this);
    }
  }

  /** What an arena player did, or had done by an organizer. */
  enum ArenaAction {
    /** Half their clock for an extra point if they win. */
    BERSERK,
    /** Paired no more until they come back. */
    PAUSE,
    /** Paired again. */
    RESUME
  }

  /** An arena player berserked, paused or came back. */
  record ArenaDone(String name, String player, ArenaAction action) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.arenaDone(this);
    }
  }

  /**
   * A team as its captain keeps it, after {@code team create}, {@code add}, {@code remove},
   * {@code join}, {@code decline} or {@code show}; {@code name} is the team's, {@code invited} the
   * users asked to play for it who have not accepted yet.
   */
  record TeamShown(String name, String captain, List<String> players, List<String> invited)
      implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.teamShown(this);
    }
  }

  /**
   * A team competition's standings: the teams' ({@link arbiter.tournament.TeamStandings}), then
   * the players' on their boards.
   */
  record TeamStandingsShown(String name, List<arbiter.tournament.TeamStandings.Row> teams,
      StandingsTable players) implements TournamentReply {
    @Override
    public <T> T accept(Visitor<T> visitor) {
      return visitor.teamStandingsShown(this);
    }
  }
}
