package arbiter.edge;

import static arbiter.edge.EdgeChannels.config;
import static arbiter.edge.EdgeChannels.lines;
import static arbiter.edge.EdgeChannels.services;
import static arbiter.edge.EdgeChannels.type;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.embedded.EmbeddedChannel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The JSON protocol on the shared port's pipeline, without a socket: hello, errors, login. */
class JsonPipelineTest {

  private EmbeddedChannel json;

  @BeforeEach
  void connect() {
    json = EdgeChannels.connect(new TextPortInitializer(services(), config()));
  }

  @Test
  void helloIsAnsweredWithTheVersionAndAWrongVersionIsRefused() {
    type(json, "{\"type\":\"hello\",\"version\":1}\r\n");
    assertThat(lines(json)).containsExactly(
        "{\"type\":\"welcome\",\"version\":1,\"server\":\"arbiter\"}");
    type(json, "{\"type\":\"hello\",\"version\":2,\"features\":[\"form_variant\"]}\r\n");
    assertThat(lines(json)).containsExactly("{\"type\":\"welcome\",\"version\":2,"
        + "\"server\":\"arbiter\",\"features\":[\"form_variant\"],\"variant\":\"chess\"}");
    type(json, "{\"type\":\"hello\",\"version\":99}\r\n");
    assertThat(lines(json)).singleElement().asString()
        .startsWith("{\"type\":\"error\",\"code\":\"unsupported_version\"");
  }

  @Test
  void aLineThatIsNoRequestIsAnErrorAndTheConnectionGoesOn() {
    type(json, "{\"type\":\"hello\",\"version\":1}\r\n");
    lines(json);
    type(json, "{\"type\":\"no_such_thing\"}\r\n{\"type\":\"login\"}\r\n");
    assertThat(lines(json)).hasSize(2).allSatisfy(line -> assertThat(line)
        .startsWith("{\"type\":\"error\",\"code\":"));
    type(json, "{\"type\":\"register\",\"user\":\"ann\",\"password\":\"pw\"}\r\n"
        + "{\"type\":\"login\",\"user\":\"ann\",\"password\":\"pw\"}\r\n");
    assertThat(lines(json)).containsExactly(
        "{\"type\":\"ok\",\"request\":\"register\",\"message\":\"register successful\"}",
        "{\"type\":\"ok\",\"request\":\"login\",\"message\":\"login successful\"}");
    assertThat(json.isActive()).isTrue();
  }

  @Test
  void aLineTooLongIsAnErrorCode() {
    type(json, "{\"type\":\"hello\",\"version\":1}\r\n");
    lines(json);
    type(json, "{\"type\":\"chat\",\"text\":\"" + "a".repeat(5000) + "\"}\r\n");
    assertThat(lines(json)).singleElement().asString()
        .contains("\"code\":\"line_too_long\"");
  }
}
