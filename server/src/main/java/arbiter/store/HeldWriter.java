package arbiter.store;

import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.BusyHandler;
import org.sqlite.SQLiteConnection;

/**
 * Game events written each in a transaction of their own on a pooled connection that is kept
 * from one write to the next, with its statements prepared once ({@link EventWriter}): borrowing
 * the connection, preparing the move upsert and closing both again for every commit was a large
 * part of a commit's CPU (docs/PERFORMANCE.md, "The journal's commits"). The connection goes back
 * to the pool when the writer is closed (the journal idles), after a failed write, and once it
 * has been held a second (SQLite's: 30 seconds, as the event loops commit on it), so the pool
 * still retires and replaces it as it does any other.
 */
final class HeldWriter implements GameArchive.Writer {

  private static final Logger LOG = LoggerFactory.getLogger(HeldWriter.class);
  private static final long HOLD_NANOS = 1_000_000_000L;
  // SQLite's: a loop's commit past it is the writer's, which gives the connection back and takes
  // another; after a second, that woke the writer and the loop once a second under play (issue 25)
  private static final long SQLITE_HOLD_NANOS = 30_000_000_000L;
  /** The SQLSTATE of the epoch fence's refusal (migration V44). */
  private static final String FENCE_STATE = "AR001";
  /** The unconfirmed moves kept at most: each is a commit lost with the store unreadable. */
  private static final int LEFTOVERS = 256;

  private record Ply(long gameId, int ply) {}

