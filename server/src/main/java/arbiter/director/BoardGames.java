package arbiter.director;

import arbiter.director.TournamentArchive.BoardGame;
import arbiter.game.GameRoom;
import arbiter.lobby.Lobby;
import arbiter.tournament.Pairing;
import arbiter.tournament.Tournament;
import arbiter.tournament.knockout.Bracket;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The games the rounds started, each linked to its board; a link is stored before its game starts
 * and never dropped, so a restart finds every board's game. Confined to the director's thread.
 */
final class BoardGames {

  private final TournamentArchive archive;
  private final Lobby lobby;
  /** Every game a round started, by game id. */
  private final Map<Long, BoardGame> byGame = new HashMap<>();

  BoardGames(TournamentArchive archive, Lobby lobby) {
    this.archive = archive;
    this.lobby = lobby;
  }

  /** Reads the stored links. */
  void load() {
    byGame.putAll(archive.boardGames());
  }

  /** Stores a link, then keeps it. */
  void link(BoardGame game) {
    archive.link(game);
    byGame.put(game.gameId(), game);
  }

  /** The board a game was started for, or {@code null} for a game of no tournament. */
  BoardGame get(long gameId) {
    return byGame.get(gameId);
  }

  /** Every link, a copy: entering a result may link the next round's games. */
  List<BoardGame> all() {
    return List.copyOf(byGame.values());
  }

  /** The games a tournament's rounds started, by game id, each with its round. */
  Map<Long, Integer> games(String tournament) {
    Map<Long, Integer> games = new HashMap<>();
    for (BoardGame game : byGame.values()) {
      if (game.tournament().equals(tournament)) {
        games.put(game.gameId(), game.round());
      }
    }
    return games;
  }

  /**
   * The PGN Round tag of every game a tournament's rounds started, by game id: the round's
   * number, or in a knockout {@code ROUND.GAME}, the bracket round and the game within its match
   * (a knockout's tournament round is a game slot of the whole bracket, not a stage of it).
   */
  Map<Long, String> roundTags(Tournament tournament) {
    Bracket bracket = tournament.bracket();
    Map<Long, String> tags = new HashMap<>();
    for (BoardGame game : byGame.values()) {
      if (game.tournament().equals(tournament.name())) {
        Bracket.Slot slot = bracket == null ? null : bracket.slot(game.round(), game.board());
        tags.put(game.gameId(), slot == null ? Integer.toString(game.round())
            : slot.round() + "." + slot.game());
      }
    }
    return tags;
  }

  /** The game of every board a tournament's rounds started, keyed {@code round:board}. */
  Map<String, Long> byBoard(String tournament) {
    Map<String, Long> games = new HashMap<>();
    for (BoardGame game : byGame.values()) {
      if (game.tournament().equals(tournament)) {
        // a board replayed after a restart keeps its latest game
        games.merge(game.round() + ":" + game.board(), game.gameId(), Math::max);
      }
    }
    return games;
  }

  /** The live games of a board of the current round (one, unless a restart came in between). */
  List<GameRoom> gamesOf(Tournament tournament, Pairing pairing) {
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
  boolean hasGame(Tournament tournament, Pairing pairing) {
    for (BoardGame game : boardsOf(tournament, pairing)) {
      if (lobby.room(game.gameId()) != null || archive.ending(game.gameId()) != null) {
        return true;
      }
    }
    return false;
  }

  /**
   * A game of the board that runs or has ended (a PGN's, or one played on the server), or
   * {@code null}: a game that never ended, cut by a restart, does not count.
   */
  Long gameOf(String tournament, int round, int board) {
    for (BoardGame game : byGame.values()) {
      if (game.tournament().equals(tournament) && game.round() == round
          && game.board() == board && (lobby.room(game.gameId()) != null
              || archive.ending(game.gameId()) != null)) {
        return game.gameId();
      }
    }
    return null;
  }

  private List<BoardGame> boardsOf(Tournament tournament, Pairing pairing) {
    List<BoardGame> games = new ArrayList<>();
    for (BoardGame game : byGame.values()) {
      if (game.tournament().equals(tournament.name()) && game.round() == tournament.roundNumber()
          && game.board() == pairing.board()) {
        games.add(game);
      }
    }
    return games;
  }
}
