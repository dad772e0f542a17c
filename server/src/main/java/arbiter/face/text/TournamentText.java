package arbiter.face.text;

import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.export.TournamentSheets;
import arbiter.face.print.PrintKind;
import arbiter.export.ImportFault;
import arbiter.face.words.AuditSentences;
import arbiter.face.words.ImportSentences;
import arbiter.face.words.Words;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.TournamentSummary;
import arbiter.tournament.trf.TrfFault;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The text face's words for tournaments, looked up in {@link Words}: the answers to
 * {@code tournament} commands, their refusals and the news of rounds. The JSON (version 1) and ICS
 * faces show the same lines (the ICS port in English).
 */
public final class TournamentText {

  private TournamentText() {}

  /** The lines answering a tournament command. */
  public static List<String> reply(Words w, TournamentReply reply) {
    return reply.accept(new Worded(w));
  }

  /** The tournament is over: its final standings. */
  public static List<String> over(Words w, TournamentNews.TournamentOver over) {
    List<String> lines = new ArrayList<>();
    lines.add(w.get("tour.over", over.tournament()));
    if (!over.teams().isEmpty()) {
      lines.addAll(TeamText.standings(w, over.tournament(), over.teams()));
    }
    lines.addAll(List.of(TournamentSheets.standings(w, over.standings()).split("\n")));
    return lines;
  }

  /** A round's pairings, and when its games start. */
  public static List<String> published(Words w, TournamentNews.RoundPublished published) {
    List<String> lines = new ArrayList<>();
    lines.add(published.seconds() == 0
        ? w.get("tour.pairings", published.tournament(), published.round())
        : w.get("tour.pairings_start", published.tournament(), published.round(),
            published.seconds()));
    published.boards().forEach(board -> lines.add(board(w, board)));
    return lines;
  }

  /** One board as in a pairings list: {@code 1. alice - bob 1-0}, {@code 5. carol bye}. */
  public static String board(Words w, Pairing pairing) {
    String players = pairing.isBye() ? pairing.white() : pairing.white() + " - " + pairing.black();
    return w.number(pairing.board()) + ". " + players
        + (pairing.result() == null ? "" : " " + pairing.result().label());
  }

  /** A tournament in a list: {@code chess swiss rounds 5 limit 0 time 5+3 players 8 round 2}. */
  public static String describe(Words w, TournamentSummary t) {
    String format = t.format().code(); // typed in create
    String phase =
        switch (t.phase()) {
          case REGISTRATION -> w.get("tour.phase_open");
          case RUNNING -> w.get("tour.phase_round", t.round());
          case FINISHED -> w.get("tour.phase_finished");
        };
    boolean arena = t.format() == Format.ARENA; // rounds: an arena's minutes
    return t.timeControl() == null
        ? w.get(arena ? "arena.describe" : "tour.describe", t.variant(), format, t.rounds(), t.moveLimit(),
            t.players(), phase)
        : w.get(arena ? "arena.describe_timed" : "tour.describe_timed", t.variant(), format, t.rounds(), t.moveLimit(),
            t.players(), phase, t.timeControl());
  }

