package arbiter.director;

import arbiter.director.TournamentArchive.BoardGame;
import arbiter.export.GameImport;
import arbiter.export.ImportException;
import arbiter.game.Ending;
import arbiter.game.GameEvent;
import arbiter.game.Journal;
import arbiter.rules.Outcome;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import arbiter.tournament.Tournament;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * A board's moves the arbiter typed in later, as PGN: checked through the variant's rules, then
 * archived as the board's game, as a game played on the server is (history, moves, exports).
 * Confined to the director's thread, where waiting for the store is allowed.
 */
final class BoardPgn {

  /**
   * A PGN read and checked: its moves in the variant's notation, its result, and how the game
   * ended: as the rules say when its last position is over (checkmate; a PGN giving another
   * result is refused), else as entered by the arbiter.
   */
  record Game(List<String> moves, Result result, Ending ending) {}

  private final Journal games;
  private final BoardGames boards;
  private final LongSupplier gameIds;
  private final LongSupplier epochMillis;

  /**
   * @param games where the game is archived ({@code null}: no archive, every PGN is refused)
   * @param gameIds a new game id each call
   */
  BoardPgn(Journal games, BoardGames boards, LongSupplier gameIds, LongSupplier epochMillis) {
    this.games = games;
    this.boards = boards;
    this.gameIds = gameIds;
    this.epochMillis = epochMillis;
  }

  /**
   * One game of the tournament's variant with a result, every move legal; refused otherwise. A
   * minishogi board's moves come as KIF, its file (the PGN reader took its moves, {@code p 54 53},
   * for three tokens, so no minishogi board could be archived).
   */
  Game read(Tournament tournament, String text) {
    List<GameImport.Imported> read;
    try {
      read = GameImport.read(tournament.variant().equals("minishogi") ? "kif" : "pgn", text);
    } catch (ImportException e) {
      throw invalid(e, tournament);
    }
    if (read.size() != 1) {
      throw new TournamentException(TournamentRefusal.PGN_GAMES, read.size());
    }
    GameImport.Imported game = read.get(0);
    if (!tournament.variant().equals(game.variant())) {
      throw new TournamentException(TournamentRefusal.PGN_VARIANT, game.variant(),
          tournament.variant());
    }
    Outcome last;
    try {
      last = game.replay().outcome(); // the tournament's variant: the rules have it
    } catch (ImportException e) {
      throw invalid(e, tournament);
    }
    Result result = game.result() == null ? null : switch (game.result()) {
      case "white" -> Result.WHITE_WIN;
      case "black" -> Result.BLACK_WIN;
      default -> Result.DRAW;
    };
    if (result == null) {
      throw new TournamentException(TournamentRefusal.PGN_NO_RESULT);
    }
    if (!last.isOver()) {
      return new Game(game.moves(), result, result.decided());
    }
    // a last position the rules end (a mate, a stalemate) has its result: a PGN that says
    // otherwise is a slip of the pen, not a decision, and would give the point to the mated side
    Ending ruled = new Ending(last.winner(), last.termination());
    if (Result.of(ruled) != result) {
      throw new TournamentException(TournamentRefusal.PGN_RESULT_RULED, Result.of(ruled), result);
    }
    return new Game(game.moves(), result, ruled);
  }

  /** Archives the game of a board of {@code round}; returns its id. */
  long archive(Tournament tournament, int round, Pairing board, Game game) {
    if (games == null) {
      throw new TournamentException(TournamentRefusal.PGN_NOT_KEPT);
    }
    // a form sent twice archived the board's game twice, and each player's history listed both
    Long had = boards.gameOf(tournament.name(), round, board.board());
    if (had != null) {
      throw new TournamentException(TournamentRefusal.PGN_BOARD_HAS_GAME, round, board.board(),
          had);
    }
    long id = gameIds.getAsLong();
    long at = epochMillis.getAsLong();
    boards.link(new BoardGame(id, tournament.name(), round, board.board()));
    // the journal stores a game's events in the order given; the end is waited for
    games.record(new GameEvent.Started(id, tournament.variant(), board.white(), board.black(),
        tournament.moveLimit(), tournament.timeControl(), false, at));
    for (int ply = 0; ply < game.moves().size(); ply++) {
      games.record(new GameEvent.Moved(id, ply + 1, game.moves().get(ply)));
    }
    games.record(new GameEvent.Finished(id, tournament.variant(), board.white(), board.black(),
        game.ending(), false, at)).toCompletableFuture().join();
    return id;
  }

  private static TournamentException invalid(ImportException e, Tournament tournament) {
    return new TournamentException(TournamentRefusal.PGN_INVALID, e.fault(), e.at(), e.move(),
        tournament.variant());
  }
}
