package arbiter.game;

import arbiter.async.TaskChain;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.rules.Side;
import arbiter.store.GameEvent;
import arbiter.store.Journal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running game with its players and spectators. Its state is confined to one serial executor
 * and its commands run one at a time: a move is validated by the rules, stored, and only then
 * shown to the players and spectators.
 */
public final class GameRoom {

  private static final Logger LOG = LoggerFactory.getLogger(GameRoom.class);

  /** What became of the sender after a command. */
  public enum Result {
    /** Still in the game. */
    CONTINUE,
    /** The command ended the game. */
    ENDED,
    /** The game had already ended; the command was not run. */
    NOT_IN_GAME
  }

  private final long id;
  private final Match match;
  private final boolean hotSeat;
  private final TaskChain chain;
  private final Journal journal;
  private final Consumer<GameRoom> onEnd;
  private final Absence absence;
  // confined to the chain's executor
  private final Seat[] seats;
  private final List<Seat> spectators = new ArrayList<>();
  /** Counts the changes of the game: the {@code seq} of its JSON states. */
  private long seq;
  /** When each side's connection went, or -1 while it is there. */
  private final long[] goneSince = {-1, -1};
  /** Whether each side's player has been at the game since it started (or the server restarted). */
  private final boolean[] arrived = new boolean[2];
  /** Taken up after a restart: its players were there before. */
  private boolean resumed;
  // read by other threads for listings
  private volatile int turns;
  private volatile boolean over;

  /**
   * A room; call {@link #start()} before anything else.
   *
   * @param hotSeat both seats are one console that acts for whoever is to move (seed 002)
   * @param executor a serial executor: the room's state lives on its thread
   * @param onEnd told, on the room's thread, once the game has ended and been stored
   * @param absence how long a player who dropped keeps the game
   */
  public GameRoom(
      long id,
      Match match,
      Seat white,
      Seat black,
      boolean hotSeat,
      Executor executor,
      Journal journal,
      Consumer<GameRoom> onEnd,
      Absence absence) {
    this.id = id;
    this.match = match;
    this.seats = new Seat[] {white, black};
    this.hotSeat = hotSeat;
    this.chain = new TaskChain(executor);
    this.journal = journal;
    this.onEnd = onEnd;
    this.absence = absence;
    for (int i = 0; i < seats.length; i++) {
      if (seats[i] == Seat.ABSENT) {
        goneSince[i] = absence.now(); // the game waits for them from now on
      } else {
        arrived[i] = true;
      }
    }
  }

  public long id() {
    return id;
  }

  /** The player of a side. */
  public String player(Side side) {
    return match.name(side);
  }

  /** The variant's id. */
  public String variant() {
    return match.variant().id();
  }

  /** One line for {@code games}: id, players, variant, limit, turns played. */
  public String summary() {
    return id + " " + match.name(Side.WHITE) + " " + match.name(Side.BLACK) + " "
        + variant() + " limit " + match.limit() + " turns " + turns;
  }

  public boolean isOver() {
    return over;
  }

  /** How the game ended, or {@code null} while it runs; read it on the room's thread. */
  public Ending ending() {
    return match.ending();
  }

  /** Stores the game's start, then tells both players it has started. */
  public CompletionStage<Void> start() {
    return chain.submit(
        () -> {
          GameEvent started =
              new GameEvent.Started(
                  id,
                  variant(),
                  match.name(Side.WHITE),
                  match.name(Side.BLACK),
                  match.limit(),
                  System.currentTimeMillis());
          CompletableFuture<Void> stored = logged(journal.record(started)).toCompletableFuture();
          if (stored.isDone()) {
            announceStart();
            return stored;
          }
          return stored.thenRunAsync(this::announceStart, chain.executor());
        });
  }

  /**
   * Takes up a game stored as running when the server stopped; its players, seated absent, get
   * it back when they log in. A game whose last stored move ended it (the server stopped before
   * its end was stored) is finished now.
   */
  public CompletionStage<Void> resume() {
    return chain.submit(
        () -> {
          turns = match.turns();
          resumed = true;
          Ending ending = match.ending();
          if (ending == null) {
            return CompletableFuture.completedFuture(null);
          }
          return store(new Reply(List.of(), List.of(), null, ending))
              .thenRunAsync(() -> onEnd.accept(this), chain.executor());
        });
  }

  private void announceStart() {
    String started =
        "new game started successfully between " + match.name(Side.WHITE) + " and "
            + match.name(Side.BLACK) + " with limit " + match.limit();
    if (hotSeat) {
      seats[0].show(List.of(started));
      return;
    }
    seq++;
    GameState state = state();
    for (Side side : Side.values()) {
      Seat seat = seats[side.ordinal()];
      if (seat.structured()) {
        seat.send(started());
        seat.send(new Event.State(state));
        continue;
      }
      List<String> lines = new ArrayList<>();
      lines.add(started);
      lines.add("you play " + side.label() + " in game " + id + " (" + variant() + ")");
      lines.addAll(match.board());
      lines.add(match.showTurn());
      seats[side.ordinal()].show(lines);
    }
  }

