package arbiter.game;

import arbiter.async.TaskChain;
import arbiter.clock.GameClock;
import arbiter.clock.Ticker;
import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.Audience.At;
import arbiter.event.Audience;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.rules.Side;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * A running game with its players and spectators. Its state is confined to one serial executor
 * and its commands run one at a time: a command gives its {@link Progress} (the events it made and
 * who may see each), the sender's share is returned as its answer and one publish sends the rest.
 * A move is validated by the rules and stored before anyone sees it. The room only dispatches: its
 * parts each do one job ({@link TurnPlayer}, {@link Finisher}, {@link FlagWatch}, {@link
 * GameRecorder}, {@link Seating}, {@link GameQueries}, {@link ClockChanges}).
 */
public final class GameRoom {

  /**
   * Told of a game's end: first to take it off the running games, then once everyone has seen it;
   * and of its start once stored.
   */
  public interface EndListener {

    /** The game's start is stored: it may be listed now. */
    default void stored(GameRoom room) {}

    /** The game is over and stored: it is no longer running. Called before anyone is told. */
    void removed(GameRoom room);

    /** Everyone at the game has been told how it ended. */
    void ended(GameRoom room, Ending ending);
  }

  private final TaskChain chain;
  private final Absence absence;
  private final RoomGame game;
  private final Seating seating;
  private final GameRecorder recorder;
  private final Finisher finisher;
  private final FlagWatch flags;
  private final TurnPlayer turns;
  private final GameQueries queries;
  private final ClockHold hold;
  private final ClockChanges clocks;
  private final EndListener onEnd;
  /** The seats' heirs: replaced whole under the lobby's lock, read on any thread without it. */
  private volatile SeatHeirs heirs = SeatHeirs.NONE;
  /** Where {@link #claimAfterGrace} waits. */
  private final Ticker ticker;
  /** Set once the start is stored; read by the lobby's threads. */
  private volatile boolean stored;

  /**
   * A room; call {@link #start()} before anything else.
   *
   * @param clock both clocks, not running yet; {@code null} for an untimed game
   * @param executor a serial executor: the room's state lives on its thread
   */
  public GameRoom(long id, Match match, GameClock clock, Seat white, Seat black,
      Executor executor, RoomContext context) {
    this.chain = new TaskChain(executor);
    this.absence = context.absence();
    RoomClock roomClock =
        clock == null ? null : new RoomClock(clock, context.ticker(), this::flagDue);
    this.game = new RoomGame(id, match, roomClock);
    this.seating = new Seating(white, black, absence.now());
    this.recorder = new GameRecorder(id, context.journal(), context.ticker(), executor,
        context.storeFailures());
    this.onEnd = context.onEnd();
    this.finisher = new Finisher(this, game, seating, recorder, absence, context.onEnd());
    this.flags = new FlagWatch(game, seating, recorder, finisher);
    this.turns = new TurnPlayer(game, recorder, flags, finisher);
    this.queries = new GameQueries(game);
    this.hold = new ClockHold(game, seating, flags, context.ticker());
    this.ticker = context.ticker();
    this.clocks = new ClockChanges(game, recorder, seating, hold);
  }

  public long id() {
    return game.id;
  }

  /** The player of a side. */
  public String player(Side side) {
    return game.match().name(side);
  }

  /** Who plays {@code side}: its player, or the account the seat of that name was handed to. */
  public String sitter(Side side) {
    return heirs.sitter(side, game.match());
  }

  /** The side {@code name} plays; black's heir may bear white's name (white's seat handed away). */
  public Side sideOf(String name) {
    return heirs.sideOf(name, game.match()); // one read: both sides as one hand-over left them
  }

  /**
   * {@code heir} plays {@code side} from now on: that side's tournament seat was handed to them
   * (the game keeps the seat's name, its record's). Under the lobby's lock: one writer at a time.
   */
  public void handOver(Side side, String heir) {
    heirs = heirs.with(side, heir);
  }

  /** The variant's id. */
  public String variant() {
    return game.match().variant().id();
  }

  /** The time control's text, {@code null} when untimed. */
  public String timeControl() {
    return game.clock == null ? null : game.clock.control();
  }

