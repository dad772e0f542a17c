package arbiter.face.text;

import arbiter.event.TournamentReply;
import arbiter.face.words.Words;
import arbiter.tournament.TeamStandings;
import arbiter.tournament.TournamentRefusal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The text face's words for teams: a team's board order, team standings, team refusals. */
final class TeamText {

  private TeamText() {}

  /** {@code team Knights, captain ann: 1. ann, 2. bob}. */
  static List<String> team(Words w, TournamentReply.TeamShown reply) {
    List<String> boards = new ArrayList<>();
    for (int i = 0; i < reply.players().size(); i++) {
      boards.add(w.number(i + 1) + ". " + reply.players().get(i));
    }
    String shown = w.get("team.shown", reply.name(), reply.captain(),
        boards.isEmpty() ? w.get("team.no_players") : String.join(", ", boards));
    return List.of(reply.invited().isEmpty() ? shown
        : shown + w.get("team.invited_list", String.join(", ", reply.invited())));
  }

  /** The teams' table: a heading, then one line a team. */
  static List<String> standings(Words w, TournamentReply.TeamStandingsShown reply) {
    return standings(w, reply.name(), reply.teams());
  }

  /** The teams' table of competition {@code name}: a heading, then one line a team. */
  static List<String> standings(Words w, String name, List<TeamStandings.Row> teams) {
    List<String> lines = new ArrayList<>();
    lines.add(w.get("team.standings_heading", name));
    for (TeamStandings.Row r : teams) {
      lines.add(w.get("team.standings_row", w.number(r.rank()), r.team(),
          w.number(r.matchPoints()), points(r.gameHalfPoints()), w.number(r.directEncounter()),
          points(r.sonnebornBerger()), w.number(r.won()), w.number(r.drawn()),
          w.number(r.lost())) + (r.withdrawn() ? " " + w.get("team.withdrawn_mark") : ""));
    }
    return lines;
  }

  /** Half points as points: {@code 9.5}. */
  private static String points(int halfPoints) {
    return halfPoints / 2 + (halfPoints % 2 == 0 ? "" : ".5");
  }

  /** The sentence of a team competition's refusal. */
  static String refusal(Words w, TournamentRefusal reason, List<Object> args) {
    Object a = args.isEmpty() ? null : args.get(0);
    Object b = args.size() < 2 ? null : args.get(1);
    Object c = args.size() < 3 ? null : args.get(2);
    Object d = args.size() < 4 ? null : args.get(3);
    return switch (reason) {
      case BOARDS_MISSING -> w.get("team.refused.boards_missing");
      case TEAM_FORMAT_ONLY -> w.get("team.refused.format_only", a);
      case TEAM_NEEDED -> w.get("team.refused.team_needed", a);
      case TEAM_ALREADY_IN -> w.get("team.refused.already_in", a, b);
      case TEAM_NOT_IN -> w.get("team.refused.not_in", a, b);
      case TEAM_SHORT -> w.get("team.refused.short", a, b, c);
      case PLAYER_IN_TWO_TEAMS -> w.get("team.refused.two_teams", a, b, c);
      case TEAMS_TOO_FEW -> w.get("team.refused.too_few", a, b);
      case TEAM_SWISS_TOO_FEW -> w.get("team.refused.swiss_too_few", a, b, c, d);
      case NO_LATE_TEAMS -> w.get("team.refused.no_late", a);
      case TEAM_NAME -> w.get("team.refused.name");
      case TEAM_EXISTS -> w.get("team.refused.exists", a);
      case NO_SUCH_TEAM -> w.get("team.refused.no_such", a);
      case NOT_CAPTAIN -> w.get("team.refused.not_captain", a, b);
      case TEAM_NO_USER -> w.get("team.refused.no_user", a);
      case TEAM_BOARD -> w.get("team.refused.board", a, b);
      case TEAM_NOT_MEMBER -> w.get("team.refused.not_member", a, b);
      case LINEUP_SIZE -> w.get("team.refused.lineup_size", a, b, c);
      case LINEUP_PAIRED -> w.get("team.refused.lineup_paired", a, b);
      case TEAM_NOT_INVITED -> w.get("team.refused.not_invited", a);
      default -> reason.name().toLowerCase(Locale.ROOT); // every other reason is worded before
    };
  }
}
