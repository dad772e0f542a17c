package arbiter.client.net;

import arbiter.protocol.Event;

/** What a {@link ServerLink} reports; called on the link's reader thread. */
public interface LinkListener {

  /** A message from the server. */
  void received(Event event);

  /** The connection is up (again): {@code reconnected} after a drop. */
  default void connected(boolean reconnected) {}

  /** The connection dropped; the link tries again every few seconds unless it was closed. */
  default void disconnected(String reason) {}
}
