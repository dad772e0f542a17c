package arbiter.face.words;

import arbiter.account.ScoreLine;
import arbiter.event.AnalysedMove;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.event.MenuKind;
import arbiter.event.OnlineUser;
import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.GameSummary;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.Square;
import arbiter.game.StoredGame;
import arbiter.rating.RatingRow;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.ArrayList;
import java.util.List;

/**
 * The sentences of the answers and of a game's news (seed 002's where the seed defines them),
 * each face's to use: {@link arbiter.face.text.TextRenderer} says which an event gets.
 */
public final class Sentences {

  private Sentences() {}

  /** {@code scores}: a row per user, {@code ali 3 1 1 0} (score, wins, draws, losses). */
  public static List<String> scoreboard(AnswerEvent.ScoreboardShown scoreboard) {
    List<String> out = new ArrayList<>();
    for (ScoreLine row : scoreboard.rows()) {
      out.add(row.name() + " " + row.score() + " " + row.wins() + " " + row.draws() + " "
          + row.losses());
    }
    return out;
  }

  /** A user's last games, one headline each, or that there are none. */
  public static List<String> history(Words w, AnswerEvent.HistoryShown history) {
    List<String> out = new ArrayList<>();
    history.games().forEach(game -> out.add(headline(w, game)));
    if (history.games().isEmpty()) {
      out.add(w.get("history.none", history.user()));
    }
    return out;
  }

  /** A rating list, or that it is empty. */
  public static List<String> ratings(Words w, AnswerEvent.RatingsShown ratings) {
    List<String> out = new ArrayList<>();
    ratings.rows().forEach(row -> out.add(rating(w, row, ratings.variant() == null)));
    if (ratings.rows().isEmpty()) {
      out.add(w.get("ratings.none"));
    }
    return out;
  }

  /** {@code finger}: how many games the user finished, then their ratings. */
  public static List<String> finger(Words w, AnswerEvent.FingerShown finger) {
    List<String> out = new ArrayList<>();
    out.add(w.get("finger.games", finger.user(), finger.games()));
    finger.ratings().forEach(row -> out.add(rating(w, row, true)));
    return out;
  }

