package arbiter.client.words;

import arbiter.protocol.TournamentData;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A tournament's standings or a round's boards as a table of cells, made from the fields of the
 * server's answer (protocol version 2); the Swing client shows it as a table, the console as
 * aligned text.
 */
public record TournamentTable(String title, List<String> columns, List<List<String>> rows) {

  /** Tie-breaks that count things: shown as whole numbers. */
  private static final Set<String> COUNTS = Set.of("WIN", "WON", "BPG", "BWG", "REP", "ARO", "RTNG", "TPN");

  /** The standings: rank, player, points, then one column per tie-break code. */
  public static TournamentTable standings(String name, List<TournamentData.StandingRow> standings,
      List<String> tieBreaks) {
    List<String> columns = new ArrayList<>(List.of(w("client.col_rank"), w("client.col_player"),
        w("client.col_points")));
    columns.addAll(tieBreaks);
    boolean arena = standings.stream().anyMatch(row -> row.sheet() != null);
    if (arena) {
      columns.add(w("client.arena_sheet"));
    }
    List<List<String>> rows = new ArrayList<>();
    for (TournamentData.StandingRow row : standings) {
      List<String> cells = new ArrayList<>(List.of(Integer.toString(row.rank()), row.player(),
          String.format(Locale.ROOT, row.sheet() != null ? "%.0f" : "%.1f", row.points())));
      Map<String, Double> values = row.tiebreaks();
      for (String code : tieBreaks) {
        Double value = values == null ? null : values.get(code);
        cells.add(value == null ? "" : number(code, value));
      }
      if (arena) { // each game's points, then the streak or pause mark
        String sheet = String.join(" ", row.sheet().stream().map(String::valueOf).toList());
        cells.add(sheet + (Boolean.TRUE.equals(row.paused()) ? " " + w("client.arena_paused")
            : Boolean.TRUE.equals(row.fire()) ? " " + w("client.arena_fire") : ""));
      }
      rows.add(cells);
    }
    return new TournamentTable(w("client.n_standings_of", name), columns, rows);
  }

  /** A team competition's teams: rank, team, MP, GP, DE, TSB, won, drawn, lost. */
  public static TournamentTable teams(String name, List<TournamentData.TeamRow> teams) {
    List<List<String>> rows = new ArrayList<>();
    for (TournamentData.TeamRow row : teams) {
      rows.add(List.of(Integer.toString(row.rank()), row.team() + (row.withdrawn() ? " (-)" : ""),
          Integer.toString(row.matchPoints()), String.format(Locale.ROOT, "%.1f", row.gamePoints()),
          Integer.toString(row.directEncounter()),
          String.format(Locale.ROOT, "%.1f", row.sonnebornBerger()),
          Integer.toString(row.won()), Integer.toString(row.drawn()), Integer.toString(row.lost())));
    }
    return new TournamentTable(w("client.n_team_standings_of", name),
        List.of(w("client.col_rank"), w("client.col_team"), "MP", "GP", "DE", "TSB", "+", "=",
            "-"), rows);
  }

  /** A team as its captain keeps it: its players in board order, then those invited. */
  public static TournamentTable team(TournamentData.TeamInfo team) {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < team.players().size(); i++) {
      rows.add(List.of(Integer.toString(i + 1), team.players().get(i)));
    }
    if (team.invited() != null) {
      team.invited().forEach(player -> rows.add(List.of(w("client.cell_invited"), player)));
    }
    return new TournamentTable(w("client.n_team_of", team.name(), team.captain()),
        List.of(w("client.col_board"), w("client.col_player")), rows);
  }

  /** A round's boards; a board without a result is {@code playing}. */
  public static TournamentTable pairings(String title, List<TournamentData.Board> boards) {
    List<List<String>> rows = new ArrayList<>();
    for (TournamentData.Board board : boards) {
      boolean bye = board.black() == null;
      rows.add(List.of(Integer.toString(board.board()), board.white(),
          bye ? w("client.cell_no_opponent") : board.black(),
          bye ? w("client.cell_bye") : board.result() == null ? w("client.cell_playing")
              : board.result()));
    }
    return new TournamentTable(w("client.n_pairings_of", title),
        List.of(w("client.col_board"), w("client.col_white"), w("client.col_black"),
            w("client.col_result")), rows);
  }

  /**
   * A knockout's bracket, a row a match, round 1 first: the two players with their seeds, the
   * match score (tie-break score in brackets) and who goes on, or how.
   */
  public static TournamentTable bracket(String name, TournamentData.Bracket bracket) {
    List<List<String>> rows = new ArrayList<>();
    for (List<TournamentData.BracketMatch> round : bracket.rounds()) {
      for (TournamentData.BracketMatch m : round) {
        boolean played = m.low() != null && !m.decided().equals("walkover");
        String score = !played ? "" : half(m.highPoints()) + "-" + half(m.lowPoints())
            + (m.highTiebreak() + m.lowTiebreak() > 0
                ? " (" + half(m.highTiebreak()) + "-" + half(m.lowTiebreak()) + ")" : "");
        rows.add(List.of(m.round() + "." + m.match(), seat(m.high(), m.highSeed()),
            m.decided().equals("bye") ? w("client.n_b_bye") : seat(m.low(), m.lowSeed()), score,
            m.winner() == null ? "" : m.winner() + (m.decided().equals("match")
                || m.decided().equals("open") ? "" : " (" + m.decided() + ")")));
      }
    }
    return new TournamentTable(w("client.n_bracket_of", name),
        List.of(w("client.n_b_match"), w("client.n_b_high"), w("client.n_b_low"),
            w("client.n_b_score"), w("client.n_b_winner")), rows);
  }

  private static String seat(String player, int seed) {
    return player == null ? "?" : "(" + seed + ") " + player;
  }

  private static String half(double points) {
    return points == Math.rint(points) ? Long.toString(Math.round(points))
        : String.format(Locale.ROOT, "%.1f", points);
  }

  private static String number(String code, double value) {
    if (COUNTS.contains(code)) {
      return Long.toString(Math.round(value));
    }
    boolean halves = value * 2 == Math.rint(value * 2);
    return String.format(Locale.ROOT, halves ? "%.1f" : "%.2f", value);
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
