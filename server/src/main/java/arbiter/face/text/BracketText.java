package arbiter.face.text;

import arbiter.face.words.Words;
import arbiter.tournament.knockout.Bracket;
import arbiter.tournament.knockout.KnockoutRules;
import arbiter.tournament.knockout.Match;
import java.util.ArrayList;
import java.util.List;

/**
 * A knockout's bracket as lines ({@code tournament show NAME}, the export's {@code bracket.txt}):
 * the match rules, then each round from the first to the final, one line a match.
 */
public final class BracketText {

  private BracketText() {}

  /** A time control's text; untimed ({@code none}) in the reader's words, English's none. */
  private static String time(Words w, String control) {
    return control.equals("none") ? w.get("tour.bracket.untimed") : control;
  }

  /** The lines of {@code bracket} of tournament {@code name}. */
  public static List<String> lines(Words w, String name, Bracket bracket) {
    KnockoutRules rules = bracket.rules();
    List<String> lines = new ArrayList<>();
    lines.add(w.get("tour.bracket.head", name, w.number(bracket.size()), w.number(rules.games()),
        w.number(rules.tiebreakGames()), time(w, rules.tiebreakTime()),
        time(w, rules.armageddonTime()), w.number(rules.armageddonBonusSeconds())));
    List<List<Match>> rounds = bracket.rounds();
    for (List<Match> round : rounds) {
      lines.add(roundName(w, rounds.size() - round.get(0).round(), round.size()));
      for (Match match : round) {
        lines.add("  " + w.get("tour.bracket.match", w.number(match.index() + 1),
            seat(w, match.high(), match.highSeed()), seat(w, match.low(), match.lowSeed()),
            state(w, match)));
      }
    }
    if (bracket.champion() != null) {
      lines.add(w.get("tour.bracket.champion", bracket.champion()));
    }
    return lines;
  }

  /** The final, the semi-finals, the quarter-finals, else the round of N players. */
  private static String roundName(Words w, int fromLast, int matches) {
    return switch (fromLast) {
      case 0 -> w.get("tour.bracket.final");
      case 1 -> w.get("tour.bracket.semifinal");
      case 2 -> w.get("tour.bracket.quarterfinal");
      default -> w.get("tour.bracket.round_of", w.number(matches * 2L));
    };
  }

  private static String seat(Words w, String player, int seed) {
    return player == null ? w.get("tour.bracket.unknown")
        : w.get("tour.bracket.seat", w.number(seed), player);
  }

  private static String state(Words w, Match m) {
    String score = points(w, m.highHalf()) + "-" + points(w, m.lowHalf());
    String tiebreak = points(w, m.highTiebreakHalf()) + "-" + points(w, m.lowTiebreakHalf());
    return switch (m.decision()) {
      // both players known (two byes' winners) but the stage not paired yet: no game is played
      // the game being played is the last paired: its number in the match; once it is over, the
      // tied match waits for its next game, paired with the tournament's next round
      case OPEN -> m.low() == null || m.games().isEmpty() ? w.get("tour.bracket.waiting")
          : m.games().get(m.games().size() - 1).result() != null
              ? w.get("tour.bracket.between", score, w.number(m.games().size()))
              : w.get("tour.bracket.playing", score, w.number(m.games().size()));
      case BYE -> w.get("tour.bracket.bye", m.high());
      case MATCH -> w.get("tour.bracket.won", m.winner(), score);
      case TIEBREAK -> w.get("tour.bracket.won_tiebreak", m.winner(), score, tiebreak);
      case ARMAGEDDON -> w.get("tour.bracket.won_armageddon", m.winner(), score, tiebreak);
      case WALKOVER -> w.get("tour.bracket.walkover", m.winner(), m.loser());
    };
  }

  /** Half points as points: {@code 1½}, {@code ½}, {@code 2}. */
  private static String points(Words w, int half) {
    String whole = half >= 2 || half % 2 == 0 ? w.number(half / 2) : "";
    return whole + (half % 2 == 1 ? "½" : "");
  }
}
