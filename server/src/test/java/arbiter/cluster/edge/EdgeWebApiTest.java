package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.edge.http.EmbeddedBrowser;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.netty.channel.embedded.EmbeddedChannel;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The pages' JSON on an edge that hears no core (a takeover, the core or Redis away): the TV and
 * projector pages ask {@code /api/games} every 3 s, and each question logged its stack trace.
 */
class EdgeWebApiTest {

  @Test
  void pagesAskingWhileNoCoreIsHeardAreAnsweredEachAndLoggedOnceNotOnceAQuestion() {
    Logger log = (Logger) LoggerFactory.getLogger("arbiter.face.web.WebApi");
    ListAppender<ILoggingEvent> logged = new ListAppender<>();
    logged.start();
    log.addAppender(logged);
    try {
      for (int ask = 0; ask < 4; ask++) {
        for (String path : new String[] {"/api/games", "/api/tournaments",
            "/api/tournament?name=cup"}) {
          EmbeddedChannel page = EdgeWatchTest.page();
          EmbeddedBrowser.write(page, "GET " + path + " HTTP/1.1\r\nHost: localhost:4000\r\n\r\n");
          for (int round = 0; round < 5; round++) {
            page.runPendingTasks();
          }
          String answer = EmbeddedBrowser.read(page);
          assertThat(answer).startsWith("HTTP/1.1 5").doesNotContain("Exception", "arbiter.");
        }
      }
      assertThat(logged.list).hasSizeLessThanOrEqualTo(1); // the first in this JVM, whole
    } finally {
      log.detachAppender(logged);
    }
  }
}
