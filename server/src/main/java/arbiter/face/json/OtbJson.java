package arbiter.face.json;

import arbiter.event.OtbReply;
import arbiter.event.TournamentNews;
import arbiter.protocol.Event;
import arbiter.protocol.TournamentData;
import arbiter.tournament.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The JSON protocol's messages of tournaments played over the board: the fields of the answers
 * (version 2, {@link TournamentData} kinds {@code reported}, {@code locked}, {@code unlocked},
 * {@code live}, {@code boards}, {@code called}, {@code taken}, {@code pgn}) and the organizers'
 * typed news.
 */
final class OtbJson {

  private OtbJson() {}

  /** The fields of an answer. */
  static TournamentData data(OtbReply reply) {
    if (reply instanceof OtbReply.Reported r) {
      return TournamentData.of("reported").withRound(r.round()).withBoard(r.board())
          .withOption("outcome", lower(r.outcome().name())).withResults(null, r.result().label());
    }
    if (reply instanceof OtbReply.Locked r) {
      return TournamentData.of(r.locked() ? "locked" : "unlocked").withRound(r.round());
    }
    if (reply instanceof OtbReply.Live r) {
      return TournamentData.of("live").withRound(r.round()).withBoard(r.board())
          .withOption("game", Long.toString(r.game()));
    }
    if (reply instanceof OtbReply.Boards r) {
      List<TournamentData.Board> boards = new ArrayList<>();
      for (OtbReply.BoardRow row : r.boards()) {
        boards.add(new TournamentData.Board(row.board(), row.white(), row.black(),
            label(row.result()), row.overdue() ? "late" : lower(row.outcome().name()),
            label(row.whiteReport()), label(row.blackReport()), row.live() ? true : null));
      }
      return TournamentData.of("boards").withRound(r.round()).withBoards(boards);
    }
    if (reply instanceof OtbReply.Called r) {
      return TournamentData.of("called").withBoard(r.board())
          .withOption("call", Integer.toString(r.number()));
    }
    if (reply instanceof OtbReply.Codes r) {
      List<TournamentData.OptionRow> rows = new ArrayList<>();
      for (int i = 0; i < r.players().size(); i++) {
        rows.add(new TournamentData.OptionRow(r.players().get(i), r.codes().get(i), false));
      }
      return TournamentData.of("codes").withOptions(rows); // key: the player, value: the code
    }
    if (reply instanceof OtbReply.Taken r) {
      return TournamentData.of("taken").withOption("call", Integer.toString(r.number()));
    }
    OtbReply.PgnArchived r = (OtbReply.PgnArchived) reply;
    return TournamentData.of("pgn").withRound(r.round()).withBoard(r.board())
        .withOption("game", Long.toString(r.game()));
  }

  /** After the table's answer, each open call as its own message (version 2). */
  static List<Event> calls(String tournament, OtbReply reply) {
    List<Event> calls = new ArrayList<>();
    if (reply instanceof OtbReply.Boards r) {
      r.calls().forEach(c -> calls.add(
          new Event.ArbiterCall(tournament, c.number(), c.board(), c.player(), c.text())));
    }
    return calls;
  }

  /** Told the organizers: a board waits for the arbiter. */
  static Event toArbiter(TournamentNews.BoardToArbiter b) {
    return new Event.BoardToArbiter(b.tournament(), b.round(), b.board(), b.white(), b.black(),
        label(b.whiteReport()), label(b.blackReport()), b.late() ? "late" : "conflict");
  }

  /** Told the organizers: a player called the arbiter. */
  static Event called(TournamentNews.ArbiterCalled c) {
    return new Event.ArbiterCall(c.tournament(), c.number(), c.board(), c.player(), c.text());
  }

  private static String label(Result result) {
    return result == null ? null : result.label();
  }

  private static String lower(String name) {
    return name.toLowerCase(Locale.ROOT);
  }
}
