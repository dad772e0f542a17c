package arbiter.protocol;

import java.util.List;

/** A JSON message from the server to a client. */
public sealed interface Event {

  /**
   * The answer to {@link Request.Hello}; {@code features} are those of the hello's that this
   * server grants (null when none); {@code variant} is the one the server's challenge forms offer
   * first (null from servers before it).
   */
  record Welcome(int version, String server, List<String> features, String variant)
      implements Event {

    /** A welcome that grants no feature. */
    public Welcome(int version, String server) {
      this(version, server, null, null);
    }

    /** A welcome that names no form variant. */
    public Welcome(int version, String server, List<String> features) {
      this(version, server, features, null);
    }
  }

  /** A request succeeded; {@code message} is the text protocol's reply. */
  record Ok(String request, String message) implements Event {}

  /**
   * A request failed; {@code code} is stable, {@code message} is for people. A move the rules
   * refuse also says why: {@code reason} a stable code ({@code king_in_check}), {@code detail} its
   * words; both are absent otherwise. From version 2 a refused file (a tournament's report file,
   * a board's PGN) says what is wrong as {@code fault} (a stable code, {@code round_form}),
   * {@code at} (the file's line, 0 for the file as a whole; a PGN's ply, or the character of a
   * tag) and the fault's {@code args}; the three are absent otherwise.
   */
  record Error(String code, String message, String reason, String detail, String fault, Long at,
      List<Object> args) implements Event {

    /** An error without a rules reason. */
    public Error(String code, String message) {
      this(code, message, null, null);
    }

    /** An error without a refused file's fault. */
    public Error(String code, String message, String reason, String detail) {
      this(code, message, reason, detail, null, null, null);
    }
  }

  /** Someone challenged the receiver; {@code time} is the time control, null when untimed. */
  record Challenged(String from, String variant, int limit, String time, Boolean rated)
      implements Event {
    // rated: false for a game that leaves the ratings alone; null (absent) means rated

    /** An untimed challenge. */
    public Challenged(String from, String variant, int limit) {
      this(from, variant, limit, null, null);
    }

    /** A challenge that does not say whether it is rated. */
    public Challenged(String from, String variant, int limit, String time) {
      this(from, variant, limit, time, null);
    }
  }

  /** A challenge the receiver sent was declined. */
  record Declined(String by) implements Event {}

  /**
   * A game started; {@code white} moves first unless the variant says otherwise; {@code time} is
   * its time control, null when untimed.
   */
  record GameStarted(long game, String variant, String white, String black, int limit, String time)
      implements Event {

    /** An untimed game. */
    public GameStarted(long game, String variant, String white, String black, int limit) {
      this(game, variant, white, black, limit, null);
    }
  }

  /** The server measures the connection's lag: answer with {@link Request.Pong} of the same id. */
  record Ping(long id) implements Event {}

  /** A user's last games, newest first. */
  record History(String user, List<HistoryRow> games) implements Event {}

  /**
   * One game of a history: its id, when it ended (epoch ms; 0 while it runs), players, variant,
   * time control (null untimed), {@code result} {@code white}/{@code black}/{@code draw} (null
   * while it runs), {@code reason}, and whether it was rated.
   */
  record HistoryRow(long game, long ended, String white, String black, String variant, String time,
      String result, String reason, boolean rated) {}

  /** A game exported: {@code format} is {@code pgn}, {@code kif} or {@code pdn}. */
  record Export(String format, String name, String text) implements Event {}

  /** A rating list, best first. */
  record Ratings(String variant, List<RatingRow> rows) implements Event {}

  /** One user's Glicko-2 rating in a variant, with the games it counts. */
  record RatingRow(String user, String variant, int rating, int deviation, double volatility,
      int games) {}

  /** A user's ratings per variant, and how many games they have finished. */
  record Finger(String user, List<RatingRow> ratings, int games) implements Event {}

  /** The whole state of a game after a change; see {@link GameState}. */
  record State(GameState state) implements Event {}

  /**
   * What one change did to a game, sent instead of a {@link State} to a client that asked for the
   * {@code delta} feature and was sent change {@code seq - 1}: {@link GameDeltas#apply} turns that
   * state into this change's. A client that has not seen {@code seq - 1} sends
   * {@link Request.Resync}.
   *
   * @param ply the length of the move list after the change; {@code lastMove} is its last move
   * @param changes the squares whose piece changed, with the piece now on them (none: emptied)
   * @param hands both hands, whole
   * @param legalMoves the legal moves of the side to move now, whole (the server is the authority
   *     on rules: clients do not derive them)
   */
  record Delta(long game, long seq, int ply, String lastMove, List<GameState.Cell> changes,
      GameState.Hands hands, String sideToMove, List<GameState.LegalMove> legalMoves, int movesLeft,
      String status, String winner, String reason, GameState.Clock clock) implements Event {}

