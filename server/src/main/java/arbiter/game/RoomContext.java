package arbiter.game;

import arbiter.clock.Ticker;

/**
 * What every game room of a server shares.
 *
 * @param journal where moves and endings are stored before anyone sees them
 * @param onEnd told of every game's end
 * @param absence how long a player who dropped keeps the game
 * @param ticker the time and the flag timers
 * @param storeFailures told of every change a room could not store
 */
public record RoomContext(Journal journal, GameRoom.EndListener onEnd, Absence absence,
    Ticker ticker, StoreFailures storeFailures) {

  /** A context whose store failures nobody hears until someone listens. */
  public RoomContext(Journal journal, GameRoom.EndListener onEnd, Absence absence,
      Ticker ticker) {
    this(journal, onEnd, absence, ticker, new StoreFailures());
  }
}
