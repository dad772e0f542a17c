package arbiter.director;

import arbiter.command.TournamentCommand;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.Refusal;
import arbiter.event.TournamentReply;
import arbiter.event.TournamentReply.Reseating;
import arbiter.tournament.Phase;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentEvent;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletionStage;

/**
 * The organizers' controls of a running tournament: late entries, withdrawals, byes, pairing and
 * beginning a round by hand, re-seating, corrections and options. Each is stored, then logged.
 * Confined to the director's thread.
 */
final class Controls {

  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Organizers organizers;
  private final Registration registration;
  private final AuditLog audit;
  private final ResultCorrections corrections;

  Controls(Tournaments tournaments, RoundRunner rounds, Organizers organizers,
      Registration registration, AuditLog audit, ResultCorrections corrections) {
    this.corrections = corrections;
    this.tournaments = tournaments;
    this.rounds = rounds;
    this.organizers = organizers;
    this.registration = registration;
    this.audit = audit;
  }

  /** Names an arbiter; only the tournament's owners may. */
  TournamentReply arbiter(String user, Tournament tournament, TournamentCommand.Arbiter arbiter) {
    organizers.requireOwner(user, tournament);
    registration.requireAccount(arbiter.user()); // no role waits for whoever registers the name
    if (organizers.heldByAnother(arbiter.user(), tournament)) {
      organizers.bind(tournament, arbiter.user()); // the name is the arbiter's: the account is new
    } else {
      tournaments.store(tournament, tournament.nameArbiter(arbiter.user()));
      organizers.bind(tournament, arbiter.user());
    }
    audit.record(tournament, user, AuditAction.of(Kind.ARBITER, arbiter.user()));
    return new TournamentReply.ArbiterNamed(tournament.name(), arbiter.user());
  }

  /** A half-point bye: a player asks for their own, an organizer for anyone's. */
  TournamentReply bye(String user, Tournament tournament, TournamentCommand.Bye bye) {
    String player = bye.player() == null ? user : bye.player();
    if (!player.equals(user)) {
      organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
    }
    // in the published round's countdown the bye is for that round, which is then paired again
    int round = bye.round() != 0 ? bye.round()
        : tournament.roundNumber() + (registration.published(tournament) ? 0 : 1);
    tournaments.store(tournament, tournament.requestBye(player, round));
    audit.record(tournament, user, AuditAction.of(Kind.BYE, player, round));
    if (round == tournament.roundNumber()) {
      registration.repairPublished(user, tournament);
    }
    return new TournamentReply.ByeGranted(tournament.name(), player, round);
  }

  /** An organizer control, once the user may run it. */
  TournamentReply run(String user, Tournament tournament, TournamentCommand command) {
    organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
    String name = tournament.name();
    if (command instanceof TournamentCommand.Enter enter) {
      return registration.enter(user, tournament, enter);
    }
    if (command instanceof TournamentCommand.Withdraw withdraw) {
      boolean published = registration.published(tournament);
      registration.withdraw(tournament, withdraw.player());
      audit.record(tournament, user, AuditAction.of(Kind.WITHDRAW, withdraw.player()));
      if (published) {
        registration.repairPublished(user, tournament);
      }
      return new TournamentReply.Withdrawn(name, withdraw.player());
    }
    if (command instanceof TournamentCommand.Repair) {
      TournamentEvent.Repaired done = tournament.repair(user, rounds.epochMillis());
      tournaments.store(tournament, done);
      audit.record(tournament, user, AuditAction.of(Kind.REPAIR, done.round()));
      rounds.tellPairings(tournament, rounds.secondsLeft(tournament));
      return new TournamentReply.Repaired(name, done.round(), done.boards());
    }
    if (command instanceof TournamentCommand.ImportPlayers players) {
      return registration.importPlayers(user, tournament, players);
    }
    if (command instanceof TournamentCommand.Reinstate reinstate) {
      tournaments.store(tournament, tournament.reinstate(reinstate.player()));
      audit.record(tournament, user, AuditAction.of(Kind.REINSTATE, reinstate.player()));
      return new TournamentReply.Reinstated(name, reinstate.player());
    }
    if (command instanceof TournamentCommand.Begin) {
      return begin(user, tournament);
    }
    if (command instanceof TournamentCommand.Swap swap) {
      tournaments.store(tournament,
          tournament.swap(swap.first(), swap.second(), user, rounds.epochMillis()));
      return reseated(user, tournament, AuditAction.of(Kind.SWAP, swap.first(), swap.second(),
          tournament.roundNumber()), new Reseating.Swap(swap.first(), swap.second()));
    }
    if (command instanceof TournamentCommand.Board board) {
      tournaments.store(tournament, tournament.setBoard(board.board(), board.white(),
          board.black(), user, rounds.epochMillis()));
      return reseated(user, tournament, AuditAction.of(Kind.BOARD, board.board(), board.white(),
          board.black(), tournament.roundNumber()),
          new Reseating.Board(board.board(), board.white(), board.black()));
    }
    if (command instanceof TournamentCommand.Correct correct) {
      return correct(user, tournament, correct);
    }
    if (command instanceof TournamentCommand.Configure set && set.key().equals("break")) {
      return rhythm(user, tournament, set.value());
    }
    if (command instanceof TournamentCommand.Configure set) {
      TournamentEvent.Configured done = tournament.configure(set.key(), set.value());
      tournaments.store(tournament, done);
      audit.record(tournament, user, AuditAction.of(Kind.SET, done.key(), done.value()));
      return new TournamentReply.Configured(name, done.key(), done.value());
    }
    throw new IllegalStateException("no tournament command " + command.action());
  }

