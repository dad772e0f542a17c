package arbiter.tournament;

import arbiter.rules.Side;
import arbiter.tournament.TournamentEvent.ArbiterNamed;
import arbiter.tournament.TournamentEvent.Begun;
import arbiter.tournament.TournamentEvent.ByeRequested;
import arbiter.tournament.TournamentEvent.Configured;
import arbiter.tournament.TournamentEvent.Corrected;
import arbiter.tournament.TournamentEvent.Created;
import arbiter.tournament.TournamentEvent.Entered;
import arbiter.tournament.TournamentEvent.Joined;
import arbiter.tournament.TournamentEvent.Left;
import arbiter.tournament.TournamentEvent.Paired;
import arbiter.tournament.TournamentEvent.Rated;
import arbiter.tournament.TournamentEvent.Recorded;
import arbiter.tournament.TournamentEvent.Reinstated;
import arbiter.tournament.TournamentEvent.Reseated;
import arbiter.tournament.TournamentEvent.RoundClosed;
import arbiter.tournament.TournamentEvent.RoundEnded;
import arbiter.tournament.TournamentEvent.Started;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tournament's state as its events made it, and the pairing of its next round from that state.
 * {@link Tournament} checks each change and hands the event here (a start first fixes the round
 * count and the seeding, as it always did).
 */
final class TournamentState {

  final Created created;
  final List<TournamentEvent> events = new ArrayList<>();
  /** Join order: index + 1 is the pairing number. Players who left before the start are gone. */
  final List<String> players = new ArrayList<>();
  /** Withdrawn players and the round in which they left. */
  final Map<String, Integer> withdrawn = new LinkedHashMap<>();
  final List<List<Pairing>> rounds = new ArrayList<>();
  Phase phase = Phase.REGISTRATION;
  int totalRounds;
  final Map<String, Integer> ratings = new HashMap<>();
  final TournamentOptions options = new TournamentOptions();
  final Set<String> arbiters = new LinkedHashSet<>();
  /** Requested half-point byes: round number to players, in the order asked. */
  final Map<Integer, List<String>> byeRequests = new HashMap<>();
  /** The highest round whose games have started (its boards are fixed). */
  int begunRound;
  /** The current round is closed and the next one waits to be paired. */
  boolean awaitingPairing;
  /** The players who confirmed their presence before round 1 (check-in). */
  final Set<String> checkedIn = new LinkedHashSet<>();
  /** An arena's berserks ({@code board:player}) and paused players; when it stops pairing. */
  final Set<String> berserks = new HashSet<>();
  final Set<String> paused = new LinkedHashSet<>();
  /** An arena's finished boards' lengths in plies, by board (lichess's minimum-move rules). */
  final Map<Integer, Integer> arenaPlies = new HashMap<>();
  long arenaEndsAt;
  /** A team competition's teams in the order they entered; empty for a tournament of players. */
  final Map<String, TeamLineup> teams = new LinkedHashMap<>();

  /** The over-the-board side: the players' reports, locked rounds, boards on the server. */
  final BoardReports reports;

  TournamentState(Created created, Tournament tournament) {
    this.created = created;
    this.reports = new BoardReports(tournament);
    this.events.add(created);
  }

