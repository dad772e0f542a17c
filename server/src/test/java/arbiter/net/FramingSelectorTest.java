package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.config.Settings;
import arbiter.face.text.NetworkText;
import arbiter.game.Absence;
import arbiter.lobby.Lobby;
import arbiter.session.LoginThrottle;
import arbiter.session.Services;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.MemoryStore;
import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The framing of a connection, on Netty's EmbeddedChannel: text until its first JSON line. */
class FramingSelectorTest {

  private static final Executor HERE = Runnable::run;

  private EmbeddedChannel channel;

  @BeforeEach
  void connect() {
    channel = newConnection();
    assertThat(type("")).isNotEmpty(); // the banner, then the answer to an empty line
  }

  private static EmbeddedChannel newConnection() {
    MemoryStore store = new MemoryStore(CheapHasher.create());
    Lobby lobby = new Lobby(new DirectJournal(store), 0, () -> HERE, Absence.DEFAULT);
    Services services = new Services(store, store, store, HERE, lobby, LoginThrottle.none(), null, null);
    return new EmbeddedChannel(new FramingSelector(services, ServerConfig.of(Settings.empty())));
  }

  @Test
  void aJsonClientThatSpeaksFirstIsNotGreetedInText() {
    channel = newConnection();
    assertThat(type("{\"type\":\"who\"}"))
        .containsExactly("{\"type\":\"error\",\"code\":\"not_logged_in\",\"message\":\"log in first\"}\r\n");
    channel.advanceTimeBy(FramingSelector.BANNER_DELAY_MILLIS, TimeUnit.MILLISECONDS);
    channel.runScheduledPendingTasks();
    assertThat((Object) channel.readOutbound()).isNull();
  }

  @Test
  void aQuietTelnetUserIsGreetedAfterAMoment() {
    channel = newConnection();
    assertThat((Object) channel.readOutbound()).isNull();
    channel.advanceTimeBy(FramingSelector.BANNER_DELAY_MILLIS, TimeUnit.MILLISECONDS);
    channel.runScheduledPendingTasks();
    ByteBuf banner = channel.readOutbound();
    assertThat(banner.toString(StandardCharsets.UTF_8)).contains(NetworkText.BANNER_END);
    banner.release();
  }

  private List<String> type(String line) {
    channel.writeInbound(line);
    channel.runPendingTasks();
    List<String> written = new ArrayList<>();
    for (Object out = channel.readOutbound(); out != null; out = channel.readOutbound()) {
      if (out instanceof ByteBuf bytes) { // the connection writes bytes: encoded once, or counted
        written.add(bytes.toString(StandardCharsets.UTF_8));
        bytes.release();
      } else {
        written.add((String) out);
      }
    }
    return written;
  }

  @Test
  void aTextLineIsAnsweredInText() {
    assertThat(type("help")).singleElement().asString().startsWith("register [username] [password]\r\n");
    assertThat(type("login ann"))
        .containsExactly("invalid command\r\nusage: login <name> <password>\r\n");
    assertThat(channel.pipeline().get(FramingSelector.class)).isNotNull();
  }

  @Test
  void theFirstJsonLineMakesTheConnectionJsonForGood() {
    assertThat(type("{\"type\":\"who\"}"))
        .containsExactly("{\"type\":\"error\",\"code\":\"not_logged_in\",\"message\":\"log in first\"}\r\n");
    assertThat(channel.pipeline().get(FramingSelector.class)).isNull();
    assertThat(type("help")).containsExactly("{\"type\":\"error\",\"code\":\"bad_json\","
        + "\"message\":\"this connection speaks JSON: one JSON object per line\"}\r\n");
  }

  @Test
  void noiseThatStartsLikeJsonLeavesATextConnectionText() {
    assertThat(type("{oops")).containsExactly(
        "{\"type\":\"error\",\"code\":\"bad_json\",\"message\":\"malformed JSON\"}\r\n");
    assertThat(type("exit")).containsExactly("program ended\r\n", "");
  }
}
