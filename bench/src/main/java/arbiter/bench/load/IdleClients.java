package arbiter.bench.load;

import java.io.IOException;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * A child process of the load test that opens many idle connections and holds them until its
 * standard input closes: a process of its own, so the server's process keeps its file handles.
 */
public final class IdleClients {

  private IdleClients() {}

  public static void main(String[] args) throws IOException {
    int port = Integer.parseInt(args[0]);
    int count = Integer.parseInt(args[1]);
    List<Socket> sockets = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      sockets.add(new Socket("127.0.0.1", port));
    }
    System.out.println("connected " + sockets.size());
    System.out.flush();
    while (System.in.read() >= 0) {
      // hold the connections until the parent closes our input
    }
    for (Socket socket : sockets) {
      socket.close();
    }
  }
}
