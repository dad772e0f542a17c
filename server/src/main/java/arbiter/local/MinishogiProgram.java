package arbiter.local;

/** Entry point of 5x5 shogi (seed 001). */
public final class MinishogiProgram {

  private MinishogiProgram() {}

  public static void main(String[] args) throws Exception {
    System.err.println("not built yet");
    System.exit(2);
  }
}