  /**
   * {@code break SECONDS}: the next round is paired as soon as a round ends and its pairings are
   * shown for SECONDS before its games begin; {@code break manual}: an organizer pairs each round.
   */
  private TournamentReply rhythm(String user, Tournament tournament, String value) {
    Map<String, String> options = new LinkedHashMap<>();
    if (value.equals("manual")) {
      options.put("pairing", "manual");
    } else if (value.matches("\\d{1,6}")) {
      options.put("pairing", "auto");
      options.put("delay", "0");
      options.put("countdown", value);
    } else {
      throw new TournamentException(TournamentRefusal.BREAK_OPTION);
    }
    options.forEach((key, set) -> tournaments.store(tournament, tournament.configure(key, set)));
    audit.record(tournament, user, AuditAction.of(Kind.SET, "break", value));
    return new TournamentReply.Configured(tournament.name(), "break", value);
  }

  /**
   * {@code tournament pair}: answered once the round is paired, which happens off the director's
   * thread (see {@link RoundRunner#pairNow}).
   */
  CompletionStage<TournamentReply> pair(String user, Tournament tournament) {
    organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
    if (!tournament.awaitingPairing()) {
      tournament.pair(); // throws the reason: not started, published, not over, finished
    }
    return rounds.pairNow(tournament).thenApply(paired -> {
      audit.record(tournament, user, AuditAction.of(Kind.PAIR, tournament.roundNumber()));
      return new TournamentReply.Paired(tournament.name(), tournament.roundNumber(),
          tournament.isFinished());
    });
  }

  private TournamentReply begin(String user, Tournament tournament) {
    int round = tournament.roundNumber();
    if (tournament.phase() == Phase.RUNNING && !tournament.awaitingPairing()
        && !tournament.roundBegun()) {
      rounds.begin(tournament);
    } else {
      tournament.begin(); // throws the reason
    }
    audit.record(tournament, user, AuditAction.of(Kind.BEGIN, round));
    return new TournamentReply.Begun(tournament.name(), round);
  }

  private TournamentReply correct(String user, Tournament tournament,
      TournamentCommand.Correct correct) {
    Result result = Result.parse(correct.result());
    if (result == null) {
      throw new Refused(Refusal.TOURNAMENT_RESULT);
    }
    TournamentEvent.Corrected done = tournament.correct(correct.round(), correct.board(),
        result, user, rounds.epochMillis());
    tournaments.store(tournament, done);
    audit.record(tournament, user, AuditAction.of(Kind.CORRECT, done.round(), done.board(),
        done.from().label(), done.to().label()));
    corrections.follow(tournament, done, user);
    rounds.changed(tournament);
    return new TournamentReply.Corrected(tournament.name(), done.round(), done.board(),
        done.from(), done.to());
  }

  /**
   * A re-seating was stored: logged, and everyone is shown the boards as they now stand;
   * {@code change} is what changed, as the reply shows it.
   */
  private TournamentReply reseated(String user, Tournament tournament, AuditAction action,
      Reseating change) {
    audit.record(tournament, user, action);
    rounds.tellPairings(tournament, rounds.secondsLeft(tournament));
    rounds.changed(tournament);
    return new TournamentReply.Reseated(tournament.name(), tournament.roundNumber(), change,
        tournament.currentRound());
  }
}
