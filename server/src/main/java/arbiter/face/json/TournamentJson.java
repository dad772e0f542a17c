package arbiter.face.json;

import arbiter.event.Actor;
import arbiter.event.AnswerEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.face.text.TournamentText;
import arbiter.face.words.AuditSentences;
import arbiter.face.words.Words;
import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import arbiter.protocol.TournamentData;
import arbiter.tournament.Crosstable;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Standing;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.TieBreak;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.TournamentSummary;
import arbiter.tournament.arena.ArenaLine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JSON protocol's tournament messages. Version 1 carries the text face's lines; version 2
 * adds the same as fields ({@link TournamentData}), and sends the round news, which version 1
 * words as notices, as typed messages.
 */
public final class TournamentJson {

  /** The first protocol version whose tournament messages carry fields. */
  public static final int FIELDS = 2;

  private TournamentJson() {}

  /** A tournament command's answer: its lines, and from version 2 its fields and open calls. */
  static List<Event> answered(Words w, AnswerEvent.TournamentAnswered answered, int version) {
    boolean fields = version >= FIELDS;
    Event answer = new Event.Tournament(answered.action(), answered.name(),
        TournamentText.reply(w, answered.reply()), fields ? data(w, answered.reply()) : null);
    if (fields && answered.reply() instanceof TournamentReply.OverTheBoard otb) {
      List<Event> events = new ArrayList<>(List.of(answer));
      events.addAll(OtbJson.calls(otb.name(), otb.reply()));
      return events;
    }
    return List.of(answer);
  }

  /** A refusal by the tournament's rules: its words, and from version 2 the rule's code. */
  static Event refused(Words w, AnswerEvent.TournamentRefused refused, int version) {
    String words = TournamentText.refusal(w, refused.reason(), refused.args());
    if (version < FIELDS) {
      return new Event.Error(ErrorCode.NOT_ALLOWED.wire(), words);
    }
    TournamentRefusal reason = refused.reason();
    if (reason != TournamentRefusal.TRF_INVALID && reason != TournamentRefusal.PGN_INVALID) {
      return new Event.Error(ErrorCode.NOT_ALLOWED.wire(), words, code(reason), null);
    }
    // a refused file: (fault, line or ply, ...); of a PGN's (move, variant) the move is the one
    // a client lacks
    List<Object> args = refused.args();
    List<Object> rest = reason == TournamentRefusal.TRF_INVALID ? args.subList(2, args.size())
        : String.valueOf(args.get(2)).isEmpty() ? List.of() : List.of(args.get(2));
    return new Event.Error(ErrorCode.NOT_ALLOWED.wire(), words, code(reason), null,
        faultCode(args.get(0)), ((Number) args.get(1)).longValue(), List.copyOf(rest));
  }

  /** A file fault's code ({@code round_form}) from its constant. */
  private static String faultCode(Object fault) {
    return ((Enum<?>) fault).name().toLowerCase(Locale.ROOT);
  }

  /**
   * A rule's code: its name, except that the PGN refusals typed since keep the one code they
   * shared before ({@code pgn_invalid}), which clients know.
   */
  private static String code(TournamentRefusal reason) {
    return switch (reason) {
      case PGN_GAMES, PGN_VARIANT, PGN_NO_RESULT, PGN_RESULT_RULED, PGN_NOT_KEPT,
          PGN_BOARD_HAS_GAME ->
          "pgn_invalid";
      default -> reason.name().toLowerCase(Locale.ROOT);
    };
  }

  /** A round's pairings: their lines, and from version 2 the boards as fields. */
  static Event pairings(Words w, TournamentNews.RoundPublished published, int version) {
    List<String> lines = published.boards().stream()
        .map(board -> TournamentText.board(w, board)).toList();
    return new Event.RoundPairings(published.tournament(), published.round(), lines,
        published.seconds(), version >= FIELDS ? boards(published.boards()) : null);
  }

  /** An organizer's notice: its kind and arguments, worded in English and in {@code w}. */
  static Event.TournamentNotice notice(Words w, TournamentNews.TournamentNotice notice) {
    return new Event.TournamentNotice(notice.tournament(), by(notice.by()),
        AuditSentences.of(Words.english(), notice.action()), notice.action().kind().code(),
        notice.action().args(), AuditSentences.of(w, notice.action()), director(notice.by()));
  }

  /**
   * Who did an action, as {@code by} says it: the user's name, or {@code server} for the
   * director (in English whatever the client's language: a client words it from {@code director}).
   */
  private static String by(Actor actor) {
    return AuditSentences.actor(Words.english(), actor);
  }

  /** {@code true} for the director, {@code null} (absent) for a user. */
  private static Boolean director(Actor actor) {
    return actor instanceof Actor.Director ? Boolean.TRUE : null;
  }

  /** The fields of a reply. */
  static TournamentData data(Words w, TournamentReply reply) {
    return reply.accept(fieldsOf(w));
  }

