package arbiter.lobby;

import arbiter.clock.GameClock;
import arbiter.game.Match;
import arbiter.game.PlayedMove;
import arbiter.game.StoredGame;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The games that were running when the server stopped, taken up again as they were stored. */
final class StoredGames {

  private static final Logger LOG = LoggerFactory.getLogger(StoredGames.class);

  /** State numbers a resumed game leaves for each millisecond it ran before (see firstSeq). */
  private static final long SLOTS_PER_MILLI = 1000;

  private StoredGames() {}

  /**
   * The stored game at its last stored move, or {@code null} (logged) when it cannot be taken up:
   * its variant is unknown or its moves do not replay. It stays stored as it is.
   */
  static Match match(StoredGame game) {
    Variant variant = Variants.byId(game.variant()).orElse(null);
    if (variant == null) {
      LOG.error("game {}: unknown variant {}; the game is skipped and stays stored as it is",
          game.id(), game.variant());
      return null;
    }
    try {
      return Match.resume(variant, game);
    } catch (RuntimeException e) { // one bad stored move must not keep the server from starting
      LOG.error("game {} ({} - {}): its stored moves do not replay ({}); the game is skipped and"
          + " stays stored as it is", game.id(), game.white(), game.black(), e.toString());
      return null;
    }
  }

  /**
   * The number a resumed game's state goes on from: larger than any state number sent before the
   * restart. Derived from what is stored rather than stored with each change, because not every
   * numbered change is stored (a step of a multi-part move, a change whose store failed, the
   * clocks starting again): it is {@value #SLOTS_PER_MILLI} numbers for every wall-clock
   * millisecond since the game's stored start. A run of the server numbers fewer changes than that
   * in the time until the next restart (each takes a player's line and a pass through the room,
   * and a restart takes seconds), so each resumption numbers above everything before it, as long
   * as the wall clock does not go back. A game of a day reaches 10^11, well inside the integers a
   * JSON client reads exactly (2^53).
   *
   * @param nowEpochMillis the time of this restart
   */
  static long firstSeq(StoredGame game, long nowEpochMillis) {
    long stored = 1L + game.moves().size() + game.whiteUndos() + game.blackUndos();
    return stored + SLOTS_PER_MILLI * Math.max(0, nowEpochMillis - game.startedAt());
  }

  /**
   * The clocks of a stored game: each side's time as stored with its last move (its initial time
   * if it has not moved) and the time given to it since, and the moves each has made; {@code null}
   * when untimed.
   */
  static GameClock clock(StoredGame game, Match match) {
    TimeControl control = TimeControl.parse(game.timeControl());
    if (!control.timed()) {
      return null;
    }
    GameClock initial = new GameClock(control);
    long[] millis = {initial.remaining(Side.WHITE, 0), initial.remaining(Side.BLACK, 0)};
    int[] periods = {initial.periods(Side.WHITE), initial.periods(Side.BLACK)};
    int[] moves = new int[2];
    List<PlayedMove> played = match.moves(null);
    for (int i = 0; i < played.size() && i < game.clocks().size(); i++) {
      int side = played.get(i).side().ordinal();
      millis[side] = game.clocks().get(i).millis();
      periods[side] = game.clocks().get(i).periods();
      moves[side]++;
    }
    int[] lastPly = new int[2]; // the ply of each side's last stored move, 0 for none
    for (int i = 0; i < played.size() && i < game.clocks().size(); i++) {
      lastPly[played.get(i).side().ordinal()] = i + 1;
    }
    for (StoredGame.TimeGift gift : game.gifts()) {
      int side = (gift.white() ? Side.WHITE : Side.BLACK).ordinal();
      if (gift.ply() >= lastPly[side]) {
        millis[side] += gift.millis(); // given after the move whose time is stored
      }
    }
    GameClock clock = GameClock.restored(control, Math.max(0, millis[0]),
        Math.max(0, millis[1]), periods[0], periods[1], moves[0], moves[1]);
    for (StoredGame.TimeGift gift : game.gifts()) {
      if (gift.berserk()) { // its penalty is in the time above; the increment stays cancelled
        clock.berserked(gift.white() ? Side.WHITE : Side.BLACK);
      }
    }
    return clock;
  }
}