  private final DataSource dataSource;
  private final LogRoom logRoom;
  private Connection connection;
  private EventWriter writer;
  private ShortBusyWaits waits; // SQLite's; null on another database
  // a write on the loop failed: the writer takes a fresh connection and statements (the loop
  // does not give the connection back: that may wait)
  private boolean stale;
  // a rollback failed: SQLite undid the transaction itself (a full disk) while the driver still
  // deems it open, and refuses every later use of the connection; back in the pool, it refused
  // every write until the server was restarted, the disk long freed
  private boolean broken;
  private long heldSince;
  // its committer's (the writer's, or a loop's under the journal's lock), as the connection is
  private final Map<Ply, GameEvent.Moved> leftovers = new LinkedHashMap<>() {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Ply, GameEvent.Moved> eldest) {
      return size() > LEFTOVERS;
    }
  };

  HeldWriter(DataSource dataSource) {
    this(dataSource, LogRoom.ALWAYS);
  }

  HeldWriter(DataSource dataSource, LogRoom logRoom) {
    this.dataSource = dataSource;
    this.logRoom = logRoom;
  }

  @Override
  public void write(List<GameEvent> events) {
    logRoom.awaitRoom(); // the checkpointer resets the log: it stops growing meanwhile
    if (connection != null && (stale || held())) {
      try {
        release();
      } catch (SQLException e) {
        // let go all the same (release forgets it): the write goes on a fresh connection
        LOG.warn("cannot give the journal's connection back to the pool", e);
      }
    }
    if (connection == null) {
      try {
        hold();
      } catch (SQLException e) {
        // nothing was written, and a read-back would wait as long again for a connection
        throw StoreException.unreachable(e);
      }
    }
    boolean[] committing = {false};
    try {
      writeAndCommit(events, committing);
    } catch (SQLException e) {
      let(e);
      settle(events, committing[0], refused(e), new StoreException("transaction", e));
      return;
    } catch (StoreException e) {
      let(e);
      settle(events, committing[0], false, e);
      return;
    } catch (RuntimeException e) {
      let(e);
      throw e;
    }
    confirmed(events);
  }

  /**
   * Writes and commits on the connection held, on SQLite only, without waiting: a lock another
   * connection holds (the checkpointer's) is a failure here. Any failure rolls back (SQLite
   * answers a commit in this process: nothing of a failed one is stored) and leaves the events
   * to {@link #write}, on the writer's thread, which waits, retries and settles as it does, on
   * a fresh connection.
   */
  @Override
  public boolean tryWrite(List<GameEvent> events) {
    if (waits == null || stale || held() || logRoom.full()) {
      return false; // a connection to take, another database, a log being reset: the writer's
    }
    waits.noWait = true;
    try {
      writeAndCommit(events, new boolean[1]);
    } catch (SQLException | RuntimeException e) {
      // busy (the checkpointer) or a real failure, which the writer's write meets and reports
      LOG.debug("a write on the loop failed; the writer writes it", e);
      stale = true;
      try {
        rollBack();
      } catch (SQLException rollback) {
        broken = true;
        LOG.debug("cannot roll back a write on the loop; the writer's write will tell", rollback);
      }
      return false;
    } finally {
      waits.noWait = false;
    }
    confirmed(events);
    return true;
  }

  /**
   * Writes {@code events} and commits them, {@code committing[0]} set once the commit may have
   * happened. On SQLite one move alone is one statement in SQLite's own transaction, which
   * commits as the statement ends (JDBC's auto-commit, the held connection's state there): the
   * driver's {@code commit()} prepares, runs and finalizes {@code commit;} and then {@code begin;}
   * anew each time, compiled from their text, 6-8% of such a commit's CPU on the loop (README,
   * "A turn's one move in SQLite's own transaction"). Anything more is one transaction, as on
   * other databases, whose connection is never in auto-commit here.
   */
  private void writeAndCommit(List<GameEvent> events, boolean[] committing)
      throws SQLException {
    if (waits != null && events.size() == 1 && events.get(0) instanceof GameEvent.Moved) {
      committing[0] = true; // the statement is the commit
      writer.write(events);
      logRoom.committed();
      return;
    }
    if (waits != null) {
      connection.setAutoCommit(false);
    }
    writer.write(events);
    committing[0] = true;
    connection.commit();
    logRoom.committed();
    if (waits != null) {
      connection.setAutoCommit(true);
    }
  }

  /** Whether the connection was held long enough: it goes back to the pool before a write. */
  private boolean held() {
    return System.nanoTime() - heldSince > (waits != null ? SQLITE_HOLD_NANOS : HOLD_NANOS);
  }

  /** Undoes a transaction a failed write left open (none in auto-commit: SQLite undid it). */
  private void rollBack() throws SQLException {
    if (!connection.getAutoCommit()) {
      connection.rollback();
    }
  }

  /**
   * The commit may have happened with its answer lost: what the store holds settles it. A write
   * the store refused (the fence, a ply holding another move) committed nothing: it is not read
   * back, where a row another core wrote alike would pass for it.
   */
  private void settle(List<GameEvent> events, boolean committing, boolean refused,
      StoreException failure) {
    if (refused || !StoredEvents.allHeld(dataSource, events)) {
      if (committing && !refused) {
        unconfirmed(events);
      }
      throw failure;
    }
    confirmed(events);
  }

  /** Whether the database said no for good: nothing was committed, and a retry fails alike. */
  private static boolean refused(SQLException failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof MoveWriter.PlyTaken
          || cause instanceof SQLException sql && FENCE_STATE.equals(sql.getSQLState())) {
        return true;
      }
      if (cause instanceof SQLException sql && sql.getNextException() != null
          && refused(sql.getNextException())) {
        return true;
      }
    }
    return false;
  }

  /**
   * A commit whose answer was lost and which the store could not confirm: the game refuses its
   * moves, and the rows it may have left are the only ones a later move at their ply replaces.
   */
  private void unconfirmed(List<GameEvent> events) {
    for (GameEvent event : events) {
      if (event instanceof GameEvent.Moved moved) {
        leftovers.put(new Ply(moved.gameId(), moved.ply()), moved);
      }
    }
  }

  private void confirmed(List<GameEvent> events) {
    if (leftovers.isEmpty()) {
      return;
    }
    for (GameEvent event : events) {
      if (event instanceof GameEvent.Moved moved) {
        leftovers.remove(new Ply(moved.gameId(), moved.ply()));
      }
    }
  }

  /** Sets {@code held} up for the writer: its busy waits on SQLite, null on another database. */
  private static ShortBusyWaits prepare(Connection held) throws SQLException {
    boolean sqlite = held.isWrapperFor(SQLiteConnection.class);
    held.setAutoCommit(sqlite); // SQLite's in auto-commit between writes: see writeAndCommit
    if (!sqlite) {
      return null;
    }
    ShortBusyWaits busy = new ShortBusyWaits(Database.BUSY_TIMEOUT_MILLIS);
    BusyHandler.setHandler(held.unwrap(SQLiteConnection.class), busy);
    return busy;
  }

  private void hold() throws SQLException {
    Connection held = dataSource.getConnection();
    ShortBusyWaits busy;
    try {
      busy = prepare(held);
    } catch (SQLException e) {
      // the pool kept it unusable (now dropped): another is taken, once
      evict(held);
      held.close();
      held = dataSource.getConnection();
      try {
        busy = prepare(held);
      } catch (SQLException again) {
        evict(held);
        held.close();
        throw again;
      }
    }
    connection = held;
    waits = busy;
    writer = new EventWriter(held,
        moved -> leftovers.get(new Ply(moved.gameId(), moved.ply())));
    heldSince = System.nanoTime();
  }

  /** Undoes what {@code failure} left of the transaction and lets the connection go. */
  private void let(Exception failure) {
    if (connection == null) {
      return;
    }
    try {
      rollBack();
    } catch (SQLException e) {
      broken = true;
      failure.addSuppressed(e); // a broken connection: the failure itself says why
    }
    try {
      release();
    } catch (SQLException e) {
      failure.addSuppressed(e);
    }
  }

  @Override
  public void close() {
    try {
      release();
    } catch (SQLException e) {
      throw new StoreException("returning the journal's connection", e);
    }
  }

  private void release() throws SQLException {
    if (connection == null) {
      return;
    }
    if (broken) {
      evict(connection);
    }
    try (Connection held = connection) {
      writer.close();
    } finally {
      connection = null;
      writer = null;
      waits = null;
      stale = false;
      broken = false;
    }
  }

  /** Closes {@code unusable} for good when it goes back, rather than keeping it in the pool. */
  private void evict(Connection unusable) {
    if (dataSource instanceof HikariDataSource pool) {
      pool.evictConnection(unusable);
    }
  }
}
