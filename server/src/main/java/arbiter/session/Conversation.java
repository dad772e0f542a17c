package arbiter.session;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import java.util.concurrent.CompletableFuture;

/**
 * What a connection's reader hands its lines to: the {@link Session} itself on a single server,
 * or, on a cluster's edge, the core's session for the connection, reached over the link.
 */
public interface Conversation {

  /** Handles one command; the stage completes once it has been answered. */
  CompletableFuture<Void> receive(Command command);

  /** News the connection itself makes (a line too long, time up), shown in order with answers. */
  void receive(DomainEvent event);

  /** Runs a task after every command received before it has been answered. */
  CompletableFuture<Void> inOrder(Runnable task);

  /** From now on the conversation is shown through {@code face}; earlier commands keep theirs. */
  CompletableFuture<Void> speak(Face face);

  /** The connection was closed for not reading its output: commands still waiting are skipped. */
  void abandon();

  /** The connection is gone. */
  CompletableFuture<Void> disconnected();

  /** The variant the clients' challenge forms offer first (the server's setting). */
  String formVariant();
}
