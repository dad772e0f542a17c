package arbiter.tournament.knockout;

import arbiter.protocol.TimeControl;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * How a knockout's matches are played: {@code games} games a match, then, when tied, {@code
 * tiebreakGames} games at {@code tiebreakTime}, then one armageddon game at {@code armageddonTime}
 * with {@code armageddonBonusSeconds} more on white's clock. Fixed at the start, so that every
 * game's stage follows from its place in its match.
 *
 * @param tiebreakTime a time control's text, {@code none} untimed
 * @param armageddonTime black's time control, {@code none} untimed; white's has the bonus added
 */
public record KnockoutRules(int games, int tiebreakGames, String tiebreakTime,
    String armageddonTime, int armageddonBonusSeconds) {

  /** The options of {@code tournament set} that only a knockout has. */
  public static final List<String> KEYS =
      List.of("tiebreak-games", "tiebreak-time", "armageddon-time", "armageddon-bonus");
  private static final Pattern NUMBER = Pattern.compile("\\d{1,4}");
  private static final int MOST_TIEBREAK_GAMES = 20;
  private static final int MOST_BONUS_SECONDS = 3600;

  /**
   * The rules of a knockout of {@code games} a match: the options set, else the defaults ({@link
   * #defaultOption}); an untimed tournament's tie-breaks and armageddon are untimed unless set,
   * and an untimed armageddon has no bonus. {@code options} gives an option's value, or null when
   * not set (the tournament's options, which name this class for their checks).
   */
  public static KnockoutRules of(int games, String timeControl, UnaryOperator<String> options) {
    boolean timed = timeControl != null;
    String armageddon = option(options, "armageddon-time", timed);
    return new KnockoutRules(games, Integer.parseInt(option(options, "tiebreak-games", true)),
        option(options, "tiebreak-time", timed), armageddon,
        Integer.parseInt(option(options, "armageddon-bonus", !armageddon.equals("none"))));
  }

  /** The option set, else its default, which for a time is {@code none} when not {@code timed}. */
  private static String option(UnaryOperator<String> options, String key, boolean timed) {
    String set = options.apply(key);
    if (set != null) {
      return set;
    }
    if (timed || key.equals("tiebreak-games")) {
      return defaultOption(key);
    }
    return key.equals("armageddon-bonus") ? "0" : "none";
  }

  /** A knockout option's default in a timed tournament; empty for any other key. */
  public static String defaultOption(String key) {
    return switch (key) {
      case "tiebreak-games" -> "2";
      case "tiebreak-time" -> "3+2";
      case "armageddon-time" -> "4+2";
      case "armageddon-bonus" -> "60";
      default -> "";
    };
  }

  /** Checks a knockout option's value; returns its stored form or throws with the reason. */
  public static String check(String key, String value) {
    if (key.equals("tiebreak-games") || key.equals("armageddon-bonus")) {
      int most = key.equals("tiebreak-games") ? MOST_TIEBREAK_GAMES : MOST_BONUS_SECONDS;
      if (!NUMBER.matcher(value).matches() || Integer.parseInt(value) > most) {
        throw new TournamentException(TournamentRefusal.KNOCKOUT_NUMBER_OPTION, key, most);
      }
      return Integer.toString(Integer.parseInt(value));
    }
    try {
      return TimeControl.parse(value).text();
    } catch (IllegalArgumentException e) {
      throw new TournamentException(TournamentRefusal.KNOCKOUT_TIME_OPTION, key);
    }
  }

  /** The stage of a match's game number {@code index} (0-based), in the order they are played. */
  public Stage stage(int index) {
    return index < games ? Stage.MATCH
        : index < games + tiebreakGames ? Stage.TIEBREAK : Stage.ARMAGEDDON;
  }

  /** The time control of a game of {@code stage}; {@code main} is the tournament's (or null). */
  public String timeControl(Stage stage, String main) {
    return switch (stage) {
      case MATCH -> main;
      case TIEBREAK -> tiebreakTime.equals("none") ? null : tiebreakTime;
      case ARMAGEDDON -> armageddonTime.equals("none") ? null : armageddonTime;
    };
  }
}