  /** The game as {@code games} lists it. */
  public GameSummary summary() {
    Match match = game.match();
    return new GameSummary(game.id, match.name(Side.WHITE), match.name(Side.BLACK), variant(),
        match.limit(), game.turns());
  }

  public boolean isOver() {
    return game.over();
  }

  /**
   * Stores the game's start, then lists it and tells both players it has started. A start that
   * cannot be stored starts nothing: the players are told so in one line and are back in the
   * lobby, so that no move is played in a game the store does not have.
   */
  public CompletionStage<Void> start() {
    return chain.submit(() -> recorder.afterStored(
        recorder.started(game.match(), timeControl()), () -> {
          notStarted();
          return null;
        }, () -> {
          stored = true;
          onEnd.stored(this);
          publish(announceStart(), null, false);
          return null;
        }));
  }

  private void notStarted() {
    game.over(true);
    onEnd.removed(this);
    Progress refused = Progress.NONE;
    for (Side side : Side.values()) {
      refused = refused.and(new Audience.Player(side), new AnswerEvent.Refused(Refusal.NOT_STORED));
    }
    publish(refused, null, false);
    seating.gameEnded(this);
  }

  /**
   * Whether the game is stored as started (or was taken up after a restart): until then the
   * lobby does not list it.
   */
  public boolean stored() {
    return stored;
  }

  private Progress announceStart() {
    flags.start();
    GameView view = game.nextView();
    Progress progress = Progress.NONE;
    for (Side side : Side.values()) {
      progress = progress.and(new Audience.Player(side),
          new GameNews.GameShown(view, side, Arrival.STARTED, game.match().rated()));
    }
    return progress;
  }

  /**
   * Takes up a game stored as running when the server stopped; its players, seated absent, get
   * it back when they log in. Its clocks stay stopped until both are back or {@code graceMillis}
   * have passed: neither the downtime nor the way back is charged. A game whose last stored move
   * ended it (the server stopped before its end was stored) is finished now.
   *
   * @param firstSeq the number its state goes on from, above any sent before the restart
   * @param paused whether it was paused: then it stays paused, whoever comes back
   */
  public CompletionStage<Void> resume(long firstSeq, long graceMillis, boolean paused) {
    stored = true;
    return chain.submit(() -> {
      game.take(game.match());
      game.numberFrom(firstSeq);
      seating.resumed();
      if (game.match().ending() == null) {
        if (paused) {
          hold.pausedBeforeRestart(); // it stays paused until someone resumes it
        } else {
          hold.waitForPlayers(graceMillis, this::graceDue);
        }
        return CompletableFuture.completedFuture(null);
      }
      return finisher.endedBeforeRestart()
          .thenAccept(progress -> publish(progress, null, false));
    });
  }

  /**
   * Runs a command of a player: the events for everyone else are published, the player's own
   * are returned as the command's answer ({@link Progress#missed()} if the game is over).
   */
  public CompletionStage<Progress> act(Side side, Command command) {
    return run(() -> seating.seat(side), () -> player(side, command), false);
  }

  /** Runs a command of a spectator; see {@link #act}. */
  public CompletionStage<Progress> watch(Seat spectator, Command command) {
    return run(() -> spectator, () -> {
      if (command instanceof Command.Say say) {
        return done(chat(spectator, true, say.text()));
      }
      List<DomainEvent> info = queries.answer(command, null);
      return done(Progress.answer(info != null ? info
          : List.of(new AnswerEvent.Refused(queries.spectatorRefusal(command)))));
    }, false);
  }

  /**
   * Adds a spectator; the answer shows them the game as it stands ({@link Progress#missed()} if
   * the game is over).
   */
  public CompletionStage<Progress> observe(Seat spectator) {
    return run(() -> spectator, () -> {
      seating.watch(spectator);
      return done(hold.news(Progress.answer(
          new GameNews.GameShown(game.view(), null, Arrival.OBSERVING,
              game.match().rated())), At.MOVER));
    }, false);
  }

  /** How many spectators watch now. */
  public CompletionStage<Integer> spectatorCount() {
    return chain.submit(() -> CompletableFuture.completedFuture(seating.spectatorCount()));
  }

