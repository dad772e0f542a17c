package arbiter.client.swing;

import arbiter.client.net.Address;
import arbiter.client.net.LinkListener;
import arbiter.client.net.ServerLink;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A scripted opponent over the same JSON link the clients use. */
public final class Bot implements AutoCloseable {

  private static final Duration WAIT = Duration.ofSeconds(20);
  private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
  private final ServerLink link;

  public Bot(int port) {
    link = new ServerLink(new Address("127.0.0.1", port), "bot", new LinkListener() {
      @Override
      public void received(Event event) {
        events.add(event);
      }
    });
    link.start();
    await(Event.Welcome.class);
  }

  public void send(Request request) {
    if (!link.send(request)) {
      throw new AssertionError("bot not connected");
    }
  }

  public <T extends Event> T await(Class<T> type) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (true) {
      Event event;
      try {
        event = events.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
      if (event == null) {
        throw new AssertionError("bot: no " + type.getSimpleName() + " within " + WAIT);
      }
      if (type.isInstance(event)) {
        return type.cast(event);
      }
    }
  }

  public GameState awaitState(long seq) {
    while (true) {
      GameState state = await(Event.State.class).state();
      if (state.seq() >= seq) {
        return state;
      }
    }
  }

  /** Waits until the bot (white) is to move again. */
  GameState awaitTurn() {
    while (true) {
      GameState state = await(Event.State.class).state();
      if (state.sideToMove().equals("white") && !state.legalMoves().isEmpty()) {
        return state;
      }
    }
  }

  /** Registers (if new) and logs in. */
  public void login(String name) {
    send(new Request.Register(name, "pw"));
    send(new Request.Login(name, "pw"));
    while (true) {
      Event.Ok ok = await(Event.Ok.class);
      if (ok.request().equals("login")) {
        return;
      }
    }
  }

  @Override
  public void close() {
    link.close();
  }
}
