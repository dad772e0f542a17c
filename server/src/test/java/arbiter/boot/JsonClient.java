package arbiter.boot;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import arbiter.protocol.Request;

/** A test client that speaks JSON over a real socket. */
final class JsonClient implements AutoCloseable {

  private final LineClient lines;

  JsonClient(int port) {
    lines = new LineClient(port);
  }

  JsonClient send(Request... requests) {
    for (Request request : requests) {
      lines.send(JsonCodec.encode(request));
    }
    return this;
  }

  LineClient raw() {
    return lines;
  }

  /** The next message received. */
  Event next() {
    String line = lines.next();
    try {
      return JsonCodec.decodeEvent(line);
    } catch (ProtocolException e) {
      throw new AssertionError("not a server message: " + line, e);
    }
  }

  /** Skips messages up to the first of this type; returns it. */
  <T extends Event> T await(Class<T> type) {
    while (true) {
      Event event = next();
      if (type.isInstance(event)) {
        return type.cast(event);
      }
    }
  }

  /** Skips messages up to the first state with this sequence number. */
  Event.State awaitState(long seq) {
    while (true) {
      Event.State state = await(Event.State.class);
      if (state.state().seq() == seq) {
        return state;
      }
    }
  }

  /** A client registered (if new) and logged in as {@code name}, its replies consumed. */
  static JsonClient login(ArbiterServer server, String name) {
    return login(server, name, new Request.Hello(1, "test")); // version 1, as before version 2
  }

  /** A client that said {@code hello}, then registered (if new) and logged in as {@code name}. */
  static JsonClient login(ArbiterServer server, String name, Request.Hello hello) {
    return login(server.port(), name, hello);
  }

  /** A client of the server (or edge) on {@code port}, logged in as {@code name}. */
  static JsonClient login(int port, String name, Request.Hello hello) {
    JsonClient client = new JsonClient(port);
    client.send(hello);
    client.await(Event.Welcome.class);
    client.send(new Request.Register(name, "pw"));
    client.next();
    client.send(new Request.Login(name, "pw"));
    Event login = client.next();
    if (!(login instanceof Event.Ok)) {
      throw new AssertionError("login failed: " + login);
    }
    return client;
  }

  @Override
  public void close() {
    lines.close();
  }
}
