package arbiter.net;

import arbiter.face.LineSink;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.handler.timeout.IdleStateHandler;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A connection over TCP as a face writes to it: lines ended by {@code \r\n}. */
final class NettyConnection implements LineSink {

  static final String IDLE_HANDLER = "idle";

  private final Channel channel;
  private final ServerConfig config;

  NettyConnection(Channel channel, ServerConfig config) {
    this.channel = channel;
    this.config = config;
  }

  @Override
  public void write(List<String> lines) {
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
  public void write(ByteBuf lines) {
    if (!channel.isWritable() && channel.bytesBeforeWritable() > config.writeBufferLimit()) {
      lines.release();
      channel.close();
      return;
    }
    channel.writeAndFlush(lines, channel.voidPromise());
  }

  @Override
  public void prompt(String text) {
    channel.writeAndFlush(text, channel.voidPromise());
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
