package arbiter.director;

import arbiter.clock.Ticker;
import arbiter.command.TournamentCommand;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.OtbReply;
import arbiter.event.Refusal;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.tournament.BoardReports;
import arbiter.tournament.BoardReports.Outcome;
import arbiter.tournament.BoardReports.Report;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.PlayerCodes;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Runs the tournaments played over the board: the players' reports of their boards (two that
 * agree make the result; a conflict, or a second report missing at the deadline, goes to the
 * organizers), the arbiter's entries, locked rounds, boards played on the server, arbiter calls
 * and the arbiter's table. Confined to the director's thread.
 */
final class OverTheBoard {

  private static final SecureRandom RANDOM = new SecureRandom();

  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Organizers organizers;
  private final AuditLog audit;
  private final BiConsumer<String, DomainEvent> tell;
  private final Ticker ticker;
  private final RoundRunner.Later later;
  private final int deadlineSeconds;
  private final ArbiterCalls calls = new ArbiterCalls();
  private final BoardPgn pgn;

  /**
   * @param tell tells a user an event, if they are online
   * @param ticker the wall clock of the reports and their deadline
   * @param later runs a task on the director's thread after a number of the ticker's milliseconds
   * @param deadlineSeconds the server's default of the {@code deadline} option
   */
  OverTheBoard(Tournaments tournaments, RoundRunner rounds, Organizers organizers,
      AuditLog audit, BiConsumer<String, DomainEvent> tell, Ticker ticker,
      RoundRunner.Later later, int deadlineSeconds, BoardPgn pgn) {
    this.tournaments = tournaments;
    this.rounds = rounds;
    this.organizers = organizers;
    this.audit = audit;
    this.tell = tell;
    this.ticker = ticker;
    this.later = later;
    this.deadlineSeconds = deadlineSeconds;
    this.pgn = pgn;
  }

  /** A tournament created with {@code otb}: played over the board, its players' codes drawn. */
  void turnOn(Tournament tournament) {
    tournaments.store(tournament, tournament.configure("otb", "on"));
    codes(tournament);
  }

  /** The players' codes of a tournament; its secret is drawn and stored the first time. */
  PlayerCodes codes(Tournament tournament) {
    if (tournament.boardReports().key() == null) {
      byte[] secret = new byte[16];
      RANDOM.nextBytes(secret);
      tournaments.store(tournament,
          tournament.boardReports().keyed(HexFormat.of().formatHex(secret)));
    }
    return PlayerCodes.of(tournament);
  }

  /** The answer to an over-the-board command, or {@code null} when the command is none. */
  TournamentReply run(String user, Tournament tournament, TournamentCommand command) {
    OtbReply reply;
    if (command instanceof TournamentCommand.Report report) {
      reply = report(user, tournament, report);
    } else if (command instanceof TournamentCommand.CallArbiter call) {
      reply = call(user, tournament, call.text());
    } else {
      organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
      if (command instanceof TournamentCommand.Lock lock) {
        reply = lock(user, tournament, lock);
      } else if (command instanceof TournamentCommand.Live live) {
        reply = live(user, tournament, live);
      } else if (command instanceof TournamentCommand.Boards boards) {
        reply = boards(tournament, boards.round() == 0 ? tournament.roundNumber() : boards.round());
      } else if (command instanceof TournamentCommand.Codes) {
        PlayerCodes codes = codes(tournament);
        reply = new OtbReply.Codes(tournament.players(),
            tournament.players().stream().map(codes::code).toList());
      } else if (command instanceof TournamentCommand.TakeCall take) {
        reply = take(user, tournament, take.number());
      } else if (command instanceof TournamentCommand.Pgn board) {
        reply = pgn(user, tournament, board);
      } else {
        return null;
      }
    }
    return new TournamentReply.OverTheBoard(tournament.name(), reply);
  }

  /** Whether a command is one of the over-the-board ones. */
  static boolean handles(TournamentCommand command) {
    return command instanceof TournamentCommand.Report || command instanceof TournamentCommand.Lock
        || command instanceof TournamentCommand.Live || command instanceof TournamentCommand.Boards
        || command instanceof TournamentCommand.CallArbiter
        || command instanceof TournamentCommand.TakeCall || command instanceof TournamentCommand.Pgn
        || command instanceof TournamentCommand.Codes;
  }

  private OtbReply report(String user, Tournament tournament, TournamentCommand.Report report) {
    Result result = reported(report.result());
    BoardReports boards = tournament.boardReports();
    int before = tournament.events().size();
    boards.report(user, report.round(), result, ticker.epochMillis());
    Pairing board = boards.boardOf(user, report.round());
    Outcome outcome = boards.outcome(report.round(), board.board());
    if (tournament.events().size() == before) {
      return new OtbReply.Reported(report.round(), board.board(), result, outcome); // a retry
    }
    tournaments.store(tournament, tournament.events().get(before));
    audit.note(tournament, user,
        AuditAction.of(Kind.REPORT, report.round(), board.board(), result.label()));
    switch (outcome) {
      case AGREED -> {
        stand(tournament, report.round(), board.board(), result);
        outcome = Outcome.STANDS;
      }
      case CONFLICT -> toArbiter(tournament, report.round(), board, false);
      case WAITING -> awaitSecond(tournament, report.round(), board.board(),
          deadline(tournament) * 1000L);
      default -> { }
    }
    return new OtbReply.Reported(report.round(), board.board(), result, outcome);
  }