  public CompletionStage<Void> unobserve(Seat spectator) {
    return chain.submit(() -> seating.unwatch(spectator));
  }

  /**
   * The player of {@code side} gives up, whoever's turn it is (a tournament withdrawal, too): not
   * a command of theirs, so they are told as everyone else is.
   */
  public CompletionStage<Progress> forfeit(Side side) {
    return run(() -> seating.seat(side), () -> finisher.forfeit(side), true);
  }

  /**
   * Gives the player of {@code side} {@code seconds} more on their clock, told to everyone at the
   * game with the clocks as they now stand; refused in an untimed game.
   *
   * @param by who gives it: answered the news, with the clocks if they play or watch the game
   */
  public CompletionStage<Progress> giveTime(Side side, long seconds, Seat by) {
    return run(() -> by, () -> clocks.giveTime(side, seconds, by), false);
  }

  /**
   * An arena player's berserk before their first move ({@link Berserk}); completes with whether
   * it was done (not in an untimed game or one without initial time, after a move, or once over).
   */
  public CompletionStage<Boolean> berserk(Side side) {
    CompletableFuture<Boolean> done = new CompletableFuture<>();
    run(() -> seating.seat(side), () -> Berserk.take(game, recorder, side, done), false)
        .whenComplete((progress, error) -> done.complete(false)); // over: nothing done
    return done;
  }

  /**
   * Pauses ({@code pause}) or resumes the game, once stored, told to everyone at the game with the
   * clocks as they now stand; refused in an untimed game, and when it is paused already (or not
   * paused, to resume).
   *
   * @param by who does it: an arbiter, or a player of a casual game
   * @param asker the side of the player asking in a casual game (the opponent's own request
   *     agrees), {@code null} for an arbiter, who needs nobody's agreement
   */
  public CompletionStage<Progress> pause(boolean pause, Seat by, Side asker) {
    return run(() -> by, () -> clocks.pause(pause, by, asker), false);
  }

  /**
   * An arbiter ends the running game with {@code ending}; see {@link Finisher#adjudicate}.
   *
   * @param by the arbiter, answered the end (and not told it twice if at the game), and named
   *     with {@code note} (the reason given, or {@code null}) in the game's record
   */
  public CompletionStage<Progress> adjudicate(Ending ending, Seat by, String note) {
    return run(() -> by, () -> finisher.adjudicate(ending, by.name(), note), false);
  }

  /**
   * Ends the game against every player who has not come to it within {@code timeoutMillis} of its
   * start (a tournament game); a player who came and dropped is left to the grace period.
   */
  public CompletionStage<Void> forfeitAbsent(long timeoutMillis) {
    return run(() -> null, () -> finisher.absent(timeoutMillis), false).thenApply(progress -> null);
  }

  /** Ends the game against a player to move without a first move in time (an arena's rule). */
  public CompletionStage<Void> forfeitUnstarted(long timeoutMillis) {
    return run(() -> null, () -> finisher.unstarted(timeoutMillis), false)
        .thenApply(progress -> null);
  }

  /** The store cannot take moves since {@code at} ({@code down}), or can again: the clocks wait. */
  public CompletionStage<Void> storeOutage(boolean down, long at) {
    return chain.submit(() -> {
      publish(down ? hold.storeDown(at) : hold.storeBack(), null, false);
    });
  }

  /** The half-moves played: read once the game is over, when it no longer changes. */
  public int plies() {
    return game.turns();
  }

  /** A player's game continues on another connection (a login, or a game that was queued). */
  public CompletionStage<Void> rebind(Side side, Seat seat) {
    return chain.submit(() -> {
      Boolean first = seating.seated(side, seat);
      if (game.over()) {
        return;
      }
      Progress progress = Progress.NONE;
      if (first != null) {
        progress = progress.and(At.OTHERS, new GameNews.PlayerReturned(player(side), first));
      }
      progress = hold.news(
          progress.and(At.MOVER, new GameNews.GameShown(game.view(), side, Arrival.RESUMED,
              game.match().rated())),
          At.EVERYONE);
      publish(progress, seat, true);
      publish(hold.playerBack(), null, false);
    });
  }

