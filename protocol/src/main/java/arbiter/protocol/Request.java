package arbiter.protocol;

/**
 * A JSON message from a client to the server. Each record's wire {@code type} is given by {@link
 * JsonCodec}; absent optional fields decode as {@code null} (or 0 for numbers).
 */
public sealed interface Request {

  /**
   * Opens a JSON session and states the client's protocol version; {@code features} names what
   * the client asks for beyond version 1 (null or empty: nothing), see {@link Features};
   * {@code language} the language of the messages' words ({@code en}, {@code ru}, {@code fa};
   * null: the server's default).
   */
  record Hello(int version, String client, java.util.List<String> features, String language)
      implements Request {

    /** A hello that asks for no feature. */
    public Hello(int version, String client) {
      this(version, client, null, null);
    }

    /** A hello in the server's default language. */
    public Hello(int version, String client, java.util.List<String> features) {
      this(version, client, features, null);
    }
  }

  /** Creates an account. */
  record Register(String user, String password) implements Request {}

  /** Logs in; a second login of the same user takes the first session over. */
  record Login(String user, String password) implements Request {}

  /** Logs out and returns to the registration menu. */
  record Logout() implements Request {}

  /** Logs out and ends the saved logins (web cookies) of every browser of the user. */
  record LogoutAll() implements Request {}

  /**
   * Challenges an online user; {@code variant} null means {@code kingcapture}, {@code time} null an
   * untimed game (else a time control such as {@code 5+3}, see the protocol README); {@code level}
   * (1-8) chooses the level of the house bot {@code house}, null its default.
   */
  record Challenge(String user, int limit, String variant, String time, Boolean rated, Integer level)
      implements Request {

    /** A challenge at the bot's default level. */
    public Challenge(String user, int limit, String variant, String time, Boolean rated) {
      this(user, limit, variant, time, rated, null);
    }

    /** An untimed challenge, rated. */
    public Challenge(String user, int limit, String variant) {
      this(user, limit, variant, null, null);
    }

    /** A challenge, rated. */
    public Challenge(String user, int limit, String variant, String time) {
      this(user, limit, variant, time, null);
    }
  }

  /** Accepts the challenge {@code user} sent. */
  record Accept(String user) implements Request {}

  /** Declines the challenge {@code user} sent. */
  record Decline(String user) implements Request {}

  /** Plays a move in native notation in the caller's game. */
  record Move(String move) implements Request {}

  /** Takes back the caller's last move, where the variant allows it. */
  record Undo() implements Request {}

  /** Ends the caller's game with a forfeit. */
  record Forfeit() implements Request {}

  /**
   * Claims a draw the rules allow the player to move ({@code kind} {@code repetition} or {@code
   * fifty}), or, without a kind, whichever claim stands: such a draw, or the win over an opponent
   * who dropped and did not come back within the grace period.
   */
  record Claim(String kind) implements Request {
    /** Whichever claim stands. */
    public Claim() {
      this(null);
    }
  }

  /** Offers a draw, or accepts the opponent's standing offer. */
  record Draw() implements Request {}

  /**
   * Pauses {@code game}: its clocks stop until it is resumed. For the game's tournament organizers
   * and the server's admins; a player of a casual game asks, and the opponent's own request agrees.
   */
  record Pause(long game) implements Request {}

  /** Resumes a paused {@code game}: the side to move's clock runs again. Who may: as {@link Pause}. */
  record Resume(long game) implements Request {}

  /**
   * Gives {@code user} {@code seconds} more on their clock in {@code game} (FICS {@code moretime}):
   * for the game's tournament organizers, the server's admins, and the opponent in a casual game.
   */
  record Moretime(long game, String user, long seconds) implements Request {}

  /**
   * Ends a running {@code game} with {@code result} ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2})
   * and an optional {@code reason}: for the game's tournament organizers and the server's admins.
   */
  record Adjudicate(long game, String result, String reason) implements Request {}

  /** Starts watching a running game. */
  record Observe(long game) implements Request {}

