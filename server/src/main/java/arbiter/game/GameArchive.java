package arbiter.game;

import java.util.List;

/** Where games are stored. Calls block: the server calls them from its own writer thread. */
public interface GameArchive {

  /** The highest game id ever stored (0 when none): new games count on from it. */
  long lastGameId();

  /** Stores the events in order, all or none. */
  void write(List<GameEvent> events);

  /** Every finished game, oldest first, with its moves. */
  List<StoredGame> finishedGames();

  /** Every game that started and has not finished, oldest first, with its moves so far. */
  List<StoredGame> runningGames();

  /** The last {@code limit} games of {@code user}, running or finished, newest first. */
  List<StoredGame> history(String user, int limit);

  /** The game with this id, with its moves, or {@code null}. */
  StoredGame game(long id);
}
