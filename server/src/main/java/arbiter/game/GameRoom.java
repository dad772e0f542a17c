package arbiter.game;

import arbiter.async.TaskChain;
import arbiter.clock.GameClock;
import arbiter.clock.Ticker;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.DomainEvent;
import arbiter.event.DomainEvent.Arrival;
import arbiter.event.Audience;
import arbiter.event.Audience.At;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.rules.Position;
import arbiter.rules.IllegalMove;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running game with its players and spectators. Its state is confined to one serial executor
 * and its commands run one at a time: a move is validated by the rules, stored, and only then
 * shown to the players and spectators. It publishes typed events to each seat; it never knows how
 * a seat renders them.
 */
public final class GameRoom {

  private static final Logger LOG = LoggerFactory.getLogger(GameRoom.class);

  /** Told of a game's end: first to take it off the running games, then once everyone has seen it. */
  public interface EndListener {

    /** The game is over and stored: it is no longer running. Called before anyone is told. */
    void removed(GameRoom room);

    /** Everyone at the game has been told how it ended. */
    void ended(GameRoom room, Ending ending);
  }

  /**
   * What every room of a server shares.
   *
   * @param journal where moves and endings are stored before anyone sees them
   * @param onEnd told of every game's end
   * @param absence how long a player who dropped keeps the game
   * @param ticker the time and the flag timers
   */
  public record Context(Journal journal, EndListener onEnd, Absence absence, Ticker ticker) {}

  private final long id;
  private final Match match;
  private final boolean hotSeat;
  private final TaskChain chain;
  private final Journal journal;
  private final EndListener onEnd;
  private final Absence absence;
  private final Ticker ticker;
  /** Both clocks and their flag timer, {@code null} in an untimed game. */
  private final RoomClock clock;
  // confined to the chain's executor
  private final Seat[] seats;
  private final List<Seat> spectators = new ArrayList<>();
  /** Stores that failed; on the room's executor only. */
  private int storeFailures;
  private static final int TRACED_STORE_FAILURES = 3;
  /** Counts the changes of the game: the {@code seq} of its views. */
  private long seq;
  /** The boards change {@code seq} and the one before it showed ({@code null}: not known). */
  private Position shown;
  private Position shownBefore;
  /** When each side's connection went, or -1 while it is there. */
  private final long[] goneSince = {-1, -1};
  /** Whether each side's player has been at the game since it started (or the server restarted). */
  private final boolean[] arrived = new boolean[2];
  /** Taken up after a restart: its players were there before. */
  private boolean resumed;
  /** How the game ended, once the command that ended it is being published. */
  private Ending ended;
  // read by other threads for listings
  private volatile int turns;
  private volatile boolean over;

