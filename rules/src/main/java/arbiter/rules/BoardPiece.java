package arbiter.rules;

/**
 * A piece as a board or a hand shows it, the same for every variant, so servers and clients can
 * draw any game without knowing its engine.
 *
 * @param kind the variant's upper-case letter: K Q R B N P (chess), K G S B L P (minishogi), P
 *     (pawns), M for a man and K for a king (checkers)
 * @param side who owns it
 * @param promoted whether it is promoted (minishogi); a draughts king is kind K, not promoted
 */
public record BoardPiece(char kind, Side side, boolean promoted) {}
