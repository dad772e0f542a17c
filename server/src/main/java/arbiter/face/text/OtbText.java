package arbiter.face.text;

import arbiter.event.OtbReply;
import arbiter.event.TournamentNews;
import arbiter.face.words.Words;
import arbiter.tournament.BoardReports.Outcome;
import arbiter.tournament.Result;
import java.util.ArrayList;
import java.util.List;

/**
 * The text face's words for tournaments played over the board: the answers to the players'
 * reports and the organizers' table, and the news the organizers get (a board for the arbiter,
 * an arbiter call). The JSON version 1 face shows the same lines.
 */
public final class OtbText {

  private OtbText() {}

  /** The lines answering an over-the-board command of tournament {@code name}. */
  public static List<String> reply(Words w, String name, OtbReply reply) {
    if (reply instanceof OtbReply.Reported r) {
      String key = switch (r.outcome()) {
        case WAITING -> "otb.reported_waiting";
        case CONFLICT -> "otb.reported_conflict";
        default -> "otb.reported_stands";
      };
      return List.of(w.get(key, name, r.round(), r.board(), r.result().label()));
    }
    if (reply instanceof OtbReply.Locked r) {
      return List.of(w.get(r.locked() ? "otb.locked" : "otb.unlocked", name, r.round()));
    }
    if (reply instanceof OtbReply.Live r) {
      return List.of(r.game() == 0 ? w.get("otb.live", name, r.round(), r.board())
          : w.get("otb.live_game", name, r.round(), r.board(), r.game()));
    }
    if (reply instanceof OtbReply.Boards r) {
      return boards(w, name, r);
    }
    if (reply instanceof OtbReply.Called r) {
      return List.of(r.board() == 0 ? w.get("otb.called_no_board", name, r.number())
          : w.get("otb.called", name, r.board(), r.number()));
    }
    if (reply instanceof OtbReply.Codes r) {
      List<String> lines = new ArrayList<>();
      lines.add(w.get("otb.codes", name));
      for (int i = 0; i < r.players().size(); i++) {
        lines.add(r.players().get(i) + " " + r.codes().get(i));
      }
      return lines;
    }
    if (reply instanceof OtbReply.Taken r) {
      return List.of(w.get("otb.taken", name, r.number()));
    }
    OtbReply.PgnArchived r = (OtbReply.PgnArchived) reply;
    return List.of(w.get("otb.pgn", name, r.round(), r.board(), r.game()));
  }

  private static List<String> boards(Words w, String name, OtbReply.Boards table) {
    long waiting = table.boards().stream().filter(row -> row.outcome() == Outcome.CONFLICT
        || row.overdue()).count();
    List<String> lines = new ArrayList<>();
    lines.add(w.get("otb.boards", name, table.round(), waiting, table.calls().size()));
    for (OtbReply.BoardRow row : table.boards()) {
      lines.add(w.number(row.board()) + ". " + row.white() + " - " + row.black() + ": "
          + state(w, row));
    }
    for (OtbReply.Call call : table.calls()) {
      lines.add(w.get("otb.call_row", call.number(), call.board(), call.player(),
          reason(w, call.text())));
    }
    return lines;
  }

  private static String state(Words w, OtbReply.BoardRow row) {
    if (row.result() != null) {
      return w.get("otb.state_stands", row.result().label());
    }
    if (row.live()) {
      return w.get("otb.state_live");
    }
    return switch (row.outcome()) {
      case CONFLICT -> w.get("otb.state_conflict", row.white(), label(row.whiteReport()),
          row.black(), label(row.blackReport()));
      case WAITING -> {
        boolean white = row.whiteReport() != null;
        yield w.get(row.overdue() ? "otb.state_late" : "otb.state_waiting",
            white ? row.white() : row.black(),
            label(white ? row.whiteReport() : row.blackReport()),
            white ? row.black() : row.white());
      }
      default -> w.get("otb.state_none");
    };
  }

  private static String label(Result result) {
    return result == null ? "-" : result.label();
  }

  /** Told the organizers: a board waits for the arbiter, its reports differing or late. */
  public static String toArbiter(Words w, TournamentNews.BoardToArbiter b) {
    return b.late()
        ? w.get("otb.to_arbiter_late", b.tournament(), b.round(), b.board(), b.white(),
            b.black(), b.whiteReport() != null ? b.white() : b.black(),
            label(b.whiteReport() != null ? b.whiteReport() : b.blackReport()))
        : w.get("otb.to_arbiter_conflict", b.tournament(), b.round(), b.board(), b.white(),
            b.black(), label(b.whiteReport()), label(b.blackReport()));
  }

  /** Told the organizers: a player called the arbiter, at a board or none. */
  public static String called(Words w, TournamentNews.ArbiterCalled c) {
    return c.board() == 0
        ? w.get("otb.call_no_board", c.tournament(), c.number(), c.player(), reason(w, c.text()))
        : w.get("otb.call", c.tournament(), c.number(), c.board(), c.player(),
            reason(w, c.text()));
  }

  /** A call's text, or words saying it has none (a call may come without: "eve: " read as cut). */
  private static String reason(Words w, String text) {
    return text == null || text.isBlank() ? w.get("otb.no_reason") : text;
  }
}
