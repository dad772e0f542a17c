package arbiter.rules;

/** The counters of a FEN (halfmove clock, move number): whole numbers, never negative. */
public final class FenNumber {

  private FenNumber() {}

  /**
   * The value of a counter field.
   *
   * @param what the field's name, for the error message
   * @throws IllegalArgumentException if the field is not a number or is negative
   */
  public static int read(String field, String what) {
    try {
      int value = Integer.parseInt(field);
      if (value < 0) {
        throw new IllegalArgumentException(what + " must not be negative: " + field);
      }
      return value;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(what + " must be a number: " + field);
    }
  }
}
