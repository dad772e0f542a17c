package arbiter.command;

/**
 * A request of a user, parsed once at the edge: the text parser ({@link TextCommands}) and the
 * JSON decoder ({@link JsonCommands}) both produce these, and the menus decide on them which are
 * allowed where.
 */
public sealed interface Command {

  // --- registration menu (seed 002) ---

  /** {@code register NAME PASSWORD}. */
  record Register(String user, String password) implements Command {
    /** Without the password: a command is logged when it fails (a store that is down). */
    @Override
    public String toString() {
      return "Register[user=" + user + "]";
    }
  }

  /** {@code login NAME PASSWORD}. */
  record Login(String user, String password) implements Command {
    /** Without the password, as {@link Register}'s. */
    @Override
    public String toString() {
      return "Login[user=" + user + "]";
    }
  }

  /**
   * A login the connection has proved otherwise (the web face's session cookie), so no password:
   * no parser makes it from what a user types, only a face that checked the proof.
   */
  record Resume(String user) implements Command {}

  /** {@code remove NAME PASSWORD}: deletes the account. */
  record Remove(String user, String password) implements Command {
    /** Without the password, as {@link Register}'s. */
    @Override
    public String toString() {
      return "Remove[user=" + user + "]";
    }
  }

  /** {@code list_users}. */
  record ListUsers() implements Command {}

  /** {@code help}: the commands of the current menu. */
  record Help() implements Command {}

  /** {@code exit}: ends the conversation. */
  record Exit() implements Command {}

  // --- main menu ---

  /**
   * {@code new_game USER LIMIT [VARIANT] [TIME] [level N]}.
   *
   * @param limit the move limit as typed, clamped to the int range (negative is refused later)
   * @param variant the variant id, {@code null} for the default
   * @param time the time control as typed ({@code 5+3}), {@code null} for an untimed game
   * @param level the house bot's level asked for, 0 for none (out of range is refused later)
   */
  record Challenge(String user, int limit, String variant, String time, boolean rated, int level)
      implements Command {

    /** A challenge that chooses no level. */
    public Challenge(String user, int limit, String variant, String time, boolean rated) {
      this(user, limit, variant, time, rated, 0);
    }

    /** A level as asked: a number below 1 becomes -1, never the 0 of no level. */
    public static int asked(int typed) {
      return typed >= 1 ? typed : -1;
    }
  }

  /** {@code accept USER}. */
  record Accept(String user) implements Command {}

  /** {@code decline USER}. */
  record Decline(String user) implements Command {}

  /** {@code scoreboard [VARIANT]}. */
  record Scoreboard(String variant) implements Command {}

  /** {@code logout}. */
  record Logout() implements Command {}

  /** {@code logout all}: logs out and ends the saved logins of every browser. */
  record LogoutAll() implements Command {}

  /** {@code who}: the users online. */
  record Who() implements Command {}

  /** {@code games}: the running games. */
  record Games() implements Command {}

  /**
   * {@code observe GAME}; {@code game} is -1 when the id is not a number. With a {@code player}
   * (the ICS port's {@code observe NAME}), the game that player plays, {@code game} unread.
   */
  record Observe(long game, String player) implements Command {

    /** {@code observe GAME}. */
    public Observe(long game) {
      this(game, null);
    }
  }

  /**
   * {@code pause GAME} ({@code pause}) or {@code resume GAME}: an arbiter stops or restarts a
   * game's clocks; the players of a casual game ask, and the opponent's own request agrees.
   */
  record Pause(long game, boolean pause) implements Command {}

  /** {@code moretime GAME USER SECONDS}: an arbiter's (or casual opponent's) time gift. */
  record Moretime(long game, String user, long seconds) implements Command {}

  /**
   * {@code adjudicate GAME RESULT [REASON]}: an arbiter ends a running game.
   *
   * @param result {@code 1-0}, {@code 0-1} or {@code 1/2-1/2} as typed (checked by the lobby)
   * @param reason the arbiter's words, {@code null} when none
   */
  record Adjudicate(long game, String result, String reason) implements Command {}

  /** {@code unobserve}. */
  record Unobserve() implements Command {}

  /** {@code tournament ...}. */
  record Tournament(TournamentCommand command) implements Command {}

  /** {@code history [USER]}: a user's last games ({@code user} null: the caller's). */
  record History(String user, int limit) implements Command {}

  /** {@code moves GAME}: the moves of a finished or running game; {@code game} -1 if no number. */
  record Moves(long game) implements Command {}

