package arbiter.client.console;

import arbiter.client.clock.ClockFace;
import arbiter.client.net.LinkListener;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * The console client without its terminal: typed lines become requests, server messages become
 * printed lines. The terminal front end ({@link ConsoleClient}) only reads lines and prints.
 */
public final class ConsoleSession implements LinkListener {

  private final Predicate<Request> server;
  private final Consumer<List<String>> printer;
  private final BoardDrawing drawing;
  /** This client's monotonic clock in milliseconds: when states arrive, and the clocks' now. */
  private final LongSupplier now;
  private volatile String user;
  private volatile GameState game;
  /** The clocks of {@code game}, null when it is untimed. */
  private volatile ClockFace clocks;
  private volatile boolean playing;
  private volatile boolean flipped;
  /** Requests sent and not yet answered: each gets one ok, error or listing. */
  private int unanswered;

  /** A session whose clocks count down by {@link ClockFace#monotonicNow}. */
  public ConsoleSession(Predicate<Request> server, Consumer<List<String>> printer,
      BoardDrawing drawing) {
    this(server, printer, drawing, ClockFace::monotonicNow);
  }

  /**
   * @param server sends a request; false when the connection is down
   * @param printer prints lines above the prompt
   * @param now this client's monotonic time in milliseconds (the clocks count down by it)
   */
  public ConsoleSession(Predicate<Request> server, Consumer<List<String>> printer,
      BoardDrawing drawing, LongSupplier now) {
    this.server = server;
    this.printer = printer;
    this.drawing = drawing;
    this.now = now;
  }

  /** Handles a typed line; false when the user wants to quit. */
  public boolean typed(String line) {
    ConsoleCommands.Action action = ConsoleCommands.parse(line, playing);
    if (action instanceof ConsoleCommands.Invalid invalid) {
      print(invalid.message());
    } else if (action instanceof ConsoleCommands.Local local) {
      return local(local.command());
    } else if (action instanceof ConsoleCommands.Send send) {
      if (send.request() instanceof Request.Login login) {
        user = login.user();
      }
      if (server.test(send.request())) {
        synchronized (this) {
          unanswered++;
        }
      } else {
        print("not connected; the client is reconnecting");
      }
    }
    return true;
  }

  /** The legal moves of the game on screen, for tab completion. */
  public List<String> legalMoves() {
    GameState state = game;
    List<String> moves = new ArrayList<>();
    if (state != null && playing) {
      state.legalMoves().forEach(move -> moves.add(move.move()));
    }
    return moves;
  }

  /** The prompt: who is logged in and what they are doing. */
  public String prompt() {
    GameState state = game;
    if (user == null) {
      return "arbiter> ";
    }
    if (state != null && state.status().equals("ongoing")) {
      String turn = state.sideToMove().equals(mySide(state)) ? "your move" : state.sideToMove() + " to move";
      return user + " [" + state.variant() + " #" + state.game() + ", " + (playing ? turn : "watching") + "]> ";
    }
    return user + "> ";
  }

  /**
   * The clock line of the game on screen counted down to now, or null when no clock runs (no game,
   * an untimed one, or it is over): the terminal refreshes it while the prompt waits.
   */
  public String clockLine() {
    ClockFace face = clocks;
    GameState state = game;
    if (face == null || face.running() == null || state == null
        || !state.status().equals("ongoing")) {
      return null;
    }
    return drawing.clockLine(face, now.getAsLong());
  }

  @Override
  public void connected(boolean reconnected) {
    if (reconnected) {
      print("reconnected");
    }
  }

  @Override
  public void disconnected(String reason) {
    synchronized (this) {
      unanswered = 0; // what was in flight will not be answered
      notifyAll();
    }
    print(reason);
  }

  /** Waits until every request sent has its answer, or the time is up (before quitting). */
  public synchronized void awaitAnswers(long millis) throws InterruptedException {
    long deadline = System.currentTimeMillis() + millis;
    while (unanswered > 0 && System.currentTimeMillis() < deadline) {
      wait(Math.max(1, deadline - System.currentTimeMillis()));
    }
  }

  private synchronized void answered() {
    if (unanswered > 0) {
      unanswered--;
    }
    notifyAll();
  }

