package arbiter.protocol;

import java.util.List;
import java.util.Map;

/**
 * The fields of a tournament answer in protocol version 2, which a client reads instead of the
 * {@code lines} meant for people. {@code kind} says which fields are set; the others are absent.
 *
 * <p>Kinds and their fields: {@code created}, {@code imported} (tournament); {@code listed}
 * (tournaments); {@code joined}, {@code left}, {@code started} (none); {@code standings}
 * (standings, tiebreaks, csv, roundInPlay); {@code pairings} (round, boards); {@code crosstable}
 * (crosstable); {@code trf} (trf); {@code audit} (audit); {@code options} (options);
 * {@code arbiter_named} (player); {@code entered} (player, half); {@code withdrawn},
 * {@code reinstated} (player);
 * {@code paired} (round, over); {@code begun} (round); {@code reseated} (round, change, boards);
 * {@code corrected} (round, board, from, to); {@code configured} (key, value); {@code bye}
 * (player, round); {@code invited} (player); {@code seat_offered} (from: the seat, a player
 * without an account; to: the account it is offered to); {@code bracket} (bracket, a knockout's); {@code team} (team);
 * {@code team_standings} (teams, then the players' standings, tiebreaks, roundInPlay).
 * {@code roundInPlay}: the round being played whose results so far count in the standings' points
 * and not yet in their tie-breaks; absent when none.
 */
