package arbiter.session;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** {@code who} and {@code games}, which a networked player may ask from any menu after login. */
final class LobbyQueries {

  private LobbyQueries() {}

  /** The answer if the line is one of them over the network, else {@code null}. */
  static CompletionStage<Menu> answer(Session session, String line, Menu stay) {
    if (!session.services().network()) {
      return null;
    }
    switch (line.strip()) {
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
