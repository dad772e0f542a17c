package arbiter.client.console;

import arbiter.client.archive.ExportFile;
import arbiter.client.archive.ReplayCursor;
import arbiter.client.clock.ClockFace;
import arbiter.client.net.AnswerQueue;
import arbiter.client.net.LinkListener;
import arbiter.client.words.EndingText;
import arbiter.client.words.RefusalText;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneId;
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
  /** Requests sent and not yet answered: each gets one ok, error, listing or replayed state. */
  private final AnswerQueue answers = new AnswerQueue();
  /** Where {@code export} saves games. */
  private final Path exports;
  /** The zone of the dates in a history. */
  private final ZoneId zone;
  /** The game being replayed, or null. */
  private volatile ReplayCursor replay;
  /** A state numbered below the one shown came: the game was asked for again. */
  private volatile boolean resyncing;
  /** The game watched when the connection dropped, to observe again after the login; 0: none. */
  private volatile long rewatch;
  /** The games of the last history shown, for completing {@code replay} and {@code export}. */
  private volatile List<String> historyGames = List.of();
  /** Why the connection dropped, as printed last; null once connected (the link's thread only). */
  private String lastDrop;

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
    this(server, printer, drawing, now, Path.of(""), ZoneId.systemDefault());
  }

  /**
   * @param exports the directory {@code export} saves to (the current one in the terminal)
   * @param zone the zone a history's dates are shown in
   */
  ConsoleSession(Predicate<Request> server, Consumer<List<String>> printer, BoardDrawing drawing,
      LongSupplier now, Path exports, ZoneId zone) {
    this.server = server;
    this.printer = printer;
    this.drawing = drawing;
    this.now = now;
    this.exports = exports;
    this.zone = zone;
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
      if (send.request() instanceof Request.Replay start) {
        GameState live = game;
        if (live != null && live.game() == start.game() && live.status().equals("ongoing")) {
          // its live states and the replayed ones would be told apart by nothing
          print(w("client.c_on_screen", start.game()));
          return true;
        }
        replay = new ReplayCursor(start.game());
      }
      send(send.request());
    }
    return true;
  }

  private void send(Request request) {
    answers.sending(request); // first: the answer may arrive before send returns
    if (!server.test(request)) {
      answers.unsent(request);
      print(w("swing.r_not_connected"));
    }
  }

  /** The games of the last history shown, for tab completion. */
  public List<String> historyGames() {
    return historyGames;
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
      String turn = state.sideToMove().equals(mySide(state)) ? w("client.c_your_move")
          : w("client.c_to_move", side(state.sideToMove()));
      return user + " [" + state.variant() + " #" + state.game() + ", "
          + (playing ? turn : w("client.c_watching")) + "]> ";
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
    lastDrop = null;
    if (reconnected) {
      // a game watched is watched again once the link has logged in again: the server gives a
      // player their game back at login, but not a spectator theirs
      GameState watched = game;
      rewatch = watched != null && !playing && watched.status().equals("ongoing")
          ? watched.game() : 0;
      game = null; // a new connection, maybe to a restarted server: the numbers start afresh
      print(w("client.c_reconnected"));
    }
  }

  @Override
  public void disconnected(String reason) {
    answers.clear(); // what was in flight will not be answered
    if (!reason.equals(lastDrop)) {
      // once, not at every retry: a server that stays away printed a line every 5 s for ever
      lastDrop = reason;
      print(reason);
    }
  }

  /** Waits until every request sent has its answer, or the time is up (before quitting). */
  public void awaitAnswers(long millis) throws InterruptedException {
    answers.await(millis);
  }

  @Override
  public void received(Event event) {
    long arrivedAt = now.getAsLong(); // the running clock counts down from here, not from sentAt
    Request asked = answers.answering(event);
    try {
      if (asked instanceof Request.Replay replayAsked) {
        replayed(replayAsked, event);
      } else {
        display(event, asked, arrivedAt);
      }
    } finally {
      if (asked != null) {
        answers.answered(); // once printed, so that quitting after the last answer shows it
      }
    }
  }

  /** The answer to a replay request: the position to draw, or why there is none. */
  private void replayed(Request.Replay asked, Event event) {
    ReplayCursor cursor = replay;
    if (cursor == null || cursor.game() != asked.game()) {
      return; // a replay of another game was started meanwhile
    }
    if (event instanceof Event.State state) {
      cursor.show(state.state());
      printer.accept(replayLines(cursor));
    } else {
      cursor.refused();
      printer.accept(EventText.lines(event, zone));
    }
  }

  private List<String> replayLines(ReplayCursor cursor) {
    GameState state = cursor.shown();
    List<String> lines = new ArrayList<>();
    String played = w("client.c_played", mover(state), state.lastMove());
    String where = cursor.ply() == 0 ? w("client.c_the_start")
        : cursor.last() >= 0 ? w("client.c_move_of", cursor.ply(), cursor.last(), played)
        : w("client.c_move", cursor.ply(), played);
    lines.add(w("client.c_replay_of", state.game(), state.variant(), where));
    lines.addAll(drawing.lines(state, flipped != "black".equals(mySide(state))));
    lines.add(state.status().equals("ongoing")
        ? w("swing.players", state.white(), state.black()) + " - "
            + w("client.c_to_move", side(state.sideToMove())) + "   [next | prev | first | last]"
        : status(state));
    return lines;
  }

  private void display(Event event, Request asked, long arrivedAt) {
    long again = rewatch;
    if (again != 0 && event instanceof Event.Ok ok && ok.request().equals("login")) {
      rewatch = 0;
      send(new Request.Observe(again));
    }
    if (event instanceof Event.Export export) {
      printer.accept(exported(export));
      return;
    }
    if (event instanceof Event.History history) {
      historyGames = history.games().stream().map(row -> Long.toString(row.game())).toList();
    }
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
    if (event instanceof Event.DrawOffered && !playing) {
      return; // a spectator read the notice; the answer is the players'
    }
    if (event instanceof Event.Error error) {
      if (error.code().equals("bad_credentials")) {
        user = null;
      }
      print("! " + RefusalText.of(error, asked));
      return;
    }
    List<String> lines = EventText.lines(event, zone);
    if (!lines.isEmpty()) {
      printer.accept(lines);
    }
  }

  private void show(GameState state, long arrivedAt) {
    GameState shown = game;
    if (shown != null && shown.game() == state.game() && shown.seq() > state.seq()
        && !resyncing) {
      // late, or the numbering went back unannounced: the game is asked for again and its
      // answer drawn whatever its number, rather than every later state dropped
      resyncing = true;
      send(new Request.Resync(state.game()));
      return;
    }
    resyncing = false;
    boolean moved = state.lastMove() != null
        && (shown == null || shown.game() != state.game() || shown.moves().size() < state.moves().size());
    ClockFace face = ClockFace.of(state, arrivedAt);
    clocks = face;
    game = state;
    List<String> lines = new ArrayList<>();
    if (moved) {
      lines.add(w("client.c_played", mover(state), state.lastMove()));
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

  /** Who made the last move: after a move the other side is to move, whoever started. */
  private static String mover(GameState state) {
    return state.sideToMove().equals("white") ? state.black() : state.white();
  }

  private String status(GameState state) {
    String players = w("swing.players", state.white(), state.black());
    String limit = state.limit() > 0 ? w("client.c_turns_left", state.movesLeft(), state.limit()) : "";
    return switch (state.status()) {
      case "win", "draw" -> w("client.c_game_over", state.game(), EndingText.of(state, mySide(state)));
      default -> players + " - " + w("client.c_to_move", side(state.sideToMove()))
          + (state.sideToMove().equals(mySide(state)) ? w("client.c_you") : "") + limit;
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
        printer.accept(ConsoleCommands.help());
        break;
      case "board":
        if (state == null) {
          print(w("client.c_no_game"));
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
      case "next", "prev", "first", "last":
        step(command);
        break;
      case "moves":
        List<String> moves = legalMoves();
        print(moves.isEmpty() ? w("client.c_no_moves") : String.join("  ", moves));
        break;
      default:
        break;
    }
    return true;
  }

  /** A replay step: asks the server for the position, drawn when it comes. */
  private void step(String command) {
    ReplayCursor cursor = replay;
    if (cursor == null) {
      print(w("client.c_nothing_to_step"));
      return;
    }
    Request.Replay request = switch (command) {
      case "next" -> cursor.next();
      case "prev" -> cursor.previous();
      case "first" -> cursor.first();
      default -> cursor.end();
    };
    if (request == null) {
      print(command.equals("next") ? w("client.c_last_move") : w("client.c_at_start"));
    } else {
      send(request);
    }
  }

  /** The exported text, then where it was saved (or why not). */
  private List<String> exported(Event.Export export) {
    List<String> lines = new ArrayList<>(export.text().lines().toList());
    if (!ExportFile.plainName(export.name())) {
      lines.add(w("client.c_not_saved", export.name()));
      return lines;
    }
    try {
      Path file = ExportFile.save(exports, export.name(), export.text());
      lines.add(w("client.c_saved", export.format(), file.toAbsolutePath().normalize()));
    } catch (IOException e) {
      lines.add(w("client.c_save_failed", export.name(), e.getMessage()));
    }
    return lines;
  }

  private void print(String line) {
    printer.accept(List.of(line));
  }

  private static String side(String side) {
    return "white".equals(side) ? w("swing.white") : "black".equals(side) ? w("swing.black") : side;
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
