package arbiter.edge;

import arbiter.event.ClosingReason;
import io.netty.channel.Channel;
import io.netty.channel.group.ChannelGroup;
import java.util.concurrent.TimeUnit;

/**
 * A connection's pipeline event: the server closes it for {@code reason}. Its face says why, then
 * the connection closes once that is written ({@link LineHandler}).
 */
public record ClosingNotice(ClosingReason reason) {

  /** How long the connections have to say why before they are closed anyway. */
  private static final long SAY_MILLIS = 2_000;

  /** Tells {@code channel} why it closes; it closes once its face has said so. */
  public static void tell(Channel channel, ClosingReason reason) {
    if (channel.pipeline().get(LineHandler.class) == null) {
      channel.close(); // no face reads it yet: nothing to say
    } else {
      channel.pipeline().fireUserEventTriggered(new ClosingNotice(reason));
    }
  }

  /**
   * Tells every connection of {@code connections} why, waits a little for them to say so and
   * close, and closes those still open.
   */
  public static void closeAll(ChannelGroup connections, ClosingReason reason) {
    connections.forEach(channel -> tell(channel, reason));
    // only a face's connection closes by itself: a page's keep-alive HTTP connection does not
    connections.newCloseFuture(channel -> channel.pipeline().get(LineHandler.class) != null)
        .awaitUninterruptibly(SAY_MILLIS, TimeUnit.MILLISECONDS);
    connections.close().awaitUninterruptibly();
  }
}
