package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** An outage fails every running game's change: the log has its trace once, not once a game. */
class StoreFailuresTest {

  private final Logger log = (Logger) LoggerFactory.getLogger(StoreFailures.class);
  private final ListAppender<ILoggingEvent> logged = new ListAppender<>();

  StoreFailuresTest() {
    logged.start();
    log.addAppender(logged);
  }

  @AfterEach
  void detach() {
    log.detachAppender(logged);
  }

  @Test
  void aHundredGamesFailingAtOnceAreOneTraceAndEveryFailureIsHeard() {
    StoreFailures failures = new StoreFailures();
    List<Throwable> heard = new ArrayList<>();
    failures.listen(heard::add);
    for (long game = 1; game <= 100; game++) {
      failures.failed("game " + game + ": cannot store",
          new IllegalStateException("store down", new SQLException("connection refused")));
    }
    assertThat(heard).hasSize(100);
    assertThat(logged.list).singleElement().satisfies(first -> {
      assertThat(first.getFormattedMessage()).startsWith("game 1: cannot store");
      assertThat(first.getThrowableProxy()).isNotNull();
    });
  }
}