  /** A result as a player types it; forfeits and byes are the arbiter's. */
  private static Result reported(String text) {
    Result result = Result.parse(text == null ? "" : text.replace("½", "1/2"));
    if (result != Result.WHITE_WIN && result != Result.BLACK_WIN && result != Result.DRAW) {
      throw new TournamentException(TournamentRefusal.REPORT_RESULT);
    }
    return result;
  }

  /** A pending over-the-board board gets its result: the players agreed, or the arbiter said. */
  void stand(Tournament tournament, int round, int board, Result result) {
    tournaments.store(tournament, tournament.record(round, board, result));
    rounds.changed(tournament);
  }

  /**
   * Whether the arbiter's {@code tournament result} enters this board's result rather than
   * corrects it: a pending board of the current round played over the board (a board played on
   * the server is adjudicated through its game).
   */
  static boolean entry(Tournament tournament, int round, int board) {
    return tournament.boardReports().on() && round == tournament.roundNumber()
        && !tournament.awaitingPairing() && board >= 1
        && board <= tournament.currentRound().size()
        && tournament.currentRound().get(board - 1).isPending()
        && !tournament.currentRound().get(board - 1).isBye()
        && !tournament.boardReports().live(round, board);
  }

  /** The option {@code otb} is chosen before the start: rounds then never change their nature. */
  static void requireRegistration(Tournament tournament) {
    if (tournament.phase() != Phase.REGISTRATION) {
      throw new TournamentException(TournamentRefusal.REGISTRATION_CLOSED, tournament.name());
    }
  }

  /** The arbiter enters a pending board's result ({@link #entry}), over any report. */
  TournamentReply enter(String user, Tournament tournament, TournamentCommand.Correct typed) {
    organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
    Result result = Result.parse(typed.result());
    if (result == null || result.isBye()) {
      throw new Refused(Refusal.TOURNAMENT_RESULT);
    }
    int round = typed.round();
    int board = typed.board();
    stand(tournament, round, board, result);
    audit.record(tournament, user,
        AuditAction.of(Kind.RESULT, round, board, result.label()));
    return new TournamentReply.OverTheBoard(tournament.name(),
        new OtbReply.Reported(round, board, result, Outcome.STANDS));
  }

  private int deadline(Tournament tournament) {
    return tournament.options().number("deadline", deadlineSeconds);
  }

  /** After the deadline, a board still waiting for its second report goes to the arbiter. */
  private void awaitSecond(Tournament tournament, int round, int board, long millis) {
    later.schedule(Math.max(0, millis), () -> {
      if (tournaments.get(tournament.name()) == tournament
          && round <= tournament.roundNumber()
          && tournament.boardReports().outcome(round, board) == Outcome.WAITING) {
        toArbiter(tournament, round, tournament.pairings(round).get(board - 1), true);
      }
    });
  }

  /** After a restart: every board waiting for its second report waits what is left. */
  void carryOn() {
    for (Tournament tournament : tournaments.all()) {
      BoardReports boards = tournament.boardReports();
      if (tournament.phase() != Phase.RUNNING || !boards.on() || tournament.awaitingPairing()) {
        continue;
      }
      int round = tournament.roundNumber();
      for (Pairing pairing : tournament.currentRound()) {
        if (boards.outcome(round, pairing.board()) == Outcome.WAITING) {
          long reported = boards.reports(round, pairing.board()).get(0).at();
          awaitSecond(tournament, round, pairing.board(),
              reported + deadline(tournament) * 1000L - ticker.epochMillis());
        }
      }
    }
  }

  private void toArbiter(Tournament tournament, int round, Pairing board, boolean late) {
    BoardReports boards = tournament.boardReports();
    DomainEvent told = new TournamentNews.BoardToArbiter(tournament.name(), round, board.board(),
        board.white(), board.black(), reportOf(boards, round, board, board.white()),
        reportOf(boards, round, board, board.black()), late);
    organizersOf(tournament).forEach(organizer -> tell.accept(organizer, told));
  }

  private static Result reportOf(BoardReports boards, int round, Pairing board, String player) {
    return boards.reports(round, board.board()).stream().filter(r -> r.player().equals(player))
        .map(Report::result).findFirst().orElse(null);
  }

  private static Set<String> organizersOf(Tournament tournament) {
    Set<String> people = new LinkedHashSet<>();
    people.add(tournament.creator());
    people.addAll(tournament.arbiters());
    return people;
  }

