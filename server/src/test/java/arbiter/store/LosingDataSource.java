package arbiter.store;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A data source whose next commit is stored but its answer lost (the connection drops after
 * {@code COMMIT} was sent), after which the database cannot be reached until {@link #up}: the
 * journal's writer can neither know nor read back what it stored.
 */
final class LosingDataSource implements DataSource {

  private final DataSource real;
  private volatile boolean loseNext;
  private volatile boolean down;
  private final AtomicInteger asked = new AtomicInteger();

  LosingDataSource(DataSource real) {
    this.real = real;
  }

  /** The next commit happens and then fails; the database is down from then on. */
  void loseNextCommit() {
    loseNext = true;
  }

  void up() {
    down = false;
  }

  /** The database cannot be reached from now on, until {@link #up}. */
  void down() {
    down = true;
  }

  /** How many connections were asked for. */
  int asked() {
    return asked.get();
  }

  @Override
  public Connection getConnection() throws SQLException {
    asked.incrementAndGet();
    if (down) {
      throw new SQLException("connection refused (the test's database is down)");
    }
    Connection connection = real.getConnection();
    return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(),
        new Class<?>[] {Connection.class}, (proxy, method, args) -> {
          Object result = call(connection, method, args);
          if (method.getName().equals("commit")) {
            loseIfAsked();
          }
          if (method.getName().equals("prepareStatement")) {
            return statement(connection, (PreparedStatement) result);
          }
          return result;
        });
  }

  /** A statement run in auto-commit is its own commit: its answer is lost as a commit's. */
  private PreparedStatement statement(Connection connection, PreparedStatement statement) {
    return (PreparedStatement) Proxy.newProxyInstance(getClass().getClassLoader(),
        new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
          Object result = call(statement, method, args);
          if (method.getName().startsWith("execute") && !method.getName().equals("executeQuery")
              && connection.getAutoCommit()) {
            loseIfAsked();
          }
          return result;
        });
  }

  private void loseIfAsked() throws SQLException {
    if (loseNext) {
      loseNext = false;
      down = true;
      throw new SQLException("I/O error: the connection dropped (the test lost the answer)");
    }
  }

  private static Object call(Object target, Method method, Object[] args) throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  @Override
  public Connection getConnection(String user, String password) throws SQLException {
    throw new SQLFeatureNotSupportedException();
  }

  @Override
  public PrintWriter getLogWriter() {
    return null;
  }

  @Override
  public void setLogWriter(PrintWriter out) {}

  @Override
  public void setLoginTimeout(int seconds) {}

  @Override
  public int getLoginTimeout() {
    return 0;
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    throw new SQLFeatureNotSupportedException();
  }

  @Override
  public <T> T unwrap(Class<T> type) throws SQLException {
    throw new SQLException("not a wrapper");
  }

  @Override
  public boolean isWrapperFor(Class<?> type) {
    return false;
  }
}
