package arbiter.client.console;

import arbiter.client.archive.HistoryText;
import arbiter.client.clock.TimeControlText;
import arbiter.client.words.ChallengeText;
import arbiter.client.words.ClosingText;
import arbiter.client.words.RefusalText;
import arbiter.client.words.TournamentTable;
import arbiter.client.words.TournamentWords;
import arbiter.protocol.Event;
import arbiter.protocol.TournamentData;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/** How the console shows a server message (states are drawn by {@link ConsoleSession}). */
final class EventText {

  private EventText() {}

  static List<String> lines(Event event) {
    return lines(event, ZoneId.systemDefault());
  }

  /** The lines for an event; a history's dates are in {@code zone}. */
  static List<String> lines(Event event, ZoneId zone) {
    if (event instanceof Event.History history) {
      return history(history, zone);
    }
    if (event instanceof Event.Ratings ratings) {
      return ratings(ratings);
    }
    if (event instanceof Event.Finger finger) {
      return finger(finger);
    }
    if (event instanceof Event.Analysis analysis) {
      return analysis(analysis);
    }
    if (event instanceof Event.Welcome welcome) {
      return List.of(w("client.e_connected", welcome.server(), welcome.version()));
    }
    if (event instanceof Event.Ok ok) {
      return ok.message().isEmpty() ? List.of() : ok.message().lines().toList();
    }
    if (event instanceof Event.Error error) {
      return List.of("! " + RefusalText.of(error, null));
    }
    if (event instanceof Event.Challenged c) {
      return List.of(w("client.e_challenge", c.from(), ChallengeText.terms(c)));
    }
    if (event instanceof Event.Declined declined) {
      return List.of(w("client.e_declined", declined.by()));
    }
    if (event instanceof Event.GameStarted g) {
      return List.of(w("client.e_started", g.game(), g.variant(), g.white(), g.black())
          + (g.limit() > 0 ? w("client.e_limit", g.limit()) : "") + timed(g.time()));
    }
    if (event instanceof Event.Chat chat) {
      return List.of((chat.spectator() ? w("client.e_spectator") : "") + chat.from() + ": " + chat.text());
    }
    if (event instanceof Event.DrawOffered offered) {
      return List.of(w("client.e_draw_offer", offered.from()));
    }
    if (event instanceof Event.Notice notice) {
      return List.of("* " + notice.text());
    }
    if (event instanceof Event.Closing closing) {
      return List.of(ClosingText.of(closing));
    }
    if (event instanceof Event.Who who) {
      return List.of(w("client.e_online", String.join(", ", who.users())));
    }
    if (event instanceof Event.Games games) {
      if (games.games().isEmpty()) {
        return List.of(w("client.e_no_games"));
      }
      List<String> lines = new ArrayList<>();
      for (Event.GameSummary g : games.games()) {
        lines.add(w("client.e_game_line", g.game(), g.variant(), g.white(), g.black(), g.moves()));
      }
      return lines;
    }
    if (event instanceof Event.Scoreboard board) {
      return scoreboard(board);
    }
    if (event instanceof Event.Tournament t) {
      return tournament(t);
    }
    if (event instanceof Event.RoundPairings round) {
      String when = round.seconds() > 0 ? ", " + w("swing.t_starts_in", round.seconds()) : "";
      return table(TournamentTable.pairings(
          w("swing.t_name_round", round.tournament(), round.round()) + when,
          round.pairings() == null ? List.of() : round.pairings()));
    }
    List<String> simul = arbiter.client.words.SimulWords.lines(event);
    if (simul != null) {
      return simul;
    }
    String news = TournamentWords.news(event);
    return news == null ? List.of() : List.of("* " + news);
  }

  /**
   * A tournament answer: its tables and lists from the fields (protocol version 2), any other
   * answer as the server words it.
   */
  static List<String> tournament(Event.Tournament t) {
    TournamentData data = t.data();
    if (data == null) {
      return t.lines();
    }
    return switch (data.kind()) {
      case "standings" -> data.csv() ? t.lines()
          : inPlay(data, table(TournamentTable.standings(t.name(), data.standings(),
              data.tiebreaks())));
      case "team_standings" -> {
        List<String> lines = new ArrayList<>(table(TournamentTable.teams(t.name(), data.teams())));
        lines.addAll(table(TournamentTable.standings(t.name(), data.standings(), data.tiebreaks())));
        yield inPlay(data, lines);
      }
      case "pairings" ->
          table(TournamentTable.pairings(w("swing.t_name_round", t.name(), data.round()), data.boards()));
      case "bracket" -> table(TournamentTable.bracket(t.name(), data.bracket()));
      case "team" -> table(TournamentTable.team(data.team()));
      case "listed" -> data.tournaments().isEmpty() ? List.of(w("client.e_no_tournaments"))
          : data.tournaments().stream().map(TournamentWords::summary).toList();
      default -> t.lines();
    };
  }