  /** The sentence of a refusal by the tournament's own rules. */
  public static String refusal(Words w, TournamentRefusal reason, List<Object> args) {
    Object a = args.isEmpty() ? null : args.get(0);
    Object b = args.size() < 2 ? null : args.get(1);
    Object c = args.size() < 3 ? null : args.get(2);
    return switch (reason) {
      case NAME_MISSING -> w.get("tour.refused.name_missing");
      case SWISS_ROUNDS_MISSING -> w.get("tour.refused.swiss_rounds_missing");
      case CREATED_TWICE -> w.get("tour.refused.created_twice");
      case NOT_CURRENT_ROUND -> w.get("tour.refused.not_current_round", a);
      case NOT_CURRENT_ROUND_OF -> w.get("tour.refused.not_current_round_of", a, b);
      case NOT_NEXT_ROUND -> w.get("tour.refused.not_next_round", a);
      case OVER -> w.get("tour.refused.over", a);
      case REGISTRATION_CLOSED -> w.get("tour.refused.registration_closed", a);
      case NOT_RUNNING -> w.get("tour.refused.not_running", a);
      case NOT_STARTED -> w.get("tour.refused.not_started", a);
      case NOT_STARTED_JOIN -> w.get("tour.refused.not_started_join", a);
      case ALREADY_JOINED -> w.get("tour.refused.already_joined", a, b);
      case NOT_IN -> w.get("tour.refused.not_in", a, b);
      case ALREADY_LEFT -> w.get("tour.refused.already_left", a, b);
      case ALREADY_IN -> w.get("tour.refused.already_in", a, b);
      case NOT_A_SEAT -> w.get("tour.refused.not_a_seat", a, b);
      case SEAT_NOT_YOURS -> w.get("tour.refused.seat_not_yours", a, b);
      case SEAT_NAME -> w.get("tour.refused.seat_name", a);
      case HAS_WITHDRAWN -> w.get("tour.refused.has_withdrawn", a, b);
      case NOT_WITHDRAWN -> w.get("tour.refused.not_withdrawn", a, b);
      case SEEDING_MISMATCH -> w.get("tour.refused.seeding_mismatch", a);
      case TOO_FEW_PLAYERS -> w.get("tour.refused.too_few_players", a, b);
      case SWISS_TOO_FEW_PLAYERS -> w.get("tour.refused.swiss_too_few_players", a,
          (Integer) a + 1, b, c);
      case NO_BOARD -> w.get("tour.refused.no_board", a, b);
      case BYE_BOARD -> w.get("tour.refused.bye_board", a, b);
      case RESULT_NEEDED -> w.get("tour.refused.result_needed", a, b);
      case HAS_RESULT -> w.get("tour.refused.has_result", a, b, ((Result) c).label());
      case NO_RESULT_YET -> w.get("tour.refused.no_result_yet", a, b);
      case ROUND_INCOMPLETE -> w.get("tour.refused.round_incomplete", a, b);
      case NO_LATE_ENTRIES -> w.get("tour.refused.no_late_entries");
      case LATE_BYE_WORTH -> w.get("tour.refused.late_bye_worth");
      case NO_REQUESTED_BYES -> w.get("tour.refused.no_requested_byes");
      case NOT_COMING_ROUND -> w.get("tour.refused.not_coming_round", a, b, c,
          args.get(3));
      case BYE_ALREADY -> w.get("tour.refused.bye_already", a, b);
      case NO_ROUND -> w.get("tour.refused.no_round", a, b, c);
      case NO_ROUND_PAIRED -> w.get("tour.refused.no_round_paired", a, b);
      case SWAP_NEEDS_TWO -> w.get("tour.refused.swap_needs_two");
      case NO_GAME_ON_BOARD -> w.get("tour.refused.no_game_on_board", a, b);
      case BOARD_NEEDS_TWO -> w.get("tour.refused.board_needs_two");
      case NOT_PUBLISHED_ROUND -> w.get("tour.refused.not_published_round", a);
      case RESEAT_KEEPS_PLAYERS -> w.get("tour.refused.reseat_keeps_players");
      case SEATS_FIXED -> w.get("tour.refused.seats_fixed", a, b);
      case NO_SEAT -> w.get("tour.refused.no_seat", a);
      case ALREADY_ARBITER -> w.get("tour.refused.already_arbiter", a, b);
      case ROUND_ALREADY_OVER -> w.get("tour.refused.round_already_over", a, b);
      case ROUND_ALREADY_PUBLISHED -> w.get("tour.refused.round_already_published", a, b);
      case ROUND_NOT_OVER -> w.get("tour.refused.round_not_over", a, b);
      case ROUND_ALREADY_STARTED -> w.get("tour.refused.round_already_started", a, b);
      case PAIRING_OPTION -> w.get("tour.refused.pairing_option");
      case NUMBER_OPTION -> w.get("tour.refused.number_option", a);
      case ACCELERATION_OPTION -> w.get("tour.refused.acceleration_option");
      case PAB_OPTION -> w.get("tour.refused.pab_option");
      case FORBID_PAIR -> w.get("tour.refused.forbid_pair");
      case FORBID_IMPOSSIBLE -> w.get("tour.refused.forbid_impossible", a, b);
      case KNOCKOUT_GAMES_MISSING -> w.get("tour.refused.knockout_games_missing");
      case KNOCKOUT_NUMBER_OPTION -> w.get("tour.refused.knockout_number_option", a, b);
      case KNOCKOUT_TIME_OPTION -> w.get("tour.refused.knockout_time_option", a);
      case KNOCKOUT_SETTINGS_FIXED -> w.get("tour.refused.knockout_settings_fixed", a);
      case NOT_KNOCKOUT -> w.get("tour.refused.not_knockout", a);
      case KNOCKOUT_ROUND_CLOSED -> w.get("tour.refused.knockout_round_closed", a, b);
      case KNOCKOUT_NO_REINSTATE -> w.get("tour.refused.knockout_no_reinstate", a, b);
      case KNOCKOUT_PAIRS_FIXED -> w.get("tour.refused.knockout_pairs_fixed");
      case NO_OPTION -> w.get("tour.refused.no_option", a, String.join(", ", keys(b)));
      case TIEBREAKS -> w.get("tour.refused.tiebreaks", a, b);
      case NO_TRF_FILE -> w.get("tour.refused.no_trf_file", a);
      case TRF_UNREADABLE -> w.get("tour.refused.trf_unreadable", a);
      case TRF_TOO_LARGE -> w.get("tour.refused.trf_too_large", a, b);
      case TRF_INVALID -> ImportSentences.trf(w, (TrfFault) a, ((Number) b).longValue(),
          args.subList(2, args.size()));
      case NOT_OTB -> w.get("otb.refused.not_otb", a);
      case ROUND_NOT_BEGUN -> w.get("otb.refused.round_not_begun", a, b);
      case ROUND_LOCKED -> w.get("otb.refused.round_locked", a, b);
      case ROUND_NOT_LOCKED -> w.get("otb.refused.round_not_locked", a, b);
      case NOT_ON_BOARD -> w.get("otb.refused.not_on_board", a, b);
      case BOARD_LIVE -> w.get("otb.refused.board_live", a, b);
      case BOARD_REPORTED -> w.get("otb.refused.board_reported", a, b);
      case RESULT_STANDS -> w.get("otb.refused.result_stands", a, b, c);
      case REPORTED_ALREADY -> w.get("otb.refused.reported_already", a, b);
      case REPORT_RESULT -> w.get("otb.refused.report_result");
      case NO_CALL -> w.get("otb.refused.no_call", a, b);
      case PGN_INVALID -> w.get("otb.refused.pgn_invalid", ImportSentences.pgn(w,
          (ImportFault) a, ((Number) b).longValue(), String.valueOf(c),
          String.valueOf(args.get(3))));
      case PGN_GAMES -> w.get("otb.refused.pgn_games", a);
      case PGN_VARIANT -> w.get("otb.refused.pgn_variant", a, b);
      case PGN_NO_RESULT -> w.get("otb.refused.pgn_no_result");
      case PGN_RESULT_RULED -> w.get("otb.refused.pgn_result_ruled", ((Result) a).label(),
          ((Result) b).label());
      case PGN_NOT_KEPT -> w.get("otb.refused.pgn_not_kept");
      case PGN_BOARD_HAS_GAME -> w.get("otb.refused.pgn_board_has_game", b, a, c);
      case ON_OFF_OPTION -> w.get("trefusal.on_off", a);
      case CHECKIN_OFF -> w.get("trefusal.checkin_off", a);
      case CHECKED_IN_ALREADY -> w.get("trefusal.checked_in_already", a, b);
      case REPAIR_IMPOSSIBLE -> w.get("trefusal.repair_impossible", a);
      case FIDE_FULL_BYE -> w.get("trefusal.fide_full_bye", a);
      case BREAK_OPTION -> w.get("trefusal.break");
      case NO_CSV_FILE -> w.get("trefusal.no_csv", a);
      case CSV_ROW -> w.get("trefusal.csv_row", a, csvProblem(w, String.valueOf(b)));
      case ARENA_MINUTES_MISSING -> w.get("arena.refused.minutes_missing");
      case NOT_ARENA -> w.get("arena.refused.not_arena", a);
      case NO_ARENA_GAME -> w.get("arena.refused.no_game", a, b);
      case BERSERK_TWICE -> w.get("arena.refused.berserk_twice", a);
      case BERSERK_AFTER_MOVE -> w.get("arena.refused.berserk_after_move", a);
      case BERSERK_NO_TIME -> w.get("arena.refused.berserk_no_time", a, b);
      case ALREADY_PAUSED -> w.get("arena.refused.already_paused", a, b);
      case NOT_PAUSED -> w.get("arena.refused.not_paused", a, b);
      default -> TeamText.refusal(w, reason, args);
    };
  }

