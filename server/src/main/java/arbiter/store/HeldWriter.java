package arbiter.store;

import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;
import org.sqlite.BusyHandler;
import org.sqlite.SQLiteConnection;

/**
 * Game events written each in a transaction of their own on a pooled connection that is kept
 * from one write to the next, with its statements prepared once ({@link EventWriter}): borrowing
 * the connection, preparing the move upsert and closing both again for every commit was a large
 * part of a commit's CPU (README, "The journal's commits"). The connection goes back to the pool when the writer is closed
 * (the journal idles), after a failed write, and once it has been held a second, so the pool
 * still retires and replaces it as it does any other.
 */
final class HeldWriter implements GameArchive.Writer {

  private static final long HOLD_NANOS = 1_000_000_000L;

  private final DataSource dataSource;
  private Connection connection;
  private EventWriter writer;
  private long heldSince;

  HeldWriter(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @Override
  public void write(List<GameEvent> events) {
    try {
      if (connection != null && System.nanoTime() - heldSince > HOLD_NANOS) {
        release();
      }
      if (connection == null) {
        hold();
      }
      writer.write(events);
      connection.commit();
    } catch (SQLException e) {
      let(e);
      settle(events, new StoreException("transaction", e));
    } catch (StoreException e) {
      let(e);
      settle(events, e);
    } catch (RuntimeException e) {
      let(e);
      throw e;
    }
  }

  /** The commit may have happened with its answer lost: what the store holds settles it. */
  private void settle(List<GameEvent> events, StoreException failure) {
    if (!StoredEvents.allHeld(dataSource, events)) {
      throw failure;
    }
  }

  private void hold() throws SQLException {
    Connection held = dataSource.getConnection();
    try {
      held.setAutoCommit(false);
      if (held.isWrapperFor(SQLiteConnection.class)) {
        BusyHandler.setHandler(held.unwrap(SQLiteConnection.class),
            new ShortBusyWaits(Database.BUSY_TIMEOUT_MILLIS));
      }
    } catch (SQLException e) {
      held.close();
      throw e;
    }
    connection = held;
    writer = new EventWriter(held);
    heldSince = System.nanoTime();
  }

  /** Undoes what {@code failure} left of the transaction and lets the connection go. */
  private void let(Exception failure) {
    if (connection == null) {
      return;
    }
    try {
      connection.rollback();
    } catch (SQLException e) {
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
    try (Connection held = connection) {
      writer.close();
    } finally {
      connection = null;
      writer = null;
    }
  }
}