  /** The standings' lines, then the note of a round in play when there is one. */
  private static List<String> inPlay(TournamentData data, List<String> lines) {
    String note = TournamentWords.roundInPlay(data);
    if (note == null) {
      return lines;
    }
    List<String> noted = new ArrayList<>(lines);
    noted.add(note);
    return noted;
  }

  private static List<String> table(TournamentTable table) {
    List<String> lines = new ArrayList<>();
    lines.add(table.title() + ":");
    lines.addAll(TextTable.lines(table.columns(), table.rows()));
    return lines;
  }

  /** The scoreboard: each number column as wide as its header in the language, at least. */
  private static List<String> scoreboard(Event.Scoreboard board) {
    List<String> headers = List.of(w("client.s_score"), w("client.s_wins"), w("client.s_draws"),
        w("client.s_losses"));
    int[] least = {6, 5, 5, 6};
    StringBuilder format = new StringBuilder("%-16s");
    for (int i = 0; i < least.length; i++) {
      format.append(" %").append(Math.max(least[i], headers.get(i).length())).append('s');
    }
    List<String> lines = new ArrayList<>();
    lines.add(String.format(format.toString(), w("client.s_user"), headers.get(0), headers.get(1),
        headers.get(2), headers.get(3)));
    for (Event.ScoreRow row : board.rows()) {
      lines.add(String.format(format.toString(), row.user(), row.score(), row.wins(), row.draws(),
          row.losses()));
    }
    return lines;
  }

  /** A user's games as a table, newest first. */
  static List<String> history(Event.History history, ZoneId zone) {
    if (history.games().isEmpty()) {
      return List.of(w("client.e_no_history", history.user()));
    }
    List<List<String>> rows = new ArrayList<>();
    for (Event.HistoryRow row : history.games()) {
      rows.add(HistoryText.cells(row, history.user(), zone));
    }
    List<String> lines = new ArrayList<>();
    lines.add(rows.size() == 1 ? w("client.e_last_one", history.user())
        : w("client.e_last", rows.size(), history.user()));
    lines.addAll(TextTable.lines(HistoryText.columns(), rows));
    return lines;
  }

  /** A rating list, best first. */
  static List<String> ratings(Event.Ratings ratings) {
    String of = ratings.variant() == null ? w("client.e_every_variant") : ratings.variant();
    if (ratings.rows().isEmpty()) {
      return List.of(w("client.e_no_ratings", of));
    }
    List<List<String>> rows = new ArrayList<>();
    int rank = 0;
    for (Event.RatingRow row : ratings.rows()) {
      rows.add(List.of(Integer.toString(++rank), row.user(), row.variant(),
          Integer.toString(row.rating()), "\u00b1" + row.deviation(),
          Integer.toString(row.games())));
    }
    List<String> lines = new ArrayList<>();
    lines.add(w("client.e_ratings_in", of));
    lines.addAll(TextTable.lines(List.of("#", w("client.s_user"), w("client.h_variant"),
        w("client.r_rating"), w("client.r_dev"), w("client.r_games")), rows));
    return lines;
  }

  /** A user's ratings per variant and finished games. */
  static List<String> finger(Event.Finger finger) {
    List<String> lines = new ArrayList<>();
    lines.add(finger.games() == 1 ? w("client.e_finger_one", finger.user())
        : w("client.e_finger", finger.user(), finger.games()));
    if (finger.ratings().isEmpty()) {
      lines.add("  " + w("client.e_not_rated"));
    }
    for (Event.RatingRow row : finger.ratings()) {
      lines.add(String.format("  %-12s %s (%d %s)", row.variant(), HistoryText.rating(row),
          row.games(), row.games() == 1 ? w("client.e_game") : w("client.e_games")));
    }
    return lines;
  }

  /** {@code ", time 5+3"} for a timed game, nothing for an untimed one. */
  private static String timed(String control) {
    return TimeControlText.timed(control) ? w("client.e_time", control.strip()) : "";
  }

  /** One line a move: number, move, evaluation from white's side, the best move, the mark. */
  private static List<String> analysis(Event.Analysis analysis) {
    List<String> lines = new ArrayList<>();
    lines.add(w("client.e_analysis", analysis.game()));
    for (Event.AnalysisRow row : analysis.rows()) {
      String number = (row.ply() / 2 + 1) + (row.ply() % 2 == 0 ? ". " : "... ");
      lines.add(String.format(java.util.Locale.ROOT, "%-7s %-10s %8s  best %-10s %s", number, row.move(), row.eval(),
          row.best(), row.judgement().equals("good") ? "" : row.judgement()).stripTrailing());
    }
    return lines;
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
