package arbiter.rating;

import java.util.List;

/** Where the ratings are kept. Calls may block (JDBC): keep them off event loops. */
public interface RatingBook {

  /**
   * Every rated user's row, best first ({@link RatingRow#ORDER}).
   *
   * @param variant only this variant, or {@code null} for the rows of every variant
   */
  List<RatingRow> list(String variant);

  /** The user's row in each variant they have a rated game in, by variant name. */
  List<RatingRow> of(String user);
}
