package arbiter.client;

import arbiter.client.console.ConsoleClient;
import arbiter.client.net.Address;
import arbiter.client.swing.SwingClient;

/** Entry point of the clients: {@code client [host[:port]]} or {@code gui [host[:port]]}. */
public final class ClientMain {

  private ClientMain() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 1 || args.length > 2 || !(args[0].equals("client") || args[0].equals("gui"))) {
      System.err.println("usage: arbiter client [host[:port]] | arbiter gui [host[:port]]");
      System.exit(2);
    }
    Address address;
    try {
      address = Address.parse(args.length == 2 ? args[1] : null);
    } catch (IllegalArgumentException e) {
      System.err.println("arbiter: " + e.getMessage());
      System.exit(2);
      return;
    }
    if (args[0].equals("client")) {
      ConsoleClient.main(address);
      System.exit(0);
    }
    SwingClient.main(address);
  }
}