  /**
   * Runs a game-menu line from a player.
   *
   * @param side the player's side; ignored in a hot-seat room
   */
  public CompletionStage<Result> play(Side side, String line) {
    return chain.submit(() -> handle(hotSeat ? GameInput.Role.HOT_SEAT : GameInput.Role.PLAYER,
        side, line, null));
  }

  /** Runs a line from a spectator. */
  public CompletionStage<Result> watch(Seat spectator, String line) {
    return chain.submit(() -> handle(GameInput.Role.SPECTATOR, null, line, spectator));
  }

  /** Adds a spectator, who is shown the game as it stands; false if the game is over. */
  public CompletionStage<Boolean> observe(Seat spectator) {
    return chain.submit(
        () -> {
          if (over) {
            return CompletableFuture.completedFuture(false);
          }
          spectators.add(spectator);
          if (spectator.structured()) {
            spectator.show(List.of("observing game " + summary()));
            spectator.send(started());
            spectator.send(new Event.State(state()));
            return CompletableFuture.completedFuture(true);
          }
          List<String> lines = new ArrayList<>();
          lines.add("observing game " + summary());
          lines.addAll(match.board());
          lines.add(match.showTurn());
          spectator.show(lines);
          return CompletableFuture.completedFuture(true);
        });
  }

  /**
   * Ends the game against every player who has not come to it within {@code timeoutMillis} of its
   * start (a tournament game); a player who came and dropped is left to the grace period.
   */
  public CompletionStage<Void> forfeitAbsent(long timeoutMillis) {
    return chain.submit(
        () -> {
          if (over) {
            return CompletableFuture.completedFuture(null);
          }
          List<Side> absent = new ArrayList<>();
          for (Side side : Side.values()) {
            long since = goneSince[side.ordinal()];
            if (!arrived[side.ordinal()] && absence.now() - since >= timeoutMillis) {
              absent.add(side);
            }
          }
          if (absent.isEmpty()) {
            return CompletableFuture.completedFuture(null);
          }
          Reply reply = match.absent(absent);
          return store(reply).thenRunAsync(() -> deliver(Seat.ABSENT, reply), chain.executor());
        });
  }

  /** Removes a spectator. */
  public CompletionStage<Void> unobserve(Seat spectator) {
    return chain.submit(() -> spectators.remove(spectator));
  }

  /** A player's game continues on another connection (a second login took the session over). */
  public CompletionStage<Void> rebind(Side side, Seat seat) {
    return chain.submit(
        () -> {
          seats[side.ordinal()] = seat;
          boolean cameBefore = arrived[side.ordinal()];
          arrived[side.ordinal()] = true;
          boolean wasGone = goneSince[side.ordinal()] >= 0;
          goneSince[side.ordinal()] = -1;
          if (!over && wasGone) {
            notifyOthers(seat, match.name(side) + (cameBefore || resumed ? " is back" : " has come to the game"));
          }
          if (!over && seat.structured()) {
            seat.send(started());
            seat.send(new Event.State(state()));
          } else if (!over) {
            List<String> lines = new ArrayList<>();
            lines.add("you play " + side.label() + " in game " + id + " (" + variant() + ")");
            lines.addAll(match.board());
            lines.add(match.showTurn());
            seat.show(lines);
          }
        });
  }

  /** Tells the others that a player's connection is gone; the game waits for them. */
  public CompletionStage<Void> disconnected(Side side) {
    return chain.submit(
        () -> {
          if (!over) {
            goneSince[side.ordinal()] = absence.now();
            notifyOthers(
                seats[side.ordinal()],
                match.name(side) + " disconnected; if they are not back within "
                    + seconds(absence.graceMillis()) + " seconds you may claim the win with claim");
          }
        });
  }

  private CompletionStage<Result> handle(
      GameInput.Role role, Side side, String line, Seat spectator) {
    if (over) {
      return CompletableFuture.completedFuture(Result.NOT_IN_GAME);
    }
    Seat actor = role == GameInput.Role.SPECTATOR ? spectator
        : role == GameInput.Role.HOT_SEAT ? seats[0] : seats[side.ordinal()];
    String command = line.strip();
    if (!hotSeat && (command.equals("say") || command.startsWith("say "))) {
      say(actor, role == GameInput.Role.SPECTATOR, command.substring(3).strip());
      return CompletableFuture.completedFuture(Result.CONTINUE);
    }
    Side mover = match.mover();
    int undosBefore = match.undosUsed(mover);
    Reply reply = role != GameInput.Role.PLAYER ? GameInput.run(match, role, side, line, !hotSeat)
        : command.equals("claim") ? claim(side)
        : command.equals("draw") ? match.draw(side)
        : GameInput.run(match, role, side, line, true);
    if (role == GameInput.Role.PLAYER && command.equals("draw") && reply.ending() == null) {
      actor.show(reply.toActor()); // an offer changes no board: a notice, not a state
      reply.toOthers().forEach(notice -> notifyOthers(actor, notice));
      return CompletableFuture.completedFuture(Result.CONTINUE);
    }
    // the journal keeps order: a spent undo is stored before anything the reply stores
    CompletionStage<Void> undo = match.undosUsed(mover) == undosBefore
        ? CompletableFuture.completedFuture(null)
        : logged(journal.record(new GameEvent.UndoUsed(id, mover)));
    CompletableFuture<Void> stored =
        undo.thenCombine(store(reply), (spent, done) -> (Void) null).toCompletableFuture();
    if (stored.isDone()) {
      return CompletableFuture.completedFuture(deliver(actor, reply));
    }
    return stored.thenApplyAsync(done -> deliver(actor, reply), chain.executor());
  }