  /** A tournament in a list, as the protocol and the web API show it. */
  public static TournamentData.Info info(TournamentSummary t) {
    return new TournamentData.Info(t.name(), t.variant(), format(t.format()), t.rounds(),
        t.moveLimit(), t.timeControl(), t.players(), phase(t), t.round());
  }

  /** {@code roundrobin}, {@code swiss}, {@code knockout} or {@code arena}: the word typed in create. */
  public static String format(Format format) {
    return format.code();
  }

  /** The teams' standings rows; game points and Sonneborn-Berger in points. */
  public static List<TournamentData.TeamRow> teamRows(
      List<arbiter.tournament.TeamStandings.Row> rows) {
    return rows.stream().map(r -> new TournamentData.TeamRow(r.rank(), r.team(),
        r.matchPoints(), r.gameHalfPoints() / 2.0, r.directEncounter(),
        r.sonnebornBerger() / 2.0, r.played(), r.won(), r.drawn(), r.lost(), r.withdrawn()))
        .toList();
  }

  private static String phase(TournamentSummary t) {
    return switch (t.phase()) {
      case REGISTRATION -> "open";
      case RUNNING -> "running";
      case FINISHED -> "finished";
    };
  }

  /** A round's boards as fields. */
  public static List<TournamentData.Board> boards(List<Pairing> boards) {
    List<TournamentData.Board> wire = new ArrayList<>(boards.size());
    for (Pairing p : boards) {
      wire.add(new TournamentData.Board(p.board(), p.white(), p.black(),
          p.result() == null ? null : p.result().label()));
    }
    return wire;
  }

  /** The standings as fields: each row's tie-breaks by code, in the table's order. */
  public static List<TournamentData.StandingRow> standings(StandingsTable table) {
    List<TournamentData.StandingRow> rows = new ArrayList<>(table.rows().size());
    for (Standing s : table.rows()) {
      Map<String, Double> tieBreaks = new LinkedHashMap<>();
      for (TieBreak tieBreak : table.shown()) {
        tieBreaks.put(tieBreak.code(), Double.parseDouble(tieBreak.format(s.value(tieBreak))));
      }
      ArenaLine line = table.arena().get(s.player());
      rows.add(line == null
          ? new TournamentData.StandingRow(s.rank(), s.player(), s.number(), s.halfPoints() / 2.0,
              tieBreaks)
          : new TournamentData.StandingRow(s.rank(), s.player(), s.number(), s.halfPoints() / 2.0,
              tieBreaks, line.sheet(), line.fire(), line.paused()));
    }
    return rows;
  }

  /** The codes of the tie-breaks the table shows, in order. */
  public static List<String> codes(StandingsTable table) {
    return table.shown().stream().map(TieBreak::code).toList();
  }

  /**
   * A re-seating as the organizer types it ({@code swap ann bob}, {@code board 2 ann bob}): the
   * {@code change} field is the command's syntax, the same in every language.
   */
  private static String typed(TournamentReply.Reseating change) {
    if (change instanceof TournamentReply.Reseating.Swap swap) {
      return "swap " + swap.first() + " " + swap.second();
    }
    TournamentReply.Reseating.Board board = (TournamentReply.Reseating.Board) change;
    return "board " + board.board() + " " + board.white() + " " + board.black();
  }

  private static List<TournamentData.CrossRow> crosstable(Crosstable table) {
    return table.rows().stream().map(row -> new TournamentData.CrossRow(row.rank(), row.player(),
        row.halfPoints() / 2.0, row.cells())).toList();
  }

