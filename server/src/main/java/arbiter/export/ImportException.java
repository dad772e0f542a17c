package arbiter.export;

/**
 * A game file refused: the fault, where (the ply of the move, or the character of the tag) and
 * the move as the file has it ({@code ""} for a tag), which a face words. The message is the
 * same for the log.
 */
public final class ImportException extends IllegalArgumentException {

  private final ImportFault fault;
  private final int at;
  private final String move;

  ImportException(ImportFault fault, int at, String move) {
    super(fault + " at " + at + " " + move);
    this.fault = fault;
    this.at = at;
    this.move = move;
  }

  /** What is wrong. */
  public ImportFault fault() {
    return fault;
  }

  /** The ply of the move (1 for the first), or the character where the tag is. */
  public int at() {
    return at;
  }

  /** The move as the file has it; {@code ""} for a tag. */
  public String move() {
    return move;
  }
}
