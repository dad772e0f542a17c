package arbiter.tournament.trf;

import java.util.ArrayList;
import java.util.List;

/**
 * A player line ({@code 001}): fixed columns as the FIDE format lays them out, then one
 * ten-character column per round from column 92.
 *
 * @param number starting rank (pairing number), 1 to 9999
 * @param sex {@code m}, {@code w} or empty
 * @param title {@code GM}, {@code IM}, ... or empty
 * @param rating 0 when the column is blank
 * @param points the score in tenths of a point
 * @param rank 0 when the column is blank
 * @param games the rounds in order; trailing blank rounds are not kept
 */
public record TrfPlayer(int number, String sex, String title, String name, int rating,
    String federation, String fideId, String birthDate, int points, int rank,
    List<TrfGame> games) implements TrfLine {

  /** The code of a player line. */
  public static final String CODE = "001";
  private static final int FIRST_ROUND = 91;

  public TrfPlayer {
    if (number < 1 || number > 9999) {
      throw new IllegalArgumentException("starting rank must be 1 to 9999, not " + number);
    }
    fits("sex", sex, 1);
    fits("title", title, 3);
    fits("name", name, 33);
    fits("federation", federation, 3);
    fits("FIDE id", fideId, 11);
    fits("birth date", birthDate, 10);
    if (rating < 0 || rating > 9999) {
      throw new IllegalArgumentException("rating must be 0 to 9999, not " + rating);
    }
    if (points < 0 || points > 9999) {
      throw new IllegalArgumentException("points must be 0.0 to 999.9, not " + points);
    }
    if (rank < 0 || rank > 9999) {
      throw new IllegalArgumentException("rank must be 0 to 9999, not " + rank);
    }
    games = trimBlanks(games);
  }

  /** A player with only a number, a name and a rating, as a new tournament starts them. */
  public static TrfPlayer of(int number, String name, int rating) {
    return new TrfPlayer(number, "", "", name, rating, "", "", "", 0, 0, List.of());
  }

  /** The same player with these rounds, points and rank. */
  public TrfPlayer withGames(List<TrfGame> newGames, int newPoints, int newRank) {
    return new TrfPlayer(number, sex, title, name, rating, federation, fideId, birthDate,
        newPoints, newRank, newGames);
  }

  /** The round {@code round} (1-based); {@link TrfGame#BLANK} beyond the last one kept. */
  public TrfGame game(int round) {
    return round <= games.size() ? games.get(round - 1) : TrfGame.BLANK;
  }

  @Override
  public String text() {
    StringBuilder line = new StringBuilder(FIRST_ROUND + 10 * games.size());
    line.append(CODE).append(' ');
    line.append(String.format("%4d", number)).append(' ');
    line.append(left(sex, 1));
    line.append(right(title, 3)).append(' ');
    line.append(left(name, 33)).append(' ');
    line.append(rating == 0 ? "    " : String.format("%4d", rating)).append(' ');
    line.append(left(federation, 3)).append(' ');
    line.append(right(fideId, 11)).append(' ');
    line.append(left(birthDate, 10)).append(' ');
    line.append(String.format("%4s", points / 10 + "." + points % 10)).append(' ');
    line.append(rank == 0 ? "    " : String.format("%4d", rank));
    for (TrfGame game : games) {
      line.append("  ").append(game.text());
    }
    return line.toString();
  }

  /** Reads a {@code 001} line; the message of the exception says what is wrong with it. */
  static TrfPlayer parse(String line) {
    if (line.length() < 84) {
      throw new IllegalArgumentException("a player line has at least 84 characters");
    }
    if (line.charAt(3) != ' ') {
      throw new IllegalArgumentException("column 4 must be blank");
    }
    int number = number(line, 4, 8, "starting rank", false);
    String sex = field(line, 9, 10);
    String title = field(line, 10, 13);
    String name = field(line, 14, 47);
    int rating = number(line, 48, 52, "rating", true);
    String federation = field(line, 53, 56);
    String fideId = field(line, 57, 68);
    String birthDate = field(line, 69, 79);
    int points = points(line.substring(80, 84));
    int rank = line.length() < 89 ? number(line, 85, line.length(), "rank", true)
        : number(line, 85, 89, "rank", true);
    List<TrfGame> games = new ArrayList<>();
    int at = FIRST_ROUND;
    for (; at + 8 <= line.length(); at += 10) {
      if (!line.substring(at - 2, at).isBlank()) {
        throw new IllegalArgumentException("round " + (games.size() + 1) + " must start in column "
            + (at + 1));
      }
      games.add(game(line.substring(at, at + 8), games.size() + 1));
    }
    if (!line.substring(Math.min(at - 2, line.length())).isBlank()) {
      throw new IllegalArgumentException("stray text from column " + (at - 1));
    }
    return new TrfPlayer(number, sex, title, name, rating, federation, fideId, birthDate,
        points, rank, games);
  }

  private static TrfGame game(String column, int round) {
    String opponentText = column.substring(0, 4);
    int opponent;
    if (opponentText.isBlank()) {
      opponent = -1;
    } else {
      try {
        opponent = Integer.parseInt(opponentText.trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("round " + round + ": opponent '" + opponentText
            + "' is not a number");
      }
    }
    char colour = column.charAt(5);
    if (column.charAt(4) != ' ' || column.charAt(6) != ' '
        || "wb- ".indexOf(colour) < 0) {
      throw new IllegalArgumentException("round " + round + ": '" + column
          + "' is not 'OOOO C R' with colour w, b or -");
    }
    TrfResult result;
    try {
      result = TrfResult.of(column.charAt(7));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("round " + round + ": " + e.getMessage());
    }
    boolean paired = opponent > 0;
    if (paired && colour != 'w' && colour != 'b' && result != TrfResult.NONE
        && result.played()) {
      throw new IllegalArgumentException("round " + round + ": a played game needs w or b");
    }
    if (!paired && (colour == 'w' || colour == 'b')) {
      throw new IllegalArgumentException("round " + round + ": a colour without an opponent");
    }
    if (!paired && result.played()) {
      throw new IllegalArgumentException("round " + round + ": a game result without an opponent");
    }
    return new TrfGame(opponent, colour, result);
  }

  private static int points(String text) {
    String trimmed = text.trim();
    if (!trimmed.matches("\\d{1,3}(\\.\\d)?")) {
      throw new IllegalArgumentException("points '" + text + "' are not like 3.5");
    }
    int dot = trimmed.indexOf('.');
    return dot < 0 ? Integer.parseInt(trimmed) * 10
        : Integer.parseInt(trimmed.substring(0, dot)) * 10 + (trimmed.charAt(dot + 1) - '0');
  }

  private static int number(String line, int from, int to, String what, boolean blankIsZero) {
    String text = line.substring(from, to).trim();
    if (text.isEmpty() && blankIsZero) {
      return 0;
    }
    if (!text.matches("\\d{1,4}")) {
      throw new IllegalArgumentException(what + " '" + line.substring(from, to)
          + "' is not a number");
    }
    int value = Integer.parseInt(text);
    if (value == 0 && !blankIsZero) {
      throw new IllegalArgumentException(what + " must not be 0");
    }
    return value;
  }

  private static String field(String line, int from, int to) {
    return line.substring(from, to).trim();
  }

  private static List<TrfGame> trimBlanks(List<TrfGame> games) {
    int end = games.size();
    while (end > 0 && games.get(end - 1).isBlank()) {
      end--;
    }
    return List.copyOf(games.subList(0, end));
  }

  private static void fits(String what, String value, int width) {
    if (value.length() > width || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0
        || !value.equals(value.trim())) {
      throw new IllegalArgumentException(what + " must be at most " + width
          + " characters without outer spaces: '" + value + "'");
    }
  }

  private static String left(String value, int width) {
    return String.format("%-" + width + "s", value);
  }

  private static String right(String value, int width) {
    return String.format("%" + width + "s", value);
  }
}
