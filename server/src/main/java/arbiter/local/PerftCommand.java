package arbiter.local;

/** Entry point of the perft counter. */
public final class PerftCommand {

  private PerftCommand() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
