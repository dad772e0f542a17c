package arbiter.face.text;

import arbiter.event.DomainEvent;
import arbiter.event.TournamentReply;
import arbiter.export.TournamentSheets;
import arbiter.face.words.Words;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.TournamentSummary;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * The text face's words for tournaments: the answers to {@code tournament} commands, their
 * refusals and the news of rounds. The JSON (version 1) and ICS faces show the same lines.
 */
public final class TournamentText {

  /**
   * The sentences added since the words files: English, as every line here (the tournament
   * lines are not yet per language), but by key, so every language's file carries them.
   */
  private static final Words ENGLISH = Words.english();

  private TournamentText() {}

  /** The lines answering a tournament command. */
  public static List<String> reply(TournamentReply reply) {
    return reply.accept(WORDS);
  }

  /** The lines of a tournament's news, or {@code null} when the event is none. */
  public static List<String> news(DomainEvent event) {
    if (event instanceof DomainEvent.TournamentAnswered answered) {
      return reply(answered.reply());
    }
    if (event instanceof DomainEvent.TournamentRefused refused) {
      return List.of(refusal(refused.reason(), refused.args()));
    }
    if (event instanceof DomainEvent.RoundGame game) {
      return List.of("tournament " + game.tournament() + " round " + game.round() + " board "
          + game.board() + ": you play " + game.side().label() + " against " + game.opponent()
          + " in game " + game.game());
    }
    if (event instanceof DomainEvent.RoundBye bye) {
      return List.of("tournament " + bye.tournament() + " round " + bye.round()
          + ": you have a bye");
    }
    if (event instanceof DomainEvent.RoundOver over) {
      return List.of("tournament " + over.tournament() + " round " + over.round() + " is over");
    }
    if (event instanceof DomainEvent.TournamentOver over) {
      List<String> lines = new ArrayList<>();
      lines.add("tournament " + over.tournament() + " is over; final standings:");
      lines.addAll(List.of(TournamentSheets.standings(over.standings()).split("\n")));
      return lines;
    }
    if (event instanceof DomainEvent.RoundPublished published) {
      List<String> lines = new ArrayList<>();
      lines.add("tournament " + published.tournament() + " round " + published.round()
          + " pairings" + (published.seconds() == 0 ? ":"
          : ", games start in " + published.seconds() + " s:"));
      published.boards().forEach(board -> lines.add(board(board)));
      return lines;
    }
    if (event instanceof DomainEvent.AbsentWithdrawn withdrawn) {
      return List.of("tournament " + withdrawn.tournament() + ": " + withdrawn.player()
          + " is withdrawn after " + withdrawn.absences() + " games lost by absence");
    }
    if (event instanceof DomainEvent.TournamentInvited invited) {
      return List.of("tournament " + invited.tournament() + ": " + invited.by()
          + " invites you to play" + (invited.half() ? " (rounds so far: byes worth 1/2)" : "")
          + "; tournament join " + invited.tournament() + " accepts, tournament decline "
          + invited.tournament() + " declines");
    }
    if (event instanceof DomainEvent.TournamentNotice notice) {
      return List.of("tournament " + notice.tournament() + ": " + notice.by() + " did "
          + notice.action());
    }
    return null;
  }

  /** One board as in a pairings list: {@code 1. alice - bob 1-0}, {@code 5. carol bye}. */
  public static String board(Pairing pairing) {
    String players = pairing.isBye() ? pairing.white() : pairing.white() + " - " + pairing.black();
    return pairing.board() + ". " + players
        + (pairing.result() == null ? "" : " " + pairing.result().label());
  }

  /** A tournament in a list: {@code chess swiss rounds 5 limit 0 time 5+3 players 8 round 2}. */
  public static String describe(TournamentSummary t) {
    String format = t.format() == Format.SWISS ? "swiss" : "roundrobin";
    String phase =
        switch (t.phase()) {
          case REGISTRATION -> "open";
          case RUNNING -> "round " + t.round();
          case FINISHED -> "finished";
        };
    String time = t.timeControl() == null ? "" : " time " + t.timeControl();
    return t.variant() + " " + format + " rounds " + t.rounds() + " limit " + t.moveLimit() + time
        + " players " + t.players() + " " + phase;
  }

