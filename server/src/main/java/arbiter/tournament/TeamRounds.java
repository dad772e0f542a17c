package arbiter.tournament;

import arbiter.rules.Side;
import arbiter.tournament.TournamentEvent.LineupSet;
import arbiter.tournament.TournamentEvent.TeamJoined;
import arbiter.tournament.TournamentEvent.TeamLeft;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rules of a team competition that reach into a tournament's state: teams entering and
 * leaving, and the pairing of a round of team matches.
 *
 * <p>A team round robin pairs the teams by the Berger tables, by the order they entered. A team
 * Swiss pairs the teams by the Dutch system ({@link DutchPairer}) with match points as the score
 * (2 a won match, 1 a drawn one: the half points the pairer counts), so teams meet teams of equal
 * match points, never twice; a team's colour is its colour on board 1, and the pairer's colour
 * rules (alternation, preferences) then work on teams as FIDE's team Swiss rules ask. Each match
 * is expanded to its boards: the team named first has white on the odd boards, the other on the
 * even ones, board 1 of the match against board 1 and so on. A bye team scores its boards as the
 * pairing-allocated bye ({@link Format#byeHalfPoints}: a won match in a Swiss, nothing in a round
 * robin).
 */
final class TeamRounds {

  private TeamRounds() {}

  /**
   * Checks a tournament's announcement: a name, the rounds of a Swiss (a knockout's games a
   * match, an arena's minutes), the boards of a team competition; the rounds of a round robin and
   * the boards of a tournament of players are 0.
   */
  static TournamentEvent.Created created(TournamentEvent.Created c) {
    if (c.name() == null || c.name().isBlank()) {
      throw new TournamentException(TournamentRefusal.NAME_MISSING);
    }
    Format format = c.format();
    // a Swiss's rounds, a knockout's games a match, an arena's minutes; a round robin's follow
    // from its field
    boolean swiss = format != Format.ROUND_ROBIN && format != Format.TEAM_ROUND_ROBIN;
    if (swiss && c.rounds() < 1) {
      throw new TournamentException(TournamentRefusal.roundsMissing(format));
    }
    if (format.isTeam() && c.boards() < 1) {
      throw new TournamentException(TournamentRefusal.BOARDS_MISSING);
    }
    return new TournamentEvent.Created(c.name(), c.variant(), format, swiss ? c.rounds() : 0,
        c.moveLimit(), c.creator(), c.timeControl(), format.isTeam() ? c.boards() : 0);
  }

  /** Enters a team; before the start, or after it in a team Swiss (a late entry). */
  static TeamJoined join(Tournament t, TournamentState s, String team, String captain,
      List<String> lineup) {
    Format format = s.created.format();
    if (!format.isTeam()) {
      throw new TournamentException(TournamentRefusal.TEAM_FORMAT_ONLY, t.name());
    }
    if (s.phase == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, t.name());
    }
    if (s.phase == Phase.RUNNING && format != Format.TEAM_SWISS) {
      throw new TournamentException(TournamentRefusal.NO_LATE_TEAMS, t.name());
    }
    if (s.teams.containsKey(team)) {
      throw new TournamentException(TournamentRefusal.TEAM_ALREADY_IN, team, t.name());
    }
    if (lineup.size() < s.created.boards() || lineup.isEmpty()) {
      throw new TournamentException(TournamentRefusal.TEAM_SHORT, team, lineup.size(),
          s.created.boards());
    }
    for (String player : lineup) {
      String other = teamOf(s).get(player);
      if (other != null || lineup.indexOf(player) != lineup.lastIndexOf(player)) {
        throw new TournamentException(TournamentRefusal.PLAYER_IN_TWO_TEAMS, player,
            other == null ? team : other, t.name());
      }
    }
    return t.commit(new TeamJoined(team, captain,
        lineup.subList(0, s.created.boards())));
  }

  /** Takes a team out: removed before the start, every player withdrawn after it. */
  static TeamLeft leave(Tournament t, TournamentState s, String team) {
    if (s.phase == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, t.name());
    }
    TeamLineup lineup = s.teams.get(team);
    if (lineup == null) {
      throw new TournamentException(TournamentRefusal.TEAM_NOT_IN, team, t.name());
    }
    if (s.phase == Phase.RUNNING && withdrawn(s, lineup)) {
      throw new TournamentException(TournamentRefusal.ALREADY_LEFT, team, t.name());
    }
    return t.commit(new TeamLeft(team));
  }

  /**
   * Sets a team's board order for the rounds paired from now on: before the start, or while no
   * published round waits for its games (a paired round keeps its boards). The players are one a
   * board, none of another team or withdrawn; the team's other players stay its reserves.
   */
  static LineupSet lineup(Tournament t, TournamentState s, String team, List<String> players,
      String by) {
    if (!s.created.format().isTeam()) {
      throw new TournamentException(TournamentRefusal.TEAM_FORMAT_ONLY, t.name());
    }
    if (s.phase == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, t.name());
    }
    if (!s.teams.containsKey(team)) {
      throw new TournamentException(TournamentRefusal.TEAM_NOT_IN, team, t.name());
    }
    if (Attendance.published(s)) {
      throw new TournamentException(TournamentRefusal.LINEUP_PAIRED, s.rounds.size(), t.name());
    }
    int different = (int) players.stream().distinct().count();
    if (different != players.size() || different != s.created.boards()) {
      throw new TournamentException(TournamentRefusal.LINEUP_SIZE, team, different,
          s.created.boards());
    }
    Map<String, String> teamOf = teamOf(s);
    for (String player : players) {
      String other = teamOf.get(player);
      if (other != null && !other.equals(team)) {
        throw new TournamentException(TournamentRefusal.PLAYER_IN_TWO_TEAMS, player, other,
            t.name());
      }
      if (s.withdrawn.containsKey(player)) {
        throw new TournamentException(TournamentRefusal.HAS_WITHDRAWN, player, t.name());
      }
    }
    return t.commit(new LineupSet(team, players, by));
  }

  /** Performs a team event on the state. */
  static void evolve(TournamentState s, TournamentEvent event) {
    if (event instanceof TeamJoined e) {
      s.teams.put(e.team(), new TeamLineup(e.team(), e.captain(), e.lineup()));
      s.players.addAll(e.lineup());
      for (List<Pairing> round : s.rounds) { // a late entry loses the rounds it missed
        for (String player : e.lineup()) {
          round.add(new Pairing(round.size() + 1, player, null, Result.ZERO_BYE));
        }
      }
    } else if (event instanceof LineupSet e) {
      TeamLineup old = s.teams.get(e.team());
      List<String> order = new ArrayList<>(e.players());
      old.players().stream().filter(p -> !order.contains(p)).forEach(order::add); // reserves
      s.teams.put(e.team(), new TeamLineup(e.team(), old.captain(), order));
      e.players().stream().filter(p -> !s.players.contains(p)).forEach(s.players::add);
    } else if (event instanceof TeamLeft e) {
      TeamLineup lineup = s.phase == Phase.REGISTRATION
          ? s.teams.remove(e.team()) : s.teams.get(e.team());
      for (String player : lineup.players()) {
        if (s.phase == Phase.REGISTRATION) {
          s.players.remove(player);
        } else if (!s.withdrawn.containsKey(player)) {
          s.withdrawn.put(player, s.rounds.size());
          s.forfeitCurrentGame(player);
        }
      }
    }
  }

  /** The rounds a team competition plays: the Swiss setting, or the teams' Berger table. */
  static int rounds(TournamentState s) {
    return s.created.format() == Format.TEAM_SWISS
        ? s.created.rounds() : BergerTable.roundCount(Math.max(s.teams.size(), 2));
  }

  /** Refuses to start a team competition too small for its rounds. */
  static void requireStartable(Tournament t, TournamentState s) {
    int teams = s.teams.size();
    if (teams < 2) {
      throw new TournamentException(TournamentRefusal.TEAMS_TOO_FEW, t.name(), teams);
    }
    if (s.created.format() == Format.TEAM_SWISS && teams <= s.created.rounds()) {
      throw new TournamentException(TournamentRefusal.TEAM_SWISS_TOO_FEW, s.created.rounds(),
          s.created.rounds() + 1, t.name(), teams);
    }
  }

  /** Each player's team. */
  static Map<String, String> teamOf(TournamentState s) {
    Map<String, String> teamOf = new HashMap<>();
    s.teams.values().forEach(l -> l.players().forEach(p -> teamOf.put(p, l.team())));
    return teamOf;
  }

  /** Whether every player of the team has withdrawn. */
  static boolean withdrawn(TournamentState s, TeamLineup lineup) {
    return s.withdrawn.keySet().containsAll(lineup.players());
  }

  /** The next round's boards, or null when no team can be paired. */
  static List<Pairing> pair(TournamentState s) {
    List<String> teams = new ArrayList<>(s.teams.keySet());
    List<String[]> matches = new ArrayList<>(); // home, away (null: a bye)
    if (s.created.format() == Format.TEAM_ROUND_ROBIN) {
      int round = s.rounds.size() + 1;
      for (BergerTable.Game g : BergerTable.round(BergerTable.tableSize(teams.size()), round)) {
        boolean homeReal = g.white() <= teams.size();
        boolean awayReal = g.black() <= teams.size();
        if (homeReal && awayReal) {
          matches.add(new String[] {teams.get(g.white() - 1), teams.get(g.black() - 1)});
        } else {
          matches.add(new String[] {teams.get((homeReal ? g.white() : g.black()) - 1), null});
        }
      }
      matches.sort((a, b) -> Boolean.compare(a[1] == null, b[1] == null)); // the bye last
    } else {
      List<Pairing> paired = DutchPairer.pair(entrants(s, teams),
          new DutchPairer.Setting(s.totalRounds, Side.WHITE, Set.of())).orElse(null);
      if (paired == null || paired.isEmpty()) {
        return null;
      }
      paired.forEach(p -> matches.add(new String[] {p.white(), p.black()}));
    }
    return boards(s, matches);
  }

  /**
   * Each team match expanded to its boards, colours alternating down the board order: each
   * team's first players, as its lineup stands (the others are its reserves).
   */
  private static List<Pairing> boards(TournamentState s, List<String[]> matches) {
    List<Pairing> boards = new ArrayList<>();
    for (String[] match : matches) {
      List<String> home = s.teams.get(match[0]).players();
      for (int b = 0; b < s.created.boards(); b++) {
        if (match[1] == null) {
          boards.add(new Pairing(boards.size() + 1, home.get(b), null, Result.BYE));
          continue;
        }
        String away = s.teams.get(match[1]).players().get(b);
        Pairing board = b % 2 == 0 // board 1, 3...: the home team has white
            ? new Pairing(boards.size() + 1, home.get(b), away, null)
            : new Pairing(boards.size() + 1, away, home.get(b), null);
        boards.add(board.withResult(s.forfeitResult(board)));
      }
    }
    return boards;
  }

  /** The teams as the Dutch pairer sees them: match points as the score, one outcome a round. */
  private static List<DutchPairer.Entrant> entrants(TournamentState s, List<String> teams) {
    Map<String, String> teamOf = teamOf(s);
    int bye = s.options.byeHalfPoints(s.created.format());
    Map<String, List<DutchPairer.Outcome>> outcomes = new LinkedHashMap<>();
    Map<String, Integer> points = new HashMap<>();
    teams.forEach(team -> outcomes.put(team, new ArrayList<>()));
    for (List<Pairing> round : s.rounds) {
      for (TeamMatch match : TeamMatch.of(round, teamOf, bye)) {
        for (String team : new String[] {match.home(), match.away()}) {
          if (team == null) {
            continue;
          }
          int mp = match.matchPointsOf(team);
          points.merge(team, mp, Integer::sum);
          boolean pab = match.away() == null && match.boards().get(0).result() == Result.BYE;
          outcomes.get(team).add(match.away() == null
              ? (pab ? new DutchPairer.Outcome(null, null, false, mp, true)
                  : DutchPairer.Outcome.absent(mp))
              : played(match, team, mp));
        }
      }
    }
    List<DutchPairer.Entrant> entrants = new ArrayList<>();
    for (String team : teams) {
      entrants.add(new DutchPairer.Entrant(team, entrants.size() + 1,
          points.getOrDefault(team, 0), outcomes.get(team),
          !withdrawn(s, s.teams.get(team))));
    }
    return entrants;
  }

  /** A match as one round of a team's history: its colour only if a game was played. */
  private static DutchPairer.Outcome played(TeamMatch match, String team, int matchPoints) {
    boolean played = match.boards().stream().anyMatch(p -> p.result().played());
    Side colour = team.equals(match.home()) ? Side.WHITE : Side.BLACK;
    return new DutchPairer.Outcome(match.opponentOf(team), played ? colour : null, played,
        matchPoints, false);
  }
}
