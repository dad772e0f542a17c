package arbiter.game;

import arbiter.rules.Side;

/**
 * How a game ended.
 *
 * @param winner the winning side, {@code null} for a draw
 * @param reason why, e.g. {@code king captured}, {@code forfeit}, {@code move limit}
 * @param forfeit whether the loser gave up
 */
public record Ending(Side winner, String reason, boolean forfeit) {}