  /** Performs an event the tournament checked: the one place where the state changes. */
  void apply(TournamentEvent event) {
    if (event instanceof Joined e) {
      players.add(e.player());
    } else if (event instanceof Left e) {
      if (phase == Phase.REGISTRATION) {
        players.remove(e.player());
      } else {
        withdrawn.put(e.player(), rounds.size());
        forfeitCurrentGame(e.player());
      }
    } else if (event instanceof Started e) {
      withdrawAbsent();
      phase = Phase.RUNNING;
      addRound(e.paired());
    } else if (event instanceof Recorded e) {
      List<Pairing> round = rounds.get(e.round() - 1);
      round.set(e.board() - 1, round.get(e.board() - 1).withResult(e.result()));
    } else if (event instanceof RoundClosed e) {
      if (rounds.size() == totalRounds) {
        phase = Phase.FINISHED;
      } else {
        addRound(e.paired());
        begunRound = rounds.size(); // a closing that pairs starts the next round at once
      }
    } else if (event instanceof Rated e) {
      ratings.putAll(e.ratings());
    } else if (event instanceof Entered e) {
      players.add(entryNumber(e.rating()), e.player());
      if (e.rating() != null) {
        ratings.put(e.player(), e.rating());
      }
      Result bye = e.byeHalfPoints() == 2 ? Result.FULL_BYE
          : e.byeHalfPoints() == 1 ? Result.HALF_BYE : Result.ZERO_BYE;
      for (List<Pairing> round : created.format() == Format.ARENA ? List.<List<Pairing>>of()
          : rounds) { // an arena's late entrant simply waits to be paired
        round.add(new Pairing(round.size() + 1, e.player(), null, bye));
      }
    } else if (event instanceof ByeRequested e) {
      byeRequests.computeIfAbsent(e.round(), r -> new ArrayList<>()).add(e.player());
    } else if (event instanceof Reinstated e) {
      withdrawn.remove(e.player());
    } else if (event instanceof Corrected e) {
      List<Pairing> round = rounds.get(e.round() - 1);
      round.set(e.board() - 1, round.get(e.board() - 1).withResult(e.to()));
    } else if (event instanceof Reseated e) {
      rounds.set(e.round() - 1, new ArrayList<>(e.boards()));
    } else if (event instanceof Configured e) {
      options.set(e.key(), e.value());
    } else if (event instanceof ArbiterNamed e) {
      arbiters.add(e.user());
    } else if (event instanceof RoundEnded) {
      if (rounds.size() == totalRounds) {
        phase = Phase.FINISHED;
      } else {
        awaitingPairing = true;
      }
    } else if (event instanceof Paired e) {
      awaitingPairing = false;
      addRound(e.boards().isEmpty() ? null : e.boards());
    } else if (event instanceof Begun e) {
      begunRound = e.round();
    } else if (event instanceof TournamentEvent.CheckedIn e) {
      checkedIn.add(e.player());
    } else if (event instanceof TournamentEvent.Handed e) {
      SeatHandover.rename(this, e.seat(), e.player());
    } else if (event instanceof TournamentEvent.OverTheBoard e) {
      reports.apply(e);
    } else if (event instanceof TournamentEvent.Repaired e) {
      rounds.set(e.round() - 1, new ArrayList<>(e.boards()));
    } else if (event instanceof TournamentEvent.TeamJoined
        || event instanceof TournamentEvent.TeamLeft
        || event instanceof TournamentEvent.LineupSet) {
      TeamRounds.evolve(this, event);
    } else {
      ArenaPlay.apply(this, event);
    }
    events.add(event);
  }


  /** At the start: the players who did not check in are withdrawn for round 1. */
  void withdrawAbsent() {
    for (String player : Attendance.absent(this)) {
      withdrawn.putIfAbsent(player, 0);
    }
  }

  /**
   * Where a late entrant's pairing number goes (index into {@link #players}): last, except in
   * FIDE mode while fewer than 4 rounds are paired, where a rated entrant goes before the first
   * player rated lower (C.04.2: pairing numbers may change until round 4 is paired).
   */
  int entryNumber(Integer rating) {
    if (rating != null && options.on("fide") && rounds.size() < 4) {
      for (int i = 0; i < players.size(); i++) {
        Integer other = ratings.get(players.get(i));
        if (other == null || other < rating) {
          return i;
        }
      }
    }
    return players.size();
  }

  void forfeitCurrentGame(String player) {
    List<Pairing> round = current();
    for (int i = 0; i < round.size(); i++) {
      Pairing pairing = round.get(i);
      if (pairing.isPending() && pairing.involves(player)) {
        round.set(i, pairing.withResult(forfeitResult(pairing)));
      }
    }
  }


  /** The result of a game with at least one withdrawn player, or null if both still play. */
  Result forfeitResult(Pairing pairing) {
    boolean whiteGone = withdrawn.containsKey(pairing.white());
    boolean blackGone = withdrawn.containsKey(pairing.black());
    if (whiteGone && blackGone) {
      return Result.DOUBLE_FORFEIT;
    }
    if (whiteGone) {
      return Result.BLACK_WIN_BY_FORFEIT;
    }
    return blackGone ? Result.WHITE_WIN_BY_FORFEIT : null;
  }


  /** The next round as the rules pair it now, or null if it cannot be paired. */
  List<Pairing> pairNext() {
    if (created.format().isTeam()) {
      return TeamRounds.pair(this);
    }
    return switch (created.format()) {
      case SWISS -> pairSwiss();
      case KNOCKOUT -> Knockouts.pairNext(this);
      case ARENA -> new ArrayList<>(); // paired by the server, who knows who plays elsewhere
      default -> pairRoundRobin(rounds.size() + 1);
    };
  }


  void addRound(List<Pairing> next) {
    if (next == null) {
      phase = Phase.FINISHED; // nobody left to pair, or no legal pairing: end after this round
      totalRounds = rounds.size();
      return;
    }
    rounds.add(new ArrayList<>(next));
  }


