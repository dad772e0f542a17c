package arbiter.director;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.event.TournamentReply;
import arbiter.tournament.Crosstable;
import arbiter.tournament.PlayerCodes;
import arbiter.tournament.Format;
import arbiter.tournament.knockout.KnockoutRules;
import arbiter.tournament.ReportFile;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * Answers the {@code tournament} commands of a user with a typed reply or a typed refusal: routes
 * each to the registration or the organizer controls and shows the tables itself. Every change is
 * stored before the answer. Confined to the director's thread.
 */
final class TournamentCommands {

  private static final org.slf4j.Logger LOG =
      org.slf4j.LoggerFactory.getLogger(TournamentCommands.class);

  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Organizers organizers;
  /** The server's web address for the printouts' links; {@code null} when the pages are off. */
  private final java.util.function.Supplier<String> webAddress;
  private final AuditLog audit;
  private final Registration registration;
  private final Controls controls;
  private final OverTheBoard otb;
  private final ArenaCommands arena;
  private final TeamEntries teams;
  private final PlayerAccounts accounts;
  private final Invitations invitations;
  private final SeatHandovers handovers;

  /**
   * @param organizers who may run which tournament
   * @param perUser tournaments a user may have created and not finished (0: no limit)
   * @param swissRoundsMax the most rounds a Swiss may have (0: no limit)
   * @param playersMax the most players a tournament may have (0: no limit)
   * @param registered whether a name has an account
   * @param tell tells a user an event, if they are online
   * @param invitations the open invitations, kept in the archive
   * @param accounts which account plays each player
   * @param corrections what follows a corrected result
   * @param webAddress the server's web address ({@code http://HOST:PORT/}), {@code null} when
   *     its pages are off: where {@code tournament print} points
   */
  TournamentCommands(Tournaments tournaments, RoundRunner rounds, Organizers organizers,
      arbiter.rating.RatingBook ratings, AuditLog audit, int perUser, int swissRoundsMax,
      int playersMax, java.util.function.Predicate<String> registered,
      java.util.function.BiConsumer<String, DomainEvent> tell, Invitations invitations,
      ResultCorrections corrections, java.util.function.Supplier<String> webAddress,
      OverTheBoard otb, arbiter.director.team.TeamBook teamBook, PlayerAccounts accounts) {
    this.otb = otb;
    this.accounts = accounts;
    this.invitations = invitations;
    this.handovers = new SeatHandovers(tournaments, rounds, organizers, accounts, invitations,
        audit, registered, tell);
    this.tournaments = tournaments;
    this.webAddress = webAddress;
    this.rounds = rounds;
    this.organizers = organizers;
    this.audit = audit;
    this.registration = new Registration(tournaments, rounds, organizers, ratings, audit,
        perUser, swissRoundsMax, playersMax, registered, tell, invitations, accounts);
    this.controls = new Controls(tournaments, rounds, organizers, registration, audit,
        corrections);
    this.arena = new ArenaCommands(tournaments, rounds, organizers, registration, audit);
    this.teams = new TeamEntries(teamBook, tournaments, registration, organizers, audit,
        tell);
  }

  /**
   * The answer to {@code user}'s command: {@code TournamentAnswered}, or a refusal. It completes
   * at once, but for {@code tournament pair}, whose pairing runs off the director's thread.
   *
   * @param byCode the user is the player an over-the-board code names, not a login: a seat too
   */
  CompletionStage<List<DomainEvent>> run(String user, TournamentCommand command, boolean byCode) {
    CompletionStage<TournamentReply> reply;
    try {
      Tournament named = command.name() == null ? null : tournaments.get(command.name());
      if (named != null && !byCode) {
        handovers.requireOwnPlayer(user, named, command);
      }
      reply = command instanceof TournamentCommand.Pair
          ? controls.pair(user, find(command.name()))
          : named != null && ArenaCommands.handles(command, named)
          ? arena.run(user, named, command)
          : CompletableFuture.completedFuture(answer(user, command));
    } catch (RuntimeException e) {
      reply = CompletableFuture.failedFuture(e);
    }
    return reply.handle((answered, error) -> {
      Tournament changed = command.name() == null ? null : tournaments.get(command.name());
      if (changed != null) {
        accounts.seatUnbound(changed); // whoever the command entered without an account
      }
      return error == null ? List.of(new AnswerEvent.TournamentAnswered(command.action(),
          command.name(), answered)) : refusal(error);
    });
  }

