package arbiter.net;

import arbiter.protocol.Event;
import arbiter.session.Connection;
import arbiter.session.json.JsonDialect;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.handler.timeout.IdleStateHandler;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A session's connection over TCP: text lines ended by {@code \r\n}, or JSON lines once the client
 * has sent one.
 */
final class NettyConnection implements Connection {

  static final String IDLE_HANDLER = "idle";

  private final Channel channel;
  private final ServerConfig config;
  private volatile JsonDialect json;

  NettyConnection(Channel channel, ServerConfig config) {
    this.channel = channel;
    this.config = config;
  }

  /** From now on the session's replies are rendered as JSON by the dialect. */
  void speakJson(JsonDialect dialect) {
    json = dialect;
  }

  @Override
  public boolean structured() {
    return json != null;
  }

  @Override
  public void send(Event event) {
    JsonDialect dialect = json;
    if (dialect != null) {
      dialect.send(event);
    }
  }

  @Override
  public void send(List<String> lines) {
    JsonDialect dialect = json;
    if (dialect != null) {
      dialect.reply(lines);
      return;
    }
    write(lines);
  }

  /** Writes the lines as they are, each ended by {@code \r\n}. */
  void write(List<String> lines) {
    if (!channel.isWritable() && channel.bytesBeforeWritable() > config.writeBufferLimit()) {
      // a reader this slow would make us hold its output without bound
      channel.close();
      return;
    }
    int size = 0;
    for (String line : lines) {
      size += line.length() + 2;
    }
    StringBuilder text = new StringBuilder(size);
    for (String line : lines) {
      text.append(line).append("\r\n");
    }
    channel.writeAndFlush(text.toString(), channel.voidPromise());
  }

  @Override
  public void close() {
    channel.writeAndFlush("").addListener(ChannelFutureListener.CLOSE);
  }

  @Override
  public String address() {
    return ((InetSocketAddress) channel.remoteAddress()).getAddress().getHostAddress();
  }

  @Override
  public void loggedIn(boolean loggedIn) {
    int seconds = loggedIn ? config.idlePlayerSeconds() : config.idleGuestSeconds();
    channel.eventLoop().execute(() -> {
      if (channel.pipeline().get(IDLE_HANDLER) != null) {
        channel.pipeline().replace(IDLE_HANDLER, IDLE_HANDLER,
            new IdleStateHandler(seconds, 0, 0, TimeUnit.SECONDS));
      }
    });
  }
}
