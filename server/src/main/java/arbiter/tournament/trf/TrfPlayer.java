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

  /** Reads a {@code 001} line, line {@code at} of its file; a fault names what is wrong. */
  static TrfPlayer parse(String line, int at) {
    if (line.length() < 84) {
      throw new TrfFormatException(at, TrfFault.PLAYER_LINE_SHORT);
    }
    if (line.charAt(3) != ' ') {
      throw new TrfFormatException(at, TrfFault.COLUMN_4);
    }
    int number = number(line, at, 4, 8, TrfFault.START_NOT_NUMBER);
    if (line.substring(4, 8).isBlank()) {
      throw new TrfFormatException(at, TrfFault.START_NOT_NUMBER, line.substring(4, 8));
    }
    if (number == 0) {
      throw new TrfFormatException(at, TrfFault.START_ZERO);
    }
    String sex = field(line, 9, 10);
    String title = field(line, 10, 13);
    String name = field(line, 14, 47);
    int rating = number(line, at, 48, 52, TrfFault.RATING_NOT_NUMBER);
    String federation = field(line, 53, 56);
    String fideId = field(line, 57, 68);
    String birthDate = field(line, 69, 79);
    int points = points(line.substring(80, 84), at);
    int rank = number(line, at, 85, Math.min(line.length(), 89), TrfFault.RANK_NOT_NUMBER);
    List<TrfGame> games = new ArrayList<>();
    int column = FIRST_ROUND;
    for (; column + 8 <= line.length(); column += 10) {
      if (!line.substring(column - 2, column).isBlank()) {
        throw new TrfFormatException(at, TrfFault.ROUND_COLUMN, games.size() + 1, column + 1);
      }
      games.add(game(line.substring(column, column + 8), games.size() + 1, at));
    }
    if (!line.substring(Math.min(column - 2, line.length())).isBlank()) {
      throw new TrfFormatException(at, TrfFault.STRAY_TEXT, column - 1);
    }
    return new TrfPlayer(number, sex, title, name, rating, federation, fideId, birthDate,
        points, rank, games);
  }

  private static TrfGame game(String column, int round, int at) {
    String opponentText = column.substring(0, 4);
    int opponent;
    if (opponentText.isBlank()) {
      opponent = -1;
    } else if (opponentText.trim().matches("\\d{1,4}")) {
      opponent = Integer.parseInt(opponentText.trim());
    } else { // a sign too: -1 would pass for a blank column
      throw new TrfFormatException(at, TrfFault.OPPONENT_NOT_NUMBER, round, opponentText);
    }
    char colour = column.charAt(5);
    if (column.charAt(4) != ' ' || column.charAt(6) != ' '
        || "wb- ".indexOf(colour) < 0) {
      throw new TrfFormatException(at, TrfFault.ROUND_FORM, round, column);
    }
    TrfResult result = TrfResult.of(column.charAt(7));
    if (result == null) {
      throw new TrfFormatException(at, TrfFault.UNKNOWN_RESULT, round,
          String.valueOf(column.charAt(7)));
    }
    boolean paired = opponent > 0;
    if (paired && colour != 'w' && colour != 'b' && result != TrfResult.NONE
        && result.played()) {
      throw new TrfFormatException(at, TrfFault.PLAYED_NEEDS_COLOUR, round);
    }
    if (!paired && (colour == 'w' || colour == 'b')) {
      throw new TrfFormatException(at, TrfFault.COLOUR_WITHOUT_OPPONENT, round);
    }
    if (!paired && result.played()) {
      throw new TrfFormatException(at, TrfFault.RESULT_WITHOUT_OPPONENT, round);
    }
    return new TrfGame(opponent, colour, result);
  }

  private static int points(String text, int at) {
    String trimmed = text.trim();
    if (!trimmed.matches("\\d{1,3}(\\.\\d)?")) {
      throw new TrfFormatException(at, TrfFault.POINTS, text);
    }
    int dot = trimmed.indexOf('.');
    return dot < 0 ? Integer.parseInt(trimmed) * 10
        : Integer.parseInt(trimmed.substring(0, dot)) * 10 + (trimmed.charAt(dot + 1) - '0');
  }

  /** The number in columns {@code from} to {@code to}, 0 when blank; else {@code fault}. */
  private static int number(String line, int at, int from, int to, TrfFault fault) {
    String text = line.substring(from, to).trim();
    if (text.isEmpty()) {
      return 0;
    }
    if (!text.matches("\\d{1,4}")) {
      throw new TrfFormatException(at, fault, line.substring(from, to));
    }
    return Integer.parseInt(text);
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
