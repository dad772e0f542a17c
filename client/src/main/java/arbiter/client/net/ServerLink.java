package arbiter.client.net;

import arbiter.protocol.Event;
import arbiter.protocol.Features;
import arbiter.protocol.GameDeltas;
import arbiter.protocol.GameState;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import arbiter.protocol.Request;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The client's JSON connection to the server. It says {@code hello} on every connect and, after a
 * drop, connects again and logs in again with the last credentials that worked, so a game goes on
 * where it was (the server sends its state at once). It answers the server's {@code ping} itself;
 * listeners never see one. It asks for deltas and turns each into the game's whole state, so
 * listeners see {@code state} messages only, as from a server that sends no deltas; after a missed
 * delta it asks for the state again and drops the game's deltas until it comes.
 */
public final class ServerLink implements AutoCloseable {

  private static final Duration FIRST_RETRY = Duration.ofMillis(500);
  private static final Duration LAST_RETRY = Duration.ofSeconds(5);
  /**
   * The longest line taken from the server, in characters: far above any message it sends (a big
   * tournament's crosstable is a few hundred kilobytes), far below what fills a client's heap.
   */
  private static final int LINE_LIMIT = 16 << 20;

  private final Address address;
  private final String clientName;
  private final LinkListener listener;
  private final int lineLimit;
  private final Object lock = new Object();
  private Socket socket;
  private OutputStream out;
  private Request.Login login;
  private Request.Login pendingLogin;
  private final java.util.concurrent.CountDownLatch firstConnect = new java.util.concurrent.CountDownLatch(1);
  private volatile boolean closed;
  /** The language the server's words come in; null: the server's default. */
  private volatile String language;
  private Thread reader;
  /** The last state of each game shown, and the games waiting for a resync: reader thread only. */
  private final Map<Long, GameState> held = new HashMap<>();
  private final Set<Long> resyncing = new HashSet<>();

  public ServerLink(Address address, String clientName, LinkListener listener) {
    this(address, clientName, listener, LINE_LIMIT);
  }

  /** A link that takes lines of at most {@code lineLimit} characters: for tests. */
  ServerLink(Address address, String clientName, LinkListener listener, int lineLimit) {
    this.address = address;
    this.clientName = clientName;
    this.listener = listener;
    this.lineLimit = lineLimit;
  }

  /** Connects (retrying in the background if the server is not there yet). */
  public void start() {
    reader = new Thread(this::run, "arbiter-link");
    reader.setDaemon(true);
    reader.start();
  }

  public Address address() {
    return address;
  }

  /**
   * Asks for the server's words in a language from now on (and on every reconnection): the
   * JSON {@code hello} names it, sent again at once when connected.
   */
  public void speak(String language) {
    this.language = language;
    send(hello());
  }

  private Request.Hello hello() {
    return new Request.Hello(JsonCodec.VERSION, clientName,
        List.of(Features.DELTA, Features.FORM_VARIANT), language);
  }

