package arbiter.net;

import java.util.concurrent.CompletableFuture;

/** Turns a connection's lines into its session's commands, in the framing of its face. */
interface LineReader {

  /** Reads one line; completes once the session has answered it. */
  CompletableFuture<Void> read(String line);
}
