package arbiter.session;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** One menu of the session: decides on a command and says which menu handles the next one. */
interface Menu {

  /** Handles the command and completes with its answer and the next menu. */
  CompletionStage<Step> handle(Command command);

  /** The session's connection closed while in this menu. */
  default void disconnected() {}

  /**
   * What a command did.
   *
   * @param next the menu for the next command
   * @param answer the answer to show
   * @param then runs after the answer is shown (e.g. a game starts, a game resumes)
   */
  record Step(Menu next, List<DomainEvent> answer, Runnable then) {

    static Step of(Menu next, DomainEvent... answer) {
      return new Step(next, List.of(answer), () -> { });
    }

    static Step of(Menu next, List<DomainEvent> answer) {
      return new Step(next, answer, () -> { });
    }

    CompletionStage<Step> now() {
      return CompletableFuture.completedFuture(this);
    }
  }
}