  /** What is wrong with a CSV row, by the domain's word for it. */
  private static String csvProblem(Words w, String what) {
    return switch (what) {
      case "columns" -> w.get("tcsv.columns");
      case "name" -> w.get("tcsv.name");
      case "rating" -> w.get("tcsv.rating");
      case "federation" -> w.get("tcsv.federation");
      case "title" -> w.get("tcsv.title");
      default -> w.get("tcsv.twice");
    };
  }

  private static List<String> keys(Object list) {
    List<String> keys = new ArrayList<>();
    ((List<?>) list).forEach(key -> keys.add(String.valueOf(key)));
    return keys;
  }

  private static List<String> split(String text) {
    return List.of(text.split("\r?\n"));
  }

  /** The words of each reply in one language. */
  private record Worded(Words w) implements TournamentReply.Visitor<List<String>> {

    /** What a re-seating changed, in this language. */
    private String reseating(TournamentReply.Reseating change) {
      if (change instanceof TournamentReply.Reseating.Swap swap) {
        return w.get("reseat.swap", swap.first(), swap.second());
      }
      TournamentReply.Reseating.Board board = (TournamentReply.Reseating.Board) change;
      return w.get("reseat.board", board.board(), board.white(), board.black());
    }

    private List<String> boards(String heading, List<Pairing> boards) {
      List<String> lines = new ArrayList<>();
      lines.add(heading);
      boards.forEach(board -> lines.add(board(w, board)));
      return lines;
    }

