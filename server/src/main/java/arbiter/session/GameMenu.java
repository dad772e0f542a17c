package arbiter.session;

import arbiter.command.Command;
import arbiter.event.DomainEvent.Refused;
import arbiter.game.GameRoom;
import arbiter.rules.Side;
import java.util.concurrent.CompletionStage;

/** The game menu of a player: lobby queries here, everything else to the game room. */
final class GameMenu implements Menu, Session.InGame {

  private final Session session;
  private final GameRoom room;
  private final Side side;

  /** @param side the player's side */
  GameMenu(Session session, GameRoom room, Side side) {
    this.session = session;
    this.room = room;
    this.side = side;
  }

  @Override
  public GameRoom room() {
    return room;
  }

  @Override
  public CompletionStage<Step> handle(Command command) {
    CompletionStage<Step> query = LobbyQueries.answer(session, command, this);
    if (query != null) {
      return query;
    }
    Refused chat = LobbyQueries.chatRefusal(session, command);
    if (chat != null) {
      return Step.of(this, chat).now();
    }
    if (LobbyQueries.outOfGame(command) != null) {
      return Step.of(this, new Refused(LobbyQueries.outOfGame(command))).now();
    }
    return session.back(room.act(side, command))
        .thenCompose(
            progress ->
                // a game that ended before this command reached it: it is for the main menu
                progress.missed() ? new MainMenu(session).handle(command)
                    : Step.of(progress.ended() ? new MainMenu(session) : this, progress.answer())
                        .now());
  }

  @Override
  public void disconnected() {
    room.disconnected(side);
  }
}