  List<Pairing> pairRoundRobin(int round) {
    List<Pairing> games = new ArrayList<>();
    String bye = null;
    for (BergerTable.Game game : BergerTable.round(BergerTable.tableSize(players.size()), round)) {
      boolean whiteReal = game.white() <= players.size();
      boolean blackReal = game.black() <= players.size();
      if (whiteReal && blackReal) {
        Pairing pairing = new Pairing(games.size() + 1, players.get(game.white() - 1),
            players.get(game.black() - 1), null);
        games.add(pairing.withResult(forfeitResult(pairing)));
      } else {
        bye = players.get((whiteReal ? game.white() : game.black()) - 1);
      }
    }
    if (bye != null) {
      games.add(new Pairing(games.size() + 1, bye, null, Result.BYE));
    }
    return games;
  }


  List<Pairing> pairSwiss() {
    return pairSwiss(options.get("forbidden"));
  }

  /** The next Swiss round as if {@code forbiddenPairs} (the option's form) were forbidden. */
  List<Pairing> pairSwiss(String forbiddenPairs) {
    List<String> resting = new ArrayList<>();
    for (String player : byeRequests.getOrDefault(rounds.size() + 1, List.of())) {
      if (!withdrawn.containsKey(player)) {
        resting.add(player);
      }
    }
    List<DutchPairer.Entrant> entrants = new ArrayList<>();
    int available = 0;
    int round = rounds.size() + 1;
    for (Scorecard card : Scorecard.of(players, rounds, options.byeHalfPoints(created.format()))
        .values()) {
      boolean paired = !withdrawn.containsKey(card.player()) && !resting.contains(card.player());
      available += paired ? 1 : 0;
      DutchPairer.Entrant entrant = card.entrant(rounds.size(), paired);
      if (options.baku()) {
        List<Integer> virtual = new ArrayList<>();
        for (int r = 1; r <= round; r++) {
          virtual.add(Acceleration.bakuHalfPoints(card.number(), players.size(), r, totalRounds));
        }
        entrant = new DutchPairer.Entrant(entrant.name(), entrant.number(), entrant.halfPoints(),
            entrant.rounds(), entrant.available(), virtual);
      }
      entrants.add(entrant);
    }
    if (available < 2) {
      return null;
    }
    // the top seed has white in round 1, as FIDE lets the organizer decide before the draw
    Set<String> forbidden = new HashSet<>();
    for (List<String> pair : TournamentOptions.pairs(forbiddenPairs)) {
      forbidden.add(DutchPairer.Setting.key(pair.get(0), pair.get(1)));
    }
    DutchPairer.Setting setting = new DutchPairer.Setting(totalRounds, Side.WHITE, forbidden);
    List<Pairing> boards = DutchPairer.pair(entrants, setting).map(ArrayList::new).orElse(null);
    if (boards != null) {
      for (String player : resting) {
        boards.add(new Pairing(boards.size() + 1, player, null, Result.HALF_BYE));
      }
    }
    return boards;
  }


  /**
   * Adds ({@code forbid}) or removes the pair {@code a,b} of the forbidden pairs. A new pair that
   * leaves the next Swiss round to pair (round 1 of the field entered so far, before the start)
   * without a legal pairing is refused before anything is stored. Returns the option's new value.
   */
  String forbidding(boolean forbid, String pair) {
    TournamentOptions.check("forbidden", pair);
    String[] two = pair.split(",");
    List<String> pairs = new ArrayList<>();
    for (List<String> p : options.forbidden()) {
      if (!DutchPairer.Setting.key(p.get(0), p.get(1))
          .equals(DutchPairer.Setting.key(two[0], two[1]))) {
        pairs.add(p.get(0) + "," + p.get(1));
      }
    }
    if (forbid) {
      pairs.add(pair);
    }
    String value = TournamentOptions.check("forbidden", String.join(";", pairs));
    boolean nextToPair = phase == Phase.RUNNING ? awaitingPairing
        : phase == Phase.REGISTRATION && players.size() >= 2;
    if (forbid && created.format() == Format.SWISS && nextToPair && pairSwiss(value) == null) {
      throw new TournamentException(TournamentRefusal.FORBID_IMPOSSIBLE, two[0], two[1]);
    }
    return value;
  }

  List<Pairing> current() {
    return rounds.isEmpty() ? new ArrayList<>() : rounds.get(rounds.size() - 1);
  }

  /** The boards with {@code a} and {@code b} in each other's seat; game results re-derived. */
  List<Pairing> exchange(List<Pairing> boards, String a, String b) {
    List<Pairing> swapped = new ArrayList<>();
    for (Pairing p : boards) {
      String white = p.white().equals(a) ? b : p.white().equals(b) ? a : p.white();
      String black = p.black() == null ? null
          : p.black().equals(a) ? b : p.black().equals(b) ? a : p.black();
      Pairing seat = new Pairing(p.board(), white, black, p.result());
      swapped.add(seat.isBye() ? seat : seat.withResult(forfeitResult(seat)));
    }
    return swapped;
  }
}