  /** A chat line; {@code game} is 0 for the lobby. */
  record Chat(long game, String from, String text, boolean spectator) implements Event {}

  /**
   * A one-line notice from the server (a player dropped, a round started...): {@code text} for
   * people, {@code code} what it is for programs ({@code taken_over}), absent on a notice that is
   * only words. Clients act on the code, never on the text, whose words change with the language.
   */
  record Notice(String text, String code) implements Event {

    /** The notice that another connection logged in as this user, which then closes this one. */
    public static final String TAKEN_OVER = "taken_over";

    /** A notice with no code: its words are all there is to it. */
    public Notice(String text) {
      this(text, null);
    }
  }

  /**
   * The server closes the connection: {@code reason} for programs ({@code stopping}: the server
   * stops; {@code unavailable}: a cluster's edge lost its core), {@code text} for people. A client
   * shows it and reconnects as after any drop.
   */
  record Closing(String reason, String text) implements Event {}

  /** Scoreboard rows, best first. */
  record Scoreboard(String variant, List<ScoreRow> rows) implements Event {}

  /**
   * The users online; {@code bots}: which of them are house bots, {@code guests}: which are
   * guests without an account (each {@code null}: none).
   */
  record Who(List<String> users, List<RatingRow> ratings, List<String> bots, List<String> guests)
      implements Event {

    /** The users online, with their ratings and bots, none a guest. */
    public Who(List<String> users, List<RatingRow> ratings, List<String> bots) {
      this(users, ratings, bots, null);
    }

    /** The users online, with their ratings, none a bot. */
    public Who(List<String> users, List<RatingRow> ratings) {
      this(users, ratings, null);
    }

    /** The users online, without their ratings. */
    public Who(List<String> users) {
      this(users, null);
    }
  }

  /**
   * A finished game's analysis, one row per move: the move, the evaluation after it from white's
   * side ({@code "+0.35"} pawns, {@code "#3"} white mates in 3, {@code "#-2"} black mates in 2, or
   * the result when the move ended the game), the best move, and the judgement: {@code good},
   * {@code inaccuracy}, {@code mistake} or {@code blunder}.
   */
  record Analysis(long game, List<AnalysisRow> rows) implements Event {}

  /**
   * One move of an {@link Analysis}; {@code ply} counts from 0. {@code eval} as a number: {@code
   * cp} centipawns from white's side, or {@code mate} moves to a forced mate (negative: black
   * mates); both {@code null} once the move ended the game.
   */
  record AnalysisRow(int ply, String move, String eval, String best, String judgement,
      Integer cp, Integer mate) {}

  /** The running games. */
  record Games(List<GameSummary> games) implements Event {}

  /**
   * A tournament command's answer: {@code lines} as the text protocol words it, for people; from
   * protocol version 2 on, {@code data} carries the same as fields, for programs.
   */
  record Tournament(String action, String name, List<String> lines, TournamentData data)
      implements Event {

    /** A version 1 answer: lines only. */
    public Tournament(String action, String name, List<String> lines) {
      this(action, name, lines, null);
    }
  }

  /**
   * A round's pairings, published to the tournament's players before its games start (and again
   * when re-seated); {@code seconds} until they start (0: at once), {@code boards} one line per
   * board, and from protocol version 2 on {@code pairings} the same boards as fields.
   */
  record RoundPairings(String tournament, int round, List<String> boards, int seconds,
      List<TournamentData.Board> pairings) implements Event {

    /** A version 1 message: lines only. */
    public RoundPairings(String tournament, int round, List<String> boards, int seconds) {
      this(tournament, round, boards, seconds, null);
    }
  }

  /** Version 2: the receiver plays {@code board} of a round as {@code side} in {@code game}. */
  record RoundGame(String tournament, int round, int board, String side, String opponent,
      long game) implements Event {}

  /** Version 2: the receiver has a bye in this round. */
  record RoundBye(String tournament, int round) implements Event {}

  /** Version 2: every game of the round is over. */
  record RoundOver(String tournament, int round) implements Event {}

  /** Version 2: the tournament is over; its final standings. */
  record TournamentOver(String tournament, List<TournamentData.StandingRow> standings,
      List<String> tiebreaks) implements Event {}

  /** Version 2: a player was withdrawn after {@code absences} games lost without playing. */
  record AbsentWithdrawn(String tournament, String player, int absences) implements Event {}

