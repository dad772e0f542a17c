package arbiter.face.web;

import arbiter.face.json.JsonFace;
import arbiter.session.Conversation;
import arbiter.session.Face;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * How a browser's WebSocket ({@code /ws}) gets its JSON session: a session here on a single
 * server, or, on a cluster's edge, the core's session for it, its commands and events typed.
 */
public interface WebSessions {

  /**
   * The handler, last in the pipeline, that reads the socket's messages as the JSON protocol's
   * lines and shows the session's answers through {@code wrap} of the connection's JSON face.
   *
   * @param opened given the conversation the messages go to, before any message is read
   */
  ChannelHandler open(Channel channel, Function<JsonFace, Face> wrap,
      Consumer<Conversation> opened);
}
