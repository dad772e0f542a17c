package arbiter.command;

/** The {@code tournament ...} commands, as the text and JSON faces both give them. */
public sealed interface TournamentCommand {

  /** The action's word: {@code create}, {@code join}... (JSON's {@code action}). */
  String action();

  /** The tournament's name, {@code null} for {@link ListAll}. */
  String name();

  /**
   * {@code tournament create NAME VARIANT roundrobin|swiss [ROUNDS] [LIMIT] [TIME]}.
   *
   * @param format the format word as given ({@code roundrobin} or {@code swiss} are valid)
   * @param rounds 0 when not given
   * @param limit the move limit, 0 for none
   * @param time the time control of every game as typed, {@code null} for untimed games
   */
  record Create(String name, String variant, String format, int rounds, int limit, String time)
      implements TournamentCommand {
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
}
