package arbiter.session;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.event.AnswerEvent.Refused;
import arbiter.event.SimulEvent;
import arbiter.game.GameRoom;
import arbiter.rules.Side;
import arbiter.simul.SimulNotice;
import arbiter.simul.SimulRefusal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * The menu of a player at several boards at once, a simul's host: game commands go to the board
 * they are at, {@code game N} moves them to another, and a board that ends moves them on to the
 * next; once every board has ended they are back in the main menu.
 */
final class BoardsMenu implements Menu {

  private final Session session;
  /** The boards still played, in board order. */
  private final List<GameRoom> rooms;
  private GameRoom current;

  private BoardsMenu(Session session, List<GameRoom> rooms) {
    this.session = session;
    this.rooms = rooms;
    this.current = rooms.get(0);
  }

  /** The menu for the host's running boards, or the main menu when none runs. */
  static Menu of(Session session, List<Long> games) {
    List<GameRoom> rooms = new ArrayList<>();
    for (long game : games) {
      GameRoom room = session.services().lobby().room(game);
      if (room != null) {
        rooms.add(room);
      }
    }
    return rooms.isEmpty() ? new MainMenu(session) : new BoardsMenu(session, rooms);
  }

  /** The boards, each to be rebound to the host's session (a login). */
  List<GameRoom> rooms() {
    return List.copyOf(rooms);
  }

  @Override
  public CompletionStage<Step> handle(Command command) {
    if (command instanceof Command.Board board) {
      return switchTo(board.game());
    }
    CompletionStage<Step> own = LobbyQueries.atGame(session, command, this);
    if (own != null) {
      return own;
    }
    GameRoom room = current;
    return session.back(room.act(side(room), command))
        .thenApply(progress -> {
          List<DomainEvent> answer = new ArrayList<>(progress.answer());
          if (progress.missed() || progress.ended()) {
            Menu next = without(room);
            if (next == this) {
              answer.add(atBoard());
            }
            return Step.of(next, answer);
          }
          return Step.of(this, answer);
        });
  }

  /** {@code game N}: the host is at that board now, shown as it stands. */
  private CompletionStage<Step> switchTo(long game) {
    for (GameRoom room : rooms) {
      if (room.id() == game) {
        current = room;
        return session.back(room.act(side(room), new Command.ShowBoard()))
            .thenApply(progress -> {
              List<DomainEvent> answer = new ArrayList<>();
              answer.add(atBoard());
              answer.addAll(progress.answer());
              return Step.of(this, answer);
            });
      }
    }
    return Step.of(this, new SimulEvent.SimulRefused(SimulRefusal.NOT_YOUR_BOARD,
        Long.toString(game))).now();
  }

  /** Where the host is now: the board's game and its opponent. */
  private DomainEvent atBoard() {
    Side side = side(current);
    return new SimulEvent.SimulNews(SimulNotice.AT_BOARD, session.name(),
        current.player(side.opponent()), current.id());
  }

  private Side side(GameRoom room) {
    return room.sideOf(session.name());
  }

  /**
   * A board ended: this menu at the next board still played (the one after it, in board order),
   * or the main menu when none is.
   */
  Menu without(GameRoom room) {
    int at = rooms.indexOf(room);
    if (at < 0) {
      return this;
    }
    rooms.remove(at);
    if (rooms.isEmpty()) {
      return new MainMenu(session);
    }
    if (current == room) {
      current = rooms.get(at % rooms.size());
    }
    return this;
  }

  @Override
  public void disconnected() {
    rooms.forEach(room -> room.disconnected(side(room)));
  }
}
