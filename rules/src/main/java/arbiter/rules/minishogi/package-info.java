/**
 * 5x5 shogi with drops, the piece set of seed 001 (SPEC 1.2): a lance instead of a rook, a bishop
 * on its forward diagonals only, a two-row promotion zone, the king captured rather than mated.
 *
 * <p>Coordinates: square {@code row * 5 + column}, row 0 = the seed's row 1 (white's home side),
 * column 0 = the seed's column 1. {@link arbiter.rules.Side#WHITE} is the seed's upper-case player;
 * {@link arbiter.rules.Side#BLACK} (lower case) moves first.
 */
package arbiter.rules.minishogi;
