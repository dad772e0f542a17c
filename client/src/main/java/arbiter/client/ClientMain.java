package arbiter.client;

/** Entry point of the clients: {@code client [host[:port]]} or {@code gui [host[:port]]}. */
public final class ClientMain {

  private ClientMain() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
