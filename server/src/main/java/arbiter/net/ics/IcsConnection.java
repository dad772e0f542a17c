package arbiter.net.ics;

import arbiter.face.ics.IcsOutput;
import arbiter.net.ConnectionCap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.handler.timeout.IdleStateHandler;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** An ICS connection as the face writes to it: text as it is, and telnet's echo switch. */
final class IcsConnection implements IcsOutput {

  static final String IDLE_HANDLER = "idle";
  private static final byte IAC = (byte) 255;
  private static final byte WILL = (byte) 251;
  private static final byte WONT = (byte) 252;
  private static final byte ECHO = 1;

  private final Channel channel;
  private final IcsSettings settings;

  IcsConnection(Channel channel, IcsSettings settings) {
    this.channel = channel;
    this.settings = settings;
  }

  @Override
  public void send(String text) {
    if (!channel.isWritable() && channel.bytesBeforeWritable() > settings.writeBufferLimit()) {
      // a reader this slow would make us hold its output without bound
      channel.close();
      return;
    }
    channel.writeAndFlush(Unpooled.copiedBuffer(text, StandardCharsets.UTF_8),
        channel.voidPromise());
  }

  @Override
  public void echo(boolean serverEchoes) {
    channel.writeAndFlush(Unpooled.wrappedBuffer(new byte[] {IAC, serverEchoes ? WILL : WONT, ECHO}),
        channel.voidPromise());
  }

  @Override
  public void close() {
    channel.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
  }

  @Override
  public String address() {
    return ((InetSocketAddress) channel.remoteAddress()).getAddress().getHostAddress();
  }

  @Override
  public void loggedIn(boolean loggedIn) {
    ConnectionCap.loggedIn(channel, loggedIn); // the port shares the main port's cap
    int seconds = loggedIn ? settings.idlePlayerSeconds() : settings.idleGuestSeconds();
    channel.eventLoop().execute(() -> {
      if (channel.pipeline().get(IDLE_HANDLER) != null) {
        channel.pipeline().replace(IDLE_HANDLER, IDLE_HANDLER,
            new IdleStateHandler(seconds, 0, 0, TimeUnit.SECONDS));
      }
    });
  }
}