  /**
   * Players' chat reaches the players and the spectators; spectators' chat only the spectators,
   * so that watchers cannot coach a player.
   */
  private void say(Seat actor, boolean spectator, String text) {
    String line = (spectator ? "(spectator) " : "") + actor.name() + ": " + text;
    List<Seat> hearers = spectator ? new ArrayList<>(spectators) : others(actor);
    hearers.remove(actor);
    for (Seat seat : hearers) {
      if (seat.structured()) {
        seat.send(new Event.Chat(id, actor.name(), text, spectator));
      } else {
        seat.show(List.of(line));
      }
    }
  }

  /** The player of {@code side} claims the win over an opponent who dropped and did not return. */
  private Reply claim(Side side) {
    long since = goneSince[side.opponent().ordinal()];
    if (since < 0) {
      return Reply.of("your opponent is connected");
    }
    long remaining = absence.remaining(since);
    if (remaining > 0) {
      return Reply.of("you may claim the win in " + seconds(remaining) + " seconds");
    }
    return match.abandoned(side.opponent());
  }

  private static long seconds(long millis) {
    return (millis + 999) / 1000;
  }

  /** Stores what the reply changed: the completed move, then the ending. */
  private CompletionStage<Void> store(Reply reply) {
    CompletionStage<Void> stored = CompletableFuture.completedFuture(null);
    if (reply.committed() != null) {
      turns = match.turns();
      stored = journal.record(new GameEvent.Moved(id, match.turns(), reply.committed().notation()));
    }
    Ending ending = reply.ending();
    if (ending != null) {
      over = true;
      GameEvent.Finished finished =
          new GameEvent.Finished(
              id,
              variant(),
              match.name(Side.WHITE),
              match.name(Side.BLACK),
              ending.winner(),
              ending.reason(),
              ending.forfeit(),
              System.currentTimeMillis());
      stored = stored.thenCompose(done -> journal.record(finished));
    }
    return logged(stored);
  }

  /** The stage with a storage failure logged: the game goes on in memory even if the disk fails. */
  private CompletionStage<Void> logged(CompletionStage<Void> stored) {
    return stored.handle(
        (done, error) -> {
          if (error != null) {
            LOG.error("game {}: cannot store", id, error);
          }
          return null;
        });
  }

  private Result deliver(Seat actor, Reply reply) {
    actor.show(reply.toActor());
    if (!reply.toOthers().isEmpty()) {
      showOthers(actor, reply.toOthers());
    }
    if (!reply.toOthers().isEmpty() || reply.ending() != null) {
      sendState();
    }
    if (reply.ending() == null) {
      return Result.CONTINUE;
    }
    seats[0].gameEnded(this);
    if (seats[1] != seats[0]) {
      seats[1].gameEnded(this);
    }
    spectators.forEach(seat -> seat.gameEnded(this));
    spectators.clear();
    onEnd.accept(this);
    return Result.ENDED;
  }

  /** Shows a change to the others who read text; those who read messages get a state instead. */
  private void showOthers(Seat actor, List<String> lines) {
    for (Seat seat : others(actor)) {
      if (!seat.structured()) {
        seat.show(lines);
      }
    }
  }

  private void notifyOthers(Seat actor, String notice) {
    for (Seat seat : others(actor)) {
      if (seat.structured()) {
        seat.send(new Event.Notice(notice));
      } else {
        seat.show(List.of(notice));
      }
    }
  }

  /** Everyone at the game but the actor; nobody else at one console. */
  private List<Seat> others(Seat actor) {
    List<Seat> others = new ArrayList<>();
    if (hotSeat) {
      return others;
    }
    for (Seat seat : seats) {
      if (seat != actor) {
        others.add(seat);
      }
    }
    for (Seat seat : spectators) {
      if (seat != actor) {
        others.add(seat);
      }
    }
    return others;
  }

  /** The game changed: a new state to every player and spectator who reads messages. */
  private void sendState() {
    if (hotSeat) {
      return;
    }
    seq++;
    List<Seat> everyone = new ArrayList<>(List.of(seats));
    everyone.addAll(spectators);
    Event state = null;
    for (Seat seat : everyone) {
      if (seat.structured()) {
        if (state == null) {
          state = new Event.State(state());
        }
        seat.send(state);
      }
    }
  }

  /** The game as it stands, numbered by the changes so far. */
  private GameState state() {
    return GameStateView.of(id, seq, match);
  }

  private Event started() {
    return new Event.GameStarted(
        id, variant(), match.name(Side.WHITE), match.name(Side.BLACK), match.limit());
  }
}
