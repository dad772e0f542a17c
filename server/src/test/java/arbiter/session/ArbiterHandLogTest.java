package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.session.InMemoryServer.Player;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The server log's line for a casual game's pause says whether it paused the game or only asked
 * the opponent: found by probing, where a player's unanswered request was logged
 * "ali in a casual game: game_pause [12]" as if the game had been paused.
 */
class ArbiterHandLogTest {

  private final Logger logger = (Logger) LoggerFactory.getLogger(ArbiterHand.class);
  private final ListAppender<ILoggingEvent> log = new ListAppender<>();
  private final InMemoryServer server = new InMemoryServer();
  private final Player ali = server.login("ali");
  private final Player bob = server.login("bob");

  @BeforeEach
  void listen() {
    log.start();
    logger.addAppender(log);
  }

  @AfterEach
  void stopListening() {
    logger.detachAppender(log);
  }

  private List<String> lines() {
    return log.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
  }

  @Test
  void aRequestIsLoggedAsAskedAndTheAgreementAsThePause() {
    InMemoryServer.startGame(ali, bob, "chess", "5+0");

    ali.send(new Command.Pause(1, true));
    assertThat(lines()).containsExactly(
        "ali in a casual game: game_pause [1] asked; the opponent has not agreed");

    bob.send(new Command.Pause(1, true));
    assertThat(lines()).last().isEqualTo("bob in a casual game: game_pause [1]");
  }
}
