package arbiter.export;

import arbiter.tournament.TeamStandings;
import java.util.List;
import java.util.Locale;

/**
 * A team competition's team standings as files: a fixed-width table for people and CSV for
 * programs (both in English, as the other sheets the director writes).
 */
public final class TeamSheets {

  private static final String CRLF = "\r\n";
  private static final String HEADER = "rank,team,match_points,game_points,direct_encounter,"
      + "team_sonneborn_berger,played,won,drawn,lost,withdrawn";

  private TeamSheets() {}

  /** One line a team: rank, team, MP, GP, DE, TSB, +won =drawn -lost. */
  public static String teams(List<TeamStandings.Row> rows) {
    int width = 4;
    for (TeamStandings.Row r : rows) {
      width = Math.max(width, r.team().length());
    }
    String format = "%4s  %-" + width + "s  %3s  %5s  %3s  %7s  %s%n";
    StringBuilder text = new StringBuilder(String.format(Locale.ROOT, format, "Rank", "Team",
        "MP", "GP", "DE", "TSB", "+ = -"));
    for (TeamStandings.Row r : rows) {
      text.append(String.format(Locale.ROOT, format, r.rank(), r.team(), r.matchPoints(),
          TournamentSheets.points(r.gameHalfPoints()), r.directEncounter(),
          TournamentSheets.points(r.sonnebornBerger()),
          r.won() + " " + r.drawn() + " " + r.lost() + (r.withdrawn() ? " withdrawn" : "")));
    }
    return text.toString();
  }

  /** The same rows as CSV with a header row and CRLF line ends. */
  public static String teamsCsv(List<TeamStandings.Row> rows) {
    StringBuilder csv = new StringBuilder(HEADER).append(CRLF);
    for (TeamStandings.Row r : rows) {
      csv.append(r.rank()).append(',').append(TournamentSheets.csvField(r.team())).append(',')
          .append(r.matchPoints()).append(',')
          .append(TournamentSheets.points(r.gameHalfPoints())).append(',')
          .append(r.directEncounter()).append(',')
          .append(TournamentSheets.points(r.sonnebornBerger())).append(',')
          .append(r.played()).append(',').append(r.won()).append(',').append(r.drawn())
          .append(',').append(r.lost()).append(',').append(r.withdrawn()).append(CRLF);
    }
    return csv.toString();
  }
}
