package arbiter.session;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * {@code who}, {@code games} and the {@code tournament} commands, which a networked player may use
 * from any menu after login.
 */
final class LobbyQueries {

  private LobbyQueries() {}

  /** The answer if the line is one of them over the network, else {@code null}. */
  static CompletionStage<Menu> answer(Session session, String line, Menu stay) {
    if (!session.services().network()) {
      return null;
    }
    String command = line.strip();
    if (command.startsWith("tournament ") || command.equals("tournament")) {
      List<String> words = List.of(command.split("\\s+"));
      return session.tournament(words.subList(1, words.size()))
          .thenApply(answer -> {
            session.show(answer.lines());
            return stay;
          });
    }
    switch (command) {
      case "who":
        session.show(session.services().lobby().who());
        return CompletableFuture.completedFuture(stay);
      case "games":
        session.show(session.services().lobby().games());
        return CompletableFuture.completedFuture(stay);
      default:
        return null;
    }
  }
}