  /** The fields of each reply; an audit row is also worded in {@code w}, as {@code message}. */
  private static TournamentReply.Visitor<TournamentData> fieldsOf(Words w) {
    return new TournamentReply.Visitor<>() {
      @Override
      public TournamentData created(TournamentReply.Created reply) {
        return TournamentData.of("created").withTournament(info(reply.summary()));
      }

      @Override
      public TournamentData imported(TournamentReply.Imported reply) {
        return TournamentData.of("imported").withTournament(info(reply.summary()));
      }

      @Override
      public TournamentData listed(TournamentReply.Listed reply) {
        return TournamentData.of("listed").withTournaments(
            reply.tournaments().stream().map(TournamentJson::info).toList());
      }

      @Override
      public TournamentData joined(TournamentReply.Joined reply) {
        return TournamentData.of("joined");
      }

      @Override
      public TournamentData left(TournamentReply.Left reply) {
        return TournamentData.of("left");
      }

      @Override
      public TournamentData started(TournamentReply.Started reply) {
        return TournamentData.of("started");
      }

      @Override
      public TournamentData standingsShown(TournamentReply.StandingsShown reply) {
        return TournamentData.of("standings").withStandings(standings(reply.table()),
            codes(reply.table()), reply.csv()).withRoundInPlay(reply.table().roundInPlay());
      }

      @Override
      public TournamentData pairingsShown(TournamentReply.PairingsShown reply) {
        return TournamentData.of("pairings").withRound(reply.round())
            .withBoards(boards(reply.boards()));
      }

      @Override
      public TournamentData crosstableShown(TournamentReply.CrosstableShown reply) {
        return TournamentData.of("crosstable").withCrosstable(crosstable(reply.table()));
      }

      @Override
      public TournamentData printLinks(TournamentReply.PrintLinks reply) {
        return TournamentData.of("print");
      }

      @Override
      public TournamentData trfShown(TournamentReply.TrfShown reply) {
        return TournamentData.of("trf").withTrf(reply.lines());
      }

      @Override
      public TournamentData auditShown(TournamentReply.AuditShown reply) {
        return TournamentData.of("audit").withAudit(reply.entries().stream()
            .map(e -> new TournamentData.AuditRow(e.at(), by(e.by()),
                AuditSentences.of(Words.english(), e.action()), e.action().kind().code(),
                e.action().args(), AuditSentences.of(w, e.action()), director(e.by())))
            .toList());
      }

      @Override
      public TournamentData optionsShown(TournamentReply.OptionsShown reply) {
        return TournamentData.of("options").withOptions(reply.options().stream()
            .map(o -> new TournamentData.OptionRow(o.key(), o.value(), o.byDefault()))
            .toList());
      }

      @Override
      public TournamentData arbiterNamed(TournamentReply.ArbiterNamed reply) {
        return TournamentData.of("arbiter_named").withPlayer(reply.user());
      }

      @Override
      public TournamentData entered(TournamentReply.Entered reply) {
        return TournamentData.of("entered").withPlayer(reply.player()).withHalf(reply.half());
      }

      @Override
      public TournamentData withdrawn(TournamentReply.Withdrawn reply) {
        return TournamentData.of("withdrawn").withPlayer(reply.player());
      }

      @Override
      public TournamentData reinstated(TournamentReply.Reinstated reply) {
        return TournamentData.of("reinstated").withPlayer(reply.player());
      }

      @Override
      public TournamentData paired(TournamentReply.Paired reply) {
        return TournamentData.of("paired").withRound(reply.round()).withOver(reply.over());
      }

      @Override
      public TournamentData begun(TournamentReply.Begun reply) {
        return TournamentData.of("begun").withRound(reply.round());
      }

      @Override
      public TournamentData reseated(TournamentReply.Reseated reply) {
        return TournamentData.of("reseated").withRound(reply.round())
            .withChange(typed(reply.change())).withBoards(boards(reply.boards()));
      }

      @Override
      public TournamentData corrected(TournamentReply.Corrected reply) {
        return TournamentData.of("corrected").withRound(reply.round())
            .withBoard(reply.board()).withResults(reply.from().label(), reply.to().label());
      }

      @Override
      public TournamentData configured(TournamentReply.Configured reply) {
        return TournamentData.of("configured").withOption(reply.key(), reply.value());
      }

      @Override
      public TournamentData byeGranted(TournamentReply.ByeGranted reply) {
        return TournamentData.of("bye").withPlayer(reply.player()).withRound(reply.round());
      }

      @Override
      public TournamentData invited(TournamentReply.Invited reply) {
        return reply.seat() == null ? TournamentData.of("invited").withPlayer(reply.player())
            : TournamentData.of("seat_offered").withResults(reply.seat(), reply.player());
      }

      @Override
      public TournamentData declined(TournamentReply.Declined reply) {
        return TournamentData.of("declined");
      }

      @Override
      public TournamentData arenaDone(TournamentReply.ArenaDone reply) {
        return TournamentData.of(switch (reply.action()) {
          case BERSERK -> "berserked";
          case PAUSE -> "paused";
          case RESUME -> "resumed";
        }).withPlayer(reply.player());
      }

      @Override
      public TournamentData checkedIn(TournamentReply.CheckedIn reply) {
        return TournamentData.of("checked_in").withPlayer(reply.player());
      }

      @Override
      public TournamentData repaired(TournamentReply.Repaired reply) {
        return TournamentData.of("repaired").withRound(reply.round())
            .withBoards(boards(reply.boards()));
      }

      @Override
      public TournamentData overTheBoard(TournamentReply.OverTheBoard reply) {
        return OtbJson.data(reply.reply());
      }

      @Override
      public TournamentData teamShown(TournamentReply.TeamShown reply) {
        return TournamentData.of("team").withTeam(new TournamentData.TeamInfo(reply.name(),
            reply.captain(), reply.players(), reply.invited()));
      }

      @Override
      public TournamentData teamStandingsShown(TournamentReply.TeamStandingsShown reply) {
        return TournamentData.of("team_standings").withTeams(teamRows(reply.teams()))
            .withStandings(standings(reply.players()), codes(reply.players()), false)
            .withRoundInPlay(reply.players().roundInPlay());
      }

      @Override
      public TournamentData bracketShown(TournamentReply.BracketShown reply) {
        return TournamentData.of("bracket").withBracket(BracketJson.of(reply.bracket()));
      }

      @Override
      public TournamentData playersEntered(TournamentReply.PlayersEntered reply) {
        // the names in the option pair: entered (seated) and invited, each comma-joined
        return TournamentData.of("players").withOption(String.join(",", reply.entered()),
            String.join(",", reply.invited()));
      }
    };
  }
}