  private OtbReply lock(String user, Tournament tournament, TournamentCommand.Lock lock) {
    tournaments.store(tournament,
        tournament.boardReports().lock(lock.round(), lock.lock(), user));
    audit.record(tournament, user,
        AuditAction.of(lock.lock() ? Kind.LOCK : Kind.UNLOCK, lock.round()));
    return new OtbReply.Locked(lock.round(), lock.lock());
  }

  private OtbReply live(String user, Tournament tournament, TournamentCommand.Live live) {
    tournaments.store(tournament,
        tournament.boardReports().live(live.round(), live.board(), user));
    audit.record(tournament, user, AuditAction.of(Kind.LIVE, live.round(), live.board()));
    if (tournament.roundBegun()) {
      rounds.startRound(tournament); // the board gets its game now
    }
    Long game = rounds.boardGames().byBoard(tournament.name())
        .get(live.round() + ":" + live.board());
    return new OtbReply.Live(live.round(), live.board(), game == null ? 0 : game);
  }

  /** The arbiter's table: every board of the round with its reports, and the open calls. */
  OtbReply.Boards boards(Tournament tournament, int round) {
    if (round < 1 || round > tournament.roundNumber()) {
      throw new TournamentException(TournamentRefusal.NO_ROUND, tournament.name(), round,
          tournament.roundNumber());
    }
    BoardReports boards = tournament.boardReports();
    long overdueBefore = ticker.epochMillis() - deadline(tournament) * 1000L;
    List<OtbReply.BoardRow> rows = new ArrayList<>();
    for (Pairing p : tournament.pairings(round)) {
      if (p.isBye()) {
        continue;
      }
      Outcome outcome = boards.outcome(round, p.board());
      List<Report> reports = boards.reports(round, p.board());
      rows.add(new OtbReply.BoardRow(p.board(), p.white(), p.black(), p.result(),
          reportOf(boards, round, p, p.white()), reportOf(boards, round, p, p.black()), outcome,
          outcome == Outcome.WAITING && reports.get(0).at() <= overdueBefore,
          boards.live(round, p.board())));
    }
    return new OtbReply.Boards(round, rows, calls.open(tournament.name()));
  }

  private OtbReply call(String user, Tournament tournament, String text) {
    if (!tournament.players().contains(user) && !organizers.runs(user, tournament)) {
      throw new TournamentException(TournamentRefusal.NOT_IN, user, tournament.name());
    }
    int board = tournament.currentPairing(user).filter(p -> !p.isBye())
        .map(Pairing::board).orElse(0);
    OtbReply.Call call = calls.add(tournament.name(), board, user, text);
    audit.note(tournament, user, text.isEmpty()
        ? AuditAction.of(Kind.CALL, call.number(), board)
        : AuditAction.of(Kind.CALL_TEXT, call.number(), board, text));
    DomainEvent told = new TournamentNews.ArbiterCalled(tournament.name(), call.number(), board,
        user, text);
    organizersOf(tournament).forEach(organizer -> tell.accept(organizer, told));
    return new OtbReply.Called(call.number(), board);
  }

  private OtbReply take(String user, Tournament tournament, int number) {
    if (!calls.take(tournament.name(), number)) {
      throw new TournamentException(TournamentRefusal.NO_CALL, number, tournament.name());
    }
    audit.note(tournament, user, AuditAction.of(Kind.TAKE, number));
    DomainEvent told = new TournamentNews.ArbiterCallTaken(tournament.name(), number, user);
    organizersOf(tournament).stream().filter(organizer -> !organizer.equals(user))
        .forEach(organizer -> tell.accept(organizer, told)); // the taker has the answer
    return new OtbReply.Taken(number);
  }

  /** The arbiter's PGN of a board: archived as its game; a pending board gets its result. */
  private OtbReply pgn(String user, Tournament tournament, TournamentCommand.Pgn typed) {
    int round = typed.round();
    if (round < 1 || round > tournament.roundNumber()) {
      throw new TournamentException(TournamentRefusal.NO_ROUND, tournament.name(), round,
          tournament.roundNumber());
    }
    List<Pairing> boards = tournament.pairings(round);
    if (typed.board() < 1 || typed.board() > boards.size()
        || boards.get(typed.board() - 1).isBye()) {
      throw new TournamentException(TournamentRefusal.NO_BOARD, round, typed.board());
    }
    Pairing board = boards.get(typed.board() - 1);
    BoardPgn.Game game = pgn.read(tournament, typed.pgn());
    if (!board.isPending() && board.result() != game.result()) {
      throw new TournamentException(TournamentRefusal.RESULT_STANDS, board.board(), round,
          board.result().label());
    }
    long id = pgn.archive(tournament, round, board, game);
    audit.record(tournament, user, AuditAction.of(Kind.PGN, round, board.board(), id));
    if (board.isPending()) {
      stand(tournament, round, board.board(), game.result());
    }
    return new OtbReply.PgnArchived(round, board.board(), id);
  }
}
