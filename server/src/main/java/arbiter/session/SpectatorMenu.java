package arbiter.session;

import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent.Done;
import arbiter.event.AnswerEvent.Refused;
import arbiter.game.GameRoom;
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
  public CompletionStage<Step> handle(Command command) {
    if (command instanceof Command.Unobserve) {
      return session.back(room.unobserve(session))
          .thenApply(done -> Step.of(new MainMenu(session), new Done(Ack.STOPPED_OBSERVING)));
    }
    CompletionStage<Step> own = LobbyQueries.atGame(session, command, this);
    if (own != null) {
      return own;
    }
    return session.back(room.watch(session, command))
        .thenCompose(
            progress ->
                progress.missed()
                    ? new MainMenu(session).handle(command)
                    : Step.of(this, progress.answer()).now());
  }

  @Override
  public void disconnected() {
    room.unobserve(session);
  }
}
