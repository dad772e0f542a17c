package arbiter.game;

import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.MenuKind;
import arbiter.event.Refusal;
import arbiter.rules.Side;
import java.util.List;

/**
 * The commands that show a game without changing it ({@code show_board}, {@code time}, ...), which
 * anyone at it may give, and the refusals of what a spectator may not do.
 */
final class GameQueries {

  private final RoomGame game;

  GameQueries(RoomGame game) {
    this.game = game;
  }

  /**
   * The answer to a show command or help, {@code null} for other commands.
   *
   * @param viewer the asker's side ({@code null}: a spectator)
   */
  List<DomainEvent> answer(Command command, Side viewer) {
    Match match = game.match();
    Side own = viewer == null ? match.mover() : viewer;
    if (command instanceof Command.ShowTurn) {
      return List.of(new GameNews.TurnShown(match.name(match.mover()), match.mover()));
    }
    if (command instanceof Command.ShowBoard) {
      return List.of(new GameNews.BoardShown(game.view()));
    }
    if (command instanceof Command.ShowTime) {
      return List.of(game.clock == null ? new AnswerEvent.Refused(Refusal.UNTIMED)
          : new GameNews.ClockShown(game.view()));
    }
    if (command instanceof Command.UndoNumber) {
      return List.of(new GameNews.UndosLeft(match.undosLeft(own)));
    }
    if (command instanceof Command.ShowMoves moves) {
      return List.of(new GameNews.MovesShown(match.moves(moves.all() ? null : own)));
    }
    if (command instanceof Command.ShowKilled killed) {
      return List.of(new GameNews.KilledShown(match.killed(killed.all() ? null : own)));
    }
    if (command instanceof Command.Help) {
      return List.of(new AnswerEvent.HelpShown(MenuKind.GAME_NETWORK));
    }
    return null;
  }

  /** The commands that only the player to move may give. */
  boolean isTurnAction(Command command) {
    return command instanceof Command.Move
        || command instanceof Command.NextTurn
        || command instanceof Command.Undo
        || (game.match().hasPieces() && (command instanceof Command.Select
            || command instanceof Command.MoveSelected
            || command instanceof Command.Deselect));
  }

  /** Why a spectator may not give a command that is no show command. */
  Refusal spectatorRefusal(Command command) {
    if (command instanceof Command.Move move && !game.match().parse(move.text()).shaped()) {
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
}
