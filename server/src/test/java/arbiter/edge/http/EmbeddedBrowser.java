package arbiter.edge.http;

import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.edge.EdgeChannels;
import arbiter.face.web.HttpRouter;
import arbiter.face.web.WebContext;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocket13FrameDecoder;
import io.netty.handler.codec.http.websocketx.WebSocket13FrameEncoder;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A browser's side of the web port on an embedded channel: requests, and WebSocket frames. */
public final class EmbeddedBrowser {

  private static final ServerConfig CONFIG = ServerConfig.of(Settings.empty());

  private EmbeddedBrowser() {}

  /** The web port of {@code web}, as a server or an edge opens it. */
  public static HttpServerInitializer port(WebContext web) {
    return new HttpServerInitializer(CONFIG, () -> new HttpRouter(web), () -> 0);
  }

  /** A WebSocket's upgrade request for {@code path}, with the session cookie when not null. */
  public static String upgrade(String path, String cookieToken) {
    return "GET " + path + " HTTP/1.1\r\nHost: localhost:4000\r\n"
        + "Origin: http://localhost:4000\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + (cookieToken == null ? "" : "Cookie: arbiter_session=" + cookieToken + "\r\n")
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
  }

  /** Sends raw request bytes; the answer's bytes as text, once the channel's tasks ran. */
  public static String ask(EmbeddedChannel channel, String request) {
    write(channel, request);
    return read(channel);
  }

  /** Sends one masked text frame; the text of each frame that came back once its tasks ran. */
  public static List<String> send(EmbeddedChannel channel, String text) {
    frame(channel, text);
    return frames(channel);
  }

  /** Sends raw request bytes. */
  public static void write(EmbeddedChannel channel, String request) {
    channel.writeInbound(Unpooled.copiedBuffer(request, StandardCharsets.ISO_8859_1));
  }

  /** What the channel wrote since last read, as text. */
  public static String read(EmbeddedChannel channel) {
    return new String(EdgeChannels.bytes(channel), StandardCharsets.ISO_8859_1);
  }

  /** Sends one masked text frame, as a browser does. */
  public static void frame(EmbeddedChannel channel, String text) {
    EmbeddedChannel client = new EmbeddedChannel(new WebSocket13FrameEncoder(true));
    client.writeOutbound(new TextWebSocketFrame(text));
    for (Object bytes = client.readOutbound(); bytes != null; bytes = client.readOutbound()) {
      channel.writeInbound(bytes);
    }
  }

  /** The text of each frame the channel wrote since last read (another frame by its class). */
  public static List<String> frames(EmbeddedChannel channel) {
    return frames(EdgeChannels.bytes(channel));
  }

  /** The text of each frame in {@code bytes}, as a browser reads them. */
  public static List<String> frames(byte[] bytes) {
    EmbeddedChannel frames =
        new EmbeddedChannel(new WebSocket13FrameDecoder(false, false, 1 << 20));
    frames.writeInbound(Unpooled.wrappedBuffer(bytes));
    List<String> texts = new ArrayList<>();
    for (Object frame = frames.readInbound(); frame != null; frame = frames.readInbound()) {
      texts.add(frame instanceof TextWebSocketFrame text ? text.text()
          : frame.getClass().getSimpleName());
      ((WebSocketFrame) frame).release();
    }
    return texts;
  }
}
