package arbiter.command;

import java.util.List;

/** The {@code tournament ...} commands, as the text and JSON faces both give them. */
public sealed interface TournamentCommand {

  /** The action's word: {@code create}, {@code join}... (JSON's {@code action}). */
  String action();

  /** The tournament's name, {@code null} for {@link ListAll}. */
  String name();

  /**
   * {@code tournament create NAME VARIANT roundrobin|swiss|knockout|arena [ROUNDS] [LIMIT] [TIME]
   * [otb]} and {@code ... teamswiss|teamroundrobin [ROUNDS] [LIMIT] [TIME] BOARDS}; a knockout's
   * ROUNDS are the games of each match, an arena's its minutes.
   *
   * @param format the format word as given ({@code roundrobin} or {@code swiss} are valid)
   * @param rounds 0 when not given
   * @param limit the move limit, 0 for none
   * @param time the time control of every game as typed, {@code null} for untimed games
   * @param boards the boards of each match of a team competition
   *     ({@code teamswiss|teamroundrobin ... BOARDS}), 0 otherwise
   * @param otb played over the board: the players report their results (last word {@code otb})
   */
  record Create(String name, String variant, String format, int rounds, int limit, String time,
      int boards, boolean otb) implements TournamentCommand {

    /** A tournament of players, played on the server. */
    public Create(String name, String variant, String format, int rounds, int limit,
        String time) {
      this(name, variant, format, rounds, limit, time, 0, false);
    }

    @Override
    public String action() {
      return "create";
    }
  }

