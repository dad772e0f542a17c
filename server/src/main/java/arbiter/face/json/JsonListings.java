package arbiter.face.json;

import arbiter.account.ScoreLine;
import arbiter.engine.analysis.WhiteScore;
import arbiter.event.AnalysedMove;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.event.OnlineUser;
import arbiter.export.GameExport;
import arbiter.game.GameSummary;
import arbiter.game.GameView;
import arbiter.game.StoredGame;
import arbiter.protocol.Event;
import arbiter.rating.RatingRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The JSON protocol's listings as structures: who, games, scores, history, ratings, analysis. */
final class JsonListings {

  private JsonListings() {}

  static Event who(AnswerEvent.WhoShown who) {
    List<String> users = new ArrayList<>(who.users().size());
    List<String> bots = new ArrayList<>();
    List<String> guests = new ArrayList<>();
    for (OnlineUser user : who.users()) {
      users.add(user.name());
      if (user.bot()) {
        bots.add(user.name());
      }
      if (user.guest()) {
        guests.add(user.name());
      }
    }
    return new Event.Who(users, who.ratings().isEmpty() ? null : rows(who.ratings()),
        bots.isEmpty() ? null : bots, guests.isEmpty() ? null : guests);
  }

  static Event games(AnswerEvent.GamesShown games) {
    return new Event.Games(summaries(games.games()));
  }

  static Event scoreboard(AnswerEvent.ScoreboardShown scoreboard) {
    List<Event.ScoreRow> rows = new ArrayList<>(scoreboard.rows().size());
    for (ScoreLine row : scoreboard.rows()) {
      rows.add(new Event.ScoreRow(row.name(), row.score(), row.wins(), row.draws(), row.losses()));
    }
    return new Event.Scoreboard(scoreboard.variant(), rows);
  }

  static Event history(AnswerEvent.HistoryShown history) {
    List<Event.HistoryRow> rows = new ArrayList<>(history.games().size());
    for (StoredGame game : history.games()) {
      rows.add(new Event.HistoryRow(game.id(), game.finishedAt(), game.white(), game.black(),
          game.variant(), game.timeControl(), game.result(), game.reason(), game.rated()));
    }
    return new Event.History(history.user(), rows);
  }

  static Event export(AnswerEvent.ExportShown export) {
    // a tournament has one variant, so one file: the answer is one message
    GameExport.Exported file = export.files().get(0);
    return new Event.Export(file.format(), file.fileName(), file.text());
  }

  static Event ratings(AnswerEvent.RatingsShown ratings) {
    return new Event.Ratings(ratings.variant(), rows(ratings.rows()));
  }

  static Event finger(AnswerEvent.FingerShown finger) {
    return new Event.Finger(finger.user(), rows(finger.ratings()), finger.games());
  }

  static Event analysis(AnswerEvent.AnalysisShown analysis) {
    List<Event.AnalysisRow> rows = new ArrayList<>(analysis.rows().size());
    for (AnalysedMove row : analysis.rows()) {
      WhiteScore score = row.score();
      rows.add(new Event.AnalysisRow(row.ply(), row.move(), row.eval(), row.best(),
          row.judgement().name().toLowerCase(Locale.ROOT),
          score.kind() == WhiteScore.Kind.CENTIPAWNS ? score.value() : null,
          score.kind() == WhiteScore.Kind.MATE ? score.value() : null));
    }
    return new Event.Analysis(analysis.game(), rows);
  }

  /** A watched lobby's users and running games. */
  static Event lobby(GameNews.LobbyShown lobby) {
    List<String> users = new ArrayList<>(lobby.users().size());
    lobby.users().forEach(user -> users.add(user.name()));
    return new Event.Lobby(users, summaries(lobby.games()));
  }

  /** A game has started: who plays it, its variant and its time control. */
  static Event started(GameView view) {
    return new Event.GameStarted(view.id(), view.variant().id(), view.white(), view.black(),
        view.limit(), view.clock() == null ? null : view.clock().control());
  }

  private static List<Event.GameSummary> summaries(List<GameSummary> games) {
    List<Event.GameSummary> summaries = new ArrayList<>(games.size());
    for (GameSummary game : games) {
      summaries.add(new Event.GameSummary(game.id(), game.variant(), game.white(), game.black(),
          game.turns()));
    }
    return summaries;
  }

  private static List<Event.RatingRow> rows(List<RatingRow> rows) {
    List<Event.RatingRow> wire = new ArrayList<>(rows.size());
    for (RatingRow row : rows) {
      wire.add(new Event.RatingRow(row.user(), row.variant(), (int) Math.round(row.rating().rating()),
          (int) Math.round(row.rating().deviation()), row.rating().volatility(), row.rating().games()));
    }
    return wire;
  }
}
