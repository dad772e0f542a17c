package arbiter.net;

import arbiter.face.LineSink;
import arbiter.face.json.JsonFace;
import arbiter.session.Face;
import arbiter.session.Services;
import arbiter.session.Session;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The JSON face's session for a connection whose messages arrive already framed, one request a
 * message (the web face's WebSocket): the same session, face and readers a TCP connection gets
 * once its first JSON line arrives.
 */
public final class JsonSessions {

  /** The name of the idle-time handler a session lengthens once its user has logged in. */
  public static final String IDLE_HANDLER = NettyConnection.IDLE_HANDLER;

  private JsonSessions() {}

  /**
   * A handler, to be last in the pipeline, that feeds each {@code String} message to a new JSON
   * session; the session writes its messages as {@code String}s of lines ended by {@code \r\n}.
   */
  public static ChannelHandler handler(Channel channel, Services services, ServerConfig config) {
    NettyConnection connection = new NettyConnection(channel, config);
    JsonFace face = new JsonFace(connection);
    face.speakIn(config.defaultLanguage());
    Session session = new Session(services, face, channel.eventLoop());
    return new SessionHandler(session, connection, new JsonLines(session, face));
  }

  /**
   * As {@link #handler(Channel, Services, ServerConfig)}, with the JSON face wrapped by the caller
   * (the web face adds a login that outlives the connection) and the new session handed to it.
   */
  public static ChannelHandler handler(Channel channel, Services services, ServerConfig config,
      Function<JsonFace, Face> wrap, Consumer<Session> opened) {
    NettyConnection connection = new NettyConnection(channel, config);
    JsonFace face = new JsonFace(connection);
    face.speakIn(config.defaultLanguage());
    Session session = new Session(services, wrap.apply(face), channel.eventLoop());
    opened.accept(session);
    return new SessionHandler(session, connection, new JsonLines(session, face));
  }

  /** Where a face writes to this channel, as a session's connection does. */
  public static LineSink sink(Channel channel, ServerConfig config) {
    return new NettyConnection(channel, config);
  }
}