  /** A refusal as the user's answer; any other failure stays one. */
  private static List<DomainEvent> refusal(Throwable error) {
    Throwable cause = error instanceof CompletionException && error.getCause() != null
        ? error.getCause() : error;
    if (cause instanceof Refused e) {
      return List.of(new AnswerEvent.Refused(e.reason, e.subject, e.number));
    }
    if (cause instanceof TournamentException e) {
      return List.of(new AnswerEvent.TournamentRefused(e.reason(), e.args()));
    }
    throw cause instanceof RuntimeException e ? e : new CompletionException(cause);
  }

  /**
   * Binds the loaded tournaments' creators and arbiters stored without an account (before V39)
   * to the accounts that have their names now; reads the stored teams.
   */
  void bindLoaded() {
    teams.load();
    organizers.bindUnbound(tournaments.all());
    accounts.bindLoaded(tournaments.all());
  }

  /**
   * A removed account is no admin, its invitations go, and it leaves every tournament that has
   * not finished as if it had typed leave (its player stays bound to the removed account, so a
   * later account of the same name takes over nothing).
   */
  void withdrawEverywhere(String user) {
    organizers.accountRemoved(user);
    invitations.dropAll(user);
    for (Tournament tournament : List.copyOf(tournaments.all())) {
      if (tournament.phase() != arbiter.tournament.Phase.FINISHED
          && tournament.players().contains(user) && !tournament.hasWithdrawn(user)
          && (tournament.format().isTeam() || accounts.takenByAccount(tournament, user))) {
        try {
          registration.withdraw(tournament, user);
        } catch (TournamentException e) { // the tournament's rules keep the seat; say so
          LOG.warn("tournament {}: removed account {} could not leave: {}", tournament.name(),
              user, e.getMessage());
        }
      }
    }
  }

  private TournamentReply answer(String user, TournamentCommand command) {
    if (command instanceof TournamentCommand.Create create) {
      TournamentReply created = registration.create(user, create);
      if (create.otb()) {
        otb.turnOn(find(create.name()));
      }
      return created;
    }
    if (command instanceof TournamentCommand.ListAll) {
      return registration.list();
    }
    if (command instanceof TournamentCommand.Import imported) {
      return registration.importTrf(user, imported);
    }
    if (command instanceof TournamentCommand.Team team) {
      return teams.team(user, team);
    }
    Tournament tournament = find(command.name());
    String name = tournament.name();
    TournamentReply teamReply = teams.answer(user, tournament, command);
    if (teamReply != null) {
      return teamReply;
    }
    if (command instanceof TournamentCommand.Join) {
      return handovers.offered(user, tournament) ? handovers.accept(user, tournament)
          : registration.join(user, tournament);
    }
    if (command instanceof TournamentCommand.Seat seat) {
      return handovers.offer(user, tournament, seat);
    }
    if (command instanceof TournamentCommand.Decline) {
      return registration.decline(user, tournament);
    }
    if (command instanceof TournamentCommand.Leave) {
      return registration.leave(user, tournament);
    }
    if (command instanceof TournamentCommand.Checkin) {
      return registration.checkIn(user, tournament);
    }
    if (command instanceof TournamentCommand.Start) {
      return registration.start(user, tournament);
    }
    if (command instanceof TournamentCommand.Standings standings) {
      return new TournamentReply.StandingsShown(name, tournament.standings(), standings.csv());
    }
    if (command instanceof TournamentCommand.Pairings pairings) {
      int round = pairings.round() == 0 ? tournament.roundNumber() : pairings.round();
      requireStarted(round, tournament);
      return new TournamentReply.PairingsShown(name, round, tournament.pairings(round));
    }
    if (command instanceof TournamentCommand.Show) {
      // what a player wants from "show" is the state of play: a knockout's is its bracket
      return tournament.format() == Format.KNOCKOUT
          ? KnockoutShow.bracket(tournament)
          : new TournamentReply.StandingsShown(name, tournament.standings(), false);
    }
    if (command instanceof TournamentCommand.Crosstable) {
      requireStarted(tournament.roundNumber(), tournament);
      return new TournamentReply.CrosstableShown(name, Crosstable.of(tournament));
    }
    if (command instanceof TournamentCommand.Print) {
      return new TournamentReply.PrintLinks(name, webAddress.get(), tournament.roundNumber(),
          tournament.format() == arbiter.tournament.Format.ROUND_ROBIN);
    }
    if (command instanceof TournamentCommand.Trf) {
      return new TournamentReply.TrfShown(name,
          List.of(ReportFile.export(tournament).split("\r?\n")));
    }
    if (command instanceof TournamentCommand.Bye bye) {
      return controls.bye(user, tournament, bye);
    }
    if (command instanceof TournamentCommand.Audit) {
      organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
      return new TournamentReply.AuditShown(name, audit.entries(tournament));
    }
    if (command instanceof TournamentCommand.Configure set && set.key() == null) {
      return options(tournament);
    }
    if (command instanceof TournamentCommand.Arbiter arbiter) {
      return controls.arbiter(user, tournament, arbiter);
    }
    if (OverTheBoard.handles(command)) {
      return otb.run(user, tournament, command);
    }
    if (command instanceof TournamentCommand.Correct c
        && OverTheBoard.entry(tournament, c.round(), c.board())) {
      return otb.enter(user, tournament, c);
    }
    if (command instanceof TournamentCommand.Configure set && "otb".equals(set.key())) {
      OverTheBoard.requireRegistration(tournament);
    }
    return controls.run(user, tournament, command);
  }

