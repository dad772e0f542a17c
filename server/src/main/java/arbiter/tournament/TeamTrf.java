package arbiter.tournament;

import arbiter.tournament.trf.TrfText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A team competition's team records for the report file: one {@code 013} line a team, in the
 * layout TRF-16 gives it: the team's name in columns 5-36, then its players' starting ranks in
 * board order, four columns each (37-40, 42-45...).
 */
final class TeamTrf {

  private TeamTrf() {}

  /** The {@code 013} lines of the tournament's teams, in entry order; none for players. */
  static List<TrfText> lines(Tournament tournament) {
    List<String> players = tournament.players();
    List<TrfText> lines = new ArrayList<>();
    for (TeamLineup team : TeamField.of(tournament).teams()) {
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "013 %-32.32s",
          team.team()));
      for (int b = 0; b < team.players().size(); b++) {
        line.append(b == 0 ? "" : " ").append(String.format(Locale.ROOT, "%4d",
            players.indexOf(team.players().get(b)) + 1));
      }
      lines.add(new TrfText(line.toString()));
    }
    return lines;
  }
}