  /** The sentence of a refusal by the tournament's own rules. */
  public static String refusal(TournamentRefusal reason, List<Object> args) {
    Object a = args.isEmpty() ? null : args.get(0);
    Object b = args.size() < 2 ? null : args.get(1);
    Object c = args.size() < 3 ? null : args.get(2);
    return switch (reason) {
      case NAME_MISSING -> "a tournament needs a name";
      case SWISS_ROUNDS_MISSING -> "a Swiss tournament needs at least 1 round";
      case CREATED_TWICE -> "a tournament is created only once";
      case NOT_CURRENT_ROUND -> "round " + a + " is not the current round";
      case NOT_CURRENT_ROUND_OF -> "round " + a + " is not the current round (" + b + ")";
      case NOT_NEXT_ROUND -> "round " + a + " is not the next round";
      case OVER -> a + " is over";
      case REGISTRATION_CLOSED -> a + " has already started";
      case NOT_RUNNING -> a + " is not running";
      case NOT_STARTED -> a + " has not started";
      case NOT_STARTED_JOIN -> a + " has not started; players join it";
      case ALREADY_JOINED -> a + " has already joined " + b;
      case NOT_IN -> a + " is not in " + b;
      case ALREADY_LEFT -> a + " has already left " + b;
      case ALREADY_IN -> a + " is already in " + b;
      case HAS_WITHDRAWN -> a + " has withdrawn from " + b;
      case NOT_WITHDRAWN -> a + " has not withdrawn from " + b;
      case SEEDING_MISMATCH -> "a seeding lists every player of " + a + " once";
      case TOO_FEW_PLAYERS -> "a tournament needs at least 2 players to start; " + a + " has " + b;
      case SWISS_TOO_FEW_PLAYERS -> "a Swiss of " + a + " rounds needs at least "
          + ((Integer) a + 1) + " players; " + b + " has " + c;
      case NO_BOARD -> "round " + a + " has no board " + b;
      case BYE_BOARD -> "board " + a + " of round " + b + " is a bye";
      case RESULT_NEEDED -> "board " + a + " of round " + b + " needs a game result";
      case HAS_RESULT -> "board " + a + " of round " + b + " already has " + ((Result) c).label();
      case NO_RESULT_YET -> "board " + a + " of round " + b + " has no result yet";
      case ROUND_INCOMPLETE -> "round " + a + " is not complete: board(s) " + b
          + " have no result";
      case NO_LATE_ENTRIES -> "a round robin takes no late entries";
      case LATE_BYE_WORTH -> "a late entry's byes are worth 0 or 1/2";
      case NO_REQUESTED_BYES -> "a round robin gives no requested byes";
      case NOT_COMING_ROUND -> "round " + a + " of " + b + " is not a coming round (rounds " + c
          + " to " + args.get(3) + " are)";
      case BYE_ALREADY -> a + " already has a bye in round " + b;
      case NO_ROUND -> a + " has no round " + b + " (rounds 1 to " + c + " are paired)";
      case NO_ROUND_PAIRED -> a + " has no round " + b + " paired";
      case SWAP_NEEDS_TWO -> "a swap needs two players";
      case NO_GAME_ON_BOARD -> "round " + a + " has no game on board " + b;
      case BOARD_NEEDS_TWO -> "a board needs two players";
      case NOT_PUBLISHED_ROUND -> "round " + a + " is not the published round";
      case RESEAT_KEEPS_PLAYERS -> "a re-seating keeps every player of the round, once each";
      case SEATS_FIXED -> "round " + a + " of " + b
          + " has started; boards change only between its publication and its start";
      case NO_SEAT -> a + " has no seat in this round";
      case ALREADY_ARBITER -> a + " is already an arbiter of " + b;
      case ROUND_ALREADY_OVER -> "round " + a + " of " + b + " is already over";
      case ROUND_ALREADY_PUBLISHED -> "round " + a + " of " + b + " is already published";
      case ROUND_NOT_OVER -> "round " + a + " of " + b + " is not over";
      case ROUND_ALREADY_STARTED -> "round " + a + " of " + b + " has already started";
      case PAIRING_OPTION -> "pairing is auto or manual";
      case NUMBER_OPTION -> a + " is a whole number from 0 to 999999";
      case ACCELERATION_OPTION -> "acceleration is baku or none";
      case PAB_OPTION -> "pab (the pairing-allocated bye) is 1, 0.5 or 0";
      case FORBID_PAIR -> "a forbidden pair is two different players";
      case FORBID_IMPOSSIBLE -> "forbidding " + a + " and " + b
          + " leaves the next round without a legal pairing; nothing changed";
      case NO_OPTION -> "no option " + a + "; options: " + String.join(", ", keys(b));
      case TIEBREAKS -> "tie-breaks are a list of distinct codes among " + a + "; not " + b;
      case NO_TRF_FILE -> "no file " + a + "/" + a + ".trf in the tournaments folder";
      case TRF_UNREADABLE -> "cannot read " + a + "/" + a + ".trf: " + b;
      case TRF_TOO_LARGE -> a + "/" + a + ".trf is larger than " + b + " KB";
      case TRF_INVALID -> String.valueOf(a);
      case ON_OFF_OPTION -> ENGLISH.get("trefusal.on_off", a);
      case CHECKIN_OFF -> ENGLISH.get("trefusal.checkin_off", a);
      case CHECKED_IN_ALREADY -> ENGLISH.get("trefusal.checked_in_already", a, b);
      case REPAIR_IMPOSSIBLE -> ENGLISH.get("trefusal.repair_impossible", a);
      case FIDE_FULL_BYE -> ENGLISH.get("trefusal.fide_full_bye", a);
      case BREAK_OPTION -> ENGLISH.get("trefusal.break");
      case NO_CSV_FILE -> ENGLISH.get("trefusal.no_csv", a);
      case CSV_ROW -> ENGLISH.get("trefusal.csv_row", a, csvProblem(String.valueOf(b)));
    };
  }

