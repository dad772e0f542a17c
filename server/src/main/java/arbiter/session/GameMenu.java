package arbiter.session;

import arbiter.game.GameRoom;
import arbiter.rules.Side;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** The game menu of a player: every line goes to the game room, which knows the commands. */
final class GameMenu implements Menu, Session.InGame {

  private final Session session;
  private final GameRoom room;
  private final Side side;

  /** @param side the player's side, or {@code null} at one console (hot seat) */
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
  public CompletionStage<Menu> handle(String line) {
    CompletionStage<Menu> lobbyCommand = LobbyQueries.answer(session, line, this);
    if (lobbyCommand != null) {
      return lobbyCommand;
    }
    return room.play(side, line)
        .thenCompose(
            result ->
                switch (result) {
                  case CONTINUE -> CompletableFuture.completedFuture((Menu) this);
                  case ENDED -> CompletableFuture.completedFuture(new MainMenu(session));
                  // the game ended before this line reached it: the line is for the main menu
                  case NOT_IN_GAME -> new MainMenu(session).handle(line);
                });
  }

  @Override
  public void disconnected() {
    if (side != null) {
      room.disconnected(side);
    }
  }
}
