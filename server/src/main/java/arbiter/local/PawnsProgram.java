package arbiter.local;

/** Entry point of pawns-only chess (seed 000). */
public final class PawnsProgram {

  private PawnsProgram() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