  @Override
  public void received(Event event) {
    long arrivedAt = now.getAsLong(); // the running clock counts down from here, not from sentAt
    try {
      display(event, arrivedAt);
    } finally {
      // counted once printed, so that quitting after the last answer does not cut it off
      if (event instanceof Event.Ok || event instanceof Event.Error || event instanceof Event.Who
          || event instanceof Event.Games || event instanceof Event.Scoreboard
          || event instanceof Event.Tournament) {
        answered();
      }
    }
  }

  private void display(Event event, long arrivedAt) {
    if (event instanceof Event.State state) {
      show(state.state(), arrivedAt);
      return;
    }
    if (event instanceof Event.GameStarted started) {
      playing = user != null && (user.equals(started.white()) || user.equals(started.black()));
      game = null;
      clocks = null;
    }
    if (event instanceof Event.Ok ok && (ok.request().equals("unobserve") || ok.request().equals("logout"))) {
      game = null;
      clocks = null;
      playing = false;
      if (ok.request().equals("logout")) {
        user = null;
      }
    }
    if (event instanceof Event.Error error && error.code().equals("bad_credentials")) {
      user = null;
    }
    List<String> lines = EventText.lines(event);
    if (!lines.isEmpty()) {
      printer.accept(lines);
    }
  }

  private void show(GameState state, long arrivedAt) {
    GameState shown = game;
    if (shown != null && shown.game() == state.game() && shown.seq() > state.seq()) {
      return; // an older state arriving late
    }
    boolean moved = state.lastMove() != null
        && (shown == null || shown.game() != state.game() || shown.moves().size() < state.moves().size());
    ClockFace face = ClockFace.of(state, arrivedAt);
    clocks = face;
    game = state;
    List<String> lines = new ArrayList<>();
    if (moved) {
      // after a move the other side is to move, whichever side the variant starts with
      String mover = state.sideToMove().equals("white") ? state.black() : state.white();
      lines.add(mover + " played " + state.lastMove());
    }
    lines.addAll(drawing.lines(state, flipped != "black".equals(mySide(state))));
    if (face != null) {
      lines.add(drawing.clockLine(face, arrivedAt));
    }
    lines.add(status(state));
    if (!state.status().equals("ongoing")) {
      playing = false;
    }
    printer.accept(lines);
  }

  private String status(GameState state) {
    String players = state.white() + " (white) vs " + state.black() + " (black)";
    String limit = state.limit() > 0 ? ", " + state.movesLeft() + " of " + state.limit() + " turns left" : "";
    return switch (state.status()) {
      case "win" -> "game " + state.game() + " over: " + (state.winner().equals("white") ? state.white() : state.black())
          + " (" + state.winner() + ") wins "
          + (ClockFace.endedOnTime(state) ? "on time" : "by " + state.reason());
      case "draw" -> "game " + state.game() + " over: draw by " + state.reason();
      default -> players + " - " + state.sideToMove() + " to move"
          + (state.sideToMove().equals(mySide(state)) ? " (you)" : "") + limit;
    };
  }

  private String mySide(GameState state) {
    if (user == null) {
      return null;
    }
    return user.equals(state.white()) ? "white" : user.equals(state.black()) ? "black" : null;
  }

  private boolean local(String command) {
    GameState state = game;
    switch (command) {
      case "quit":
        return false;
      case "help":
        printer.accept(ConsoleCommands.HELP);
        break;
      case "board":
        if (state == null) {
          print("no game on screen");
        } else {
          boolean whiteOnTop = flipped != "black".equals(mySide(state));
          List<String> lines = new ArrayList<>(drawing.lines(state, whiteOnTop));
          ClockFace face = clocks;
          if (face != null) {
            lines.add(drawing.clockLine(face, now.getAsLong()));
          }
          printer.accept(lines);
        }
        break;
      case "flip":
        flipped = !flipped;
        break;
      case "moves":
        List<String> moves = legalMoves();
        print(moves.isEmpty() ? "no moves to make now" : String.join("  ", moves));
        break;
      default:
        break;
    }
    return true;
  }

  private void print(String line) {
    printer.accept(List.of(line));
  }
}