public record TournamentData(
    String kind,
    Info tournament,
    List<Info> tournaments,
    Integer round,
    Integer board,
    String player,
    Boolean half,
    Boolean over,
    String change,
    List<Board> boards,
    List<StandingRow> standings,
    List<String> tiebreaks,
    Boolean csv,
    List<CrossRow> crosstable,
    List<String> trf,
    List<AuditRow> audit,
    List<OptionRow> options,
    String key,
    String value,
    String from,
    String to,
    Bracket bracket,
    List<TeamRow> teams,
    TeamInfo team,
    Integer roundInPlay) {

  /** A reply of {@code kind} with no field set; the {@code with...} methods add them. */
  public static TournamentData of(String kind) {
    return new TournamentData(kind, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null, null);
  }

  public TournamentData withTournament(Info info) {
    return new TournamentData(kind, info, tournaments, round, board, player, half, over, change,
        boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withTournaments(List<Info> list) {
    return new TournamentData(kind, tournament, list, round, board, player, half, over, change,
        boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withRound(int number) {
    return new TournamentData(kind, tournament, tournaments, number, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withBoard(int number) {
    return new TournamentData(kind, tournament, tournaments, round, number, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withPlayer(String name) {
    return new TournamentData(kind, tournament, tournaments, round, board, name, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withHalf(boolean flag) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, flag, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withOver(boolean flag) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, flag,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withChange(String text) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        text, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value, from,
        to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withBoards(List<Board> list) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, list, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value, from,
        to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withStandings(List<StandingRow> rows, List<String> codes, boolean asCsv) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, rows, codes, asCsv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  /**
   * Sets the round in play of a {@code standings} or {@code team_standings} answer: its results so
   * far are in the points, not yet in the tie-breaks; left absent (none) for 0.
   */
  public TournamentData withRoundInPlay(int number) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, team, number == 0 ? null : number);
  }

  public TournamentData withCrosstable(List<CrossRow> rows) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, rows, trf, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withTrf(List<String> lines) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, lines, audit, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withAudit(List<AuditRow> rows) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, rows, options, key, value,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withOptions(List<OptionRow> rows) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, rows, key, value, from,
        to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withOption(String name, String text) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, name, text,
        from, to, bracket, teams, team, roundInPlay);
  }

  public TournamentData withResults(String was, String now) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        was, now, bracket, teams, team, roundInPlay);
  }

  public TournamentData withBracket(Bracket drawn) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, drawn, teams, team, roundInPlay);
  }

  /**
   * A knockout's bracket: the match rules, and every round's matches, round 1 first (the final
   * last); players not known yet are absent.
   *
   * @param size the field rounded up to a power of two (byes fill it)
   * @param games each match's games; then {@code tiebreakGames} at {@code tiebreakTime}, then an
   *     armageddon at {@code armageddonTime} with {@code armageddonBonus} seconds more for white
   * @param champion the winner of the final, absent while it is played
   */
  public record Bracket(int size, int games, int tiebreakGames, String tiebreakTime,
      String armageddonTime, int armageddonBonus, String champion,
      List<List<BracketMatch>> rounds) {}

  /**
   * One match of a bracket: {@code high} the higher seed. Points are the match games', {@code
   * highTiebreak} and {@code lowTiebreak} the tie-break games'.
   *
   * @param round the bracket round, 1 first
   * @param match the match's place in its round, 1 at the top
   * @param decided {@code open}, {@code bye}, {@code match}, {@code tiebreak}, {@code armageddon}
   *     or {@code walkover}
   */
  public record BracketMatch(int round, int match, String high, String low, int highSeed,
      int lowSeed, double highPoints, double lowPoints, double highTiebreak, double lowTiebreak,
      String winner, String decided, List<BracketGame> games) {}

  /**
   * One game of a match, where it was seated ({@code round}, {@code board}).
   *
   * @param stage {@code match}, {@code tiebreak} or {@code armageddon}
   * @param result as a board's, absent while played
   * @param counted false when a correction decided the match before it
   */
  public record BracketGame(int round, int board, String stage, String white, String black,
      String result, boolean counted) {}

  /**
   * A tournament in a list.
   *
   * @param format {@code roundrobin}, {@code swiss} or {@code knockout}
   * @param phase {@code open}, {@code running} or {@code finished}
   * @param round the round being played (0 before the start)
   * @param time the games' time control, absent when untimed
   */
  /** Sets the teams' standings of a team competition ({@code team_standings}). */
  public TournamentData withTeams(List<TeamRow> rows) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, rows, team, roundInPlay);
  }

  /** Sets a team as its captain keeps it ({@code team}). */
  public TournamentData withTeam(TeamInfo info) {
    return new TournamentData(kind, tournament, tournaments, round, board, player, half, over,
        change, boards, standings, tiebreaks, csv, crosstable, trf, audit, options, key, value,
        from, to, bracket, teams, info, roundInPlay);
  }

  /**
   * One team's line of a team competition's standings: match points, game points (points),
   * direct encounter (match points among the tied teams), team Sonneborn-Berger (points times
   * match points), matches played, won, drawn and lost.
   */
  public record TeamRow(int rank, String team, int matchPoints, double gamePoints,
      int directEncounter, double sonnebornBerger, int played, int won, int drawn, int lost,
      boolean withdrawn) {}

  /** A team: its captain and its players in board order. */
  /** A team: its captain, its players in board order, and who is invited but has not accepted. */
  public record TeamInfo(String name, String captain, List<String> players, List<String> invited) {}

  public record Info(String name, String variant, String format, int rounds, int limit,
      String time, int players, String phase, int round) {}

  /**
   * One board of a round.
   *
   * @param black absent for a bye
   * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code +/-}, {@code -/+},
   *     {@code -/-}, {@code bye}, {@code bye 1/2}, {@code bye 0}; absent while unplayed
   */
  public record Board(int board, String white, String black, String result, String state,
      String whiteReport, String blackReport, Boolean live) {

    /** A board as every pairings list shows it: no over-the-board fields. */
    public Board(int board, String white, String black, String result) {
      this(board, white, black, result, null, null, null, null);
    }
  }

  /**
   * One line of the standings; {@code tiebreaks} by code, in the tournament's order. An arena's
   * rows add {@code sheet} (each finished game's points, in order), {@code fire} (on a streak:
   * the next game counts double) and {@code paused}; absent in the other formats.
   */
  public record StandingRow(int rank, String player, int number, double points,
      Map<String, Double> tiebreaks, List<Integer> sheet, Boolean fire, Boolean paused) {

    /** A row of a round robin or a Swiss. */
    public StandingRow(int rank, String player, int number, double points,
        Map<String, Double> tiebreaks) {
      this(rank, player, number, points, tiebreaks, null, null, null);
    }
  }

  /** One line of the crosstable: a cell per round ({@code 4w1}, {@code =bye}, {@code -}). */
  public record CrossRow(int rank, String player, double points, List<String> cells) {}

  /**
   * One action of the audit log; {@code at} in epoch milliseconds. {@code kind} says what was done
   * ({@code swap}, {@code bye}, {@code legacy} for a row stored as text before kinds) and
   * {@code args} its arguments in order, texts and whole numbers (see the protocol's README);
   * {@code message} words it in the client's language; {@code action} is its English words, as
   * the text face's log shows it. {@code director} is {@code true} when no user did it but the
   * server by the tournament's rules ({@code by} then says {@code server}), absent otherwise.
   */
  public record AuditRow(long at, String by, String action, String kind, List<Object> args,
      String message, Boolean director) {

    /** A user's action. */
    public AuditRow(long at, String by, String action, String kind, List<Object> args,
        String message) {
      this(at, by, action, kind, args, message, null);
    }
  }

  /** An option's value; {@code fallback} true when it is the server's default. */
  public record OptionRow(String key, String value, boolean fallback) {}
}
