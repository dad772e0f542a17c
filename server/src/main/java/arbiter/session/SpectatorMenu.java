package arbiter.session;

import arbiter.game.GameRoom;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Watching a game: its show commands, {@code say}, and {@code unobserve} back to the main menu. */
final class SpectatorMenu implements Menu, Session.InGame {

  private final Session session;
  private final GameRoom room;

  SpectatorMenu(Session session, GameRoom room) {
    this.session = session;
    this.room = room;
  }

  @Override
  public GameRoom room() {
    return room;
  }

  @Override
  public CompletionStage<Menu> handle(String line) {
    if (line.strip().equals("unobserve")) {
      return room.unobserve(session)
          .thenApply(
              done -> {
                session.show(List.of("stopped observing"));
                return new MainMenu(session);
              });
    }
    CompletionStage<Menu> lobbyCommand = LobbyQueries.answer(session, line, this);
    if (lobbyCommand != null) {
      return lobbyCommand;
    }
    return room.watch(session, line)
        .thenCompose(
            result ->
                result == GameRoom.Result.NOT_IN_GAME
                    ? new MainMenu(session).handle(line)
                    : CompletableFuture.completedFuture((Menu) this));
  }

  @Override
  public void disconnected() {
    room.unobserve(session);
  }
}
