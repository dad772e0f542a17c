package arbiter.command;

import arbiter.tournament.Format;

/**
 * The words of the tournament formats as {@code tournament create} takes them and every face and
 * page shows them: {@code roundrobin}, {@code swiss}, {@code teamroundrobin}, {@code teamswiss}.
 */
public final class FormatWords {

  private FormatWords() {}

  /** The format's word. */
  public static String word(Format format) {
    return switch (format) {
      case SWISS -> "swiss";
      case ROUND_ROBIN -> "roundrobin";
      case TEAM_SWISS -> "teamswiss";
      case TEAM_ROUND_ROBIN -> "teamroundrobin";
    };
  }

  /** The format a word names, {@code null} for none. */
  public static Format parse(String word) {
    for (Format format : Format.values()) {
      if (word(format).equals(word)) {
        return format;
      }
    }
    return null;
  }
}
