package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A failure that repeats is logged whole once, then as one line a minute with a count. */
class FaultLogTest {

  private final Logger log = new LoggerContext().getLogger("fault-log-test");
  private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
  private final AtomicLong millis = new AtomicLong(1_000);
  private final FaultLog faults = new FaultLog(log, millis::get);

  FaultLogTest() {
    logged.start();
    log.addAppender(logged);
  }

  private static RuntimeException storeDown() {
    return new IllegalStateException("cannot store", new SQLException("connection refused"));
  }

  @Test
  void theFirstFailureHasItsTraceAndTheRestALineAMinute() {
    for (int i = 0; i < 500; i++) { // a stuck game retrying every 100 ms for 50 s
      faults.failed("storing game 7", storeDown());
      millis.addAndGet(100);
    }
    assertThat(logged.list).singleElement().satisfies(first -> {
      assertThat(first.getThrowableProxy()).as("the whole trace, once").isNotNull();
      assertThat(first.getFormattedMessage()).startsWith("storing game 7");
    });

    millis.addAndGet(10_000); // a minute after the first
    faults.failed("storing game 7", storeDown());
    assertThat(logged.list).hasSize(2);
    ILoggingEvent summary = logged.list.get(1);
    assertThat(summary.getThrowableProxy()).as("a line, no trace").isNull();
    assertThat(summary.getFormattedMessage()).isEqualTo(
        "storing game 7: SQLException: connection refused (500 such failures in the last minute)");
  }

  @Test
  void anotherKindOfFailureIsLoggedWholeAtOnce() {
    faults.failed("storing game 7", storeDown());
    faults.failed("reading the ratings", new IllegalArgumentException("bad row"));
    assertThat(logged.list).hasSize(2)
        .allSatisfy(event -> assertThat(event.getThrowableProxy()).isNotNull());
  }
}