  /** {@code tournament join NAME}. */
  record Join(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "join";
    }
  }

  /** {@code tournament leave NAME}. */
  record Leave(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "leave";
    }
  }

  /** {@code tournament decline NAME}: turns an organizer's invitation down. */
  record Decline(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "decline";
    }
  }

  /** {@code tournament start NAME}. */
  record Start(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "start";
    }
  }

  /** {@code tournament list}. */
  record ListAll() implements TournamentCommand {
    @Override
    public String action() {
      return "list";
    }

    @Override
    public String name() {
      return null;
    }
  }

  /** {@code tournament standings NAME [csv]}. */
  record Standings(String name, boolean csv) implements TournamentCommand {
    @Override
    public String action() {
      return "standings";
    }
  }

  /** {@code tournament pairings NAME [ROUND]}; {@code round} 0 means the current one. */
  record Pairings(String name, int round) implements TournamentCommand {
    @Override
    public String action() {
      return "pairings";
    }
  }

  // --- organizer controls (the creator, an admin or one of the tournament's arbiters) ---

  /**
   * {@code tournament enter NAME PLAYER [half|full]}: an entry; rounds a late entrant missed are
   * byes worth 0, 1/2 ({@code half}) or a full point ({@code full}, warned of in FIDE mode).
   */
  record Enter(String name, String player, boolean half, boolean full)
      implements TournamentCommand {

    /** An entry whose missed rounds are worth 0 or 1/2. */
    public Enter(String name, String player, boolean half) {
      this(name, player, half, false);
    }

    @Override
    public String action() {
      return "enter";
    }
  }

  /** {@code tournament bye NAME [ROUND] [PLAYER]}: a half-point bye in a coming round (0: the next); a player asks for their own, {@code player} is {@code null} then. */
  record Bye(String name, int round, String player) implements TournamentCommand {
    @Override
    public String action() {
      return "bye";
    }
  }

  /**
   * {@code tournament seat NAME SEAT USER}: offers the seat SEAT (a player without an account) to
   * the account USER, who takes it over, score and games kept, once they accept with
   * {@code tournament join NAME}.
   */
  record Seat(String name, String seat, String user) implements TournamentCommand {
    @Override
    public String action() {
      return "seat";
    }
  }

  /** {@code tournament withdraw NAME PLAYER}. */
  record Withdraw(String name, String player) implements TournamentCommand {
    @Override
    public String action() {
      return "withdraw";
    }
  }

  /** {@code tournament reinstate NAME PLAYER}. */
  record Reinstate(String name, String player) implements TournamentCommand {
    @Override
    public String action() {
      return "reinstate";
    }
  }

  /** {@code tournament pair NAME}: pairs and publishes the next round. */
  record Pair(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "pair";
    }
  }

  /** {@code tournament begin NAME}: starts the published round now, ending its countdown. */
  record Begin(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "begin";
    }
  }

  /** {@code tournament swap NAME PLAYER PLAYER}: two players exchange seats before the round starts. */
  record Swap(String name, String first, String second) implements TournamentCommand {
    @Override
    public String action() {
      return "swap";
    }
  }

  /** {@code tournament board NAME BOARD WHITE BLACK}: sets a board by hand before the round starts. */
  record Board(String name, int board, String white, String black) implements TournamentCommand {
    @Override
    public String action() {
      return "board";
    }
  }

  /** {@code tournament result NAME ROUND BOARD RESULT}: corrects a result; {@code result} as typed. */
  record Correct(String name, int round, int board, String result) implements TournamentCommand {
    @Override
    public String action() {
      return "result";
    }
  }

  /** {@code tournament set NAME KEY VALUE}; both {@code null}: list the options. */
  record Configure(String name, String key, String value) implements TournamentCommand {
    @Override
    public String action() {
      return "set";
    }
  }

  /** {@code tournament arbiter NAME USER}: names an arbiter (the creator or an admin only). */
  record Arbiter(String name, String user) implements TournamentCommand {
    @Override
    public String action() {
      return "arbiter";
    }
  }

  /** {@code tournament audit NAME}: the log of organizer actions. */
  record Audit(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "audit";
    }
  }

  /** {@code tournament crosstable NAME}. */
  record Crosstable(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "crosstable";
    }
  }

  /** {@code tournament print NAME}: the addresses of the tournament's printouts. */
  record Print(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "print";
    }
  }

  /** {@code tournament show NAME}: a knockout's bracket. */
  record Show(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "show";
    }
  }

  /** {@code tournament export NAME}: the tournament's report file (TRF). */
  record Trf(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "export";
    }
  }

  /**
   * {@code tournament import NAME VARIANT [LIMIT] [TIME]}: a Swiss taken over from a report file;
   * {@code trf} is its text (JSON), or {@code null} to read {@code NAME/NAME.trf} in the
   * tournaments folder.
   */
  record Import(String name, String variant, int limit, String time, String trf)
      implements TournamentCommand {
    @Override
    public String action() {
      return "import";
    }
  }

  /** {@code tournament checkin NAME}: a player confirms their presence before round 1. */
  record Checkin(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "checkin";
    }
  }

  /**
   * {@code tournament repair NAME}: pairs the published round again before its games begin (an
   * organizer's; late entries, byes and withdrawals in the countdown re-pair by themselves).
   */
  record Repair(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "repair";
    }
  }

  /**
   * {@code tournament players NAME}: enters the players of a CSV file ({@code name,rating,
   * federation,title}); {@code csv} is its text (JSON), or {@code null} to read
   * {@code NAME/players.csv} in the tournaments folder.
   */
  record ImportPlayers(String name, String csv) implements TournamentCommand {
    @Override
    public String action() {
      return "players";
    }
  }

  // --- over the board (a tournament created with otb) ---

  /** {@code tournament report NAME ROUND RESULT}: a player's result of their own board. */
  record Report(String name, int round, String result) implements TournamentCommand {
    @Override
    public String action() {
      return "report";
    }
  }

  /** {@code tournament lock|unlock NAME ROUND}: no report is taken for a locked round. */
  record Lock(String name, int round, boolean lock) implements TournamentCommand {
    @Override
    public String action() {
      return lock ? "lock" : "unlock";
    }
  }

  /** {@code tournament live NAME ROUND BOARD}: the board is played on the server. */
  record Live(String name, int round, int board) implements TournamentCommand {
    @Override
    public String action() {
      return "live";
    }
  }

  /** {@code tournament boards NAME [ROUND]}: the arbiter's table; round 0 is the current one. */
  record Boards(String name, int round) implements TournamentCommand {
    @Override
    public String action() {
      return "boards";
    }
  }

  /** {@code tournament arbiter-call NAME [TEXT]}: a player calls the arbiter to their board. */
  record CallArbiter(String name, String text) implements TournamentCommand {
    @Override
    public String action() {
      return "arbiter-call";
    }
  }

  /** {@code tournament codes NAME}: each player's code for the phone page (organizers). */
  record Codes(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "codes";
    }
  }

  /** {@code tournament arbiter-take NAME N}: an organizer takes arbiter call N. */
  record TakeCall(String name, int number) implements TournamentCommand {
    @Override
    public String action() {
      return "arbiter-take";
    }
  }

  /** {@code tournament pgn NAME ROUND BOARD PGN}: the board's moves, archived as its game. */
  record Pgn(String name, int round, int board, String pgn) implements TournamentCommand {
    @Override
    public String action() {
      return "pgn";
    }
  }

  /** {@code tournament berserk NAME}: an arena player halves their clock before their first move. */
  record Berserk(String name) implements TournamentCommand {
    @Override
    public String action() {
      return "berserk";
    }
  }

  /** {@code tournament join NAME TEAM}: a team's captain enters the team. */
  record JoinTeam(String name, String team) implements TournamentCommand {
    @Override
    public String action() {
      return "join";
    }
  }

  /**
   * {@code tournament pause NAME [PLAYER]}: an arena player is paired no more until they come
   * back; {@code player} is {@code null} for oneself, else an organizer pauses them.
   */
  record Pause(String name, String player) implements TournamentCommand {
    @Override
    public String action() {
      return "pause";
    }
  }

  /** {@code tournament resume NAME [PLAYER]}: a paused arena player comes back. */
  record Resume(String name, String player) implements TournamentCommand {
    @Override
    public String action() {
      return "resume";
    }
  }

  /**
   * {@code team create TEAM}, {@code team add TEAM USER [BOARD]}, {@code team remove TEAM USER},
   * {@code team show TEAM}: the teams of team competitions; {@code name} is the team's.
   *
   * @param verb {@code create}, {@code add}, {@code remove} or {@code show}
   * @param player the player added or removed, {@code null} otherwise
   * @param board the board a player is added at, 0 for after the last
   */
  /**
   * {@code tournament lineup NAME TEAM USER...}: a team's captain (or an organizer) sets its board
   * order, board 1 first, for the rounds paired from now on.
   */
  record Lineup(String name, String team, List<String> players) implements TournamentCommand {

    public Lineup {
      players = List.copyOf(players);
    }

    @Override
    public String action() {
      return "lineup";
    }
  }

  record Team(String verb, String name, String player, int board) implements TournamentCommand {
    @Override
    public String action() {
      return "team_" + verb;
    }
  }
}
