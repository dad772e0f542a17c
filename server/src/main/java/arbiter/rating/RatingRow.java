package arbiter.rating;

import java.util.Comparator;

/** One user's rating in one variant, as the rating book lists it. */
public record RatingRow(String user, String variant, Rating rating) {

  /** Best first: rating (descending), then user name, then variant. */
  public static final Comparator<RatingRow> ORDER =
      Comparator.comparingDouble((RatingRow row) -> row.rating().rating())
          .reversed()
          .thenComparing(RatingRow::user)
          .thenComparing(RatingRow::variant);
}