  /** Each exported file: where it was saved, then its text. */
  public static List<String> export(Words w, AnswerEvent.ExportShown export) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < export.files().size(); i++) {
      out.add(w.get("export.saved", export.savedAs().get(i)));
      out.addAll(List.of(export.files().get(i).text().split("\r?\n")));
    }
    return out;
  }

  /** {@code analyze}: a row per move, marked when it was an inaccuracy, a mistake or a blunder. */
  public static List<String> analysis(Words w, AnswerEvent.AnalysisShown analysis) {
    List<String> out = new ArrayList<>();
    out.add(w.get("analysis.game", analysis.game()));
    for (AnalysedMove row : analysis.rows()) {
      String number = (row.ply() / 2 + 1) + (row.ply() % 2 == 0 ? "." : "...");
      String line = w.get("analysis.row", number, row.move(), row.eval(), row.best());
      out.add(switch (row.judgement()) {
        case GOOD -> line;
        case INACCURACY -> line + " " + w.get("analysis.inaccuracy");
        case MISTAKE -> line + " " + w.get("analysis.mistake");
        case BLUNDER -> line + " " + w.get("analysis.blunder");
      });
    }
    return out;
  }

  /** {@code moves GAME}: the game's headline, then its moves two to a numbered line. */
  public static List<String> record(Words w, AnswerEvent.RecordShown record) {
    List<String> out = new ArrayList<>();
    out.add(w.get("record.game", headline(w, record.game())));
    out.addAll(numbered(w, record.game().moves()));
    return out;
  }

  /** The mover's own move: made (or a capture), then the turn completed and the clocks. */
  public static List<String> youMoved(Words w, GameNews.YouMoved moved) {
    List<String> out = new ArrayList<>();
    if (moved.move() != null) {
      out.add(moved.move().killed().isEmpty() ? w.get(MoveKey.MOVED) : captured(w, moved));
    }
    if (moved.completed()) {
      out.add(w.get(MoveKey.TURN_COMPLETED));
      clock(w, moved.view(), out);
    }
    return out;
  }

  /** A menu's commands, as seed 002 lists them and the network's menus after. */
  public static List<String> help(Words w, MenuKind menu) {
    return switch (menu) {
      case REGISTRATION -> w.lines("help.registration");
      case MAIN -> w.lines("help.main");
      case MAIN_NETWORK -> w.lines("help.main_network");
      case GAME -> w.lines("help.game");
      case GAME_NETWORK -> concat(w.lines("help.game"), w.lines("help.game_network"));
    };
  }

  /** The {@code games} line of a game: id, players, variant, limit and turns played. */
  public static String summary(Words w, GameSummary game) {
    return w.get("games.summary", game.id(), game.white(), game.black(), game.variant(),
        game.limit(), game.turns());
  }

  /** {@code it is player ali turn with color white}. */
  public static String turn(Words w, String player, Side side) {
    return w.get(MoveKey.TURN, player, side(w, side));
  }

  /** A side's name: {@code white}. */
  public static String side(Words w, Side side) {
    return side == Side.WHITE ? w.get(MoveKey.WHITE) : w.get(MoveKey.BLACK);
  }

  /** {@code clock: white 4:53 black 5:00} after the game's events, when it is timed. */
  public static void clock(Words w, GameView view, List<String> out) {
    ClockView clock = view.clock();
    if (clock != null) {
      out.add(w.get(MoveKey.CLOCK, w.digits(ClockText.of(clock, Side.WHITE)),
          w.digits(ClockText.of(clock, Side.BLACK))));
    }
  }

  /** How {@code show_moves} lists a move: {@code Pw 2,4 to 4,4 destroyed Pb} in chess. */
  public static String move(Words w, PlayedMove move) {
    if (move.piece() == null) {
      return move.notation();
    }
    String from = Square.of(move.move().from()).toString();
    String to = Square.of(move.move().to()).toString();
    return move.killed().isEmpty() ? w.get(MoveKey.MOVE, move.piece(), from, to)
        : w.get(MoveKey.MOVE_KILLING, move.piece(), from, to, move.killed().get(0).name());
  }

  /** The users online, each with the game they play and their ratings. */
  public static List<String> who(Words w, AnswerEvent.WhoShown who) {
    List<String> out = new ArrayList<>();
    for (OnlineUser user : who.users()) {
      StringBuilder ratings = new StringBuilder();
      for (RatingRow row : who.ratings()) {
        if (row.user().equals(user.name())) {
          ratings.append(ratings.length() == 0 ? " (" : ", ").append(row.variant()).append(' ')
              .append(Math.round(row.rating().rating()));
        }
      }
      String name = user.guest() ? w.get("who.guest", user.name()) : user.name();
      String shown = user.bot() ? w.get("who.bot", user.name())
          : user.game() == 0 ? name : w.get("who.playing", name, user.game());
      out.add(shown
          + (ratings.length() == 0 ? "" : ratings + ")"));
    }
    return out;
  }

  /** How a game ended: what ended it, when a player or an absence did, then who won. */
  public static List<String> ending(Words w, GameNews.GameEnded ended) {
    List<String> out = new ArrayList<>();
    GameView view = ended.view();
    Ending ending = ended.ending();
    Side winner = ending.winner();
    Side by = ended.endedBy();
    switch (ending.termination()) {
      case FORFEIT -> out.add(ended.byYou() ? w.get("end.you_forfeited")
          : w.get("end.forfeited", view.name(by)));
      case ABANDONED -> {
        String gone = view.name(winner.opponent());
        out.add(ended.byYou() ? w.get("end.you_claimed", gone)
            : w.get("end.claimed", view.name(winner), gone));
      }
      case AGREEMENT -> out.add(ended.byYou() ? w.get("end.draw_agreed")
          : w.get("end.draw_accepted", view.name(by)));
      case ABSENT -> out.add(w.get("end.absent", view.name(winner.opponent())));
      case NO_FIRST_MOVE -> out.add(w.get("end.no_first_move", view.name(winner.opponent())));
      case ADJUDICATION -> out.add(w.get("end.adjudicated"));
      case BOTH_ABSENT -> {
        out.add(w.get("end.absent", view.white()));
        out.add(w.get("end.absent", view.black()));
      }
      case TIME_FORFEIT -> out.add(winner == null
          ? w.get("end.out_of_time_no_win", view.name(by), view.name(by.opponent()))
          : w.get("end.out_of_time", view.name(by)));
      default -> { }
    }
    if (winner != null) {
      out.add(w.get("end.won", view.name(winner), side(w, winner)));
    } else {
      out.add(ending.termination() == Termination.BOTH_ABSENT ? w.get("end.nobody_won")
          : w.get("end.draw"));
    }
    return out;
  }

  /**
   * The mover's word for a capture: seed 002's {@code rival piece destroyed} in its own variant,
   * plain words in the others.
   */
  private static String captured(Words w, GameNews.YouMoved moved) {
    if (moved.view().variant().id().equals("kingcapture")) {
      return w.get(MoveKey.RIVAL_DESTROYED);
    }
    int count = moved.move().killed().size();
    return count == 1 ? w.get(MoveKey.CAPTURED_ONE) : w.get(MoveKey.CAPTURED, count);
  }

  /**
   * A stored game on one line: {@code 7 2026-11-23 ali - bob chess 5+3 1-0 checkmate rated}; a
   * running game's result is {@code * running}.
   */
  private static String headline(Words w, StoredGame game) {
    // the day as ISO writes it, in the language's digits (۲۰۲۶-۱۱-۲۷ in Persian)
    String date = w.digits(java.time.Instant.ofEpochMilli(game.startedAt()).toString()
        .substring(0, 10));
    String result = game.result() == null ? w.get("history.running") : switch (game.result()) {
      case "white" -> "1-0";
      case "black" -> "0-1";
      default -> "1/2-1/2";
    } + " " + EndingWords.reason(w, game.reason())
        + (game.adjudication() == null ? "" : " " + w.get("history.adjudicated",
            game.adjudication().by()))
        + (game.correction() == null ? "" : " " + w.get("history.corrected",
            game.correction().by(), game.correction().result() + " "
                + EndingWords.reason(w, game.correction().reason())));
    return w.get(game.rated() ? "history.rated" : "history.unrated", game.id(), date, game.white(),
        game.black(), game.variant(),
        game.timeControl() == null ? w.get("history.untimed") : game.timeControl(), result);
  }

  /** {@code ali 1662 (rd 140) 7 games}, with the variant first when the list mixes them. */
  private static String rating(Words w, RatingRow row, boolean withVariant) {
    return (withVariant ? row.variant() + " " : "") + w.get("ratings.row", row.user(),
        Math.round(row.rating().rating()), Math.round(row.rating().deviation()),
        row.rating().games());
  }

  /** Moves two to a numbered line, as score sheets write them: {@code 1. e4 e5}, {@code ۱. e4 e5}. */
  private static List<String> numbered(Words w, List<String> moves) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < moves.size(); i += 2) {
      lines.add(w.number(i / 2 + 1) + ". " + moves.get(i) + (i + 1 < moves.size() ? " " + moves.get(i + 1) : ""));
    }
    return lines;
  }

  private static List<String> concat(List<String> first, List<String> second) {
    List<String> all = new ArrayList<>(first);
    all.addAll(second);
    return List.copyOf(all);
  }
}