  /**
   * Version 2: an organizer ({@code by}) invites the receiver to a tournament; they play once they
   * accept ({@code join}) or turn it down ({@code decline}). Missed rounds count as half-point byes
   * when {@code half}. {@code seat}, when present, is a seat (a player without an account) offered
   * to take over, its score and games kept.
   */
  record TournamentInvited(String tournament, String by, boolean half, String seat)
      implements Event {

    /** An invitation to play as oneself (and every invitation in protocol version 1). */
    public TournamentInvited(String tournament, String by, boolean half) {
      this(tournament, by, half, null);
    }
  }

  /**
   * Version 2: a team's captain invites the receiver to play for {@code team}; they accept with the
   * tournament request's {@code team_join} (or {@code team_decline}).
   */
  record TeamInvited(String team, String captain) implements Event {}

  /**
   * Version 2, to a tournament's organizers: {@code by} did what the audit log keeps, typed as
   * its {@code kind} and {@code args} (as {@link TournamentData.AuditRow}), worded in the client's
   * language ({@code message}) and in English as the text face's log shows it ({@code action}:
   * {@code leave}, {@code bye ann round 3}, {@code accept}). {@code director} is {@code true}
   * when no user did it but the server by the tournament's rules ({@code by} then says
   * {@code server}), absent otherwise.
   */
  record TournamentNotice(String tournament, String by, String action, String kind,
      List<Object> args, String message, Boolean director) implements Event {

    /** A user's action. */
    public TournamentNotice(String tournament, String by, String action, String kind,
        List<Object> args, String message) {
      this(tournament, by, action, kind, args, message, null);
    }
  }

  /**
   * Version 2, to both players of a board and the organizers: the arbiter {@code by} changed its
   * result from {@code from} to {@code to} ({@code 1-0}, {@code 1/2-1/2}, {@code +/-}...); the
   * standings, the game's record ({@code game}, 0 when none), its exports and ratings follow.
   */
  record ResultCorrected(String tournament, int round, int board, String white, String black,
      String from, String to, String by, long game) implements Event {}

  /** One scoreboard line. */
  record ScoreRow(String user, int score, int wins, int draws, int losses) {}

  /** One running game. */
  record GameSummary(long game, String variant, String white, String black, int moves) {}

  /**
   * The lobby as it is now, pushed to a {@link Request.WatchLobby watcher} whenever users come or
   * go or games start or end; never the answer to a request.
   */
  record Lobby(List<String> users, List<GameSummary> games) implements Event {}

  /** The opponent offers a draw in the receiver's game: the same {@code draw} accepts it. */
  record DrawOffered(String from) implements Event {}

  /**
   * An arena player berserked in game {@code game}: {@code seconds} left their clock and their
   * moves earn no increment any more (a {@code state} with the clocks follows).
   */
  record Berserk(long game, String player, long seconds) implements Event {}

  /**
   * Version 2, to a tournament's organizers: an over-the-board board waits for the arbiter, as
   * {@code reason} says: {@code conflict} (the players' reports differ) or {@code late} (only one
   * reported by the deadline). The reports are from white's side, {@code null} when not made.
   */
  record BoardToArbiter(String tournament, int round, int board, String white, String black,
      String whiteReport, String blackReport, String reason) implements Event {}

  /**
   * Version 2, to a tournament's organizers: {@code player} called the arbiter to {@code board}
   * (0: they have none now) with {@code text} (may be empty); open until one takes call
   * {@code number}.
   */
  record ArbiterCall(String tournament, int number, int board, String player, String text)
      implements Event {}

  /** Version 2, to a tournament's organizers: {@code by} took arbiter call {@code number}. */
  record ArbiterCallTaken(String tournament, int number, String by) implements Event {}

  /**
   * A simul command's answer: {@code action} is {@code created}, {@code joined}, {@code left},
   * {@code cancelled}, {@code started} or {@code shown}; {@code text} says it in the connection's
   * language.
   */
  record Simul(String action, SimulData simul, String text) implements Event {}

  /** The open and running simuls: the answer to {@code simul list}. */
  record Simuls(List<SimulData> simuls) implements Event {}

  /** The open and running simuls, pushed to a lobby watcher whenever one changes. */
  record SimulLobby(List<SimulData> simuls) implements Event {}

  /** Pushed to everyone in a simul once every board has ended: the host's score in it. */
  record SimulOver(SimulData simul, String text) implements Event {}

  /**
   * Pushed news of the simul of {@code host}: {@code kind} is {@code joined} or {@code left} (told
   * the host: {@code player} did), {@code cancelled}, {@code board} (the receiver's board began as
   * {@code game}) or {@code dropped} ({@code player} plays another game, so has no board).
   */
  record SimulNotice(String kind, String host, String player, long game, String text)
      implements Event {}

  /** A simul's audit log: its host's actions, oldest first. */
  record SimulAudit(String host, List<SimulData.AuditRow> rows) implements Event {}
}
