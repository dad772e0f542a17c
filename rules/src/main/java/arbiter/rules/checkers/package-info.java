/**
 * Russian draughts (shashki), SPEC 1.5 and seed 004: variant {@code checkers}.
 *
 * <p>Rules: men move one square diagonally forward and capture forwards and backwards; kings fly.
 * Capturing is compulsory and the player chooses freely among captures (no majority rule). A
 * capture goes on while the capturing piece can capture; after taking a piece a king may land on
 * any empty square beyond it, except that it must land on a square from which it can capture again
 * when there is one (the Russian rule; the seed's text leaves this open). A man that reaches the
 * far row during a capture is crowned at once and goes on capturing as a king. Taken pieces stay
 * on the board, blocking, until the move ends ("Turkish strike"), and none is jumped twice. Moves
 * with the same start, end and captured pieces are one move (SPEC 1.6). A side with no pieces or
 * no legal move loses.
 *
 * <p>Draws: {@link arbiter.rules.checkers.CheckersVariant#CHECKERS}, which the server plays, draws
 * on the third occurrence of a position (same pieces, same side to move) and after 15 moves by each
 * side in which only kings moved and nothing was taken; draws by agreement and by the game's move
 * limit are the server's. Not implemented: the Russian endgame move counts (such as three or more
 * kings against a lone king, or the limits that depend on the number of pieces left), whose
 * wording could not be checked here.
 * The replay program uses {@link arbiter.rules.checkers.CheckersVariant#WITHOUT_DRAWS}: the seed
 * has no draw rules, so a game of 1,000 king moves must replay.
 *
 * <p>Engine: a 32-square bitboard board ({@code Squares}, {@code Board}), moves packed in a {@code
 * long} ({@code PackedMove}), a depth-first capture search ({@code MoveGenerator}) and a make/undo
 * perft that only counts moves at the last ply ({@code Perft}).
 */
package arbiter.rules.checkers;
