package arbiter.local;

/** Entry point of the chess judge (seed 003). */
public final class JudgeProgram {

  private JudgeProgram() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