    @Override
    public List<String> created(TournamentReply.Created reply) {
      return List.of(w.get("tour.created", reply.name(), describe(w, reply.summary())));
    }

    @Override
    public List<String> imported(TournamentReply.Imported reply) {
      return List.of(w.get("tour.imported", reply.name(), describe(w, reply.summary())));
    }

    @Override
    public List<String> listed(TournamentReply.Listed reply) {
      if (reply.tournaments().isEmpty()) {
        return List.of(w.get("tour.none"));
      }
      return reply.tournaments().stream().map(t -> t.name() + " " + describe(w, t)).toList();
    }

    @Override
    public List<String> joined(TournamentReply.Joined reply) {
      return List.of(w.get("tour.joined", reply.name()));
    }

    @Override
    public List<String> left(TournamentReply.Left reply) {
      return List.of(w.get("tour.left", reply.name()));
    }

    @Override
    public List<String> started(TournamentReply.Started reply) {
      return List.of(w.get("tour.started", reply.name()));
    }

    @Override
    public List<String> standingsShown(TournamentReply.StandingsShown reply) {
      return split(reply.csv() ? TournamentSheets.standingsCsv(reply.table())
          : TournamentSheets.standings(w, reply.table()));
    }

    @Override
    public List<String> pairingsShown(TournamentReply.PairingsShown reply) {
      return boards(w.get("tour.round_heading", reply.name(), reply.round()),
          reply.boards());
    }

    @Override
    public List<String> crosstableShown(TournamentReply.CrosstableShown reply) {
      return List.of(TournamentSheets.crosstable(w, reply.table()).split("\n"));
    }

    @Override
    public List<String> printLinks(TournamentReply.PrintLinks reply) {
      if (reply.address() == null) {
        return List.of(w.get("print.no_web", reply.name()));
      }
      List<String> lines = new ArrayList<>();
      lines.add(w.get("print.heading", reply.name()));
      for (PrintKind kind : PrintKind.values()) {
        if (kind != PrintKind.BERGER || reply.roundRobin()) {
          String url = reply.address() + "tournament/" + reply.name() + "/print/" + kind.file()
              + ".pdf";
          lines.add(kind.open() ? url : url + "  " + w.get("print.organizers"));
        }
      }
      return lines;
    }

    @Override
    public List<String> trfShown(TournamentReply.TrfShown reply) {
      return reply.lines();
    }

    @Override
    public List<String> auditShown(TournamentReply.AuditShown reply) {
      if (reply.entries().isEmpty()) {
        return List.of(w.get("tour.audit_none", reply.name()));
      }
      return reply.entries().stream().map(entry -> w.time(Instant.ofEpochMilli(entry.at()))
          + " " + AuditSentences.actor(w, entry.by()) + " " + AuditSentences.of(w, entry.action()))
          .toList();
    }

