package arbiter.director;

import arbiter.director.TournamentArchive.BoardGame;
import arbiter.protocol.TimeControl;
import arbiter.event.DomainEvent;
import arbiter.game.Ending;
import arbiter.game.GameRoom;
import arbiter.lobby.Lobby;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays the rounds of the running tournaments: starts each board's game through the lobby, enters
 * the results as games end, closes complete rounds and pairs the next. Each round game is linked to
 * its board before it starts, so that after a restart {@link #catchUp} finds every result that came
 * while the server was down. Confined to the director's thread; the store calls block there.
 */
final class RoundRunner {

  private final Tournaments tournaments;
  private final TournamentArchive archive;
  private final Lobby lobby;
  private final StandingsExport export;
  private final long absentMillis;
  /** Every game a round started, by game id; links are never dropped. */
  private final Map<Long, BoardGame> boardGames = new HashMap<>();

  /**
   * @param absentMillis a round game a player has not come to for this long is lost by them
   */
  RoundRunner(Tournaments tournaments, TournamentArchive archive, Lobby lobby,
      StandingsExport export, long absentMillis) {
    this.tournaments = tournaments;
    this.archive = archive;
    this.lobby = lobby;
    this.export = export;
    this.absentMillis = absentMillis;
  }

  /** Reads the stored links of games to boards. */
  void load() {
    boardGames.putAll(archive.boardGames());
  }

  /** Starts the game of every pending board of the current round, and tells the players. */
  void startRound(Tournament tournament) {
    int round = tournament.roundNumber();
    Variant variant = Variants.byId(tournament.variant()).orElseThrow();
    for (Pairing pairing : tournament.currentRound()) {
      if (pairing.isBye()) {
        lobby.tell(pairing.white(), new DomainEvent.RoundBye(tournament.name(), round));
      } else if (pairing.isPending() && !hasGame(tournament, pairing)) {
        // the link is stored first (off the lobby's lock): a game never runs unknown to its board
        long id = lobby.reserveGameId();
        link(new BoardGame(id, tournament.name(), round, pairing.board()));
        GameRoom room =
            lobby.arrange(id, pairing.white(), pairing.black(), variant, tournament.moveLimit(),
                TimeControl.parse(tournament.timeControl()));
        for (Side side : Side.values()) {
          String player = side == Side.WHITE ? pairing.white() : pairing.black();
          String opponent = side == Side.WHITE ? pairing.black() : pairing.white();
          lobby.tell(player, new DomainEvent.RoundGame(tournament.name(), round, pairing.board(),
              side, opponent, room.id()));
        }
      }
    }
    export.write(tournament);
    closeRoundIfComplete(tournament); // every board may be decided already (byes, withdrawals)
  }

  /**
   * A player has just left a running tournament, which scored their pending board as a forfeit:
   * the board's game stops there, unscored by the tournament, and the round may now be complete.
   *
   * @param board the player's board of the current round as it was before they left, or null
   */
  void withdrawn(Tournament tournament, String player, Pairing board) {
    if (board != null && board.isPending()) {
      for (GameRoom room : gamesOf(tournament, board)) {
        room.forfeit(board.sideOf(player).orElseThrow());
      }
    }
    closeRoundIfComplete(tournament);
  }

  /** A game ended and was stored; if it is a round game, its board gets the result. */
  void gameEnded(long gameId, Ending ending) {
    BoardGame game = boardGames.get(gameId);
    if (game == null) {
      return; // not a tournament game
    }
    enter(tournaments.get(game.tournament()), game, Result.of(ending));
  }

  /**
   * After a restart: enters the results stored for games but not for the tournament (a double
   * absence stays a double forfeit), then starts the boards whose game was never stored.
   */
  void catchUp(Tournament tournament) {
    int round = tournament.roundNumber();
    // a copy: a result may close the round, and the next round links new games
    for (BoardGame game : List.copyOf(boardGames.values())) {
      if (game.tournament().equals(tournament.name()) && game.round() == tournament.roundNumber()) {
        Ending ending = archive.ending(game.gameId());
        if (ending != null) {
          enter(tournament, game, Result.of(ending));
        }
      }
    }
    if (tournament.phase() == Phase.RUNNING && tournament.roundNumber() == round) {
      startRound(tournament); // boards whose game was never stored get one; a new round has them
    }
  }

  /** Ends every round game against the players who have not come to it within the time. */
  /** The games a tournament's rounds started, by game id, each with its round. */
  Map<Long, Integer> games(String tournament) {
    Map<Long, Integer> games = new HashMap<>();
    for (BoardGame game : boardGames.values()) {
      if (game.tournament().equals(tournament)) {
        games.put(game.gameId(), game.round());
      }
    }
    return games;
  }

  /** The game of every board a tournament's rounds started, keyed {@code round:board}. */
  Map<String, Long> boardGames(String tournament) {
    Map<String, Long> games = new HashMap<>();
    for (BoardGame game : boardGames.values()) {
      if (game.tournament().equals(tournament)) {
        // a board replayed after a restart keeps its latest game
        games.merge(game.round() + ":" + game.board(), game.gameId(), Math::max);
      }
    }
    return games;
  }

  void sweepAbsentPlayers() {
    List<GameRoom> rooms = new ArrayList<>();
    for (Tournament tournament : tournaments.all()) {
      if (tournament.phase() == Phase.RUNNING) {
        for (Pairing pairing : tournament.currentRound()) {
          if (pairing.isPending()) {
            rooms.addAll(gamesOf(tournament, pairing));
          }
        }
      }
    }
    // the ends come back through the director's queue, after this sweep
    rooms.forEach(room -> room.forfeitAbsent(absentMillis));
  }

  /** Enters a board's result if it is still wanted, then closes the round when it is complete. */
  private void enter(Tournament tournament, BoardGame game, Result result) {
    if (tournament.phase() != Phase.RUNNING || game.round() != tournament.roundNumber()) {
      return;
    }
    Pairing pairing = tournament.currentRound().get(game.board() - 1);
    if (!pairing.isPending()) {
      return; // decided already: a player withdrew
    }
    tournaments.store(tournament, tournament.record(game.round(), game.board(), result));
    closeRoundIfComplete(tournament);
  }

  private void closeRoundIfComplete(Tournament tournament) {
    if (tournament.phase() != Phase.RUNNING || !tournament.roundComplete()) {
      return;
    }
    int closed = tournament.roundNumber();
    tournaments.store(tournament, tournament.nextRound());
    for (String player : tournament.players()) {
      lobby.tell(player, new DomainEvent.RoundOver(tournament.name(), closed));
    }
    if (tournament.isFinished()) {
      export.write(tournament);
      DomainEvent over = new DomainEvent.TournamentOver(tournament.name(),
          List.of(tournament.standings().toText().split("\n")));
      tournament.players().forEach(player -> lobby.tell(player, over));
      return;
    }
    startRound(tournament);
  }

  private void link(BoardGame game) {
    archive.link(game);
    boardGames.put(game.gameId(), game);
  }

  /** The live games of a board of the current round (one, unless a restart came in between). */
  private List<GameRoom> gamesOf(Tournament tournament, Pairing pairing) {
    List<GameRoom> live = new ArrayList<>();
    for (BoardGame game : boardsOf(tournament, pairing)) {
      GameRoom room = lobby.room(game.gameId());
      if (room != null) {
        live.add(room);
      }
    }
    return live;
  }

  /** Whether the board has a game that runs, or that ended and whose result is on its way. */
  private boolean hasGame(Tournament tournament, Pairing pairing) {
    for (BoardGame game : boardsOf(tournament, pairing)) {
      if (lobby.room(game.gameId()) != null || archive.ending(game.gameId()) != null) {
        return true;
      }
    }
    return false;
  }

  private List<BoardGame> boardsOf(Tournament tournament, Pairing pairing) {
    List<BoardGame> games = new ArrayList<>();
    for (BoardGame game : boardGames.values()) {
      if (game.tournament().equals(tournament.name()) && game.round() == tournament.roundNumber()
          && game.board() == pairing.board()) {
        games.add(game);
      }
    }
    return games;
  }
}
