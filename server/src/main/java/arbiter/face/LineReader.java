package arbiter.face;

import arbiter.event.ClosingReason;

import java.util.concurrent.CompletableFuture;

/**
 * A connection's input as its face reads it: each line becomes the session's command, in the
 * framing of the face, and what happens to the connection itself is said in the face's words.
 * The edge calls these on the connection's event loop.
 */
public interface LineReader {

  /** Reads one line; completes once the session has answered it. */
  CompletableFuture<Void> read(String line);

  /** A line longer than the limit arrived; the edge drops the rest of it. */
  void lineTooLong();

  /**
   * The connection's time is up: it sat idle too long, or (when {@code loginDeadlineSeconds} is
   * positive) its guest did not log in within that many seconds. The edge closes it after.
   */
  void timedOut(long loginDeadlineSeconds);

  /**
   * The server closes the connection for {@code reason}: the face says why; completes once it is
   * written (the edge closes it then).
   */
  CompletableFuture<Void> closing(ClosingReason reason);

  /** The connection closed; {@code overflowed} when it was closed for not reading its output. */
  void closed(boolean overflowed);
}
