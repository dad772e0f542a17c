package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clients that ask for long replies and never read them (issue 21: 256 such connections took the
 * server from 0.49 to 7.37 GB, and others waited 10 s and more): the write-buffer limit is checked
 * against every reply, so a connection never has more queued than the limit or one reply, whatever
 * it asks, it is closed instead, and the others are answered meanwhile.
 */
@Tag("socket")
class SlowReaderMemoryTest {

  private static final int LIMIT = 64 * 1024;
  private static final int CONNECTIONS = 256;
  private static final int ADDRESSES = 8;
  private static final int USERS = 100;
  /** One list_users reply: more than the limit, so it only goes to a reader with nothing waiting. */
  private static final int REPLY = USERS * 1502;
  /** Netty's own bookkeeping per queued buffer. */
  private static final int SLACK = 1024;

  @TempDir Path data;

  @Test
  void nonReadingClientsNeverHaveMoreThanTheLimitQueued() throws Exception {
    var settings = TestServer.settings(data)
        .with("write.buffer.low", 8 * 1024)
        .with("write.buffer.high", 16 * 1024)
        .with("write.buffer.limit", LIMIT)
        .with("connections.per.address", 64)
        .with("connections.total", 1024);
    List<Socket> attackers = new ArrayList<>();
    try (ArbiterServer server = TestServer.start(settings)) {
      // names as long as a database from before the 32-character rule may hold: ~150 KB a reply, more than the limit
      for (int i = 0; i < USERS; i++) {
        server.store().register(String.format("u%03d", i) + "x".repeat(1496), "pw");
      }
      try (LineClient bystander = TestServer.login(server, "carol")) {
        byte[] asks = "list_users\r\n".repeat(40).getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < CONNECTIONS; i++) {
          Socket socket = new Socket();
          socket.setReceiveBufferSize(4096);
          socket.bind(new InetSocketAddress("127.0.0." + (2 + i % ADDRESSES), 0));
          socket.connect(new InetSocketAddress("127.0.0.1", server.port()));
          socket.getOutputStream().write(asks);
          attackers.add(socket);
        }
        long largest = 0;
        long sum = 0;
        long until = System.nanoTime() + 5_000_000_000L;
        while (System.nanoTime() < until) {
          long[] queued = server.queuedBytes();
          largest = Math.max(largest, queued[0]);
          sum = Math.max(sum, queued[1]);
          bystander.send("who");
          bystander.awaitLine(line -> line.startsWith("carol"));
        }
        assertThat(largest).as("most queued for one connection")
            .isLessThanOrEqualTo(Math.max(LIMIT, REPLY) + SLACK);
        assertThat(sum).as("most queued for all")
            .isLessThanOrEqualTo((long) CONNECTIONS * (Math.max(LIMIT, REPLY) + SLACK));
      }
    } finally {
      for (Socket socket : attackers) {
        close(socket);
      }
    }
  }

  private static void close(Socket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
