package arbiter.director;

import arbiter.command.TournamentCommand;
import arbiter.director.team.TeamBook;
import arbiter.director.team.TeamRoster;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.tournament.Phase;
import arbiter.tournament.TeamField;
import arbiter.tournament.TeamLineup;
import arbiter.tournament.TeamStandings;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentEvent;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Teams and team competitions as the commands reach them: the {@code team} commands, a captain
 * entering a team ({@code tournament join NAME TEAM}, late in a team Swiss, re-pairing a round in
 * its countdown), setting its board order ({@code tournament lineup}) or taking it out
 * ({@code tournament leave}), an organizer withdrawing one ({@code tournament withdraw NAME
 * TEAM}), and the teams' standings. Confined to the director's thread.
 */
final class TeamEntries {

  private final TeamBook book;
  private final Tournaments tournaments;
  private final Registration registration;
  private final Organizers organizers;
  private final AuditLog audit;
  private final BiConsumer<String, DomainEvent> tell;

  TeamEntries(TeamBook book, Tournaments tournaments, Registration registration,
      Organizers organizers, AuditLog audit, BiConsumer<String, DomainEvent> tell) {
    this.tell = tell;
    this.book = book;
    this.tournaments = tournaments;
    this.registration = registration;
    this.organizers = organizers;
    this.audit = audit;
  }

  /** Reads the stored teams. */
  void load() {
    book.load();
  }

  /** Answers {@code team create|add|remove|join|decline|show}; tells a user they are invited. */
  TournamentReply team(String user, TournamentCommand.Team command) {
    String name = command.name();
    TeamRoster roster = switch (command.verb()) {
      case "create" -> book.create(user, name);
      case "add" -> {
        boolean invitedBefore = book.get(name).invited().contains(command.player());
        TeamRoster added = book.add(user, name, command.player(), command.board());
        if (!invitedBefore && added.invited().contains(command.player())) {
          tell.accept(command.player(), new TournamentNews.TeamInvited(name, user));
        }
        yield added;
      }
      case "remove" -> book.remove(user, name, command.player());
      case "join" -> book.join(user, name);
      case "decline" -> book.decline(user, name);
      default -> book.get(name);
    };
    return new TournamentReply.TeamShown(roster.name(), roster.captain(), roster.players(),
        roster.invited());
  }

  /**
   * Answers the commands that work otherwise in a team competition, or returns {@code null}
   * for the others (and for every command of a tournament of players).
   */
  TournamentReply answer(String user, Tournament tournament, TournamentCommand command) {
    if (command instanceof TournamentCommand.JoinTeam join) {
      return join(user, tournament, join.team());
    }
    if (command instanceof TournamentCommand.Lineup lineup) {
      return lineup(user, tournament, lineup);
    }
    if (!tournament.format().isTeam()) {
      return null;
    }
    String name = tournament.name();
    if (command instanceof TournamentCommand.Join) {
      throw new TournamentException(TournamentRefusal.TEAM_NEEDED, name);
    }
    if (command instanceof TournamentCommand.Standings) {
      return new TournamentReply.TeamStandingsShown(name, TeamStandings.of(tournament),
          tournament.standings());
    }
    if (command instanceof TournamentCommand.Leave) {
      TeamLineup team = captainsTeam(tournament, user);
      if (team != null) {
        takeOut(tournament, team);
        audit.record(tournament, user, AuditAction.of(Kind.TEAM_LEAVE, team.team()));
        return new TournamentReply.Left(name);
      }
    }
    if (command instanceof TournamentCommand.Withdraw withdraw) {
      TeamLineup team = lineup(tournament, withdraw.player());
      if (team != null) {
        organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
        takeOut(tournament, team);
        audit.record(tournament, user, AuditAction.of(Kind.TEAM_WITHDRAW, team.team()));
        return new TournamentReply.Withdrawn(name, team.team());
      }
    }
    return null;
  }

  /** A captain enters their team: before the start, or late into a running team Swiss. */
  private TournamentReply join(String user, Tournament tournament, String team) {
    TeamRoster roster = book.captained(user, team);
    boolean late = tournament.phase() == Phase.RUNNING;
    tournaments.store(tournament,
        tournament.apply(new TournamentEvent.TeamJoined(team, user, roster.players())));
    if (late) {
      audit.record(tournament, user, AuditAction.of(Kind.TEAM_ENTER, team));
      registration.repairPublished(user, tournament); // into a round in its countdown, as a player
    }
    return new TournamentReply.Joined(tournament.name());
  }

  /**
   * The team's captain in the tournament, or an organizer, sets its board order for the rounds
   * paired from now on, from the team's registered players.
   */
  private TournamentReply lineup(String user, Tournament tournament,
      TournamentCommand.Lineup command) {
    TeamLineup team = lineup(tournament, command.team());
    if (team != null && !team.captain().equals(user)) {
      organizers.requireRunner(user, tournament, Refusal.NOT_ARBITER);
    }
    TeamRoster roster = book.get(command.team());
    for (String player : command.players()) {
      if (!roster.players().contains(player)) {
        throw new TournamentException(TournamentRefusal.TEAM_NOT_MEMBER, player, roster.name());
      }
    }
    tournaments.store(tournament, tournament.apply(
        new TournamentEvent.LineupSet(command.team(), command.players(), user)));
    audit.record(tournament, user, AuditAction.of(Kind.LINEUP, command.team(),
        String.join(" ", command.players())));
    return new TournamentReply.TeamShown(command.team(), lineup(tournament, command.team())
        .captain(), command.players(), List.of());
  }

  /** Removes a team before the start; withdraws each of its players after it. */
  private void takeOut(Tournament tournament, TeamLineup team) {
    if (tournament.phase() == Phase.REGISTRATION) {
      tournaments.store(tournament, tournament.apply(new TournamentEvent.TeamLeft(team.team())));
      return;
    }
    if (tournament.phase() == Phase.FINISHED) {
      throw new TournamentException(TournamentRefusal.OVER, tournament.name());
    }
    if (team.players().stream().allMatch(tournament::hasWithdrawn)) {
      throw new TournamentException(TournamentRefusal.ALREADY_LEFT, team.team(),
          tournament.name());
    }
    for (String player : team.players()) {
      if (!tournament.hasWithdrawn(player)) {
        registration.withdraw(tournament, player);
      }
    }
  }

  private static TeamLineup lineup(Tournament tournament, String team) {
    return TeamField.of(tournament).teams().stream().filter(t -> t.team().equals(team))
        .findFirst().orElse(null);
  }

  private static TeamLineup captainsTeam(Tournament tournament, String user) {
    return TeamField.of(tournament).teams().stream().filter(t -> t.captain().equals(user))
        .findFirst().orElse(null);
  }
}