    @Override
    public List<String> optionsShown(TournamentReply.OptionsShown reply) {
      return reply.options().stream().map(option -> option.byDefault()
          ? w.get("tour.option_default", option.key(), option.value())
          : option.key() + " " + option.value()).toList();
    }

    @Override
    public List<String> arbiterNamed(TournamentReply.ArbiterNamed reply) {
      return List.of(w.get("tour.arbiter_named", reply.user(), reply.name()));
    }

    @Override
    public List<String> entered(TournamentReply.Entered reply) {
      return List.of(reply.full() ? w.get("tour.entered_full", reply.player(), reply.name())
          : reply.half() ? w.get("tour.entered_half", reply.player(), reply.name())
          : w.get("tour.entered", reply.player(), reply.name()));
    }

    @Override
    public List<String> withdrawn(TournamentReply.Withdrawn reply) {
      return List.of(w.get("tour.withdrawn", reply.player(), reply.name()));
    }

    @Override
    public List<String> reinstated(TournamentReply.Reinstated reply) {
      return List.of(w.get("tour.reinstated", reply.player(), reply.name()));
    }

    @Override
    public List<String> paired(TournamentReply.Paired reply) {
      return List.of(reply.over() ? w.get("tour.paired_over", reply.name())
          : w.get("tour.paired", reply.name(), reply.round()));
    }

    @Override
    public List<String> begun(TournamentReply.Begun reply) {
      return List.of(w.get("tour.begun", reply.name(), reply.round()));
    }

    @Override
    public List<String> reseated(TournamentReply.Reseated reply) {
      return boards(w.get("tour.reseated", reply.name(), reply.round(), reseating(reply.change())),
          reply.boards());
    }

    @Override
    public List<String> corrected(TournamentReply.Corrected reply) {
      return List.of(w.get("tour.corrected", reply.name(), reply.round(), reply.board(),
          reply.from().label(), reply.to().label()));
    }

    @Override
    public List<String> configured(TournamentReply.Configured reply) {
      return List.of(reply.name() + " " + reply.key() + " " + reply.value());
    }

    @Override
    public List<String> byeGranted(TournamentReply.ByeGranted reply) {
      return List.of(w.get("tour.bye_granted", reply.player(), reply.round(),
          reply.name()));
    }

    @Override
    public List<String> invited(TournamentReply.Invited reply) {
      return List.of(reply.seat() != null
          ? w.get("tour.seat_offered", reply.seat(), reply.name(), reply.player())
          : w.get("tour.invite_sent", reply.player(), reply.name()));
    }

    @Override
    public List<String> declined(TournamentReply.Declined reply) {
      return List.of(w.get("tour.declined", reply.name()));
    }

    @Override
    public List<String> arenaDone(TournamentReply.ArenaDone reply) {
      return List.of(w.get(switch (reply.action()) {
        case BERSERK -> "arena.done.berserk";
        case PAUSE -> "arena.done.pause";
        case RESUME -> "arena.done.resume";
      }, reply.player(), reply.name()));
    }

    @Override
    public List<String> checkedIn(TournamentReply.CheckedIn reply) {
      return List.of(w.get("treply.checked_in", reply.player(), reply.name()));
    }

    @Override
    public List<String> repaired(TournamentReply.Repaired reply) {
      return boards(w.get("treply.repaired", reply.name(), reply.round()), reply.boards());
    }

    @Override
    public List<String> overTheBoard(TournamentReply.OverTheBoard reply) {
      return OtbText.reply(w, reply.name(), reply.reply());
    }

    @Override
    public List<String> teamShown(TournamentReply.TeamShown reply) {
      return TeamText.team(w, reply);
    }

    @Override
    public List<String> teamStandingsShown(TournamentReply.TeamStandingsShown reply) {
      List<String> lines = new ArrayList<>(TeamText.standings(w, reply));
      lines.addAll(split(TournamentSheets.standings(w, reply.players())));
      return lines;
    }

    @Override
    public List<String> bracketShown(TournamentReply.BracketShown reply) {
      return BracketText.lines(w, reply.name(), reply.bracket());
    }

    @Override
    public List<String> playersEntered(TournamentReply.PlayersEntered reply) {
      return List.of(w.get("treply.players_entered", reply.name(), reply.entered().size(),
          reply.invited().size()));
    }
  }
}