  /** The state of a game after its first {@code ply} moves, to replay it (JSON). */
  record Replay(long game, int ply) implements Command {}

  /** {@code analyze GAME}: the engine's analysis of a finished game; {@code game} -1 if no number. */
  record Analyze(long game) implements Command {}

  /** {@code export GAME}, or {@code export tournament NAME} ({@code game} 0). */
  record Export(long game, String tournament) implements Command {}

  /** {@code export simul HOST}: the games of the host's latest simul. */
  record ExportSimul(String host) implements Command {}

  /** {@code ratings [VARIANT]}. */
  record Ratings(String variant) implements Command {}

  /** {@code finger USER}. */
  record Finger(String user) implements Command {}

  /** Watch the lobby ({@code on}) or stop: its users and games are pushed as they change (JSON). */
  record WatchLobby(boolean on) implements Command {}

  /**
   * {@code simul create VARIANT [TIME] [white|black|alternate]}, {@code simul join HOST},
   * {@code simul leave}, {@code simul start}, {@code simul show HOST}, {@code simul list},
   * {@code simul audit HOST}, {@code simul export HOST}.
   *
   * @param action what is asked; {@link SimulAction#USAGE} for words that fit no simul command
   * @param host the simul named, {@code null} when the command names none
   * @param time the boards' time control as typed, {@code null} (or {@code none}) for untimed
   * @param colour the host's colour word, {@code null} for white on all boards
   */
  record Simul(SimulAction action, String host, String variant, String time, String colour)
      implements Command {}

  /** {@code game N}: a player at several boards (a simul's host) plays game {@code game} now. */
  record Board(long game) implements Command {}

  // --- game menu ---

  /** A move in the variant's native notation, parsed by the game against its position. */
  record Move(String text) implements Command {}

  /** Seed 002 {@code select ROW,COLUMN} (1-based; out-of-range numbers stay out of range). */
  record Select(int row, int column) implements Command {}

  /** Seed 002 {@code move ROW,COLUMN}: moves the selected piece. */
  record MoveSelected(int row, int column) implements Command {}

  /** Seed 002 {@code deselect}. */
  record Deselect() implements Command {}

  /** Seed 002 {@code next_turn}: completes the turn. */
  record NextTurn() implements Command {}

  /** Seed 002 {@code undo}. */
  record Undo() implements Command {}

  /** Seed 002 {@code undo_number}. */
  record UndoNumber() implements Command {}

  /** Seed 002 {@code show_turn}. */
  record ShowTurn() implements Command {}

  /** Seed 002 {@code show_board}. */
  record ShowBoard() implements Command {}

  /** {@code time}: both clocks of the game. */
  record ShowTime() implements Command {}

  /** Seed 002 {@code show_moves [-all]}. */
  record ShowMoves(boolean all) implements Command {}

  /** Seed 002 {@code show_killed [-all]}. */
  record ShowKilled(boolean all) implements Command {}

  /** {@code forfeit}. */
  record Forfeit() implements Command {}

  /** {@code draw}: offers a draw, or accepts the opponent's offer. */
  record Draw() implements Command {}

  /**
   * {@code claim}: a draw the rules let the player to move claim (threefold repetition, fifty
   * moves), or the win over an opponent who dropped and did not come back.
   *
   * @param draw the draw claimed, {@code null} for whichever claim stands
   */
  record Claim(arbiter.rules.Termination draw) implements Command {
    /** Whichever claim stands. */
    public Claim() {
      this(null);
    }
  }

  /** {@code say TEXT}: chat to the game. */
  record Say(String text) implements Command {}

  // --- the ICS face ---

  /** An ICS guest's login under a name no account has; never stored. */
  record GuestLogin(String user) implements Command {}

  /** ICS {@code withdraw [NAME]}: takes back the challenge sent to {@code user}. */
  record Withdraw(String user) implements Command {}

  /** ICS {@code seek [MINUTES INCREMENT] [rated|unrated]}: an open challenge any ICS user may take. */
  record Seek(String time, boolean rated) implements Command {}

  /** ICS {@code unseek}: removes one's seek ads. */
  record Unseek() implements Command {}

  /** ICS {@code sought}, or ({@code info}) {@code iset seekinfo 1}: the seek ads there are. */
  record Sought(boolean info) implements Command {}

  /** ICS {@code play N}: accepts seek ad {@code ad} ({@code -1} when not a number). */
  record Play(int ad) implements Command {}
}
