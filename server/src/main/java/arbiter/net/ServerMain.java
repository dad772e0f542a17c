package arbiter.net;

/** Entry point of the server. */
public final class ServerMain {

  private ServerMain() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
