package arbiter.net;

import arbiter.face.json.JsonFace;
import arbiter.face.json.JsonRenderer;
import arbiter.face.text.NetworkText;
import arbiter.face.text.TextFace;
import arbiter.face.words.Languages;
import arbiter.protocol.ErrorCode;
import arbiter.protocol.JsonCodec;
import arbiter.session.Services;
import arbiter.session.Session;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Picks a connection's face, as Netty's port unification picks a protocol: a connection speaks
 * text until its first line that is a JSON object, and JSON from then on. It opens the session
 * with the text face, and at that line gives the session the JSON face and leaves the pipeline.
 */
final class FramingSelector extends SimpleChannelInboundHandler<String> {

  /**
   * How long the banner waits for a first line: a JSON client sends its hello at once and so never
   * reads text it would have to skip; a person at telnet sees the banner without noticing a wait.
   * {@code banner.delay.millis} 0 greets at once.
   */
  static final long BANNER_DELAY_MILLIS = 150;

  private final Services services;
  private final ServerConfig config;
  private NettyConnection connection;
  private Session session;
  private SessionHandler handler;
  private TextFace text;
  private ScheduledFuture<?> banner;

  FramingSelector(Services services, ServerConfig config) {
    this.services = services;
    this.config = config;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    connection = new NettyConnection(ctx.channel(), config);
    TextFace face = new TextFace(connection, new NetworkText(
        config.settings().string("server.name", "Arbiter"), services.passwordMinLength(),
        new Languages(services.accounts(), services.blocking(),
            config.defaultLanguage())));
    session = new Session(services, face, ctx.channel().eventLoop());
    handler = new SessionHandler(session, connection, new TextLines(session, face));
    ctx.pipeline().addAfter(ctx.name(), "session", handler);
    text = face;
    long delay = config.settings().integer("banner.delay.millis", (int) BANNER_DELAY_MILLIS);
    if (delay > 0) {
      banner = ctx.executor().schedule(this::greet, delay, TimeUnit.MILLISECONDS);
    } else {
      greet();
    }
    ctx.fireChannelActive();
  }

  private void cancelBanner() {
    if (banner != null) {
      banner.cancel(false);
    }
  }

  /** The banner, once, before the answer to the first text line. */
  private void greet() {
    if (text != null) {
      text.greet();
      text = null;
    }
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, String line) {
    if (!line.startsWith("{")) {
      greet(); // a line typed (or piped) before the banner's time still gets it first
      ctx.fireChannelRead(line);
      return;
    }
    if (!JsonCodec.isJsonObject(line)) {
      // noise that happens to start with '{' does not make a telnet user's connection JSON
      greet();
      String error = JsonCodec.encode(JsonRenderer.error(ErrorCode.BAD_JSON, "malformed JSON"));
      session.inOrder(() -> connection.write(List.of(error)));
      return;
    }
    cancelBanner();
    text = null; // a JSON client is not greeted in text
    JsonFace face = new JsonFace(connection);
    face.speakIn(config.defaultLanguage());
    session.speak(face);
    handler.read(new JsonLines(session, face));
    ctx.fireChannelRead(line);
    ctx.pipeline().remove(this);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    cancelBanner();
    ctx.fireChannelInactive();
  }
}
