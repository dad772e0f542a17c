package arbiter.face.web;

import arbiter.director.TournamentView;
import arbiter.edge.http.HttpResponses;
import arbiter.face.json.BracketJson;
import arbiter.face.json.TournamentJson;
import arbiter.game.FaultLog;
import arbiter.game.GameSummary;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.StandingsTable;
import com.google.gson.Gson;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The JSON the pages read without logging in, for the projector and the TV:
 * {@code /api/games} (the running games), {@code /api/tournaments} (their names) and
 * {@code /api/tournament?name=N} (one tournament whole: rounds, results, standings, games), and
 * {@code /api/words?lang=L} (the pages' words, {@link PageLanguage}).
 * Everything else a page does goes through the JSON protocol on the WebSocket.
 */
final class WebApi {

  private static final Logger LOG = LoggerFactory.getLogger(WebApi.class);
  private static final Gson GSON = new Gson();
  /**
   * The failures, for every page together: the TV and projector pages ask every 3 s, so an edge
   * that hears no core (a takeover, Redis away) logged a stack trace a page every 3 s.
   */
  private static final FaultLog FAULTS = new FaultLog(LOG, () -> System.nanoTime() / 1_000_000);
  /** A tournament name as {@code tournament create} accepts it. */
  static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,32}");

  private WebApi() {}

  static void answer(ChannelHandlerContext ctx, WebContext web, FullHttpRequest request,
      boolean keepAlive) {
    QueryStringDecoder uri = new QueryStringDecoder(request.uri());
    HttpMethod method = request.method();
    switch (uri.path()) {
      case "/api/games" -> web.source().games().whenComplete((list, error) ->
          reply(ctx, keepAlive, method, error, list == null ? null
              : Map.of("games", games(list))));
      case "/api/tournaments" -> web.source().tournaments().whenComplete((list, error) ->
          reply(ctx, keepAlive, method, error, list == null ? null
              : Map.of("tournaments", list.stream().map(TournamentJson::info).toList())));
      case "/api/tournament" -> {
        List<String> names = uri.parameters().get("name");
        if (names == null || names.size() != 1 || !NAME.matcher(names.get(0)).matches()) {
          HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.NOT_FOUND);
          return;
        }
        web.source().tournament(names.get(0)).whenComplete((view, error) ->
            reply(ctx, keepAlive, method, error, view == null ? null : tournament(view)));
      }
      case "/api/words" -> PageLanguage.words(ctx, web, request, keepAlive);
      default -> HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.NOT_FOUND);
    }
  }

  private static void reply(ChannelHandlerContext ctx, boolean keepAlive, HttpMethod method,
      Throwable error, Object body) {
    if (error != null) {
      FAULTS.failed("web API failed", error);
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.INTERNAL_SERVER_ERROR);
    } else if (body == null) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.NOT_FOUND);
    } else {
      HttpResponses.json(ctx, keepAlive, method, HttpResponseStatus.OK, GSON.toJson(body));
    }
  }

  /**
   * What a bye board gives: {@code full}, {@code half} or {@code zero} points when asked for or
   * given by an organizer, {@code pab-1}, {@code pab-half} or {@code pab-0} when the pairing
   * allocated it (its worth is the tournament's {@code pab} setting).
   */
  private static String byeKind(Pairing pairing, int byeHalfPoints) {
    if (pairing.result() == Result.HALF_BYE) {
      return "half";
    }
    if (pairing.result() == Result.FULL_BYE) {
      return "full";
    }
    if (pairing.result() == Result.ZERO_BYE) {
      return "zero";
    }
    return switch (byeHalfPoints) {
      case 2 -> "pab-1";
      case 1 -> "pab-half";
      default -> "pab-0";
    };
  }

  private static List<Map<String, Object>> games(List<GameSummary> summaries) {
    List<Map<String, Object>> games = new ArrayList<>();
    for (GameSummary game : summaries) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("game", game.id());
      row.put("variant", game.variant());
      row.put("white", game.white());
      row.put("black", game.black());
      row.put("moves", game.turns());
      games.add(row);
    }
    return games;
  }

  /** One tournament whole, as {@code /api/tournament} and the projector's socket show it. */
  static Map<String, Object> tournament(TournamentView view) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("name", view.name());
    json.put("variant", view.variant());
    json.put("format", view.format());
    json.put("phase", view.phase());
    json.put("round", view.round());
    json.put("rounds", view.rounds());
    json.put("time", view.timeControl());
    json.put("players", view.players());
    json.put("withdrawn", view.withdrawn());
    if (view.otb()) {
      json.put("otb", true);
    }
    List<List<Map<String, Object>>> rounds = new ArrayList<>();
    for (int r = 0; r < view.roundsPaired().size(); r++) {
      List<Map<String, Object>> boards = new ArrayList<>();
      for (Pairing pairing : view.roundsPaired().get(r)) {
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("board", pairing.board());
        board.put("white", pairing.white());
        board.put("black", pairing.black());
        board.put("result", pairing.result() == null ? null : pairing.result().label());
        if (pairing.isBye()) {
          board.put("bye", byeKind(pairing, view.byeHalfPoints()));
        }
        board.put("game", view.games().get((r + 1) + ":" + pairing.board()));
        boards.add(board);
      }
      rounds.add(boards);
    }
    json.put("pairings", rounds);
    json.put("ratings", view.ratings());
    json.put("startsIn", view.startsInSeconds());
    json.put("breakIn", view.breakSeconds());
    // the same rows as the JSON protocol's (version 2): tie-breaks by code, in the tournament's order
    StandingsTable standings = view.standings();
    json.put("standings", TournamentJson.standings(standings));
    json.put("tiebreaks", TournamentJson.codes(standings));
    json.put("roundInPlay", standings.roundInPlay()); // in the points, not yet in the tie-breaks
    json.put("bracket", BracketJson.of(view.bracket())); // null but for a knockout
    if (view.arena() != null) {
      json.put("arena", Map.of("minutes", view.arena().minutes(),
          "secondsLeft", view.arena().secondsLeft()));
    }
    if (view.teams().isTeam()) { // a team competition: its boards, lineups and team standings
      json.put("boards", view.teams().boards());
      json.put("teams", view.teams().teams().stream().map(team -> Map.of("team", team.team(),
          "captain", team.captain(), "players", team.players())).toList());
      json.put("teamStandings", TournamentJson.teamRows(view.teamStandings()));
    }
    return json;
  }
}
