package arbiter.edge;

import arbiter.clock.FakeTicker;
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.game.Absence;
import arbiter.lobby.Lobby;
import arbiter.session.LoginThrottle;
import arbiter.session.Services;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.MemoryStore;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * A port's real pipeline on Netty's {@link EmbeddedChannel}, without a socket: a memory store,
 * the store's work run at once, the event loop's tasks run by the test, time moved by the test
 * (the channel's timers and the games' clocks).
 */
public final class EdgeChannels {

  static final Executor HERE = Runnable::run;
  static final InetSocketAddress CLIENT = new InetSocketAddress("127.0.0.1", 40000);

  private EdgeChannels() {}

  /** A server's services over a memory store, every blocking call made on the caller's thread. */
  static Services services() {
    return services(new MemoryStore(CheapHasher.create()), new FakeTicker());
  }

  /** The same over this store, the games' time this ticker's. */
  static Services services(MemoryStore store, FakeTicker ticker) {
    // timed games' clocks stand still unless a test moves them
    Lobby lobby = new Lobby(new DirectJournal(store), 0, () -> HERE, Absence.DEFAULT,
        ticker);
    return new Services(store, store, store, HERE, lobby, LoginThrottle.none(), null, null);
  }

  /** The server's settings with these changed: {@code key, value, key, value...}. */
  static ServerConfig config(Object... pairs) {
    Settings settings = Settings.empty();
    for (int i = 0; i < pairs.length; i += 2) {
      settings = settings.with((String) pairs[i], pairs[i + 1]);
    }
    return ServerConfig.of(settings);
  }

  /** A connection from {@link #CLIENT} through the handler (a port's initializer), now active. */
  static EmbeddedChannel connect(ChannelHandler handler) {
    return new EmbeddedChannel(handler) {
      @Override
      protected SocketAddress remoteAddress0() {
        return CLIENT; // the connection cap and the login throttle count by address
      }
    };
  }

  /** Types text (lines ended as the caller writes them) and runs what it set off. */
  static void type(EmbeddedChannel channel, String text) {
    typeBytes(channel, text.getBytes(StandardCharsets.UTF_8));
  }

  /** Sends raw bytes, as a client's one packet, and runs what they set off. */
  static void typeBytes(EmbeddedChannel channel, byte... bytes) {
    channel.writeInbound(Unpooled.wrappedBuffer(bytes));
    channel.runPendingTasks();
  }

  /** Everything written to the client since the last call, as UTF-8 text. */
  static String output(EmbeddedChannel channel) {
    return new String(bytes(channel), StandardCharsets.UTF_8);
  }

  /** Everything written to the client since the last call, byte for byte. */
  public static byte[] bytes(EmbeddedChannel channel) {
    channel.runPendingTasks();
    ByteBuf all = Unpooled.buffer();
    for (Object out = channel.readOutbound(); out != null; out = channel.readOutbound()) {
      ByteBuf bytes = (ByteBuf) out;
      all.writeBytes(bytes);
      bytes.release();
    }
    return ByteBufUtil.getBytes(all);
  }

  /** What was written since the last call, one element a line (its {@code \r\n} taken off). */
  static List<String> lines(EmbeddedChannel channel) {
    List<String> lines = new ArrayList<>();
    String text = output(channel);
    int start = 0;
    for (int end = text.indexOf("\r\n"); end >= 0; end = text.indexOf("\r\n", start)) {
      lines.add(text.substring(start, end));
      start = end + 2;
    }
    if (start < text.length()) {
      lines.add(text.substring(start));
    }
    return lines;
  }
}
