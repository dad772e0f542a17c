package arbiter.edge;

import static arbiter.edge.EdgeChannels.config;
import static arbiter.edge.EdgeChannels.lines;

import arbiter.clock.FakeTicker;
import arbiter.session.Services;
import arbiter.simul.MemorySimulArchive;
import arbiter.simul.Simuls;
import arbiter.store.CheapHasher;
import arbiter.store.MemoryStore;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.List;

/**
 * Several connections to one server's text/JSON port, each on its own {@link EmbeddedChannel}:
 * what one player does reaches the others without a socket, once {@link #settle()} has run.
 */
final class Hall {

  private final MemoryStore store = new MemoryStore(CheapHasher.create());
  private final FakeTicker ticker = new FakeTicker();
  private final Services services = withSimuls(EdgeChannels.services(store, ticker));
  private final List<EmbeddedChannel> connections = new ArrayList<>();

  /** The services with simuls on the caller's thread, as every service of the hall is. */
  private Services withSimuls(Services plain) {
    return plain.withSimuls(new Simuls(new MemorySimulArchive(), store, plain.lobby(),
        EdgeChannels.HERE, ticker::epochMillis));
  }

  /** What the server stored. */
  MemoryStore store() {
    return store;
  }

  /** The server's accounts, to register users without a connection. */
  Services services() {
    return services;
  }

  /** A new connection to the ICS port, as a chess program makes it; guests admitted. */
  IcsPlayer ics() {
    EmbeddedChannel channel = EdgeChannels.connect(new IcsPortInitializer(services,
        config(), true, new ConnectionCap(1_000), ticker::epochMillis));
    connections.add(channel);
    return new IcsPlayer(this, channel);
  }

  /** A new connection, its banner read. */
  EmbeddedChannel connect() {
    EmbeddedChannel channel =
        EdgeChannels.connect(new TextPortInitializer(services, config("banner.delay.millis", 0)));
    connections.add(channel);
    lines(channel);
    return channel;
  }

  /** A telnet user registered and logged in as {@code name}, its answers read. */
  EmbeddedChannel login(String name) {
    EmbeddedChannel channel = connect();
    type(channel, "register " + name + " pw\r\nlogin " + name + " pw\r\n");
    settle();
    lines(channel);
    return channel;
  }

  /** A JSON client that said hello, registered and logged in as {@code name}, answers read. */
  EmbeddedChannel loginJson(String name) {
    EmbeddedChannel channel = connect();
    type(channel, "{\"type\":\"hello\",\"version\":1}\r\n"
        + "{\"type\":\"register\",\"user\":\"" + name + "\",\"password\":\"pw\"}\r\n"
        + "{\"type\":\"login\",\"user\":\"" + name + "\",\"password\":\"pw\"}\r\n");
    settle();
    lines(channel);
    return channel;
  }

  /** Runs every connection's tasks until none is left: each may have set off another's. */
  void settle() {
    for (int round = 0; round < 4; round++) {
      connections.forEach(EmbeddedChannel::runPendingTasks);
    }
  }

  /** Types lines on one connection and lets every connection answer. */
  void type(EmbeddedChannel channel, String... lines) {
    EdgeChannels.type(channel, String.join("\r\n", lines) + "\r\n");
    settle();
  }

  /** White challenges black, black accepts; both have read the start. */
  void startGame(EmbeddedChannel white, String whiteName, EmbeddedChannel black, String blackName) {
    type(white, "new_game " + blackName + " 0");
    type(black, "accept " + whiteName);
    lines(white);
    lines(black);
  }
}