  /**
   * A room; call {@link #start()} before anything else.
   *
   * @param clock both clocks, not running yet; {@code null} for an untimed game
   * @param hotSeat both seats are one console that acts for whoever is to move (seed 002)
   * @param executor a serial executor: the room's state lives on its thread
   */
  public GameRoom(
      long id,
      Match match,
      GameClock clock,
      Seat white,
      Seat black,
      boolean hotSeat,
      Executor executor,
      Context context) {
    this.id = id;
    this.match = match;
    this.seats = new Seat[] {white, black};
    this.hotSeat = hotSeat;
    this.chain = new TaskChain(executor);
    this.journal = context.journal();
    this.onEnd = context.onEnd();
    this.absence = context.absence();
    this.ticker = context.ticker();
    this.clock = clock == null ? null
        : new RoomClock(clock, ticker, () -> chain.submit(this::checkFlag));
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

  /** The side {@code name} plays. */
  public Side sideOf(String name) {
    return match.name(Side.WHITE).equals(name) ? Side.WHITE : Side.BLACK;
  }

  /** The variant's id. */
  public String variant() {
    return match.variant().id();
  }

  /** The time control's text, {@code null} when untimed. */
  public String timeControl() {
    return clock == null ? null : clock.control();
  }

  /** The game as {@code games} lists it. */
  public GameSummary summary() {
    return new GameSummary(id, match.name(Side.WHITE), match.name(Side.BLACK), variant(),
        match.limit(), turns);
  }

  public boolean isOver() {
    return over;
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
                  timeControl(),
                  match.rated(),
                  ticker.epochMillis());
          return after(logged(journal.record(started)), () -> { publish(announceStart(), null, false); });
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
            startClock(); // the time between the last stored move and the restart is not charged
            return CompletableFuture.completedFuture(null);
          }
          return after(store(null, ending), () -> { publish(finish(ending), null, false); });
        });
  }

  private Progress announceStart() {
    startClock();
    GameView view = nextView();
    if (hotSeat) {
      return Progress.to(new Audience.Player(Side.WHITE),
          new DomainEvent.GameShown(view, null, Arrival.STARTED_HERE));
    }
    Progress progress = Progress.NONE;
    for (Side side : Side.values()) {
      progress = progress.and(new Audience.Player(side),
          new DomainEvent.GameShown(view, side, Arrival.STARTED));
    }
    return progress;
  }

  /**
   * Runs a command of a player: the events for everyone else are published, the player's own
   * are returned as the command's answer.
   *
   * @param side the player's side; ignored in a hot-seat room
   */
  public CompletionStage<Progress> act(Side side, Command command) {
    return run(hotSeat ? seats[0] : null, side, command, false);
  }

  /** Runs a command of a spectator; see {@link #act}. */
  public CompletionStage<Progress> watch(Seat spectator, Command command) {
    return command(spectator, () -> {
      if (command instanceof Command.Say say) {
        return done(chat(spectator, true, say.text()));
      }
      List<DomainEvent> info = info(command, null);
      return done(Progress.answer(
          info != null ? info : List.of(new DomainEvent.Refused(spectatorRefusal(command)))));
    }, false);
  }

  /**
   * Adds a spectator; the answer shows them the game as it stands ({@link Progress#missed()} if
   * the game is over).
   */
  public CompletionStage<Progress> observe(Seat spectator) {
    return command(spectator, () -> {
      spectators.add(spectator);
      return done(Progress.answer(new DomainEvent.GameShown(view(), null, Arrival.OBSERVING)));
    }, false);
  }

  /** How many spectators watch now. */
  public CompletionStage<Integer> spectatorCount() {
    return chain.submit(() -> CompletableFuture.completedFuture(spectators.size()));
  }

  public CompletionStage<Void> unobserve(Seat spectator) {
    return chain.submit(() -> spectators.remove(spectator));
  }

  /**
   * The player of {@code side} gives up, whoever's turn it is (a tournament withdrawal, too): not
   * a command of theirs, so they are told as everyone else is.
   */
  public CompletionStage<Progress> forfeit(Side side) {
    return run(null, side, new Command.Forfeit(), true);
  }

  /** Runs a player's command on the room's thread, then publishes what it did. */
  private CompletionStage<Progress> run(Seat console, Side side, Command command,
      boolean senderHears) {
    return chain.submit(() -> {
      if (over) {
        return CompletableFuture.completedFuture(Progress.MISSED);
      }
      Seat actor = console != null ? console : seats[side.ordinal()];
      CompletionStage<Progress> done = console != null ? hotSeat(command) : player(side, command);
      return done.thenApply(progress -> publish(progress, actor, senderHears));
    });
  }

  /** Runs a command of {@code sender} on the room's thread unless the game is over, then publishes it. */
  private CompletionStage<Progress> command(Seat sender, Supplier<CompletionStage<Progress>> command,
      boolean senderHears) {
    return chain.submit(() -> {
      if (over) {
        return CompletableFuture.completedFuture(Progress.MISSED);
      }
      return command.get().thenApply(progress -> publish(progress, sender, senderHears));
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
          Match.Checkpoint before = match.checkpoint();
          match.absent(absent);
          Ending ending = match.ending();
          // not stored: the game goes on, and the next sweep tries again
          return afterStored(store(null, ending), () -> {
            match.restore(before);
            return null;
          }, () -> {
            publish(finish(ending), null, false);
            return null;
          });
        });
  }

  /** A player's game continues on another connection (a login, or a game that was queued). */
  public CompletionStage<Void> rebind(Side side, Seat seat) {
    return chain.submit(
        () -> {
          seats[side.ordinal()] = seat;
          boolean cameBefore = arrived[side.ordinal()];
          arrived[side.ordinal()] = true;
          boolean wasGone = goneSince[side.ordinal()] >= 0;
          goneSince[side.ordinal()] = -1;
          if (over) {
            return;
          }
          Progress progress = Progress.NONE;
          if (wasGone) {
            progress = progress.and(At.OTHERS,
                new DomainEvent.PlayerReturned(match.name(side), !(cameBefore || resumed)));
          }
          publish(progress.and(At.MOVER, new DomainEvent.GameShown(view(), side, Arrival.RESUMED)),
              seat, true);
        });
  }

  /** Tells the others that a player's connection is gone; the game waits for them. */
  public CompletionStage<Void> disconnected(Side side) {
    return chain.submit(
        () -> {
          if (!over) {
            goneSince[side.ordinal()] = absence.now();
            publish(Progress.to(At.OTHERS,
                new DomainEvent.PlayerLeft(match.name(side), seconds(absence.graceMillis()))),
                seats[side.ordinal()], false);
          }
        });
  }

  // --- commands ---

  /** Both players at one console (seed 002): the seed's commands, for whoever is to move. */
  private CompletionStage<Progress> hotSeat(Command command) {
    Seat console = seats[0];
    List<DomainEvent> info = info(command, match.mover());
    if (info != null) {
      return done(Progress.answer(info));
    }
    if (command instanceof Command.Forfeit) {
      return endBy(match.mover(), () -> match.forfeit(match.mover()));
    }
    if (command instanceof Command.Move) {
      return refuse(Refusal.INVALID_COMMAND); // seed 002 has only select and move
    }
    return turnAction(console, command);
  }

  private CompletionStage<Progress> player(Side side, Command command) {
    Seat actor = seats[side.ordinal()];
    if (command instanceof Command.Say say) {
      return done(chat(actor, false, say.text()));
    }
    List<DomainEvent> info = info(command, side);
    if (info != null) {
      return done(Progress.answer(info));
    }
    if (command instanceof Command.Forfeit) {
      return endBy(side, () -> match.forfeit(side));
    }
    if (command instanceof Command.Draw) {
      return draw(side);
    }
    if (command instanceof Command.Claim) {
      return claim(side);
    }
    if (!isTurnAction(command)) {
      return refuse(Refusal.INVALID_COMMAND);
    }
    if (side != match.mover()) {
      boolean shaped = !(command instanceof Command.Move move) || match.parse(move.text()).shaped();
      return refuse(shaped ? Refusal.NOT_YOUR_TURN : Refusal.MALFORMED_MOVE);
    }
    return turnAction(actor, command);
  }

  /** The show commands and help, which anyone at the game may use; {@code null} for others. */
  private List<DomainEvent> info(Command command, Side viewer) {
    Side own = viewer == null ? match.mover() : viewer;
    if (command instanceof Command.ShowTurn) {
      return List.of(new DomainEvent.TurnShown(match.name(match.mover()), match.mover()));
    }
    if (command instanceof Command.ShowBoard) {
      return List.of(new DomainEvent.BoardShown(view()));
    }
    if (command instanceof Command.ShowTime && !hotSeat) {
      return List.of(clock == null ? new DomainEvent.Refused(Refusal.UNTIMED)
          : new DomainEvent.ClockShown(view()));
    }
    if (command instanceof Command.UndoNumber) {
      return List.of(new DomainEvent.UndosLeft(match.undosLeft(own)));
    }
    if (command instanceof Command.ShowMoves moves) {
      return List.of(new DomainEvent.MovesShown(match.moves(moves.all() ? null : own)));
    }
    if (command instanceof Command.ShowKilled killed) {
      return List.of(new DomainEvent.KilledShown(match.killed(killed.all() ? null : own)));
    }
    if (command instanceof Command.Help) {
      return List.of(new DomainEvent.HelpShown(
          hotSeat ? DomainEvent.MenuKind.GAME : DomainEvent.MenuKind.GAME_NETWORK));
    }
    return null;
  }

  /** The commands that only the player to move may give. */
  private boolean isTurnAction(Command command) {
    return command instanceof Command.Move
        || command instanceof Command.NextTurn
        || command instanceof Command.Undo
        || (match.hasPieces() && (command instanceof Command.Select
            || command instanceof Command.MoveSelected
            || command instanceof Command.Deselect));
  }

  private Refusal spectatorRefusal(Command command) {
    if (command instanceof Command.Move move && !match.parse(move.text()).shaped()) {
      return Refusal.INVALID_COMMAND;
    }
    if (isTurnAction(command) || command instanceof Command.Forfeit) {
      return Refusal.SPECTATORS_CANNOT_PLAY;
    }
    if (command instanceof Command.Draw || command instanceof Command.Claim) {
      return Refusal.NOT_PLAYING;
    }
    return Refusal.INVALID_COMMAND;
  }

  /** A move, a selection, next_turn or undo by the player to move. */
  private CompletionStage<Progress> turnAction(Seat actor, Command command) {
    Match.Checkpoint before = match.checkpoint();
    Runnable clockBack = clockCheckpoint();
    Side mover = match.mover();
    int undosBefore = match.undosUsed(mover);
    Refusal refusal;
    boolean completes = false;
    if (command instanceof Command.Move move) {
      Match.ParsedMove parsed = match.parse(move.text());
      refusal = match.refusal(parsed);
      if (refusal == null && outOfTime(actor)) {
        return flagFell(mover, true);
      }
      refusal = refusal != null ? refusal : match.play(parsed);
      completes = true;
    } else if (command instanceof Command.NextTurn) {
      refusal = match.pending() == null ? Refusal.MOVE_FIRST : null;
      if (refusal == null && outOfTime(actor)) {
        return flagFell(mover, true);
      }
      refusal = refusal != null ? refusal : match.nextTurn();
      completes = true;
    } else if (command instanceof Command.Select select && match.hasPieces()) {
      refusal = match.select(select.row(), select.column());
      return done(refusal, Ack.SELECTED);
    } else if (command instanceof Command.Deselect && match.hasPieces()) {
      return done(match.deselect(), Ack.DESELECTED);
    } else if (command instanceof Command.MoveSelected target && match.hasPieces()) {
      refusal = match.moveSelected(target.row(), target.column());
    } else if (command instanceof Command.Undo) {
      refusal = match.undo();
    } else {
      refusal = Refusal.INVALID_COMMAND;
    }
    if (refusal != null) {
      return refuse(refusal, why(command, refusal));
    }
    GameView view = nextView();
    DomainEvent own;
    DomainEvent toOthers;
    if (command instanceof Command.Undo) {
      own = new DomainEvent.YouUndid(view);
      toOthers = new DomainEvent.OpponentUndid(view, match.name(mover));
    } else if (completes) {
      PlayedMove made = command instanceof Command.Move ? match.lastMove() : null;
      own = new DomainEvent.YouMoved(view, made, true);
      toOthers = new DomainEvent.OpponentMoved(view, match.lastMove(), true);
    } else {
      own = new DomainEvent.YouMoved(view, match.pending(), false);
      toOthers = new DomainEvent.OpponentMoved(view, match.pending(), false);
    }
    Progress progress = Progress.answer(own).and(At.OTHERS, toOthers);
    Ending ending = match.ending();
    // the journal keeps order: a spent undo is stored before anything the command stores
    CompletionStage<Void> undo = match.undosUsed(mover) == undosBefore
        ? CompletableFuture.completedFuture(null)
        : logged(journal.record(new GameEvent.UndoUsed(id, mover)));
    PlayedMove committed = completes ? match.lastMove() : null;
    if (completes && clock != null) {
      clock.arm(); // the opponent's clock runs now
    }
    CompletionStage<Void> stored = undo.thenCompose(spent -> store(committed, ending));
    return afterStored(stored, () -> notStored(before, clockBack), () -> {
      if (ending == null) {
        return progress;
      }
      end(ending);
      return progress.and(At.MOVER, new DomainEvent.GameEnded(view, ending, null, true))
          .and(At.OTHERS, new DomainEvent.GameEnded(view, ending, null, false));
    });
  }

  /** {@code draw}: an offer changes no board, so it is stored nowhere; an acceptance ends the game. */
  private CompletionStage<Progress> draw(Side side) {
    Refusal refusal = match.draw(side);
    if (refusal != null) {
      return refuse(refusal);
    }
    if (match.ending() == null) {
      return done(Progress.answer(new DomainEvent.Done(Ack.DRAW_OFFERED))
          .and(At.OTHERS, new DomainEvent.DrawOffered(match.name(side))));
    }
    return endBy(side, () -> { });
  }

  private CompletionStage<Progress> claim(Side side) {
    long since = goneSince[side.opponent().ordinal()];
    if (since < 0) {
      return refuse(Refusal.OPPONENT_CONNECTED);
    }
    long remaining = absence.remaining(since);
    if (remaining > 0) {
      return done(Progress.answer(
          new DomainEvent.Refused(Refusal.CLAIM_TOO_EARLY, "", seconds(remaining))));
    }
    return endBy(side, () -> match.abandoned(side.opponent()));
  }

  /** Ends the game by a player's command (forfeit, claim, an accepted draw). */
  private CompletionStage<Progress> endBy(Side side, Runnable end) {
    Match.Checkpoint before = match.checkpoint();
    end.run();
    Ending ending = match.ending();
    return afterStored(store(null, ending), () -> notStored(before, () -> { }), () -> {
      end(ending);
      GameView view = nextView();
      return Progress.answer(new DomainEvent.GameEnded(view, ending, side, true))
          .and(At.OTHERS, new DomainEvent.GameEnded(view, ending, side, false));
    });
  }

  // --- the end of a game ---

  /**
   * The game is over and stored: it leaves the running games and everyone's menu goes back to the
   * lobby; the publish of the progress that ended it tells everyone only then, so a request sent
   * after the result is a lobby request.
   */
  private void end(Ending ending) {
    over = true;
    ended = ending;
    if (clock != null) {
      clock.stop();
    }
    onEnd.removed(this);
    seats[0].gameEnded(this);
    if (seats[1] != seats[0]) {
      seats[1].gameEnded(this);
    }
    spectators.forEach(seat -> seat.gameEnded(this));
  }

  /** The game ended without a command; {@code by} is the side whose clock ran out, if one did. */
  private Progress finish(Ending ending, Side by) {
    end(ending);
    return Progress.to(At.EVERYONE, new DomainEvent.GameEnded(nextView(), ending, by, false));
  }

  /** The game ended without a command (absence, a restart): everyone is told the same. */
  private Progress finish(Ending ending) {
    return finish(ending, null);
  }

  // --- the clocks ---

  /** Starts the clock of the side to move, and the timer that drops its flag. */
  private void startClock() {
    if (clock != null) {
      clock.start(match.mover());
    }
  }

  /** The flag timer is due: the game ends on time, unless a move came first. */
  private CompletionStage<Void> checkFlag() {
    if (over || clock == null || clock.running() == null) {
      return CompletableFuture.completedFuture(null);
    }
    if (!clock.flagged()) {
      clock.arm(); // a move came in between and rearmed it, or the timer woke early
      return CompletableFuture.completedFuture(null);
    }
    return flagFell(clock.running(), false).thenApply(progress -> {
      publish(progress, null, false);
      return null;
    });
  }

  /** Charges the mover the move's time; false when their time had run out before the move came. */
  private boolean outOfTime(Seat actor) {
    return clock != null && !clock.moved(actor.lagMillis());
  }

  /**
   * The flag of {@code flagged} fell: they lose on time, unless the opponent could not win by any
   * series of legal moves (a draw), or they never came to a game the server arranged (an absence).
   *
   * @param byMove whether a move that came too late found it (it is answered with the end it met)
   */
  private CompletionStage<Progress> flagFell(Side flagged, boolean byMove) {
    Side opponent = flagged.opponent();
    Ending ending;
    if (!arrived[flagged.ordinal()]) {
      ending = arrived[opponent.ordinal()]
          ? new Ending(opponent, Termination.ABSENT) : new Ending(null, Termination.BOTH_ABSENT);
    } else if (!match.position().canWin(opponent)) {
      ending = new Ending(null, Termination.TIME_FORFEIT);
    } else {
      ending = new Ending(opponent, Termination.TIME_FORFEIT);
    }
    Match.Checkpoint before = match.checkpoint();
    match.end(ending);
    return afterStored(store(null, ending), () -> {
      match.restore(before); // the flag stays down: the timer tries the store again in a second
      clock.retryIn(1000);
      return byMove ? Progress.answer(new DomainEvent.Refused(Refusal.NOT_STORED)) : Progress.NONE;
    }, () -> finish(ending, flagged));
  }

  // --- publishing ---

  /**
   * Sends each event of a progress to its audience; the sender's own share is theirs to show, as
   * the command's answer, unless {@code senderHears} (a command given for them). A progress that
   * ended the game lets the lobby know once everyone has been told.
   *
   * @param sender who gave the command, {@code null} for none (a timer, a restart)
   */
  private Progress publish(Progress progress, Seat sender, boolean senderHears) {
    for (Progress.Addressed addressed : progress.events()) {
      for (Seat seat : audience(addressed.audience(), sender, senderHears)) {
        seat.receive(addressed.event());
      }
    }
    if (ended != null) {
      Ending ending = ended;
      ended = null;
      spectators.clear();
      onEnd.ended(this, ending);
    }
    return progress;
  }

  /** The seats an audience stands for, the sender's own share left out unless they hear it. */
  private List<Seat> audience(Audience audience, Seat sender, boolean senderHears) {
    if (audience instanceof Audience.Player player) {
      return List.of(seats[player.side().ordinal()]);
    }
    List<Seat> seated = new ArrayList<>();
    switch ((At) audience) {
      case MOVER -> {
        if (senderHears && sender != null) {
          seated.add(sender);
        }
      }
      case OPPONENT -> seated.addAll(others(sender).stream().filter(this::isPlayer).toList());
      case SPECTATORS -> seated.addAll(others(sender).stream().filter(seat -> !isPlayer(seat))
          .toList());
      case OTHERS -> seated.addAll(others(sender));
      case EVERYONE -> {
        seated.addAll(others(sender));
        if (senderHears && sender != null) {
          seated.add(sender);
        }
      }
      default -> throw new IllegalStateException("no such audience " + audience);
    }
    return seated;
  }

  private boolean isPlayer(Seat seat) {
    return seat == seats[0] || seat == seats[1];
  }

  // --- helpers ---

  /**
   * Players' chat reaches the players and the spectators; spectators' chat only the spectators,
   * so that watchers cannot coach a player.
   */
  private Progress chat(Seat speaker, boolean spectator, String text) {
    return Progress.NONE.and(spectator ? At.SPECTATORS : At.OTHERS,
        new DomainEvent.ChatSaid(id, speaker.name(), text, spectator));
  }

  private static CompletionStage<Progress> done(Progress progress) {
    return CompletableFuture.completedFuture(progress);
  }

  private CompletionStage<Progress> refuse(Refusal refusal) {
    return refuse(refusal, null);
  }

  private CompletionStage<Progress> refuse(Refusal refusal, IllegalMove why) {
    return done(Progress.answer(new DomainEvent.Refused(refusal, why)));
  }

  /** What the rules have against a refused move, or {@code null} when the refusal is another. */
  private IllegalMove why(Command command, Refusal refusal) {
    if (refusal == Refusal.ILLEGAL_MOVE && command instanceof Command.Move move) {
      return match.parse(move.text()).why();
    }
    if (refusal == Refusal.CANNOT_MOVE_THERE && command instanceof Command.MoveSelected target) {
      return match.whyCannotMove(target.row(), target.column());
    }
    return null;
  }

  private CompletionStage<Progress> done(Refusal refusal, Ack ack) {
    return refusal != null ? refuse(refusal) : done(Progress.answer(new DomainEvent.Done(ack)));
  }

  private static long seconds(long millis) {
    return (millis + 999) / 1000;
  }

  /** Stores what a command changed: the completed move, then the ending. */
  private CompletionStage<Void> store(PlayedMove committed, Ending ending) {
    CompletionStage<Void> stored = CompletableFuture.completedFuture(null);
    if (committed != null) {
      turns = match.turns();
      stored = journal.record(new GameEvent.Moved(id, match.turns(), committed.notation(),
          clock == null ? -1 : clock.remaining(committed.side()),
          clock == null ? 0 : clock.periods(committed.side())));
    }
    if (ending != null) {
      GameEvent.Finished finished =
          new GameEvent.Finished(
              id,
              variant(),
              match.name(Side.WHITE),
              match.name(Side.BLACK),
              ending,
              match.rated(),
              ticker.epochMillis());
      stored = stored.thenCompose(done -> journal.record(finished));
    }
    return stored;
  }

  /**
   * A change could not be stored: the game goes back to how it was before it (the clock too, with
   * the time the mover has used), and only the actor hears of it, so nobody ever sees a move that a
   * crash could lose. The next command tries the store again.
   */
  private Progress notStored(Match.Checkpoint before, Runnable clockBack) {
    match.restore(before);
    shown = null; // nobody saw the change's board: the next change is shown whole
    turns = match.turns();
    clockBack.run();
    return Progress.answer(new DomainEvent.Refused(Refusal.NOT_STORED));
  }

  /** How to put the clocks back as they stand now, with the running one running on. */
  private Runnable clockCheckpoint() {
    return clock == null ? () -> { } : clock.checkpoint();
  }

  /**
   * Runs {@code then} on the room's thread once {@code stored} is done (at once if it is), or
   * {@code failed} if it could not be stored; the failure is logged with its cause.
   */
  private <T> CompletionStage<T> afterStored(CompletionStage<Void> stored, Supplier<T> failed,
      Supplier<T> then) {
    CompletableFuture<Void> done = stored.toCompletableFuture();
    BiFunction<Void, Throwable, T> outcome = (value, error) -> {
      if (error == null) {
        return then.get();
      }
      // a full disk fails every try: the trace the first times, then one line, so that the log
      // does not fill what is left of the disk
      if (storeFailures++ < TRACED_STORE_FAILURES) {
        LOG.error("game {}: cannot store; the change is undone and its sender told", id, error);
      } else {
        LOG.error("game {}: cannot store ({}); the change is undone and its sender told", id,
            error.getCause() == null ? error : error.getCause());
      }
      return failed.get();
    };
    return done.isDone() ? CompletableFuture.completedFuture(done.handle(outcome).join())
        : done.handleAsync(outcome, chain.executor());
  }

  /**
   * The stage with a storage failure logged, for what nobody has been shown as done yet (a game's
   * start, a spent undo): those are not undone; moves and endings are (see {@link #afterStored}).
   */
  private CompletionStage<Void> logged(CompletionStage<Void> stored) {
    return stored.handle(
        (done, error) -> {
          if (error != null) {
            LOG.error("game {}: cannot store", id, error);
          }
          return null;
        });
  }

  /** Runs {@code then} on the room's thread once {@code stored} is done: at once if it is. */
  private <T> CompletionStage<T> after(CompletionStage<Void> stored, Supplier<T> then) {
    CompletableFuture<Void> done = stored.toCompletableFuture();
    CompletableFuture<T> result = done.isDone()
        ? CompletableFuture.completedFuture(null).thenApply(ignored -> then.get())
        : done.thenApplyAsync(ignored -> then.get(), chain.executor());
    // nobody waits on a start's stage: a failure in telling the players would vanish unlogged
    return result.whenComplete((value, error) -> {
      if (error != null) {
        LOG.error("game {}: failed after a store", id, error);
      }
    });
  }

  private CompletionStage<Void> after(CompletionStage<Void> stored, Runnable then) {
    return after(stored, () -> {
      then.run();
      return null;
    });
  }

  /** Everyone at the game but the actor ({@code null}: everyone); nobody else at one console. */
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

  /** The game as it stands, numbered by the changes so far. */
  private GameView view() {
    return match.view(id, seq, clock == null ? null : clock.view()).after(shownBefore);
  }

  /** The game after a change: the next number, with the board the change before it showed. */
  private GameView nextView() {
    seq++;
    shownBefore = shown;
    GameView view = view();
    shown = view.position();
    return view;
  }
}
