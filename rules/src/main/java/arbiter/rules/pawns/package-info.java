/**
 * Pawns-only chess (SPEC 1.1, seed 000): eight pawns a side on bitboards, the coordinate notation
 * {@code a2a4}, the FEN without kings and a specialised perft.
 */
package arbiter.rules.pawns;