  /** Stops watching a game. */
  record Unobserve(long game) implements Request {}

  /** Chat: to the caller's game (players or spectators) or, outside a game, to the lobby. */
  record Chat(String text) implements Request {}

  /** Asks for the scoreboard, over all games or for one variant. */
  record Scoreboard(String variant) implements Request {}

  /** Asks who is online. */
  record Who() implements Request {}

  /** Asks for the running games. */
  record Games() implements Request {}

  /**
   * Asks for the full {@code state} of the game the caller plays or watches, as after a missed
   * {@link Event.Delta}; the answer is that {@code state}.
   */
  record Resync(long game) implements Request {}

  /** Answers the server's {@link Event.Ping}: the server measures the connection's lag by it. */
  record Pong(long id) implements Request {}

  /** A user's last games ({@code user} null: the caller's), newest first; {@code limit} 0: 20. */
  record History(String user, int limit) implements Request {}

  /** The state of a game after its first {@code ply} moves (0: the start), to replay it. */
  record Replay(long game, int ply) implements Request {}

  /** The built-in engine's analysis of a finished game: one row per move. */
  record Analyze(long game) implements Request {}

  /**
   * A game in its variant's own format ({@code game} &gt; 0), a tournament's games, one file
   * per variant ({@code tournament} given), or the games of a host's latest simul ({@code simul}
   * given).
   */
  record Export(long game, String tournament, String simul) implements Request {
    public Export(long game, String tournament) {
      this(game, tournament, null);
    }
  }

  /** The rating list of a variant ({@code variant} null: every variant). */
  record Ratings(String variant) implements Request {}

  /** A user's ratings per variant and game counts. */
  record Finger(String user) implements Request {}

  /**
   * A tournament action: {@code create}, {@code join}, {@code leave}, {@code start}, {@code list},
   * {@code standings}, {@code pairings}; the organizer's {@code enter}, {@code bye},
   * {@code withdraw}, {@code reinstate}, {@code pair}, {@code begin}, {@code swap}, {@code board},
   * {@code result}, {@code set}, {@code arbiter}, {@code audit}, {@code crosstable},
   * {@code export}, {@code import}, {@code repair} and {@code players} (a CSV file's text in
   * {@code value}); a player's {@code checkin}; over the board a player's {@code report} and
   * {@code arbiter-call}, the organizer's {@code boards}, {@code lock}, {@code unlock},
   * {@code live}, {@code arbiter-take} and {@code pgn} (see the protocol README for their fields).
   */
  record Tournament(
      String action,
      String name,
      String variant,
      String system,
      Integer rounds,
      Integer limit,
      Integer round,
      String time,
      String player,
      String other,
      Integer board,
      String result,
      String key,
      String value,
      Boolean half,
      String trf)
      implements Request {

    /** A tournament action with a time control (create) and none of the organizer's fields. */
    public Tournament(String action, String name, String variant, String system, Integer rounds,
        Integer limit, Integer round, String time) {
      this(action, name, variant, system, rounds, limit, round, time, null, null, null, null,
          null, null, null, null);
    }

    /** A tournament action without a time control (an untimed tournament on create). */
    public Tournament(String action, String name, String variant, String system, Integer rounds,
        Integer limit, Integer round) {
      this(action, name, variant, system, rounds, limit, round, null);
    }
  }

  /**
   * Watches the lobby ({@code watch} true) or stops ({@code false}): a watcher gets a {@link
   * Event.Lobby} at once and again whenever users come or go or games start or end.
   */
  record WatchLobby(boolean watch) implements Request {}

  /**
   * A simul command: {@code action} is {@code create} (with {@code variant}, optional {@code time}
   * and {@code colour}: white, black or alternate), {@code join}, {@code show} or {@code audit}
   * (with {@code host}), {@code leave}, {@code start} or {@code list}.
   */
  record Simul(String action, String host, String variant, String time, String colour)
      implements Request {}

  /** A simul's host plays the board of {@code game} now (the text protocol's {@code game N}). */
  record Board(long game) implements Request {}
}