  /** Sends a request; false if the connection is down (the request is dropped). */
  public boolean send(Request request) {
    synchronized (lock) {
      if (request instanceof Request.Login l) {
        pendingLogin = l;
      } else if (request instanceof Request.Logout) {
        login = null;
      }
      if (out == null) {
        return false;
      }
      try {
        out.write((JsonCodec.encode(request) + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
        return true;
      } catch (IOException e) {
        return false; // the reader sees the drop and reconnects
      }
    }
  }

  /** Waits for the first connection; false if it did not come within the time. */
  public boolean awaitConnected(Duration wait) throws InterruptedException {
    return firstConnect.await(wait.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
  }

  /** Whether the connection is up. */
  public boolean isConnected() {
    synchronized (lock) {
      return out != null;
    }
  }

  /** Drops the connection as if the network failed (the link reconnects): for tests and "reconnect". */
  public void dropConnection() {
    synchronized (lock) {
      closeSocket();
    }
  }

  @Override
  public void close() {
    closed = true;
    synchronized (lock) {
      closeSocket();
    }
    if (reader != null) {
      reader.interrupt();
    }
  }

  private void run() {
    Duration wait = FIRST_RETRY;
    boolean reconnect = false;
    while (!closed) {
      boolean up = false;
      String lost = "connection to " + address + " lost; reconnecting";
      try (Socket connected = new Socket()) {
        connected.connect(new InetSocketAddress(address.host(), address.port()), 5000);
        connected.setTcpNoDelay(true);
        BoundedLines in = new BoundedLines(
            new InputStreamReader(connected.getInputStream(), StandardCharsets.UTF_8), lineLimit);
        Request.Login again;
        synchronized (lock) {
          socket = connected;
          out = connected.getOutputStream();
          again = login;
        }
        wait = FIRST_RETRY;
        up = true;
        firstConnect.countDown();
        held.clear();
        resyncing.clear();
        send(hello());
        listener.connected(reconnect);
        if (reconnect && again != null) {
          send(again);
        }
        read(in);
      } catch (BoundedLines.TooLong e) {
        lost = e.getMessage() + "; reconnecting to " + address;
        wait = LAST_RETRY; // not every 0.5 s, 16 MiB read each time, to a server that does it again
      } catch (IOException e) {
        // not reachable or dropped: try again below
      } finally {
        synchronized (lock) {
          out = null;
          socket = null;
        }
      }
      if (closed) {
        return;
      }
      listener.disconnected(up ? lost : "cannot reach " + address + "; retrying");
      reconnect = true;
      try {
        Thread.sleep(wait.toMillis());
      } catch (InterruptedException e) {
        return;
      }
      wait = wait.multipliedBy(2).compareTo(LAST_RETRY) > 0 ? LAST_RETRY : wait.multipliedBy(2);
    }
  }

  private void read(BoundedLines in) throws IOException {
    String line;
    boolean json = false;
    while ((line = in.next()) != null) {
      Event event;
      try {
        event = JsonCodec.decodeEvent(line);
        json = true;
      } catch (ProtocolException e) {
        if (!json) {
          continue; // the banner the server greets telnet users with, before it answers our hello
        }
        event = new Event.Notice(line); // a newer server's message, or text: show it as it is
      }
      try {
        take(event);
      } catch (RuntimeException e) {
        // a message the client cannot show (a broken or hostile server's, such as a state without
        // its variant) is said as such; it must not end this thread, or the client hears nothing
        // more and never reconnects
        listener.received(new Event.Notice("the client cannot show the server's message (" + e
            + "): " + (line.length() > 200 ? line.substring(0, 200) + "..." : line)));
      }
    }
  }

  private void take(Event event) {
    if (event instanceof Event.Ping ping) {
      // answered here at once, not behind the UI's queue: the server measures the lag by it
      send(new Request.Pong(ping.id()));
      return;
    }
    if (event instanceof Event.Delta delta) {
      event = whole(delta);
      if (event == null) {
        return;
      }
    } else if (event instanceof Event.GameStarted started) {
      // a start or resumption numbers the game's states afresh: a delta must follow its state
      held.remove(started.game());
      resyncing.remove(started.game());
    } else if (event instanceof Event.State state) {
      held.put(state.state().game(), state.state());
      resyncing.remove(state.state().game());
    }
    remember(event);
    listener.received(event);
  }

  /** The state a delta leads to, or {@code null} when it does not follow the state held. */
  private Event whole(Event.Delta delta) {
    GameState before = held.get(delta.game());
    if (GameDeltas.follows(before, delta)) {
      GameState after = GameDeltas.apply(before, delta);
      held.put(delta.game(), after);
      return new Event.State(after);
    }
    if (resyncing.add(delta.game())) {
      send(new Request.Resync(delta.game()));
    }
    return null;
  }

  /**
   * A login that succeeded is the one to repeat after a drop; not after another connection took
   * the user over, or two clients of one user would take each other over for ever.
   */
  private void remember(Event event) {
    synchronized (lock) {
      if (event instanceof Event.Notice notice && Event.Notice.TAKEN_OVER.equals(notice.code())) {
        login = null;
      }
      if (event instanceof Event.Ok ok && ok.request().equals("login") && pendingLogin != null) {
        login = pendingLogin;
        pendingLogin = null;
      }
    }
  }

  private void closeSocket() {
    if (socket != null) {
      try {
        socket.close();
      } catch (IOException e) {
        // closing anyway
      }
    }
  }
}
