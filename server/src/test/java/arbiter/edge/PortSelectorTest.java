package arbiter.edge;

import static arbiter.edge.EdgeChannels.config;
import static arbiter.edge.EdgeChannels.connect;
import static arbiter.edge.EdgeChannels.lines;
import static arbiter.edge.EdgeChannels.output;
import static arbiter.edge.EdgeChannels.services;
import static arbiter.edge.EdgeChannels.type;
import static org.assertj.core.api.Assertions.assertThat;

import arbiter.face.text.NetworkText;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The text/JSON port's pipeline, without a socket: text until its first JSON line. */
class PortSelectorTest {

  private static final String NOT_LOGGED_IN =
      "{\"type\":\"error\",\"code\":\"not_logged_in\",\"message\":\"log in first\"}";

  private EmbeddedChannel channel;

  @BeforeEach
  void connectAndGreet() {
    channel = newConnection();
    type(channel, "\r\n");
    assertThat(output(channel)).contains(NetworkText.BANNER_END); // the banner, then the answer
  }

  private static EmbeddedChannel newConnection() {
    return connect(new TextPortInitializer(services(), config()));
  }

  @Test
  void aJsonClientThatSpeaksFirstIsNotGreetedInText() {
    channel = newConnection();
    type(channel, "{\"type\":\"who\"}\r\n");
    assertThat(lines(channel)).containsExactly(NOT_LOGGED_IN);
    channel.advanceTimeBy(PortSelector.BANNER_DELAY_MILLIS, TimeUnit.MILLISECONDS);
    channel.runScheduledPendingTasks();
    assertThat(output(channel)).isEmpty();
  }

  @Test
  void aQuietTelnetUserIsGreetedAfterAMoment() {
    channel = newConnection();
    assertThat(output(channel)).isEmpty();
    channel.advanceTimeBy(PortSelector.BANNER_DELAY_MILLIS, TimeUnit.MILLISECONDS);
    channel.runScheduledPendingTasks();
    assertThat(output(channel)).contains(NetworkText.BANNER_END);
  }

  @Test
  void aTextLineIsAnsweredInText() {
    type(channel, "help\r\n");
    assertThat(output(channel)).startsWith("register [username] [password]\r\n");
    type(channel, "login ann\r\n");
    assertThat(lines(channel)).containsExactly("invalid command", "usage: login <name> <password>");
    assertThat(channel.pipeline().get(PortSelector.class)).isNotNull();
  }

  @Test
  void theFirstJsonLineMakesTheConnectionJsonForGood() {
    type(channel, "{\"type\":\"who\"}\r\n");
    assertThat(lines(channel)).containsExactly(NOT_LOGGED_IN);
    assertThat(channel.pipeline().get(PortSelector.class)).isNull();
    type(channel, "help\r\n");
    assertThat(lines(channel)).containsExactly("{\"type\":\"error\",\"code\":\"bad_json\","
        + "\"message\":\"this connection speaks JSON: one JSON object per line\"}");
  }

  @Test
  void noiseThatStartsLikeJsonLeavesATextConnectionText() {
    type(channel, "{oops\r\n");
    assertThat(lines(channel)).containsExactly(
        "{\"type\":\"error\",\"code\":\"bad_json\",\"message\":\"malformed JSON\"}");
    type(channel, "exit\r\n");
    assertThat(lines(channel)).containsExactly("program ended");
    assertThat(channel.isActive()).isFalse();
  }
}
