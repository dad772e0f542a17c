package arbiter.game;

/** A board square as the seed 002 commands name it: row and column, both 1-based, row 1 white's. */
public record Square(int row, int column) {

  /** The square of a {@link arbiter.rules.Move}'s 0-based {@code {row, column}}. */
  public static Square of(int[] rowColumn) {
    return rowColumn == null ? null : new Square(rowColumn[0] + 1, rowColumn[1] + 1);
  }

  boolean matches(int[] rowColumn) {
    return rowColumn != null && rowColumn[0] + 1 == row && rowColumn[1] + 1 == column;
  }

  @Override
  public String toString() {
    return row + "," + column;
  }
}
