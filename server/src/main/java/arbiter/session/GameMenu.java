package arbiter.session;

import arbiter.command.Command;
import arbiter.event.AnswerEvent.Refused;
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
    CompletionStage<Step> own = LobbyQueries.atGame(session, command, this);
    if (own != null) {
      return own;
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
