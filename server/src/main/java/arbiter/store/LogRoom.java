package arbiter.store;

/**
 * Whether the journal may append to SQLite's write-ahead log now: the checkpointer's say
 * ({@link WalCheckpoints}) while the log is past its limit and being reset. The journal's commits
 * step aside then, so that the log stops growing and the reset takes the write lock at once.
 */
interface LogRoom {

  /** Room always: another database, or no checkpointer. */
  LogRoom ALWAYS = new LogRoom() {
    @Override
    public boolean full() {
      return false;
    }

    @Override
    public void awaitRoom() {}
  };

  /** Whether commits are to wait: one volatile read, asked on an event loop before its commit. */
  boolean full();

  /** Waits, on the journal's writer thread, until the log has room again, or for a bounded time. */
  void awaitRoom();

  /**
   * A commit of the journal's appended to the log: counted, on the committing thread (a loop's),
   * so that the checkpointer is woken only once the log has grown by enough, with no look at
   * the log's file while commits come.
   */
  default void committed() {}
}
