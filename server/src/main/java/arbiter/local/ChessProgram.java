package arbiter.local;

/** Entry point of chess with accounts (seed 002). */
public final class ChessProgram {

  private ChessProgram() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
