package arbiter.boot;

import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The watch page ({@code /watch.html?game=N}) as its script behaves: its WebSocket
 * {@code /watch?game=N} shows the game's states, and when the socket closes while the game runs
 * it opens it again after half a second, doubling the wait up to five ({@code reconnect.js}).
 */
final class PageWatch implements AutoCloseable {

  private static final long FIRST_WAIT = 500;
  private static final long LAST_WAIT = 5000;

  private final HttpClient http = HttpClient.newHttpClient();
  private final URI uri;
  private final String origin;
  private final AtomicInteger opened = new AtomicInteger();
  private volatile int shown = -1;
  private volatile boolean stopped;
  private volatile WebSocket socket;
  private long wait = FIRST_WAIT;
  /** What it heard last, and how its sockets ended: for a failure's message. */
  private final java.util.Deque<String> heard = new java.util.concurrent.ConcurrentLinkedDeque<>();

  private PageWatch(int httpPort, long game) {
    this.origin = "http://127.0.0.1:" + httpPort;
    this.uri = URI.create("ws://127.0.0.1:" + httpPort + "/watch?game=" + game);
  }

  /** Opens the page's watch of {@code game} on the web port {@code httpPort}. */
  static PageWatch of(int httpPort, long game) {
    PageWatch watch = new PageWatch(httpPort, game);
    watch.open();
    return watch;
  }

  /** The moves of the last state shown; -1 before the first. */
  int plies() {
    return shown;
  }

  /** Its last messages and ends, for a failure's message. */
  String lastHeard() {
    return String.join("\n", heard);
  }

  private void hear(String what) {
    heard.addLast(what);
    while (heard.size() > 12) {
      heard.pollFirst();
    }
  }

  /** How many times its socket was opened (1 when it never had to come back). */
  int opened() {
    return opened.get();
  }

  private void open() {
    if (stopped) {
      return;
    }
    http.newWebSocketBuilder().header("Origin", origin).buildAsync(uri, new Listener())
        .whenComplete((open, failed) -> {
          if (failed != null) {
            hear("not opened: " + failed);
            lost();
          } else {
            socket = open;
            hear("opened");
            opened.incrementAndGet();
            back();
          }
        });
  }

  private synchronized void back() {
    wait = FIRST_WAIT;
  }

  private synchronized void lost() {
    if (stopped) {
      return;
    }
    long delay = wait;
    wait = Math.min(wait * 2, LAST_WAIT);
    java.util.concurrent.CompletableFuture.delayedExecutor(delay, TimeUnit.MILLISECONDS)
        .execute(this::open);
  }

  @Override
  public void close() {
    stopped = true;
    WebSocket open = socket;
    if (open != null) {
      open.abort();
    }
  }

  private final class Listener implements WebSocket.Listener {
    private final StringBuilder message = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      message.append(data);
      if (last) {
        hear(message.length() > 200 ? message.substring(0, 200) : message.toString());
        try {
          if (JsonCodec.decodeEvent(message.toString()) instanceof Event.State state) {
            shown = state.state().moves().size();
          }
        } catch (ProtocolException notAnEvent) {
          // the page shows nothing for what it cannot read
        }
        message.setLength(0);
      }
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int status, String reason) {
      hear("closed " + status + " " + reason);
      lost(); // the game runs in this test: the page comes back
      return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
      hear("failed: " + error);
      lost();
    }
  }
}