  /** Tells the others that a player's connection is gone; the game waits for them. */
  public CompletionStage<Void> disconnected(Side side) {
    return chain.submit(() -> {
      if (!game.over()) {
        seating.left(side, absence.now());
        long grace = Finisher.seconds(absence.graceMillis());
        // the opponent may claim the win after the grace; a spectator is only told
        publish(Progress.to(At.OPPONENT, new GameNews.PlayerLeft(player(side), grace))
            .and(At.SPECTATORS, new GameNews.PlayerLeft(player(side), grace, true)),
            seating.seat(side), false);
      }
    });
  }

  /**
   * Claims the win for {@code side} once its opponent, who just dropped, has been away the whole
   * grace: a bot's claim, which nobody types for it (an untimed game left by its human ran on,
   * holding one of the bots' games, for good). Refused, and nothing more, if they came back.
   */
  public void claimAfterGrace(Side side) {
    ticker.schedule(() -> act(side, new Command.Claim()), absence.graceMillis());
  }

  /** The wait for the players after a restart is over: the clocks run, on the room's thread. */
  private void graceDue() {
    chain.submit(() -> {
      publish(hold.graceOver(), null, false);
    });
  }

  /** The flag timer is due: checked on the room's thread. */
  private void flagDue() {
    chain.submit(() -> flags.due().thenApply(progress -> publish(progress, null, false)));
  }

  // --- commands ---

  private CompletionStage<Progress> player(Side side, Command command) {
    Seat actor = seating.seat(side);
    if (command instanceof Command.Say say) {
      return done(chat(actor, false, say.text()));
    }
    List<DomainEvent> info = queries.answer(command, side);
    if (info != null) {
      return done(Progress.answer(info));
    }
    if (command instanceof Command.Forfeit) {
      return finisher.forfeit(side);
    }
    if (command instanceof Command.Draw) {
      return finisher.draw(side);
    }
    if (command instanceof Command.Claim claim) {
      return finisher.claim(side, claim.draw());
    }
    if (!queries.isTurnAction(command)) {
      return refuse(Refusal.INVALID_COMMAND);
    }
    // a move is read once, against the position its turn started from
    Match.ParsedMove parsed =
        command instanceof Command.Move move ? game.match().parse(move.text()) : null;
    if (side != game.match().mover()) {
      return refuse(parsed == null || parsed.shaped() ? Refusal.NOT_YOUR_TURN
          : Refusal.MALFORMED_MOVE);
    }
    if (hold.held()) {
      return refuse(Refusal.GAME_HELD); // no clock runs to charge the move to
    }
    return turns.play(actor, command, parsed);
  }

  /**
   * Players' chat reaches the players and the spectators; spectators' chat only the spectators,
   * so that watchers cannot coach a player.
   */
  private Progress chat(Seat speaker, boolean spectator, String text) {
    return Progress.NONE.and(spectator ? At.SPECTATORS : At.OTHERS,
        new GameNews.ChatSaid(game.id, speaker.name(), text, spectator));
  }

  // --- running and publishing ---

  /**
   * Runs a command on the room's thread unless the game is over, then publishes its progress.
   *
   * @param sender who gives it, found when it runs (a player's seat may change); {@code null}: none
   * @param senderHears whether the sender is told their share too (a command given for them)
   */
  private CompletionStage<Progress> run(Supplier<Seat> sender,
      Supplier<CompletionStage<Progress>> command, boolean senderHears) {
    return chain.submit(() -> {
      if (game.over()) {
        return CompletableFuture.completedFuture(Progress.MISSED);
      }
      Seat from = sender.get();
      return command.get().thenApply(progress -> publish(progress, from, senderHears));
    });
  }

  /** One publish: each event to its audience; the lobby hears of an end once all were told. */
  private Progress publish(Progress progress, Seat sender, boolean senderHears) {
    seating.publish(progress, sender, senderHears);
    finisher.published();
    return progress;
  }

  private static CompletionStage<Progress> done(Progress progress) {
    return CompletableFuture.completedFuture(progress);
  }

  private static CompletionStage<Progress> refuse(Refusal refusal) {
    return done(Progress.answer(new AnswerEvent.Refused(refusal)));
  }
}