  /** The players' codes of a tournament over the board, {@code null} when none has the name. */
  PlayerCodes codes(String name) {
    Tournament tournament = tournaments.get(name);
    return tournament == null ? null : otb.codes(tournament);
  }

  /** After a restart: the reports waiting for their second one wait what is left. */
  void carryOn() {
    otb.carryOn();
  }

  private TournamentReply options(Tournament tournament) {
    List<TournamentReply.OptionValue> values = new ArrayList<>();
    for (String key : TournamentOptions.KEYS) {
      if (tournament.format() != Format.KNOCKOUT && KnockoutRules.KEYS.contains(key)) {
        continue; // a knockout's own
      }
      String set = tournament.options().get(key);
      values.add(new TournamentReply.OptionValue(key,
          set != null ? set : rounds.defaultOption(key), set == null));
    }
    return new TournamentReply.OptionsShown(tournament.name(), values);
  }

  /** Round 0 is asked of a tournament that has not started. */
  private static void requireStarted(int round, Tournament tournament) {
    if (round == 0) {
      throw new Refused(Refusal.NOT_STARTED, tournament.name());
    }
  }

  private Tournament find(String name) {
    Tournament tournament = tournaments.get(name);
    if (tournament == null) {
      throw new Refused(Refusal.NO_SUCH_TOURNAMENT);
    }
    return tournament;
  }

  /**
   * Who arbitrates game {@code gameId}: the organizers of its tournament and the admins; any
   * other game only the admins.
   */
  TournamentDirector.Arbitration arbitration(String user, long gameId) {
    TournamentArchive.BoardGame board = rounds.boardGames().get(gameId);
    Tournament tournament = board == null ? null : tournaments.get(board.tournament());
    return tournament == null
        ? new TournamentDirector.Arbitration(null, organizers.admin(user))
        : new TournamentDirector.Arbitration(tournament.name(),
            organizers.runs(user, tournament));
  }

  /** Whether {@code user} runs the tournament named {@code name}; false when there is none. */
  boolean runs(String user, String name) {
    Tournament tournament = tournaments.get(name);
    return tournament != null && organizers.runs(user, tournament);
  }

  /** Writes what an arbiter did to a tournament's game in its audit log. */
  void audit(String tournament, String user, AuditAction action) {
    Tournament running = tournaments.get(tournament);
    if (running != null) {
      audit.record(running, user, action);
    }
  }
}
