package arbiter.local.seed;

import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.MenuKind;
import arbiter.event.Refusal;
import arbiter.game.Ending;
import arbiter.game.GameEvent;
import arbiter.game.GameView;
import arbiter.game.Journal;
import arbiter.game.Match;
import arbiter.game.PlayedMove;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A game at one console (seed 002): both players type there, and each command is for whoever is
 * to move. The seed's turn protocol ({@code select}, {@code move}, {@code next_turn},
 * {@code undo}, the show commands, {@code forfeit}) over the shared game value, {@link Match};
 * each change is stored before it is shown, and one that cannot be stored is dropped.
 */
final class ConsoleGame {

  private static final Logger LOG = LoggerFactory.getLogger(ConsoleGame.class);

  private final long id;
  private final Journal journal;
  private Match match;
  private long seq;
  /** The board the last change showed, and the one before it ({@code null}: not known). */
  private Position shown;
  private Position shownBefore;

  ConsoleGame(long id, Match match, Journal journal) {
    this.id = id;
    this.match = match;
    this.journal = journal;
  }

  /** Stores the game's start; what the console shows of it. */
  DomainEvent start() {
    stored(new GameEvent.Started(id, match.variant().id(), match.name(Side.WHITE),
        match.name(Side.BLACK), match.limit(), null, match.rated(), System.currentTimeMillis()));
    return new GameNews.GameShown(nextView(match), null, Arrival.STARTED_HERE, false);
  }

  /** Whether the game has ended: the console is back at the main menu. */
  boolean over() {
    return match.ending() != null;
  }

  /** The answer to a command of the player to move. */
  List<DomainEvent> play(Command command) {
    Side mover = match.mover();
    DomainEvent shownNow = shown(command, mover);
    if (shownNow != null) {
      return List.of(shownNow);
    }
    if (command instanceof Command.Forfeit) {
      Match over = match.forfeit(mover);
      if (!stored(finished(over))) {
        return refused(Refusal.NOT_STORED);
      }
      match = over;
      return List.of(new GameNews.GameEnded(nextView(match), over.ending(), mover, true));
    }
    if (command instanceof Command.Select select && match.hasPieces()) {
      return kept(match.select(select.row(), select.column()), Ack.SELECTED);
    }
    if (command instanceof Command.Deselect && match.hasPieces()) {
      return kept(match.deselect(), Ack.DESELECTED);
    }
    Match.Change change;
    if (command instanceof Command.MoveSelected target && match.hasPieces()) {
      change = match.moveSelected(target.row(), target.column());
    } else if (command instanceof Command.NextTurn) {
      change = match.nextTurn();
    } else if (command instanceof Command.Undo) {
      change = match.undo();
    } else {
      return refused(Refusal.INVALID_COMMAND); // seed 002 has no moves in notation, nor more
    }
    if (change.refused()) {
      return List.of(new AnswerEvent.Refused(change.refusal(), change.why()));
    }
    return changed(command, change.game(), mover);
  }

  /** A show command or help, {@code null} for others. */
  private DomainEvent shown(Command command, Side own) {
    if (command instanceof Command.ShowTurn) {
      return new GameNews.TurnShown(match.name(own), own);
    }
    if (command instanceof Command.ShowBoard) {
      return new GameNews.BoardShown(view(match));
    }
    if (command instanceof Command.UndoNumber) {
      return new GameNews.UndosLeft(match.undosLeft(own));
    }
    if (command instanceof Command.ShowMoves moves) {
      return new GameNews.MovesShown(match.moves(moves.all() ? null : own));
    }
    if (command instanceof Command.ShowKilled killed) {
      return new GameNews.KilledShown(match.killed(killed.all() ? null : own));
    }
    if (command instanceof Command.Help) {
      return new AnswerEvent.HelpShown(MenuKind.GAME);
    }
    return null;
  }

  /** A move, {@code next_turn} or {@code undo} that changed the game, stored before it is shown. */
  private List<DomainEvent> changed(Command command, Match next, Side mover) {
    boolean completes = command instanceof Command.NextTurn;
    boolean undoSpent = next.undosUsed(mover) != match.undosUsed(mover);
    if (undoSpent && !stored(new GameEvent.UndoUsed(id, mover))) {
      LOG.error("game {}: the spent undo is not stored", id); // nobody is shown it undone
    }
    PlayedMove committed = completes ? next.lastMove() : null;
    boolean stored = (committed == null
        || stored(new GameEvent.Moved(id, next.turns(), committed.notation(), -1, 0)))
        && (next.ending() == null || stored(finished(next)));
    if (!stored) {
      return refused(Refusal.NOT_STORED);
    }
    match = next;
    GameView view = nextView(next);
    List<DomainEvent> answer = new ArrayList<>(2);
    if (command instanceof Command.Undo) {
      answer.add(new GameNews.YouUndid(view));
    } else {
      answer.add(new GameNews.YouMoved(view, completes ? null : next.pending(), completes));
    }
    Ending ending = next.ending();
    if (ending != null) {
      answer.add(new GameNews.GameEnded(view, ending, null, true));
    }
    return answer;
  }

  /** A selection: nothing to store. */
  private List<DomainEvent> kept(Match.Change change, Ack ack) {
    if (change.refused()) {
      return refused(change.refusal());
    }
    match = change.game();
    return List.of(new AnswerEvent.Done(ack));
  }

  private GameEvent finished(Match over) {
    return new GameEvent.Finished(id, over.variant().id(), over.name(Side.WHITE),
        over.name(Side.BLACK), over.ending(), over.rated(), System.currentTimeMillis());
  }

  /** Stores an event; false (logged) when it could not be stored. */
  private boolean stored(GameEvent event) {
    try {
      journal.record(event).toCompletableFuture().join();
      return true;
    } catch (CompletionException e) {
      LOG.error("game {}: cannot store; the change is dropped and the console told", id,
          e.getCause());
      return false;
    }
  }

  private GameView view(Match game) {
    return game.view(id, seq, null).after(shownBefore);
  }

  private GameView nextView(Match game) {
    seq++;
    shownBefore = shown;
    GameView view = view(game);
    shown = view.position();
    return view;
  }

  private static List<DomainEvent> refused(Refusal refusal) {
    return List.of(new AnswerEvent.Refused(refusal));
  }
}
