package arbiter.tournament;

import java.util.ArrayList;
import java.util.List;

/** Test helpers: short notations for pairings and results. */
final class Games {

  private Games() {}

  /** A round as {@code "a-b c-d e:bye"}, white first, boards in order. */
  static String describe(List<Pairing> round) {
    List<String> boards = new ArrayList<>();
    for (Pairing p : round) {
      boards.add(p.isBye() ? p.white() + ":bye" : p.white() + "-" + p.black());
    }
    return String.join(" ", boards);
  }

  /** {@code "1-0"}, {@code "0-1"} or {@code "="}. */
  static Result result(String notation) {
    switch (notation) {
      case "1-0":
        return Result.WHITE_WIN;
      case "0-1":
        return Result.BLACK_WIN;
      case "=":
        return Result.DRAW;
      default:
        throw new IllegalArgumentException(notation);
    }
  }

  static Tournament withPlayers(Format format, int rounds, String... players) {
    Tournament tournament = Tournament.create("lan", "chess", format, rounds, 40, "org");
    for (String player : players) {
      tournament.join(player);
    }
    return tournament;
  }
}