  /** What is wrong with a CSV row, by the domain's word for it. */
  private static String csvProblem(String what) {
    return switch (what) {
      case "columns" -> ENGLISH.get("tcsv.columns");
      case "name" -> ENGLISH.get("tcsv.name");
      case "rating" -> ENGLISH.get("tcsv.rating");
      case "federation" -> ENGLISH.get("tcsv.federation");
      case "title" -> ENGLISH.get("tcsv.title");
      default -> ENGLISH.get("tcsv.twice");
    };
  }

  private static List<String> keys(Object list) {
    List<String> keys = new ArrayList<>();
    ((List<?>) list).forEach(key -> keys.add(String.valueOf(key)));
    return keys;
  }

  private static List<String> boards(String heading, List<Pairing> boards) {
    List<String> lines = new ArrayList<>();
    lines.add(heading);
    boards.forEach(board -> lines.add(board(board)));
    return lines;
  }

  private static List<String> split(String text) {
    return List.of(text.split("\r?\n"));
  }

  /** The words of each reply. */
  private static final TournamentReply.Visitor<List<String>> WORDS =
      new TournamentReply.Visitor<>() {
        @Override
        public List<String> created(TournamentReply.Created reply) {
          return List.of("tournament " + reply.name() + " created: " + describe(reply.summary()));
        }

        @Override
        public List<String> imported(TournamentReply.Imported reply) {
          return List.of("tournament " + reply.name() + " imported: "
              + describe(reply.summary()));
        }

        @Override
        public List<String> listed(TournamentReply.Listed reply) {
          if (reply.tournaments().isEmpty()) {
            return List.of("no tournaments");
          }
          return reply.tournaments().stream().map(t -> t.name() + " " + describe(t)).toList();
        }

        @Override
        public List<String> joined(TournamentReply.Joined reply) {
          return List.of("you joined " + reply.name());
        }

        @Override
        public List<String> left(TournamentReply.Left reply) {
          return List.of("you left " + reply.name());
        }

        @Override
        public List<String> started(TournamentReply.Started reply) {
          return List.of("tournament " + reply.name() + " started");
        }

        @Override
        public List<String> standingsShown(TournamentReply.StandingsShown reply) {
          return split(reply.csv() ? TournamentSheets.standingsCsv(reply.table())
              : TournamentSheets.standings(reply.table()));
        }

        @Override
        public List<String> pairingsShown(TournamentReply.PairingsShown reply) {
          return boards(reply.name() + " round " + reply.round(), reply.boards());
        }

        @Override
        public List<String> crosstableShown(TournamentReply.CrosstableShown reply) {
          return List.of(TournamentSheets.crosstable(reply.table()).split("\n"));
        }

        @Override
        public List<String> trfShown(TournamentReply.TrfShown reply) {
          return reply.lines();
        }

        @Override
        public List<String> auditShown(TournamentReply.AuditShown reply) {
          if (reply.entries().isEmpty()) {
            return List.of("no organizer actions on " + reply.name());
          }
          return reply.entries().stream().map(entry -> Instant.ofEpochMilli(entry.at())
              .truncatedTo(ChronoUnit.SECONDS) + " " + entry.by() + " " + entry.action()).toList();
        }

        @Override
        public List<String> optionsShown(TournamentReply.OptionsShown reply) {
          return reply.options().stream().map(option -> option.key() + " " + option.value()
              + (option.byDefault() ? " (default)" : "")).toList();
        }

        @Override
        public List<String> arbiterNamed(TournamentReply.ArbiterNamed reply) {
          return List.of(reply.user() + " is an arbiter of " + reply.name());
        }

        @Override
        public List<String> entered(TournamentReply.Entered reply) {
          return List.of(reply.player() + " entered " + reply.name()
              + " (rounds so far: byes worth " + (reply.full() ? "1" : reply.half() ? "1/2" : "0")
              + ")");
        }

        @Override
        public List<String> withdrawn(TournamentReply.Withdrawn reply) {
          return List.of(reply.player() + " withdrawn from " + reply.name());
        }

        @Override
        public List<String> reinstated(TournamentReply.Reinstated reply) {
          return List.of(reply.player() + " reinstated in " + reply.name());
        }

        @Override
        public List<String> paired(TournamentReply.Paired reply) {
          return List.of(reply.name() + (reply.over() ? " is over: no round left to pair"
              : " round " + reply.round() + " published"));
        }

        @Override
        public List<String> begun(TournamentReply.Begun reply) {
          return List.of(reply.name() + " round " + reply.round() + " started");
        }

        @Override
        public List<String> reseated(TournamentReply.Reseated reply) {
          return boards(reply.name() + " round " + reply.round() + " re-seated: " + reply.change(),
              reply.boards());
        }

        @Override
        public List<String> corrected(TournamentReply.Corrected reply) {
          return List.of(reply.name() + " result round " + reply.round() + " board "
              + reply.board() + " from " + reply.from().label() + " to " + reply.to().label());
        }

        @Override
        public List<String> configured(TournamentReply.Configured reply) {
          return List.of(reply.name() + " " + reply.key() + " " + reply.value());
        }

        @Override
        public List<String> byeGranted(TournamentReply.ByeGranted reply) {
          return List.of(reply.player() + " has a half-point bye in round " + reply.round()
              + " of " + reply.name());
        }

        @Override
        public List<String> invited(TournamentReply.Invited reply) {
          return List.of(reply.player() + " is invited to " + reply.name()
              + "; they play once they accept");
        }

        @Override
        public List<String> declined(TournamentReply.Declined reply) {
          return List.of("you declined the invitation to " + reply.name());
        }

        @Override
        public List<String> checkedIn(TournamentReply.CheckedIn reply) {
          return List.of(ENGLISH.get("treply.checked_in", reply.player(), reply.name()));
        }

        @Override
        public List<String> repaired(TournamentReply.Repaired reply) {
          return boards(ENGLISH.get("treply.repaired", reply.name(), reply.round()),
              reply.boards());
        }

        @Override
        public List<String> playersEntered(TournamentReply.PlayersEntered reply) {
          return List.of(ENGLISH.get("treply.players_entered", reply.name(),
              reply.entered().size(), reply.invited().size()));
        }
      };
}
