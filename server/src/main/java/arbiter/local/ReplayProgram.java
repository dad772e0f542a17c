package arbiter.local;

/** Entry point of the draughts replay (seed 004). */
public final class ReplayProgram {

  private ReplayProgram() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
