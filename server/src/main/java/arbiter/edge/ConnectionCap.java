package arbiter.edge;

import arbiter.face.words.Words;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.AttributeKey;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Refuses connections beyond a number in all, per remote address, and per address before login
 * (guests); and gives every guest an absolute deadline to log in, which no trickle of input
 * extends (the idle timer alone was kept alive by a byte a minute). Shared by all connections.
 */
@ChannelHandler.Sharable
public final class ConnectionCap extends ChannelInboundHandlerAdapter {

  /** Fired down the pipeline when a guest's time to log in is up. */
  public static final Object LOGIN_DEADLINE = new Object() {
    @Override
    public String toString() {
      return "login deadline";
    }
  };

  private static final Logger LOG = LoggerFactory.getLogger(ConnectionCap.class);
  private static final AttributeKey<InetAddress> COUNTED = AttributeKey.valueOf("arbiter.counted");
  private static final AttributeKey<Boolean> REFUSED = AttributeKey.valueOf("arbiter.refused");
  private static final AttributeKey<Boolean> GUEST = AttributeKey.valueOf("arbiter.guest");
  private static final AttributeKey<ConnectionCap> CAP = AttributeKey.valueOf("arbiter.cap");
  /** Answers logged: the first, then one in this many, so a flood does not flood the log. */
  private static final int LOG_EVERY = 1000;

  private final int perAddress;
  private final int guestsPerAddress;
  private final int totalLimit;
  private final int loginDeadlineSeconds;
  private final ConcurrentMap<InetAddress, AtomicInteger> open = new ConcurrentHashMap<>();
  private final ConcurrentMap<InetAddress, AtomicInteger> guests = new ConcurrentHashMap<>();
  private final AtomicInteger total = new AtomicInteger();
  private final AtomicLong refusals = new AtomicLong();

  public ConnectionCap(int perAddress) {
    this(perAddress, Integer.MAX_VALUE, Integer.MAX_VALUE, 0);
  }

  /**
   * @param loginDeadlineSeconds how long a connection may stay without logging in (0: no
   *     deadline)
   */
  ConnectionCap(int perAddress, int guestsPerAddress, int totalLimit, int loginDeadlineSeconds) {
    this.perAddress = limit(perAddress);
    this.guestsPerAddress = limit(guestsPerAddress);
    this.totalLimit = limit(totalLimit);
    this.loginDeadlineSeconds = loginDeadlineSeconds;
  }

  /** Connections open now, refused ones included until they close. */
  public int open() {
    return total.get();
  }

  /** The connection's user logged in or out: it stops or starts counting as a guest. */
  public static void loggedIn(Channel channel, boolean loggedIn) {
    ConnectionCap cap = channel.attr(CAP).get();
    if (cap != null) {
      channel.eventLoop().execute(() -> cap.guest(channel, !loggedIn));
    }
  }

  /** A limit as the settings give it: 0 (or less) turns it off, as the README says. */
  public static int limit(int setting) {
    return setting <= 0 ? Integer.MAX_VALUE : setting;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    Channel channel = ctx.channel();
    InetAddress address = ((InetSocketAddress) channel.remoteAddress()).getAddress();
    int count = open.computeIfAbsent(address, key -> new AtomicInteger()).incrementAndGet();
    int guestCount = guests.computeIfAbsent(address, key -> new AtomicInteger()).incrementAndGet();
    channel.attr(COUNTED).set(address);
    channel.attr(GUEST).set(true);
    int all = total.incrementAndGet();
    // before the first line no face is chosen yet: the refusal is the shared English sentence
    String refusal = all > totalLimit ? Words.english().get("refusal.connection_limit")
        : count > perAddress || guestCount > guestsPerAddress
            ? Words.english().get("refusal.connection_limit_address") : null;
    if (refusal != null) {
      if (refusals.incrementAndGet() % LOG_EVERY == 1) {
        LOG.warn("refused a connection from {}: {} ({} open in all, {} from it, {} before login;"
            + " {} refused so far)", address.getHostAddress(), refusal, all, count, guestCount,
            refusals.get());
      }
      // the handlers after this one never hear of the connection
      channel.attr(REFUSED).set(true);
      channel.config().setAutoRead(false);
      ctx.writeAndFlush(ctx.alloc().buffer()
              .writeBytes((refusal + "\r\n").getBytes(StandardCharsets.UTF_8)))
          .addListener(ChannelFutureListener.CLOSE);
      return;
    }
    channel.attr(CAP).set(this);
    startDeadline(channel);
    ctx.fireChannelActive();
  }

  private void startDeadline(Channel channel) {
    if (loginDeadlineSeconds > 0) {
      channel.eventLoop().schedule(() -> {
        if (channel.isActive() && Boolean.TRUE.equals(channel.attr(GUEST).get())) {
          LOG.info("closing {}: not logged in within {} s of connecting",
              channel.remoteAddress(), loginDeadlineSeconds);
          channel.pipeline().fireUserEventTriggered(LOGIN_DEADLINE);
        }
      }, loginDeadlineSeconds, TimeUnit.SECONDS);
    }
  }

  /** On the channel's event loop. */
  private void guest(Channel channel, boolean guest) {
    InetAddress address = channel.attr(COUNTED).get();
    Boolean was = channel.attr(GUEST).get();
    if (address == null || was == null || was == guest) {
      return;
    }
    channel.attr(GUEST).set(guest);
    AtomicInteger count = guests.computeIfAbsent(address, key -> new AtomicInteger());
    if (guest) {
      count.incrementAndGet();
      startDeadline(channel); // logged out: a guest again, with a deadline of its own
    } else {
      guests.computeIfPresent(address, (key, n) -> n.decrementAndGet() <= 0 ? null : n);
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    Channel channel = ctx.channel();
    InetAddress address = channel.attr(COUNTED).getAndSet(null);
    if (address != null) {
      total.decrementAndGet();
      open.computeIfPresent(address, (key, count) -> count.decrementAndGet() == 0 ? null : count);
      if (Boolean.TRUE.equals(channel.attr(GUEST).getAndSet(null))) {
        guests.computeIfPresent(address, (key, n) -> n.decrementAndGet() <= 0 ? null : n);
      }
    }
    if (channel.attr(REFUSED).get() == null) {
      ctx.fireChannelInactive();
    }
  }
}
