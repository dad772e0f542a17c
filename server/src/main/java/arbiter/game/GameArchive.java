package arbiter.game;

import java.util.List;

/** Where games are stored. Calls block: the server calls them from its own writer thread. */
public interface GameArchive {

  /** The highest game id ever stored (0 when none): new games count on from it. */
  long lastGameId();

  /** Stores the events in order, all or none. */
  void write(List<GameEvent> events);

  /**
   * A writer for the many writes of one thread (the journal's), which may keep what they share
   * (a connection, its prepared statements) from one write to the next until it is closed.
   */
  default Writer writer() {
    return this::write;
  }

  /** The writes of one thread, each as {@link GameArchive#write}; closed when the thread idles. */
  @FunctionalInterface
  interface Writer extends AutoCloseable {

    /** Stores the events in order, all or none. */
    void write(List<GameEvent> events);

    /**
     * Stores the events as {@link #write} does if that needs no wait (for a connection, a lock,
     * the network): on an event loop. False: nothing of them is stored, and {@link #write} is
     * for them.
     */
    default boolean tryWrite(List<GameEvent> events) {
      return false;
    }

    /**
     * Stores what it wrote aside (SQLite's move log) where the rest is: the journal calls it
     * once a second while the loops write, and closing does.
     */
    default void flush() {}

    /** Lets go of what the writes kept; a later write takes it up again. */
    @Override
    default void close() {}
  }

  /** Every finished game, oldest first, with its moves. */
  List<StoredGame> finishedGames();

  /** Every game that started and has not finished, oldest first, with its moves so far. */
  List<StoredGame> runningGames();

  /** The last {@code limit} games of {@code user}, running or finished, newest first. */
  List<StoredGame> history(String user, int limit);

  /** The game with this id, with its moves, or {@code null}. */
  StoredGame game(long id);
}
