package arbiter.director;

import arbiter.clock.GameClock;
import arbiter.command.TournamentCommand;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.protocol.TimeControl;
import arbiter.event.Refusal;
import arbiter.event.TournamentReply;
import arbiter.event.TournamentReply.ArenaAction;
import arbiter.event.TournamentReply.ArenaDone;
import arbiter.game.GameRoom;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * An arena's own commands: joining it while it runs (a late entry, or coming back after a pause
 * or a withdrawal), pausing, coming back and berserking. Every change is stored and audited
 * before the answer. Confined to the director's thread.
 */
final class ArenaCommands {

  private final Tournaments tournaments;
  private final RoundRunner rounds;
  private final Organizers organizers;
  private final Registration registration;
  private final AuditLog audit;

  ArenaCommands(Tournaments tournaments, RoundRunner rounds, Organizers organizers,
      Registration registration, AuditLog audit) {
    this.tournaments = tournaments;
    this.rounds = rounds;
    this.organizers = organizers;
    this.registration = registration;
    this.audit = audit;
  }

  /** {@code tournament join} of a running arena: enters late, or comes back. */
  TournamentReply join(String user, Tournament arena) {
    if (arena.arena().paused(user)) {
      return resume(user, arena, new TournamentCommand.Resume(arena.name(), null));
    }
    if (arena.players().contains(user) && arena.hasWithdrawn(user)) {
      tournaments.store(arena, arena.reinstate(user));
      audit.record(arena, user, AuditAction.of(Kind.REJOIN));
      rounds.changed(arena);
      return new TournamentReply.Joined(arena.name());
    }
    if (arena.players().contains(user)) {
      throw new TournamentException(TournamentRefusal.ALREADY_JOINED, user, arena.name());
    }
    return registration.enterArena(user, arena);
  }

  TournamentReply pause(String user, Tournament arena, TournamentCommand.Pause pause) {
    String player = actor(user, arena, pause.player());
    tournaments.store(arena, arena.arena().pause(player));
    audit.record(arena, user, AuditAction.of(Kind.PAUSE, player));
    return new ArenaDone(arena.name(), player, ArenaAction.PAUSE);
  }

  TournamentReply resume(String user, Tournament arena, TournamentCommand.Resume resume) {
    String player = actor(user, arena, resume.player());
    tournaments.store(arena, arena.arena().resume(player));
    audit.record(arena, user, AuditAction.of(Kind.RESUME, player));
    rounds.changed(arena); // paired at the next gathering
    return new ArenaDone(arena.name(), player, ArenaAction.RESUME);
  }

  /**
   * Berserks the player in their game (half their clock, no increment), then records the
   * berserk: the game refuses after their first move; an untimed game, or one without initial
   * time, has no clock to halve.
   */
  CompletionStage<TournamentReply> berserk(String user, Tournament arena) {
    Pairing board = arena.arena().requireBerserk(user);
    TimeControl control = arena.timeControl() == null ? null
        : TimeControl.parse(arena.timeControl());
    if (control == null || !control.timed()) {
      throw new Refused(Refusal.UNTIMED);
    }
    if (!GameClock.berserkable(control)) { // 0+2: no initial time to halve, as on lichess
      throw new TournamentException(TournamentRefusal.BERSERK_NO_TIME, arena.name(),
          control.text());
    }
    List<GameRoom> rooms = rounds.boardGames().gamesOf(arena, board);
    if (rooms.isEmpty()) {
      throw new TournamentException(TournamentRefusal.NO_ARENA_GAME, user, arena.name());
    }
    return rooms.get(0).berserk(board.sideOf(user).orElseThrow())
        .thenApplyAsync(halved -> {
          if (!halved) {
            throw new TournamentException(TournamentRefusal.BERSERK_AFTER_MOVE, user);
          }
          tournaments.store(arena, arena.arena().berserk(user));
          audit.record(arena, user, AuditAction.of(Kind.BERSERK, board.board()));
          return (TournamentReply) new ArenaDone(arena.name(), user, ArenaAction.BERSERK);
        }, rounds.directorThread());
  }

  /** The player a command is for: the user, or the player an organizer names. */
  private String actor(String user, Tournament arena, String named) {
    if (named == null || named.equals(user)) {
      return user;
    }
    organizers.requireRunner(user, arena, Refusal.NOT_ARBITER);
    return named;
  }

  /** Whether the command is an arena's own, or a join that a running arena answers itself. */
  static boolean handles(TournamentCommand command, Tournament tournament) {
    return command instanceof TournamentCommand.Berserk
        || command instanceof TournamentCommand.Pause
        || command instanceof TournamentCommand.Resume
        || command instanceof TournamentCommand.Join
            && tournament.format() == Format.ARENA
            && tournament.phase() == Phase.RUNNING;
  }

  /** Answers a command {@link #handles} says is the arena's. */
  CompletionStage<TournamentReply> run(String user, Tournament arena,
      TournamentCommand command) {
    if (command instanceof TournamentCommand.Berserk) {
      return berserk(user, arena);
    }
    TournamentReply reply;
    if (command instanceof TournamentCommand.Pause pause) {
      reply = pause(user, arena, pause);
    } else if (command instanceof TournamentCommand.Resume resume) {
      reply = resume(user, arena, resume);
    } else {
      reply = join(user, arena);
    }
    return CompletableFuture.completedFuture(reply);
  }
}
