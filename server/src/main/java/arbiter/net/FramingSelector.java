package arbiter.net;

import arbiter.face.json.JsonFace;
import arbiter.face.json.JsonRenderer;
import arbiter.face.text.NetworkText;
import arbiter.face.text.TextFace;
import arbiter.protocol.ErrorCode;
import arbiter.protocol.JsonCodec;
import arbiter.session.Services;
import arbiter.session.Session;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.util.List;

/**
 * Picks a connection's face, as Netty's port unification picks a protocol: a connection speaks
 * text until its first line that is a JSON object, and JSON from then on. It opens the session
 * with the text face, and at that line gives the session the JSON face and leaves the pipeline.
 */
final class FramingSelector extends SimpleChannelInboundHandler<String> {

  private final Services services;
  private final ServerConfig config;
  private NettyConnection connection;
  private Session session;
  private SessionHandler handler;

  FramingSelector(Services services, ServerConfig config) {
    this.services = services;
    this.config = config;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    connection = new NettyConnection(ctx.channel(), config);
    TextFace face = new TextFace(connection, new NetworkText(
        config.settings().string("server.name", "Arbiter"), services.passwordMinLength()));
    session = new Session(services, face, ctx.channel().eventLoop());
    handler = new SessionHandler(session, connection, new TextLines(session, face));
    ctx.pipeline().addAfter(ctx.name(), "session", handler);
    face.greet(); // before any line: a JSON client reads past it to its first JSON line
    ctx.fireChannelActive();
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, String line) {
    if (!line.startsWith("{")) {
      ctx.fireChannelRead(line);
      return;
    }
    if (!JsonCodec.isJsonObject(line)) {
      // noise that happens to start with '{' does not make a telnet user's connection JSON
      String error = JsonCodec.encode(JsonRenderer.error(ErrorCode.BAD_JSON, "malformed JSON"));
      session.inOrder(() -> connection.write(List.of(error)));
      return;
    }
    JsonFace face = new JsonFace(connection);
    session.speak(face);
    handler.read(new JsonLines(session, face));
    ctx.fireChannelRead(line);
    ctx.pipeline().remove(this);
  }
}
