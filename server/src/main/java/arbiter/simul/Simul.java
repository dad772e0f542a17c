package arbiter.simul;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One simul: a host against many boards. It is open (players join and leave), running (each
 * board a game) or over (every board ended). Pure state: the {@link Simuls} runner stores it and
 * opens the games.
 */
public final class Simul {

  /** Where a simul is in its life. */
  public enum Stage { OPEN, RUNNING, OVER }

  /** The host's colour on the boards: white on all (the default), black on all, or alternating. */
  public enum HostColour {
    WHITE, BLACK, ALTERNATE;

    /** The host's side on the board at {@code index} (0-based, in joining order). */
    public Side side(int index) {
      return switch (this) {
        case WHITE -> Side.WHITE;
        case BLACK -> Side.BLACK;
        case ALTERNATE -> index % 2 == 0 ? Side.WHITE : Side.BLACK;
      };
    }

    /** The colour a word names ({@code white}, {@code black}, {@code alternate}), or null. */
    public static HostColour of(String word) {
      for (HostColour colour : values()) {
        if (colour.name().equalsIgnoreCase(word)) {
          return colour;
        }
      }
      return null;
    }
  }

  /** The host's result on a board: null while it is played. */
  public enum HostResult { WIN, DRAW, LOSS }

  private final long id;
  private final String host;
  private final String variant;
  private final String time;
  private final HostColour colour;
  private Stage stage;
  /** The opponents in joining order, with their board's game id (0 before the start). */
  private final Map<String, Long> boards = new LinkedHashMap<>();
  private final Map<Long, HostResult> results = new LinkedHashMap<>();

  /**
   * @param time the time control's text for every board's clocks, {@code null} when untimed
   */
  public Simul(long id, String host, String variant, String time, HostColour colour, Stage stage) {
    this.id = id;
    this.host = host;
    this.variant = variant;
    this.time = time;
    this.colour = colour;
    this.stage = stage;
  }

  public long id() {
    return id;
  }

  public String host() {
    return host;
  }

  public String variant() {
    return variant;
  }

  public Stage stage() {
    return stage;
  }

  public HostColour colour() {
    return colour;
  }

  /** The time control's text, {@code null} when untimed. */
  public String time() {
    return time;
  }

  /** Whether {@code name} hosts it or plays in it. */
  public boolean has(String name) {
    return host.equals(name) || boards.containsKey(name);
  }

  /** The opponents, in joining order. */
  public List<String> opponents() {
    return List.copyOf(boards.keySet());
  }

  /** Why {@code name} may not join now, or {@code null}: they may. */
  public SimulRefusal refuseJoin(String name) {
    if (host.equals(name)) {
      return SimulRefusal.HOST_IS_OPPONENT;
    }
    if (stage != Stage.OPEN) {
      return SimulRefusal.ALREADY_STARTED;
    }
    return boards.containsKey(name) ? SimulRefusal.ALREADY_JOINED : null;
  }

  /** Adds an opponent; call after {@link #refuseJoin} said yes. */
  public void join(String name) {
    boards.put(name, 0L);
  }

  /** Takes an opponent off before the start; whether they were in it. */
  public boolean leave(String name) {
    return stage == Stage.OPEN && boards.remove(name) != null;
  }

  /** The boards begin: each opponent's game id. Opponents not in {@code games} are dropped. */
  public void start(Map<String, Long> games) {
    boards.keySet().retainAll(games.keySet());
    boards.putAll(games);
    stage = Stage.RUNNING;
  }

  /** The game of an opponent's board, 0 before the start or if they are not in it. */
  public long game(String opponent) {
    return boards.getOrDefault(opponent, 0L);
  }

  /** The game ids of the boards, in board order. */
  public List<Long> games() {
    return List.copyOf(boards.values());
  }

  /** Whether the game is one of this simul's boards. */
  public boolean hasGame(long game) {
    return game != 0 && boards.containsValue(game);
  }

  /** The host's side on the board of {@code opponent}. */
  public Side hostSide(String opponent) {
    return colour.side(new ArrayList<>(boards.keySet()).indexOf(opponent));
  }

  /**
   * A board ended with the host's {@code result}; the simul is over once every board has.
   *
   * @return whether this ended the simul
   */
  public boolean record(long game, HostResult result) {
    if (!hasGame(game) || stage != Stage.RUNNING) {
      return false;
    }
    results.put(game, result);
    if (results.size() == boards.size()) {
      stage = Stage.OVER;
      return true;
    }
    return false;
  }

  /** The simul as the faces show it. */
  public SimulView view() {
    List<SimulView.Board> shown = new ArrayList<>();
    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (Map.Entry<String, Long> board : boards.entrySet()) {
      HostResult result = results.get(board.getValue());
      shown.add(new SimulView.Board(board.getKey(), board.getValue(), hostSide(board.getKey()),
          result));
      if (result != null) {
        switch (result) {
          case WIN -> wins++;
          case DRAW -> draws++;
          case LOSS -> losses++;
        }
      }
    }
    return new SimulView(host, variant, time, colour, stage, shown, wins, draws, losses);
  }
}
