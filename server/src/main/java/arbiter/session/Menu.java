package arbiter.session;

import java.util.concurrent.CompletionStage;

/** One menu of the session: handles a line and says which menu handles the next one. */
interface Menu {

  /** Handles the line (writing its replies) and completes with the menu for the next line. */
  CompletionStage<Menu> handle(String line);

  /** The session's connection closed while in this menu. */
  default void disconnected() {}
}
