package arbiter.edge;

import arbiter.config.ServerConfig;
import arbiter.face.LineSink;
import arbiter.face.json.JsonFace;
import arbiter.face.json.JsonLines;
import arbiter.session.Conversation;
import arbiter.session.Face;
import arbiter.session.Services;
import arbiter.session.Session;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The JSON face's session for a connection whose messages arrive already framed, one request a
 * message (the web face's WebSocket): the same session, face, reader and line handler a TCP
 * connection gets once its first JSON line arrives.
 */
public final class JsonSessions {

  /** The name of the idle-time handler a session lengthens once its user has logged in. */
  public static final String IDLE_HANDLER = ChannelConnection.IDLE_HANDLER;

  private JsonSessions() {}

  /**
   * A handler, to be last in the pipeline, that feeds each {@code String} message to a new JSON
   * session; the session writes its messages as {@code String}s of lines ended by {@code \r\n}.
   */
  public static ChannelHandler handler(Channel channel, Services services, ServerConfig config) {
    return handler(channel, services, config, face -> face, session -> {});
  }

  /**
   * As {@link #handler(Channel, Services, ServerConfig)}, with the JSON face wrapped by the caller
   * (the web face adds a login that outlives the connection) and the new session handed to it.
   */
  public static ChannelHandler handler(Channel channel, Services services, ServerConfig config,
      Function<JsonFace, Face> wrap, Consumer<Session> opened) {
    return handler(channel, config, face -> {
      Session session = new Session(services, wrap.apply(face), channel.eventLoop());
      opened.accept(session);
      return session;
    });
  }

  /**
   * A handler, last in the pipeline, that feeds each {@code String} message to the conversation
   * {@code conversations} opens for the connection's JSON face: a session here, or on a cluster's
   * edge the core's session for the connection.
   */
  public static ChannelHandler handler(Channel channel, ServerConfig config,
      Function<JsonFace, Conversation> conversations) {
    ChannelConnection connection = new ChannelConnection(channel, config);
    JsonFace face = new JsonFace(connection);
    face.speakIn(config.defaultLanguage());
    return new LineHandler(connection, new JsonLines(conversations.apply(face), face),
        config.loginDeadlineSeconds());
  }

  /** Where a face writes to this channel, as a session's connection does. */
  public static LineSink sink(Channel channel, ServerConfig config) {
    return new ChannelConnection(channel, config);
  }
}
