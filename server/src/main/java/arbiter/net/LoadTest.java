package arbiter.net;

/** Entry point of the load generator. */
public final class LoadTest {

  private LoadTest() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
