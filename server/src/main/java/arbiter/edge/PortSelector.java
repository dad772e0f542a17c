package arbiter.edge;

import arbiter.config.ServerConfig;
import arbiter.face.SharedPort;
import arbiter.protocol.JsonCodec;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Picks a connection's face, as Netty's port unification picks a protocol: a connection speaks
 * text until its first line that is a JSON object, and JSON from then on. It opens the session
 * with the text face, and at that line gives the session the JSON face and leaves the pipeline.
 */
final class PortSelector extends SimpleChannelInboundHandler<String> {

  /**
   * How long the banner waits for a first line: a JSON client sends its hello at once and so never
   * reads text it would have to skip; a person at telnet sees the banner without noticing a wait.
   * {@code banner.delay.millis} 0 greets at once.
   */
  static final long BANNER_DELAY_MILLIS = 150;

  private final TextPortInitializer.Sessions sessions;
  private final ServerConfig config;
  private SharedPort port;
  private LineHandler handler;
  private ScheduledFuture<?> banner;

  PortSelector(TextPortInitializer.Sessions sessions, ServerConfig config) {
    this.sessions = sessions;
    this.config = config;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    ChannelConnection connection = TextPortInitializer.connection(ctx.channel(), config);
    port = sessions.open(connection, ctx.channel());
    handler = new LineHandler(connection, port.text(), config.loginDeadlineSeconds());
    ctx.pipeline().addAfter(ctx.name(), "session", handler);
    long delay = config.settings().integer("banner.delay.millis", (int) BANNER_DELAY_MILLIS);
    if (delay > 0) {
      banner = ctx.executor().schedule(port::greet, delay, TimeUnit.MILLISECONDS);
    } else {
      port.greet();
    }
    ctx.fireChannelActive();
  }

  private void cancelBanner() {
    if (banner != null) {
      banner.cancel(false);
    }
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, String line) {
    if (!SharedPort.looksLikeJson(line)) {
      port.greet(); // a line typed (or piped) before the banner's time still gets it first
      ctx.fireChannelRead(line);
      return;
    }
    if (!JsonCodec.isJsonObject(line)) {
      port.notJson();
      return;
    }
    cancelBanner();
    handler.read(port.json());
    ctx.fireChannelRead(line);
    ctx.pipeline().remove(this);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    cancelBanner();
    ctx.fireChannelInactive();
  }
}
